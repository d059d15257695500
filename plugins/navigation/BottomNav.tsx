import type { ReactNode } from 'react';
import { Icon, RouteLink, useHasRoute, useTexts, type IconName } from '@plugin-api';

/**
 * Route id → text key and icon (inline SVG from the plugin API: no icon font, nothing to miss on a
 * phone). Entries whose route this build or site lacks are not shown.
 */
const ITEMS = [
  { routeId: 'home', textKey: 'nav_home', icon: 'home' },
  { routeId: 'sports', textKey: 'nav_sports', icon: 'sports' },
  { routeId: 'live', textKey: 'nav_live', icon: 'live' },
  { routeId: 'casino', textKey: 'nav_casino', icon: 'casino' },
  { routeId: 'coupon', textKey: 'nav_coupon', icon: 'slip' },
  { routeId: 'information', textKey: 'nav_information', icon: 'info' },
  { routeId: 'contacts', textKey: 'nav_support', icon: 'support' },
] as const satisfies readonly { routeId: string; textKey: string; icon: IconName }[];

function Item({ routeId, textKey, icon }: (typeof ITEMS)[number]): ReactNode {
  const { t } = useTexts('navigation');
  if (!useHasRoute(routeId)) return null;
  return (
    <li>
      <RouteLink to={routeId} className="bottom-nav__item">
        <Icon name={icon} size={22} className="bottom-nav__icon" />
        <span className="bottom-nav__label">{t(textKey)}</span>
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
