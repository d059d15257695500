import type { ReactNode } from 'react';
import { RemoteState, RouteLink, useNotFoundWhen, useRemoteData, useTexts, type PageProps } from '@plugin-api';
import type { ChampionId, SportsChampionEventAnswer, SportsChampionFinalAnswer } from '../schemas.ts';
import { parseChampion, parseChampionEvent, parseChampionFinal } from '../extras/answers.ts';
import { championViewOf, isChampionId } from '../extras/champion.ts';
import { ChampionTabs } from '../extras/ChampionTabs.tsx';
import { FavoriteButton } from '../extras/FavoriteButton.tsx';
import { GameSection, GameStatus, StartTime } from '../extras/GameItem.tsx';
import { isMissing, NotFoundState } from '../extras/ui.tsx';
import { TeamLink } from '../extras/TeamLink.tsx';
import { REFRESH_MS, useRefresh } from '../extras/refresh.ts';
import { championEventRead, championFinalRead, championRead } from '../extras/reads.ts';
import '../extras/extras.css';

export { extrasSlices as slices, extrasSagas as sagas } from '../extras/state.ts';

const gameOf = (champion: ChampionId) => (game: { id: number }) => ({ to: 'champions-game' as const, params: { champion, game: game.id } });
const eventOf = (champion: ChampionId) => (game: { id: number }) => ({ to: 'champions-event' as const, params: { champion, id: game.id } });

function ChampionHome({ champion }: { champion: ChampionId }): ReactNode {
  const { t } = useTexts('sports-extras');
  const read = championRead(champion);
  const data = useRemoteData(read.key, read.path, { parse: parseChampion });
  useRefresh(`champion/${champion}`, data.reload, REFRESH_MS.live);
  const answer = data.data;
  return (
    <>
      <div className="extras-head">
        <p className="extras-page__lead">{answer?.champion.name}</p>
        {answer && <FavoriteButton kind="champ" id={answer.champion.champId} name={answer.champion.name} />}
      </div>
      <RemoteState
        status={data.status}
        error={data.error}
        onRetry={data.reload}
        isEmpty={answer !== null && answer.live.length + answer.line.length + answer.recent.length === 0}
        empty={
          <div className="extras-empty">
            <p>{t('extras_champion_empty')}</p>
            <RouteLink to="champions-final" params={{ champion }} className="extras-next">
              {t('extras_champion_to_final')}
            </RouteLink>
          </div>
        }
      >
        {answer && (
          <>
            <GameSection title={t('extras_section_live')} games={answer.live} targetOf={gameOf(champion)} />
            <GameSection title={t('extras_section_line')} games={answer.line} targetOf={gameOf(champion)} />
            <GameSection title={t('extras_champion_recent')} games={answer.recent} targetOf={eventOf(champion)} />
          </>
        )}
      </RemoteState>
    </>
  );
}

function FinalView({ champion, data }: { champion: ChampionId; data: SportsChampionFinalAnswer }): ReactNode {
  const { t } = useTexts('sports-extras');
  const { fixture, game, winner } = data;
  const state = winner !== null ? 'played' : game?.isLive ? 'live' : game ? 'open' : 'announced';
  return (
    <section className="extras-final" aria-labelledby="final-teams">
      <h2 id="final-teams" className="extras-final__teams">
        <TeamLink name={fixture.home} />
        {t('extras_vs')}
        <TeamLink name={fixture.away} />
      </h2>
      <p>
        {t('extras_final_starts')} <StartTime at={fixture.startAt} />
      </p>
      {game && <GameStatus game={game} />}
      <p>{winner !== null ? t('extras_final_winner', { winner }) : t(`extras_final_${state}`)}</p>
      {game && !game.isFinished && (
        <RouteLink to="champions-game" params={{ champion, game: game.id }} className="extras-next">
          {t('extras_final_to_game')}
        </RouteLink>
      )}
      {game?.isFinished && (
        <RouteLink to="champions-event" params={{ champion, id: game.id }} className="extras-next">
          {t('extras_final_to_event')}
        </RouteLink>
      )}
      {!game && (
        <RouteLink to="champions" params={{ champion }} className="extras-next">
          {t('extras_final_to_home')}
        </RouteLink>
      )}
    </section>
  );
}

