import type { ReactNode } from 'react';
import { RemoteState, RouteLink, useNotFoundWhen, useRemoteData, useTexts } from '@plugin-api';
import { formatDrawTime } from '../format.ts';
import { resultsRead } from '../keys.ts';
import { parseResults, type LottoDraw } from '../model.ts';
import { DrawNumbers } from './DrawNumbers.tsx';
import { NotFoundState } from './NotFoundState.tsx';
import { SectionNav } from './SectionNav.tsx';
import { LOTTO_RESULTS_SECTION, LOTTO_SECTIONS } from '../schemas.ts';

export function DrawRow({ draw, lng, showName }: { draw: LottoDraw; lng: string; showName: boolean }): ReactNode {
  const { t } = useTexts('lotto');
  return (
    <li className="lotto-draw">
      <p className="lotto-draw__head">
        {showName && (
          <RouteLink to="lotto" params={{ sectionName: LOTTO_RESULTS_SECTION, lottoId: draw.lottoId }} className="lotto-draw__name">
            {draw.lottoName}
          </RouteLink>
        )}
        <span>{t('lotto_draw_number', { number: draw.number })}</span>
        <time className="lotto-draw__time" dateTime={draw.at}>
          {formatDrawTime(draw.at, lng)}
        </time>
      </p>
      <DrawNumbers numbers={draw.numbers} label={t('lotto_drawn_numbers_of', { number: draw.number })} />
    </li>
  );
}

/** Past draws: the latest of every lottery (lottoId null), or the last ones of one lottery. */
export function ResultsView({ lottoId, lng }: { lottoId: number | null; lng: string }): ReactNode {
  const { t } = useTexts('lotto');
  const read = resultsRead(lottoId, lng);
  const results = useRemoteData(read.key, read.path, { query: read.query, parse: parseResults });

  const missing = results.status === 'error' && results.error?.status === 404;
  useNotFoundWhen(missing);
  if (missing) {
    return <NotFoundState title={t('lotto_lottery_missing_title')} text={t('lotto_lottery_missing')} />;
  }
  const first = results.data?.draws[0];
  const title = lottoId !== null && first ? t('lotto_results_of', { name: first.lottoName }) : t('lotto_results_title');
  const sections = LOTTO_SECTIONS.map((id) => ({ id, name: t(`lotto_section_${id}`) }));
  return (
    <section className="lotto-page" aria-labelledby="lotto-results-title">
      <h1 id="lotto-results-title" className="lotto-page__title">
        {title}
      </h1>
      <SectionNav sections={sections} current={LOTTO_RESULTS_SECTION} />
      <RemoteState
        status={results.status}
        error={results.error}
        onRetry={results.reload}
        isEmpty={results.data?.draws.length === 0}
        empty={
          <p className="lotto-page__text">
            {t('lotto_results_empty')}{' '}
            <RouteLink to="lotto" className="lotto-link">
              {t('lotto_to_catalog')}
            </RouteLink>
          </p>
        }
      >
        {results.data && (
          <>
            <ul className="lotto-draws">
              {results.data.draws.map((draw) => (
                <DrawRow key={`${draw.lottoId}-${draw.number}`} draw={draw} lng={lng} showName={lottoId === null} />
              ))}
            </ul>
            {lottoId !== null && first && (
              <RouteLink to="lotto" params={{ sectionName: first.section, lottoId }} className="button button--primary lotto-next">
                {t('lotto_play_this', { name: first.lottoName })}
              </RouteLink>
            )}
          </>
        )}
      </RemoteState>
    </section>
  );
}
