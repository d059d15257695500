/**
 * The two calculators (pageType calc: what a coupon may win; betting-calculator: what a settled
 * coupon pays). Their title and introduction are content (the pages calc and betting-calculator of
 * the content API); the form is the same for both.
 */
import type { ReactNode } from 'react';
import { RemoteState, useRemoteData, useTexts, type PageProps } from '@plugin-api';
import { Blocks } from '../content/Blocks.tsx';
import { contentApiPath, contentKey } from '../content/model.ts';
import { parseContent } from '../content/parse.ts';
import { CalculatorForm } from './CalculatorForm.tsx';
import './calculator.css';
import '../content/content.css';

export function CalculatorPage({ pageType, lng }: PageProps): ReactNode {
  const { t } = useTexts('info');
  const settle = pageType === 'betting-calculator';
  const page = settle ? 'betting-calculator' : 'calc';
  const intro = useRemoteData(contentKey(lng, page, [], false), contentApiPath(page, []), { parse: parseContent });
  return (
    <article className="article info-content">
      <h1>{intro.data?.title ?? t(settle ? 'info_betting_calculator_title' : 'info_calc_title')}</h1>
      {/* The calculator works without its introduction: a failed one offers a retry above the form. */}
      <RemoteState status={intro.status} error={intro.error} onRetry={intro.reload}>
        {intro.data && <Blocks blocks={intro.data.blocks} />}
      </RemoteState>
      <CalculatorForm settle={settle} lng={lng} />
    </article>
  );
}
