import type { ReactNode } from 'react';
import { RemoteState, RouteLink, useTexts } from '@plugin-api';
import { parseCricketBroadcasts } from './answers.ts';
import { CricketFrame } from './CricketFrame.tsx';
import { GameMoment } from './GameCard.tsx';
import { useLiveData } from './live-data.ts';
import { cricketGameTarget, MIXED_POLL_MS } from './targets.ts';

/** A language's own name in the reader's language ("Hindi", "хинди"), or its code where unknown. */
function languageName(code: string, lng: string): string {
  try {
    return new Intl.DisplayNames([lng], { type: 'language' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/** Cricket games with a stream: the channel, the commentary languages, and the way to the game. */
export function CricketBroadcasts(): ReactNode {
  const { t, i18n } = useTexts('cricket');
  const list = useLiveData('cricket/broadcasts', '/cricket/broadcasts', { parse: parseCricketBroadcasts, intervalMs: MIXED_POLL_MS });
  return (
    <CricketFrame title={t('cricket_broadcasts')}>
      <RemoteState
        status={list.status}
        error={list.error}
        onRetry={list.retry}
        isEmpty={list.data?.broadcasts.length === 0}
        empty={
          <>
            <p>{t('cricket_no_broadcasts')}</p>
            <RouteLink to="cricket-all-events" className="cricket-next">
              {t('cricket_see_all_events')}
            </RouteLink>
          </>
        }
      >
        <ul className="cricket-broadcasts">
          {list.data?.broadcasts.map(({ game, channel, commentary }) => (
            <li key={game.id} className="cricket-broadcast">
              <p className="cricket-broadcast__champ">{game.champName}</p>
              <h2 className="cricket-broadcast__title">{t('cricket_versus', { home: game.home, away: game.away })}</h2>
              <p className="cricket-broadcast__meta">
                {game.isLive && <span className="cricket-badge">{t('cricket_live')}</span>} <GameMoment game={game} />
              </p>
              <p className="cricket-broadcast__meta">{t('cricket_channel', { channel })}</p>
              <p className="cricket-broadcast__meta">{t('cricket_commentary', { languages: commentary.map((code) => languageName(code, i18n.language)).join(', ') })}</p>
              <RouteLink {...cricketGameTarget(game)} className="cricket-next">
                {t(game.isLive ? 'cricket_watch_and_bet' : 'cricket_open_game')}
              </RouteLink>
            </li>
          ))}
        </ul>
      </RemoteState>
    </CricketFrame>
  );
}