function ChampionFinal({ champion }: { champion: ChampionId }): ReactNode {
  const read = championFinalRead(champion);
  const final = useRemoteData(read.key, read.path, { parse: parseChampionFinal });
  useRefresh(`champion-final/${champion}`, final.reload, REFRESH_MS.line);
  return (
    <RemoteState status={final.status} error={final.error} onRetry={final.reload}>
      {final.data && <FinalView champion={champion} data={final.data} />}
    </RemoteState>
  );
}

function minuteOf(clockSec: number): number {
  return Math.floor(clockSec / 60) + 1;
}

function EventView({ champion, data }: { champion: ChampionId; data: SportsChampionEventAnswer }): ReactNode {
  const { t } = useTexts('sports-extras');
  const { game, timeline } = data;
  return (
    <>
      <section className="extras-final" aria-labelledby="event-teams">
        <h2 id="event-teams" className="extras-final__teams">
          <TeamLink name={game.home} />
          {t('extras_vs')}
          <TeamLink name={game.away} />
        </h2>
        <GameStatus game={game} />
        {!game.isFinished && (
          <RouteLink to="champions-game" params={{ champion, game: game.id }} className="extras-next">
            {t('extras_event_to_game')}
          </RouteLink>
        )}
      </section>
      <section className="extras-section" aria-labelledby="event-timeline">
        <h2 id="event-timeline" className="extras-section__title">
          {t('extras_event_timeline')}
        </h2>
        {timeline.length === 0 ? (
          <p className="extras-page">{t(game.score ? 'extras_event_no_scores' : 'extras_event_not_started')}</p>
        ) : (
          <ol className="extras-timeline">
            {timeline.map((moment, k) => (
              <li key={k}>
                <span>{t('extras_event_minute', { minute: minuteOf(moment.clockSec) })}</span>
                <span>{moment.team === 'home' ? game.home : game.away}</span>
                <span>{t('extras_event_score', { home: moment.home, away: moment.away })}</span>
              </li>
            ))}
          </ol>
        )}
      </section>
    </>
  );
}

/** An event's answer: asked by the page itself, so an event that does not exist makes the whole page the 404 state. */
function useChampionEvent(champion: string, id: number, skip: boolean) {
  const read = championEventRead(champion, id);
  return useRemoteData(read.key, read.path, { parse: parseChampionEvent, skip });
}

/**
 * A champion page (champ, epl, laliga, europa-league, ipl): its games (champions), the day's final
 * (champions-final) and one game as it went, score by score (champions-event). Its games open as
 * the game page (champions-game); its favorites are the favorites page's (champions-favorites).
 */
export default function ChampionPage({ routeId, params }: PageProps): ReactNode {
  const { t } = useTexts('sports-extras');
  const champion = params.champion;
  const view = championViewOf(routeId);
  const eventId = Number(params.id);
  const event = useChampionEvent(String(champion), eventId, view !== 'event' || !isChampionId(champion));
  useRefresh(`champion-event/${String(champion)}/${eventId}`, event.reload, REFRESH_MS.live, view === 'event' && isChampionId(champion) && !isMissing(event.error));
  useNotFoundWhen(!isChampionId(champion) || (view === 'event' && isMissing(event.error)));
  if (!isChampionId(champion)) return <NotFoundState next={{ to: 'champs' }} nextLabel={t('extras_champs_all')} />;
  if (view === 'event' && isMissing(event.error)) return <NotFoundState next={{ to: 'champions', params: { champion } }} nextLabel={t('extras_champion_home')} />;
  return (
    <article className="extras-page" aria-labelledby="champion-title">
      <h1 id="champion-title" className="extras-page__title">
        {t(`extras_champion_${champion}`)}
        {view === 'final' && ` · ${t('extras_champion_final')}`}
        {view === 'event' && ` · ${t('extras_champion_event')}`}
      </h1>
      <ChampionTabs champion={champion} current={view} />
      {view === 'home' && <ChampionHome champion={champion} />}
      {view === 'final' && <ChampionFinal champion={champion} />}
      {view === 'event' && (
        <RemoteState status={event.status} error={event.error} onRetry={event.reload}>
          {event.data && <EventView champion={champion} data={event.data} />}
        </RemoteState>
      )}
    </article>
  );
}
