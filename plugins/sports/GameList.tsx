import { useDeferredValue, type ReactNode } from 'react';
import { Button, useAppSelector, useDisplayPreferences, useTexts } from '@plugin-api';
import type { Section } from './model.ts';
import { selectList, type ListGroup } from './slice.ts';
import { ChampGroup, type ListLook } from './ChampGroup.tsx';
import { CountryGroups } from './CountryGroups.tsx';

function ChampGroups({ groups, section, cyber, look }: { groups: readonly ListGroup[]; section: Section; cyber: boolean; look: ListLook }): ReactNode {
  return groups.map((group) => (
    <ChampGroup key={group.champId} champId={group.champId} gameIds={group.gameIds} section={section} cyber={cyber} asian={look.asian} nameType={look.nameType} level={2} />
  ));
}

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
  const preferences = useDisplayPreferences();
  // Cyber championships are all international: grouping them by country would add one heading.
  const look: ListLook = { asian: preferences.viewType === 1, nameType: preferences.marketsNameType, byCountry: preferences.groupByCountry && !cyber };
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
    <div className={`sports__list${look.asian ? ' sports__list--asian' : ''}`}>
      {look.byCountry ? (
        <CountryGroups shown={shown} section={section} look={look} />
      ) : (
        <ChampGroups groups={list.groups.slice(0, shown)} section={section} cyber={cyber} look={look} />
      )}
    </div>
  );
}
