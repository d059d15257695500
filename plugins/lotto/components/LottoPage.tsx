import type { ReactNode } from 'react';
import type { PageProps } from '@plugin-api';
import { LOTTO_RESULTS_SECTION } from '../../../schemas/lotto-api.schema.ts';
import { CatalogView } from './CatalogView.tsx';
import { LotteryView } from './LotteryView.tsx';
import { ResultsView } from './ResultsView.tsx';

/**
 * Every lotto address (lotto/:sectionName?/:lottoId?): the catalog of all lotteries or of one
 * section, the results of past draws (of all, or of one lottery), and one lottery with its draw.
 */
export function LottoPage({ params, lng }: PageProps): ReactNode {
  const section = typeof params.sectionName === 'string' ? params.sectionName : null;
  const lottoId = typeof params.lottoId === 'number' ? params.lottoId : null;
  if (section === LOTTO_RESULTS_SECTION) return <ResultsView lottoId={lottoId} lng={lng} />;
  if (section !== null && lottoId !== null) return <LotteryView section={section} lottoId={lottoId} lng={lng} />;
  return <CatalogView section={section} lng={lng} />;
}
