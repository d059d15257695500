import type { ReactNode } from 'react';
import { RemoteState, RouteLink, useRemoteData, useTexts, type PageProps } from '@plugin-api';
import { parseGameList } from '../model.ts';
import { CasinoPageFrame } from './CasinoPageFrame.tsx';
import { useFavorites } from './favorites.ts';
import { GameIdList, GameList } from './GameIdList.tsx';

/** My casino (signed in): the favorites with the games played lately, or the games recommended for the player. */
export function MyCasinoPage({ pageType, lng }: PageProps): ReactNode {
  const { t } = useTexts('casino');
  const tab = pageType === 'recommended' ? 'recommended' : 'favorites';
  return (
    <CasinoPageFrame title={t('casino_title_my_casino')}>
      <nav className="casino-chips" aria-label={t('casino_my_casino_tabs')}>
        <ul className="casino-chips__list">
          <li>
            <RouteLink to="my-casino-favorites" className={`casino-chip${tab === 'favorites' ? ' casino-chip--on' : ''}`} aria-current={tab === 'favorites' ? 'page' : undefined}>
              {t('casino_my_favorites')}
            </RouteLink>
          </li>
          <li>
            <RouteLink to="my-casino-recommended" className={`casino-chip${tab === 'recommended' ? ' casino-chip--on' : ''}`}>
              {t('casino_my_recommended')}
            </RouteLink>
          </li>
        </ul>
      </nav>
      {tab === 'favorites' ? <Favorites lng={lng} /> : <Recommended />}
    </CasinoPageFrame>
  );
}

function Favorites({ lng }: { lng: string }): ReactNode {
  const { t } = useTexts('casino');
  const favorites = useFavorites();
  const recent = useRemoteData('casino/recent', '/casino/recent', { parse: parseGameList });
  const status = favorites.status === 'idle' ? 'loading' : favorites.status;
  return (
    <>
      <h2 className="casino-page__heading">{t('casino_my_favorites')}</h2>
      <RemoteState
        status={status}
        onRetry={favorites.reload}
        isEmpty={favorites.ids.length === 0}
        empty={
          <>
            <p>{t('casino_favorites_empty')}</p>
            <RouteLink to="casino-lobby" className="casino-page__next">
              {t('casino_to_lobby')}
            </RouteLink>
          </>
        }
      >
        <GameIdList ids={[...favorites.ids].reverse()} label={t('casino_my_favorites')} lng={lng} />
      </RemoteState>
      <h2 className="casino-page__heading">{t('casino_recent')}</h2>
      <RemoteState status={recent.status} error={recent.error} onRetry={recent.reload} isEmpty={recent.data?.length === 0} empty={<p>{t('casino_recent_empty')}</p>}>
        {recent.data && <GameList games={recent.data} label={t('casino_recent')} />}
      </RemoteState>
    </>
  );
}

function Recommended(): ReactNode {
  const { t } = useTexts('casino');
  const recommended = useRemoteData('casino/recommended', '/casino/recommended', { parse: parseGameList });
  return (
    <>
      <h2 className="casino-page__heading">{t('casino_my_recommended')}</h2>
      <p className="casino-page__text">{t('casino_recommended_why')}</p>
      <RemoteState
        status={recommended.status}
        error={recommended.error}
        onRetry={recommended.reload}
        isEmpty={recommended.data?.length === 0}
        empty={
          <RouteLink to="casino-lobby" className="casino-page__next">
            {t('casino_to_lobby')}
          </RouteLink>
        }
      >
        {recommended.data && <GameList games={recommended.data} label={t('casino_my_recommended')} />}
      </RemoteState>
    </>
  );
}
