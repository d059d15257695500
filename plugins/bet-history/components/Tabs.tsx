import type { ReactNode } from 'react';
import { RouteLink, useHasRoute, useTexts } from '@plugin-api';

/** Opened bets | History: the two lists of the player's coupons. */
export function Tabs(): ReactNode {
  const { t } = useTexts('bet-history');
  const opened = useHasRoute('opened-bets');
  const history = useHasRoute('history');
  return (
    <nav className="bet-tabs" aria-label={t('history_sections')}>
      {opened && (
        <RouteLink to="opened-bets" className="bet-tab">
          {t('history_tab_opened')}
        </RouteLink>
      )}
      {history && (
        <RouteLink to="history" className="bet-tab">
          {t('history_tab_history')}
        </RouteLink>
      )}
    </nav>
  );
}
