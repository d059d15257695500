import type { ReactNode } from 'react';
import { Button, RemoteState, RouteLink, useNotFoundWhen, useRemoteData, useTexts, type PageProps } from '@plugin-api';
import { RESULT_TYPES, type ResultType } from '../schemas.ts';
import { parseResults } from '../extras/answers.ts';
import { GameSection } from '../extras/GameItem.tsx';
import { NotFoundState, Tabs } from '../extras/ui.tsx';
import { REFRESH_MS, useRefresh } from '../extras/refresh.ts';
import '../extras/extras.css';

export { extrasSlices as slices, extrasSagas as sagas } from '../extras/state.ts';

const isResultType = (value: unknown): value is ResultType => typeof value === 'string' && (RESULT_TYPES as readonly string[]).includes(value);

/** Results: the scores of the games in play (results/live) or the results zone of games just finished (results/zone), by championship. */
export default function ResultsPage({ params }: PageProps): ReactNode {
  const { t } = useTexts('sports-extras');
  const type = params.type;
  const valid = isResultType(type);
  const results = useRemoteData(`sports-extras/results/${String(type)}`, `/sports-extras/results/${String(type)}`, { parse: parseResults, skip: !valid });
  useRefresh(`results/${String(type)}`, results.reload, type === 'live' ? REFRESH_MS.live : REFRESH_MS.line, valid);
  useNotFoundWhen(!valid);
  if (!valid) return <NotFoundState next={{ to: 'results', params: { type: 'zone' } }} nextLabel={t('extras_results_zone')} />;
  return (
    <article className="extras-page" aria-labelledby="results-title">
      <div className="extras-head">
        <h1 id="results-title" className="extras-page__title">
          {t(`extras_results_${type}`)}
        </h1>
        <Button variant="secondary" onClick={results.reload}>
          {t('extras_refresh')}
        </Button>
      </div>
      <Tabs
        label={t('extras_results_views')}
        current={type}
        tabs={RESULT_TYPES.map((key) => ({ key, label: t(`extras_results_${key}`), target: { to: 'results', params: { type: key } } }))}
      />
      <RemoteState
        status={results.status}
        error={results.error}
        onRetry={results.reload}
        isEmpty={results.data?.groups.length === 0}
        empty={
          <div className="extras-empty">
            <p>{t(`extras_results_empty_${type}`)}</p>
            <RouteLink to="sports" className="extras-next">
              {t('extras_to_line')}
            </RouteLink>
          </div>
        }
      >
        {results.data?.groups.map((group) => (
          <GameSection key={group.champ.id} title={group.champ.name} games={group.games} />
        ))}
      </RemoteState>
    </article>
  );
}
