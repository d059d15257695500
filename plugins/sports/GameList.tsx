import { memo, useDeferredValue, useId, type ReactNode } from 'react';
import { Button, RouteLink, useAppSelector, useTexts } from '@plugin-api';
import { champTarget, type Section } from './model.ts';
import { selectChamp, selectList } from './slice.ts';
import { GameRow } from './GameRow.tsx';

interface ChampGroupProps {
  champId: number;
  gameIds: readonly number[];
  section: Section;
  cyber: boolean;
}

/** A championship's heading and its games; re-renders only when its own list of games changes. */
const ChampGroup = memo(function ChampGroup({ champId, gameIds, section, cyber }: ChampGroupProps): ReactNode {
  const champ = useAppSelector((state) => selectChamp(state, champId));
  const titleId = useId();
  if (!champ) return null;
  return (
    <section className="champ" aria-labelledby={titleId}>
      <h2 className="champ__title" id={titleId}>
        {cyber ? champ.name : (
          <RouteLink {...champTarget(section, champ.sport, champ.id)} aria-current={undefined}>
            {champ.name}
          </RouteLink>
        )}
      </h2>
      <ul className="champ__games">
        {gameIds.map((id) => (
          <GameRow key={id} gameId={id} cyber={cyber} />
        ))}
      </ul>
    </section>
  );
});

/**
 * The games of the list `listKey`, grouped by championship. Shows loading, empty, error and
 * not-found states; a failed refresh keeps the games on screen (the poller retries with backoff).
 */
/** Championships drawn at once when a list arrives; the rest follow in the background. */
export const FIRST_CHAMPIONSHIPS = 4;

/**
 * How many of `count` championships to draw: the first few at once, all of them in a deferred
 * render that React does in slices, so a long list never blocks a tap on a slow phone. The first
 * render (the server's, the hydrating one, a fresh mount) has the first few only: hydrating a whole
 * line of games was one long task of about half a second on a mid-range phone.
 */
function useProgressiveCount(count: number): number {
  const first = Math.min(count, FIRST_CHAMPIONSHIPS);
  const deferred = useDeferredValue(count, first);
  return Math.max(first, Math.min(deferred, count));
}

export function GameList({ listKey, section, cyber, onRetry }: { listKey: string; section: Section; cyber: boolean; onRetry: () => void }): ReactNode {
  const { t } = useTexts('sports');
  const list = useAppSelector(selectList);
  const shown = useProgressiveCount(list?.groups.length ?? 0);
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
  return (
    <div className="sports__list">
      {list.groups.slice(0, shown).map((group) => (
        <ChampGroup key={group.champId} champId={group.champId} gameIds={group.gameIds} section={section} cyber={cyber} />
      ))}
    </div>
  );
}
