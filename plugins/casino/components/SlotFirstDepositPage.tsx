import type { ReactNode } from 'react';
import { RemoteState, RouteLink, selectIsAuthenticated, useAppSelector, useRemoteData, useTexts, type PageProps } from '@plugin-api';
import { parseGamesPage } from '../model.ts';
import { CasinoPageFrame } from './CasinoPageFrame.tsx';
import { GameList } from './GameIdList.tsx';

/** The first-deposit offer for slots: what it gives, how to take it, and slots to play it on. */
export function SlotFirstDepositPage({ lng }: PageProps): ReactNode {
  const { t } = useTexts('casino');
  const signedIn = useAppSelector(selectIsAuthenticated);
  const slots = useRemoteData(`casino/slot-first-deposit/${lng}`, '/casino/games', { query: { category: 'slots', section: 'popular', pageSize: 12 }, parse: parseGamesPage });
  return (
    <CasinoPageFrame title={t('casino_title_slot_first_deposit')}>
      <p className="casino-page__text">{t('casino_sfd_offer')}</p>
      <ol className="casino-page__points">
        <li>{t('casino_sfd_step_account')}</li>
        <li>{t('casino_sfd_step_deposit')}</li>
        <li>{t('casino_sfd_step_play')}</li>
      </ol>
      <p className="casino-page__text">{t('casino_sfd_terms')}</p>
      <div className="casino-game__actions">
        {signedIn ? (
          <RouteLink to="office-recharge" className="button button--primary casino-game__play">
            {t('casino_sfd_deposit')}
          </RouteLink>
        ) : (
          <RouteLink to="registration" className="button button--primary casino-game__play">
            {t('casino_register')}
          </RouteLink>
        )}
      </div>
      <h2 className="casino-page__heading">{t('casino_sfd_games')}</h2>
      <RemoteState status={slots.status} error={slots.error} onRetry={slots.reload} isEmpty={slots.data?.games.length === 0} empty={<p>{t('casino_empty')}</p>}>
        {slots.data && <GameList games={slots.data.games} label={t('casino_sfd_games')} />}
      </RemoteState>
    </CasinoPageFrame>
  );
}
