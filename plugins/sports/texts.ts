/** Texts of markets and game states, all from the 'sports' dictionary (keys only in components). */
import type { useTexts } from '@plugin-api';
import { formatLine, type Market } from './model.ts';

export type Translate = ReturnType<typeof useTexts>['t'];

/** What a button shows: "1", "X", "O 2.5", "H1 (-1.5)". */
export function outcomeLabel(t: Translate, market: Pick<Market, 'outcome' | 'line' | 'group'>): string {
  return t(`sports_outcome_${market.outcome}`, { line: formatLine(market.line, market.group === 'handicap') });
}

/** What a player picks, in words: "Arsenal to win", "Total over 2.5". Also the coupon's market name. */
export function marketName(t: Translate, market: Pick<Market, 'outcome' | 'line' | 'group'>, home: string, away: string): string {
  return t(`sports_market_${market.outcome}`, { line: formatLine(market.line, market.group === 'handicap'), home, away });
}
