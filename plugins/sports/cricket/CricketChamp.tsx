import type { ReactNode } from 'react';
import { RemoteState, RouteLink, useNotFoundWhen, useTexts, type PageProps } from '@plugin-api';
import { parseCricketChamp } from './answers.ts';
import { CricketFrame } from './CricketFrame.tsx';
import { FavoriteToggle } from './FavoriteToggle.tsx';
import { useCricketFavorites } from './favorites.ts';
import { GameCard } from './GameCard.tsx';
import { useLiveData } from './live-data.ts';
import { isMissing } from './missing.ts';
import { cricketGameTarget, MIXED_POLL_MS } from './targets.ts';

/** One championship: its games, live first, and players to watch; followable. */
export function CricketChamp({ params }: PageProps): ReactNode {
  const { t } = useTexts('cricket');
  const champId = Number(params.champ);
  const champ = useLiveData(`cricket/champ/${champId}`, `/cricket/champs/${champId}`, { parse: parseCricketChamp, intervalMs: MIXED_POLL_MS });
  const favorites = useCricketFavorites();
  useNotFoundWhen(champ.status === 'error' && isMissing(champ.error));
  const data = champ.data;
  return (
    <CricketFrame
      title={data?.champ.name ?? t('cricket_champ')}
      titleExtra={
        data && (
          <FavoriteToggle on={favorites.champIds.includes(data.champ.id)} label={t('cricket_follow_champ', { name: data.champ.name })} onToggle={() => favorites.toggleChamp(data.champ.id)} />
        )
      }
    >
      <RemoteState status={champ.status} error={champ.error} onRetry={champ.retry}>
        {data && (
          <>
            <section className="cricket-section" aria-labelledby="cricket-champ-games">
              <h2 id="cricket-champ-games" className="cricket-section__title">
                {t('cricket_champ_counts', { live: data.champ.live, line: data.champ.line })}
              </h2>
              {data.games.length === 0 ? (
                <p className="cricket-empty">{t('cricket_champ_no_games')}</p>
              ) : (
                <ul className="cricket-games">
                  {data.games.map((game) => (
                    <GameCard key={game.id} game={game} target={cricketGameTarget(game)} favorites={favorites} />
                  ))}
                </ul>
              )}
            </section>
            <section className="cricket-section" aria-labelledby="cricket-champ-players">
              <h2 id="cricket-champ-players" className="cricket-section__title">
                {t('cricket_players_to_watch')}
              </h2>
              <ul className="cricket-players">
                {data.players.map((player) => (
                  <li key={player.id}>
                    <RouteLink to="cricket-player-info" params={{ id: player.id }} className="cricket-player">
                      <span className="cricket-player__name">{player.name}</span>
                      <span className="cricket-player__about">{t('cricket_player_about', { team: player.team, role: t(`cricket_role_${player.role}`) })}</span>
                    </RouteLink>
                  </li>
                ))}
              </ul>
            </section>
          </>
        )}
      </RemoteState>
    </CricketFrame>
  );
}
