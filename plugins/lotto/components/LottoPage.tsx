import type { ReactNode } from 'react';
import type { PageProps } from '@plugin-api';
import { lottoViewOf } from '../keys.ts';
import { CatalogView } from './CatalogView.tsx';
import { LotteryView } from './LotteryView.tsx';
import { ResultsView } from './ResultsView.tsx';

/**
 * Every lotto address (lotto/:sectionName?/:lottoId?): the catalog of all lotteries or of one
 * section, the results of past draws (of all, or of one lottery), and one lottery with its draw.
 */
export function LottoPage({ params, lng }: PageProps): ReactNode {
  const view = lottoViewOf(params);
  if (view.kind === 'results') return <ResultsView lottoId={view.lottoId} lng={lng} />;
  if (view.kind === 'lottery') return <LotteryView section={view.section} lottoId={view.lottoId} lng={lng} />;
  return <CatalogView section={view.section} lng={lng} />;
}
