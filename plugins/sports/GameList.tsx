import { startTransition, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Button, useAppSelector, useDisplayPreferences, useTexts } from '@plugin-api';
import { FIRST_CHAMPIONSHIPS, type Section } from './model.ts';
import { selectList, selectTopGameIds, type ListGroup } from './slice.ts';
import { ChampGroup, type ListLook } from './ChampGroup.tsx';
import { CountryGroups } from './CountryGroups.tsx';
import { GameRow } from './GameRow.tsx';
import { topFirst } from './top-first.ts';
import { useNearViewport } from './useNearViewport.ts';

function ChampGroups({ groups, section, cyber, look }: { groups: readonly ListGroup[]; section: Section; cyber: boolean; look: ListLook }): ReactNode {
  return groups.map((group) => (
    <ChampGroup key={group.champId} champId={group.champId} gameIds={group.gameIds} section={section} cyber={cyber} asian={look.asian} nameType={look.nameType} level={2} />
  ));
}

const NO_TOP: readonly number[] = [];

/** Championships added each time the end of the drawn list comes within half a screen. */
export const MORE_CHAMPIONSHIPS = 4;

/**
 * A mark after the drawn championships: asks for more once it is within half a screen. It is drawn
 * afresh after each step (keyed by the count), so the browser reports its new place at once: still
 * near after a short step, it asks again; pushed out of reach, it waits for the player to scroll.
 */
function ListEnd({ onNear }: { onNear: () => void }): ReactNode {
  const ref = useRef<HTMLDivElement>(null);
  const near = useNearViewport(ref, false);
  useEffect(() => {
    if (near) onNear();
    // Once per report: onNear is a new function on every render of the list.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [near]);
  return <div ref={ref} className="sports__list-end" aria-hidden="true" />;
}

/**
 * A list's championships, the first few at once and a few more each time the end of what is drawn
 * comes near the screen. A long line is about 3,000 elements: drawing it all right after hydration
 * was one long task of a third of a second on a mid-range phone, and most players never scroll that
 * far. Where nothing tells what is on screen (no IntersectionObserver) the end counts as near, and
 * the whole list follows step by step.
 */
function GrowingList({ groups, section, cyber, look }: { groups: readonly ListGroup[]; section: Section; cyber: boolean; look: ListLook }): ReactNode {
  const [drawn, setDrawn] = useState(FIRST_CHAMPIONSHIPS);
  const shown = Math.min(drawn, groups.length);
  const more = () => startTransition(() => setDrawn((before) => before + MORE_CHAMPIONSHIPS));
  return (
    <div className={`sports__list${look.asian ? ' sports__list--asian' : ''}`}>
      {look.byCountry ? <CountryGroups groups={groups} shown={shown} section={section} look={look} /> : <ChampGroups groups={groups.slice(0, shown)} section={section} cyber={cyber} look={look} />}
      {shown < groups.length && <ListEnd key={shown} onNear={more} />}
    </div>
  );
}

/** The list's top games, best first, under their own heading before the championships. */
function TopGames({ gameIds, look }: { gameIds: readonly number[]; look: ListLook }): ReactNode {
  const { t } = useTexts('sports');
  const titleId = useId();
  return (
    <section className={`champ champ--top${look.asian ? ' sports__list--asian' : ''}`} aria-labelledby={titleId}>
      <h2 className="champ__title" id={titleId}>
        {t('sports_top_games')}
      </h2>
      <ul className="champ__games">
        {gameIds.map((id) => (
          <GameRow key={id} gameId={id} cyber={false} asian={look.asian} />
        ))}
      </ul>
    </section>
  );
}

/**
 * The games of the list `listKey`, grouped by championship. Shows loading, empty, error and
 * not-found states; a failed refresh keeps the games on screen (the poller retries with backoff).
 * `topFirst`: the section's top games the list holds come first, out of their championships.
 */
export function GameList({ listKey, section, cyber, onRetry, topFirst: withTop = false }: { listKey: string; section: Section; cyber: boolean; onRetry: () => void; topFirst?: boolean }): ReactNode {
  const { t } = useTexts('sports');
  const preferences = useDisplayPreferences();
  // Cyber championships are all international: grouping them by country would add one heading.
  const look: ListLook = { asian: preferences.viewType === 1, nameType: preferences.marketsNameType, byCountry: preferences.groupByCountry && !cyber };
  const list = useAppSelector(selectList);
  const topIds = useAppSelector((state) => (withTop ? selectTopGameIds(state, section) : NO_TOP));
  if (!list || list.key !== listKey || list.status === 'loading') {
    return (
      <p className="sports__note" role="status">
        {t('sports_loading')}
      </p>
    );
  }
  if (list.status === 'notFound') {
    return (
      <p className="sports__note" role="alert">
        {t('sports_not_found')}
      </p>
    );
  }
  if (list.status === 'error') {
    return (
      <div className="sports__note" role="alert">
        <p>{t('sports_error')}</p>
        <Button variant="secondary" onClick={onRetry}>
          {t('sports_retry')}
        </Button>
      </div>
    );
  }
  if (list.groups.length === 0) return <p className="sports__note">{t(section === 'live' ? 'sports_empty_live' : 'sports_empty_line')}</p>;
  const { top, rest } = topFirst(list.groups, topIds);
  // A list of its own per list: another sport or championship starts again from the first few.
  return (
    <>
      {top.length > 0 && <TopGames gameIds={top} look={look} />}
      <GrowingList key={list.key} groups={rest} section={section} cyber={cyber} look={look} />
    </>
  );
}
