import { useState, type ReactNode } from 'react';
import { RemoteState, RouteLink, useHasRoute, useNotFoundWhen, useRemoteData, useTexts, type PageProps } from '@plugin-api';
import type { ChampionId } from '../schemas.ts';
import { parseChampion, parseFavoritesView } from '../extras/answers.ts';
import { championViewOf, isChampionId } from '../extras/champion.ts';
import { ChampionTabs } from '../extras/ChampionTabs.tsx';
import { FavoriteButton } from '../extras/FavoriteButton.tsx';
import { GameSection } from '../extras/GameItem.tsx';
import { useFavorites } from '@plugin-api/favorites';
import { NotFoundState, useSportName } from '../extras/ui.tsx';
import { REFRESH_MS, useRefresh } from '../extras/refresh.ts';
import { champTarget } from '../model.ts';
import { championRead } from '../extras/reads.ts';
import '../extras/extras.css';

export { extrasSlices as slices, extrasSagas as sagas } from '../extras/state.ts';

/** Where a guest's favorites are kept, and the way to keep them on every device. */
function GuestNote(): ReactNode {
  const { t } = useTexts('sports-extras');
  const canSignIn = useHasRoute('login');
  return (
    <p className="extras-page__lead">
      {t('extras_favorites_guest')}{' '}
      {canSignIn && (
        <RouteLink to="login" className="extras-next">
          {t('extras_sign_in')}
        </RouteLink>
      )}
    </p>
  );
}

const idText = (ids: readonly number[]) => [...ids].sort((x, y) => x - y).join(',');
const covers = (asked: string, ids: readonly number[]) => ids.every((id) => asked.split(',').includes(String(id)));

/**
 * The ids the page asks the server about: asked again only when a favorite is added, so taking one
 * out (it disappears at once from what is shown) does not reload the whole list.
 */
function useAskedIds(games: readonly number[], champs: readonly number[]): { games: string; champs: string } {
  const [asked, setAsked] = useState(() => ({ games: idText(games), champs: idText(champs) }));
  if (!covers(asked.games, games) || !covers(asked.champs, champs)) {
    const next = { games: idText(games), champs: idText(champs) };
    setAsked(next);
    return next;
  }
  if ((games.length === 0 && champs.length === 0) !== (asked.games === '' && asked.champs === '')) {
    setAsked({ games: '', champs: '' });
    return { games: '', champs: '' };
  }
  return asked;
}

