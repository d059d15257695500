import { useEffect, useState, type KeyboardEvent, type ReactNode } from 'react';
import {
  RemoteState,
  RouteLink,
  selectActiveAccount,
  selectUnreadMessageCount,
  unreadMessageCountChanged,
  useAppDispatch,
  useAppSelector,
  useHasRoute,
  useRemoteData,
  useTexts,
  type PageProps,
  type RouteLinkItem,
} from '@plugin-api';
import { MENU_KEY, MENU_PATH, MENU_TABS, readMenu } from '../answers.ts';
import { menuItemKey } from '../format.ts';
import { Money } from './Money.tsx';

type Tab = (typeof MENU_TABS)[number];
/** Route ids from the server: typed as links need them, then checked with useHasRoute at run time. */
type MenuRouteId = RouteLinkItem['routeId'];


/** One office page in the menu: shown when this site serves it and we have words for it. */
function MenuItem({ routeId, unread }: { routeId: string; unread: number }): ReactNode {
  const { t, i18n } = useTexts('office');
  const served = useHasRoute(routeId as MenuRouteId);
  if (!served || !i18n.exists(menuItemKey(routeId), { ns: 'office' })) return null;
  const badge = routeId === 'office-messages' && unread > 0;
  return (
    <li>
      <RouteLink to={routeId as MenuRouteId} className="office-menu__link">
        <span>{t(menuItemKey(routeId))}</span>
        {badge && (
          <span className="office-badge" aria-label={t('office_unread_count', { count: unread })}>
            {unread}
          </span>
        )}
      </RouteLink>
    </li>
  );
}

/**
 * The office hub (route office-menu): who the player is, the bonus balance, and the office pages by
 * tab (profile, settings, promo) as the server lists them; a page this site does not serve is left
 * out, so links appear as pages are added. The messages entry carries the unread count.
 */
export function MenuPage({ lng }: PageProps): ReactNode {
  const { t } = useTexts('office');
  const dispatch = useAppDispatch();
  const menu = useRemoteData(MENU_KEY, MENU_PATH, { parse: readMenu });
  const unread = useAppSelector(selectUnreadMessageCount);
  const active = useAppSelector(selectActiveAccount);
  const [tab, setTab] = useState<Tab>('profile');
  const serverCount = menu.data?.user_msg_count;
  useEffect(() => {
    // The menu's own count is fresher than the last poll: the badges elsewhere follow it.
    if (serverCount !== undefined) dispatch(unreadMessageCountChanged(serverCount));
  }, [dispatch, serverCount]);

  const onTabKey = (event: KeyboardEvent<HTMLButtonElement>) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (step === 0) return;
    const next = MENU_TABS[(MENU_TABS.indexOf(tab) + step + MENU_TABS.length) % MENU_TABS.length]!;
    setTab(next);
    document.getElementById(`office-tab-${next}`)?.focus();
  };

  const user = menu.data?.menuUserData;
  const routeIds = menu.data?.menuCategories.find((c) => c.id === tab)?.routeIds ?? [];
  return (
    <section className="office" aria-labelledby="office-title">
      <h1 id="office-title" className="office__title">
        {t('office_title')}
      </h1>
      <RemoteState status={menu.status} error={menu.error} onRetry={menu.reload}>
        {user && (
          <div className="office-menu__user">
            <p className="office-menu__name">{user.name ?? t('office_menu_player')}</p>
            {user.email && <p className="office__muted">{user.email}</p>}
            <p>
              {t('office_menu_bonus_balance')}: <strong><Money amount={user.bonus_balance} iso={active?.iso ?? 'USD'} lng={lng} /></strong>
            </p>
            {user.recharge_allow ? <DepositLink /> : <p className="office__muted">{t('office_menu_recharge_closed')}</p>}
          </div>
        )}
        <div className="office-tabs" role="tablist" aria-label={t('office_menu_tabs')}>
          {MENU_TABS.map((id) => (
            <button
              key={id}
              id={`office-tab-${id}`}
              type="button"
              role="tab"
              className="office-tabs__tab"
              aria-selected={tab === id}
              aria-controls="office-tab-panel"
              tabIndex={tab === id ? 0 : -1}
              onClick={() => setTab(id)}
              onKeyDown={onTabKey}
            >
              {t(`office_tab_${id}`)}
            </button>
          ))}
        </div>
        <div id="office-tab-panel" role="tabpanel" aria-labelledby={`office-tab-${tab}`} className="office-menu__panel">
          <ul className="office-menu__list">
            {routeIds.map((id) => (
              <MenuItem key={id} routeId={id} unread={unread} />
            ))}
          </ul>
          <p className="office__muted">{t('office_menu_region_note')}</p>
        </div>
      </RemoteState>
    </section>
  );
}

/** "Top up" where the site serves the deposit page. */
function DepositLink(): ReactNode {
  const { t } = useTexts('office');
  const id = 'office-recharge' as MenuRouteId;
  if (!useHasRoute(id)) return null;
  return (
    <RouteLink to={id} className="button button--primary office-menu__deposit">
      {t('office_menu_deposit')}
    </RouteLink>
  );
}
