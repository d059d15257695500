import type { ReactNode } from 'react';
import { Icon, RouteLink, useHasRoute, useTexts, type IconName, type RouteId } from '@plugin-api';

/**
 * Route id → text key and icon (inline SVG from the plugin API: no icon font, nothing to miss on a
 * phone). Entries whose route the active region does not serve (site config) are not shown.
 */
const ITEMS = [
  { routeId: 'home', textKey: 'nav_home', icon: 'home' },
  { routeId: 'sports', textKey: 'nav_sports', icon: 'sports' },
  { routeId: 'live', textKey: 'nav_live', icon: 'live' },
  { routeId: 'coupon', textKey: 'nav_coupon', icon: 'slip' },
  { routeId: 'information', textKey: 'nav_information', icon: 'info' },
  { routeId: 'contacts', textKey: 'nav_support', icon: 'support' },
] as const satisfies readonly { routeId: RouteId; textKey: string; icon: IconName }[];

type NavItem = (typeof ITEMS)[number];

/** The items whose route the active region serves. */
function useAvailableItems(): NavItem[] {
  // ITEMS is a module constant: the same hook calls in the same order on every render.
  // eslint-disable-next-line react-hooks/rules-of-hooks
  return ITEMS.filter((item) => useHasRoute(item.routeId));
}

function Item({ routeId, textKey, icon }: NavItem): ReactNode {
  const { t } = useTexts('navigation');
  return (
    <li>
      <RouteLink to={routeId} className="bottom-nav__item">
        <Icon name={icon} size={22} className="bottom-nav__icon" />
        <span className="bottom-nav__label">{t(textKey)}</span>
      </RouteLink>
    </li>
  );
}

/**
 * The list says how many items it holds (data-items), so each column's width is known from the
 * start: while a slow network delivers the page's HTML in pieces, the first items do not move
 * sideways as the later ones arrive.
 */
export function BottomNav(): ReactNode {
  const { t } = useTexts('navigation');
  const items = useAvailableItems();
  return (
    <nav className="bottom-nav" aria-label={t('nav_main')}>
      <ul className="bottom-nav__list" data-items={items.length}>
        {items.map((item) => (
          <Item key={item.routeId} {...item} />
        ))}
      </ul>
    </nav>
  );
}
