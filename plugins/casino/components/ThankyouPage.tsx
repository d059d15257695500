import type { ReactNode } from 'react';
import { RemoteState, RouteLink, selectIsAuthenticated, useAppSelector, useRemoteData, useTexts, type PageProps } from '@plugin-api';
import { parseGameList } from '../model.ts';
import { CasinoPageFrame } from './CasinoPageFrame.tsx';
import { GameList } from './GameIdList.tsx';

/** After a deposit made from a game: thanks, and straight back to the games the player had open. */
export function ThankyouPage(_props: PageProps): ReactNode {
  const { t } = useTexts('casino');
  const signedIn = useAppSelector(selectIsAuthenticated);
  const recent = useRemoteData('casino/recent', '/casino/recent', { parse: parseGameList, skip: !signedIn });
  return (
    <CasinoPageFrame title={t('casino_title_thankyou')}>
      <p className="casino-page__text">{t('casino_thankyou_text')}</p>
      {signedIn && (
        <>
          <h2 className="casino-page__heading">{t('casino_thankyou_back')}</h2>
          <RemoteState status={recent.status} error={recent.error} onRetry={recent.reload} isEmpty={recent.data?.length === 0} empty={<p>{t('casino_recent_empty')}</p>}>
            {recent.data && <GameList games={recent.data.slice(0, 6)} label={t('casino_recent')} />}
          </RemoteState>
        </>
      )}
      <RouteLink to="casino-lobby" className="casino-page__next">
        {t('casino_to_lobby')}
      </RouteLink>
    </CasinoPageFrame>
  );
}
