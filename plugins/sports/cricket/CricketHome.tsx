import type { ReactNode } from 'react';
import { RemoteState, RouteLink, useTexts } from '@plugin-api';
import { parseCricketHome } from './answers.ts';
import { ChampList } from './ChampList.tsx';
import { CricketFrame } from './CricketFrame.tsx';
import { useCricketFavorites } from './favorites.ts';
import { GameCard } from './GameCard.tsx';
import { useLiveData } from './live-data.ts';
import { cricketGameTarget, LIVE_POLL_MS } from './targets.ts';

/** Cricket's front page: what is live, what starts next, and every championship. */
export function CricketHome(): ReactNode {
  const { t } = useTexts('cricket');
  const home = useLiveData('cricket/home', '/cricket/home', { parse: parseCricketHome, intervalMs: LIVE_POLL_MS });
  const favorites = useCricketFavorites();
  return (
    <CricketFrame title={t('cricket_title')}>
      <RemoteState status={home.status} error={home.error} onRetry={home.retry}>
        {home.data && (
          <>
            <section className="cricket-section" aria-labelledby="cricket-live-now">
              <h2 id="cricket-live-now" className="cricket-section__title">
                {t('cricket_live_now')}
              </h2>
              {home.data.live.length === 0 ? (
                <p className="cricket-empty">{t('cricket_no_live')}</p>
              ) : (
                <ul className="cricket-games">
                  {home.data.live.map((game) => (
                    <GameCard key={game.id} game={game} target={cricketGameTarget(game)} favorites={favorites} />
                  ))}
                </ul>
              )}
            </section>
            <section className="cricket-section" aria-labelledby="cricket-next">
              <h2 id="cricket-next" className="cricket-section__title">
                {t('cricket_starting_soon')}
              </h2>
              {home.data.upcoming.length === 0 ? (
                <p className="cricket-empty">{t('cricket_no_upcoming')}</p>
              ) : (
                <ul className="cricket-games">
                  {home.data.upcoming.map((game) => (
                    <GameCard key={game.id} game={game} target={cricketGameTarget(game)} favorites={favorites} />
                  ))}
                </ul>
              )}
              <RouteLink to="cricket-all-events" className="cricket-next">
                {t('cricket_see_all_events')}
              </RouteLink>
            </section>
            <section className="cricket-section" aria-labelledby="cricket-champs-title">
              <h2 id="cricket-champs-title" className="cricket-section__title">
                {t('cricket_champs')}
              </h2>
              <ChampList champs={home.data.champs} favorites={favorites} />
            </section>
          </>
        )}
      </RemoteState>
    </CricketFrame>
  );
}
