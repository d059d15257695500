import type { ReactNode } from 'react';
import { RemoteState, RouteLink, useTexts } from '@plugin-api';
import { parseCricketChamps, parseCricketEvents } from './answers.ts';
import { ChampList } from './ChampList.tsx';
import { CricketFrame } from './CricketFrame.tsx';
import { useCricketFavorites } from './favorites.ts';
import { EventGroups } from './EventGroups.tsx';
import { useLiveData } from './live-data.ts';
import { LINE_POLL_MS, MIXED_POLL_MS } from './targets.ts';

/** Every cricket game, live ones first, by championship. */
export function CricketEvents(): ReactNode {
  const { t } = useTexts('cricket');
  const events = useLiveData('cricket/events/all', '/cricket/events', { query: { section: 'all' }, parse: parseCricketEvents, intervalMs: MIXED_POLL_MS });
  return (
    <CricketFrame title={t('cricket_all_events')}>
      <EventGroups
        events={events}
        empty={
          <>
            <p>{t('cricket_no_events')}</p>
            <RouteLink to="cricket-all-champs" className="cricket-next">
              {t('cricket_see_champs')}
            </RouteLink>
          </>
        }
      />
    </CricketFrame>
  );
}

/** Every cricket championship with its counts. */
export function CricketChamps(): ReactNode {
  const { t } = useTexts('cricket');
  const champs = useLiveData('cricket/champs', '/cricket/champs', { parse: parseCricketChamps, intervalMs: LINE_POLL_MS });
  const favorites = useCricketFavorites();
  return (
    <CricketFrame title={t('cricket_champs')}>
      <RemoteState status={champs.status} error={champs.error} onRetry={champs.retry}>
        {champs.data && <ChampList champs={champs.data.champs} favorites={favorites} />}
      </RemoteState>
    </CricketFrame>
  );
}
