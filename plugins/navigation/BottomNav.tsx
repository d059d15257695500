import type { ReactNode } from 'react';
import { Icon, RouteLink, ShellPiece, useHasRoute, useSiteConfig, useTexts, type IconName, type RouteId, type SiteConfig } from '@plugin-api';

type BottomBarItem = NonNullable<NonNullable<SiteConfig['navigation']>['bottomBar']>[number];

/** Without a `navigation.bottomBar`: the betting areas, the casino where it is served, the bet slip and support. */
export const DEFAULT_BOTTOM_BAR: readonly BottomBarItem[] = ['home', 'sports', 'live', 'casino', 'coupon', 'support'];

/**
 * Each item the site config may list (`navigation.bottomBar`): its route, text and icon (inline SVG
 * from the plugin API: no icon font, nothing to miss on a phone). An item whose route the active
 * region does not serve is left out wherever the config lists it (se-regulated blocks /casino).
 */
const ITEMS = {
  home: { routeId: 'home', textKey: 'nav_home', icon: 'home' },
  sports: { routeId: 'sports', textKey: 'nav_sports', icon: 'sports' },
  live: { routeId: 'live', textKey: 'nav_live', icon: 'live' },
  casino: { routeId: 'slots', textKey: 'nav_casino', icon: 'casino' },
  coupon: { routeId: 'coupon', textKey: 'nav_coupon', icon: 'slip' },
  information: { routeId: 'information', textKey: 'nav_information', icon: 'info' },
  support: { routeId: 'contacts', textKey: 'nav_support', icon: 'support' },
  promotions: { routeId: 'promotions', textKey: 'nav_promotions', icon: 'rules' },
} as const satisfies Readonly<Record<BottomBarItem, { routeId: RouteId; textKey: string; icon: IconName }>>;

type NavItem = (typeof ITEMS)[BottomBarItem];

/** The listed items whose route the active region serves, in the config's order. */
function useAvailableItems(listed: readonly BottomBarItem[]): { key: BottomBarItem; item: NavItem }[] {
  // Every known item is asked about, always in the same order, whatever the config lists: the hooks
  // run the same calls on every render.
  const served = new Set<BottomBarItem>();
  for (const key of Object.keys(ITEMS) as BottomBarItem[]) {
    // eslint-disable-next-line react-hooks/rules-of-hooks
    if (useHasRoute(ITEMS[key].routeId)) served.add(key);
  }
  return listed.filter((key) => served.has(key)).map((key) => ({ key, item: ITEMS[key] }));
}

function ItemLink({ routeId, textKey, icon }: NavItem): ReactNode {
  const { t } = useTexts('navigation');
  return (
    <RouteLink to={routeId} className="bottom-nav__item">
      <Icon name={icon} size={22} className="bottom-nav__icon" />
      <span className="bottom-nav__label">{t(textKey)}</span>
    </RouteLink>
  );
}

/**
 * The bet slip: the coupon button the site config names (`shell.couponButton`, with its count and
 * the quick coupon), else a plain link to the coupon page.
 */
function CouponItem(item: NavItem): ReactNode {
  const config = useSiteConfig();
  if (!config.shell.couponButton) return <ItemLink {...item} />;
  return <ShellPiece name="couponButton" className="bottom-nav__piece" />;
}

/**
 * The list says how many items it holds (data-items), so each column's width is known from the
 * start: while a slow network delivers the page's HTML in pieces, the first items do not move
 * sideways as the later ones arrive.
 */
export function BottomNav(): ReactNode {
  const { t } = useTexts('navigation');
  const config = useSiteConfig();
  const items = useAvailableItems(config.navigation?.bottomBar ?? DEFAULT_BOTTOM_BAR);
  return (
    <nav className="bottom-nav" aria-label={t('nav_main')}>
      <ul className="bottom-nav__list" data-items={items.length}>
        {items.map(({ key, item }) => (
          <li key={key}>{key === 'coupon' ? <CouponItem {...item} /> : <ItemLink {...item} />}</li>
        ))}
      </ul>
    </nav>
  );
}