/** The favorite games and championships, shown as they are now; `champId` narrows them to one championship. */
function FavoriteList({ champId, champion }: { champId: number | null; champion: ChampionId | null }): ReactNode {
  const { t } = useTexts('sports-extras');
  const sportName = useSportName();
  const favorites = useFavorites();
  const ready = favorites.status === 'ready';
  const { games, champs } = useAskedIds(favorites.games, favorites.champs);
  const view = useRemoteData('sports-extras/favorites-view', '/sports-extras/favorites/view', {
    query: { games, champs },
    parse: parseFavoritesView,
    skip: !ready || (games === '' && champs === ''),
  });
  useRefresh('favorites-view', view.reload, REFRESH_MS.line, ready && (games !== '' || champs !== ''));
  if (favorites.status === 'error') {
    return (
      <RemoteState status="error" error={{ message: favorites.error ?? '', status: 500 }} onRetry={favorites.reload} />
    );
  }
  if (!ready) return <RemoteState status="loading" onRetry={favorites.reload} />;
  const shownGames = (view.data?.games ?? []).filter((g) => favorites.games.includes(g.id) && (champId === null || g.champId === champId));
  const shownChamps = (view.data?.champs ?? []).filter((c) => favorites.champs.includes(c.id) && (champId === null || c.id === champId));
  const none = (games === '' && champs === '') || (view.status === 'ready' && shownGames.length === 0 && shownChamps.length === 0);
  const gameTarget = champion === null ? undefined : (game: { id: number }) => ({ to: 'champions-game' as const, params: { champion, game: game.id } });
  return (
    <RemoteState
      status={none ? 'ready' : view.status}
      error={view.error}
      onRetry={view.reload}
      isEmpty={none}
      empty={
        <div className="extras-empty">
          <p>{t(champId === null ? 'extras_favorites_empty' : 'extras_favorites_empty_champ')}</p>
          {champion === null ? (
            <RouteLink to="sports" className="extras-next">
              {t('extras_to_line')}
            </RouteLink>
          ) : (
            <RouteLink to="champions" params={{ champion }} className="extras-next">
              {t('extras_champion_home')}
            </RouteLink>
          )}
        </div>
      }
    >
      {shownChamps.length > 0 && (
        <section className="extras-section" aria-labelledby="favorite-champs">
          <h2 id="favorite-champs" className="extras-section__title">
            {t('extras_favorites_champs')}
          </h2>
          <ul className="extras-list">
            {shownChamps.map((champ) => {
              const target = champTarget('line', champ.sport, champ.id);
              return (
                <li key={champ.id} className="game-row extras-game">
                  <div className="extras-game__head">
                    <RouteLink to={target.to} params={target.params} className="game-row__link">
                      <span className="game-row__teams">
                        <span className="game-row__team">{champ.name}</span>
                        <span className="extras-game__note">{t('extras_favorites_champ_count', { sport: sportName(champ.sport), count: champ.count })}</span>
                      </span>
                    </RouteLink>
                    <FavoriteButton kind="champ" id={champ.id} name={champ.name} />
                  </div>
                </li>
              );
            })}
          </ul>
        </section>
      )}
      <GameSection title={t('extras_favorites_games')} games={shownGames} {...(gameTarget ? { targetOf: gameTarget } : {})} />
    </RemoteState>
  );
}

function ChampionFavorites({ champion }: { champion: ChampionId }): ReactNode {
  const { t } = useTexts('sports-extras');
  const read = championRead(champion);
  const data = useRemoteData(read.key, read.path, { parse: parseChampion });
  return (
    <RemoteState status={data.status} error={data.error} onRetry={data.reload}>
      {data.data && (
        <>
          <div className="extras-head">
            <p className="extras-page__lead">{t('extras_favorites_champ_lead', { name: data.data.champion.name })}</p>
            <FavoriteButton kind="champ" id={data.data.champion.champId} name={data.data.champion.name} />
          </div>
          <FavoriteList champId={data.data.champion.champId} champion={champion} />
        </>
      )}
    </RemoteState>
  );
}

/**
 * The favorites: games and championships a guest keeps in this browser and a player on the server,
 * the same in every tab (favorites), or those of one champion page (champions-favorites).
 */
export default function FavoritesPage({ routeId, params }: PageProps): ReactNode {
  const { t } = useTexts('sports-extras');
  const favorites = useFavorites();
  const onChampion = championViewOf(routeId) === 'favorites';
  const champion = params.champion;
  useNotFoundWhen(onChampion && !isChampionId(champion));
  if (onChampion && !isChampionId(champion)) return <NotFoundState next={{ to: 'champs' }} nextLabel={t('extras_champs_all')} />;
  return (
    <article className="extras-page" aria-labelledby="favorites-title">
      <h1 id="favorites-title" className="extras-page__title">
        {onChampion && isChampionId(champion) ? `${t(`extras_champion_${champion}`)} · ${t('extras_champion_favorites')}` : t('extras_favorites_title')}
      </h1>
      {onChampion && isChampionId(champion) && <ChampionTabs champion={champion} current="favorites" />}
      {favorites.status === 'ready' && favorites.owner === 'guest' && <GuestNote />}
      {onChampion && isChampionId(champion) ? <ChampionFavorites champion={champion} /> : <FavoriteList champId={null} champion={null} />}
    </article>
  );
}
