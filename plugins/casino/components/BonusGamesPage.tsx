import type { ReactNode } from 'react';
import { RemoteState, RouteLink, useRemoteData, useTexts, type PageProps } from '@plugin-api';
import { parseBonusGames, type BonusGameId } from '../model.ts';
import { CasinoPageFrame } from './CasinoPageFrame.tsx';

/** Each bonus game's own route. */
export const BONUS_GAME_ROUTE = {
  fortuna: 'allgamesentrance-fortuna',
  chest: 'allgamesentrance-chest',
  memory: 'allgamesentrance-memory',
  safe: 'allgamesentrance-safe',
  lottery: 'allgamesentrance-lottery',
} as const satisfies Record<BonusGameId, string>;

export function useBonusGames(lng: string) {
  return useRemoteData(`casino/bonus-games/${lng}`, '/casino/bonus-games', { parse: parseBonusGames });
}

/** The bonus games entrance: the five bonus games and what each is. */
export function BonusGamesPage({ lng }: PageProps): ReactNode {
  const { t } = useTexts('casino');
  const games = useBonusGames(lng);
  return (
    <CasinoPageFrame title={t('casino_title_bonus_games')}>
      <p className="casino-page__text">{t('casino_bonus_games_intro')}</p>
      <RemoteState status={games.status} error={games.error} onRetry={games.reload} isEmpty={games.data?.length === 0} empty={<p>{t('casino_bonus_games_none')}</p>}>
        <ul className="casino-cards">
          {games.data?.map((game) => (
            <li key={game.id} className="card casino-card">
              <h2 className="casino-card__title">
                <RouteLink to={BONUS_GAME_ROUTE[game.id]} className="casino-card__link">
                  {game.name}
                </RouteLink>
              </h2>
              <p className="casino-card__text">{game.rules}</p>
            </li>
          ))}
        </ul>
      </RemoteState>
    </CasinoPageFrame>
  );
}
