import type { ReactNode } from 'react';
import { RouteLink, useHasRoute, useTexts } from '@plugin-api';

/** Route id → text key and icon. Entries whose route this build or site lacks are not shown. */
const ITEMS = [
  { routeId: 'home', textKey: 'nav_home', icon: '⌂' },
  { routeId: 'sports', textKey: 'nav_sports', icon: '⚽' },
  { routeId: 'live', textKey: 'nav_live', icon: '●' },
  { routeId: 'casino', textKey: 'nav_casino', icon: '♠' },
  { routeId: 'coupon', textKey: 'nav_coupon', icon: '▤' },
  { routeId: 'information', textKey: 'nav_information', icon: 'ℹ' },
  { routeId: 'contacts', textKey: 'nav_support', icon: '✉' },
] as const;

function Item({ routeId, textKey, icon }: (typeof ITEMS)[number]): ReactNode {
  const { t } = useTexts('navigation');
  if (!useHasRoute(routeId)) return null;
  return (
    <li>
      <RouteLink to={routeId} className="bottom-nav__item">
        <span className="bottom-nav__icon" aria-hidden="true">
          {icon}
        </span>
        <span>{t(textKey)}</span>
      </RouteLink>
    </li>
  );
}

export function BottomNav(): ReactNode {
  const { t } = useTexts('navigation');
  return (
    <nav className="bottom-nav" aria-label={t('nav_main')}>
      <ul className="bottom-nav__list">
        {ITEMS.map((item) => (
          <Item key={item.routeId} {...item} />
        ))}
      </ul>
    </nav>
  );
}
