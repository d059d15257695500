/** Texts of markets and game states, all from the 'sports' dictionary (keys only in components). */
import type { useTexts } from '@plugin-api';
import { asianLine, formatLine, type Market } from './model.ts';

export type Translate = ReturnType<typeof useTexts>['t'];

/** The player's market names: 0 full ("Over 2.5", "Home"), 1 short codes ("O 2.5", "1"). */
export type NameType = 0 | 1;

/**
 * How a button prints its line: 'european' as is, 'asian' in Asian notation (quarter lines split),
 * 'side' not at all (the Asian game page prints the line once, beside the two prices).
 */
export type LineStyle = 'european' | 'asian' | 'side';

type MarketFace = Pick<Market, 'outcome' | 'line' | 'group'>;

/** What a button shows: short "1", "X", "O 2.5", "H1 (-1.5)"; full "Home", "Draw", "Over 2.5". */
export function outcomeLabel(t: Translate, market: MarketFace, nameType: NameType = 1, lineStyle: LineStyle = 'european'): string {
  const names = nameType === 0 ? 'full_' : '';
  if (lineStyle === 'side' && market.group !== '1x2') return t(`sports_side_${names}${market.outcome}`);
  const signed = market.group === 'handicap';
  const line = lineStyle === 'asian' ? asianLine(market.line, signed) : formatLine(market.line, signed);
  return t(`sports_outcome_${names}${market.outcome}`, { line });
}

/** A market group's title in the player's names: "Handicap" or "Hcp". */
export function groupTitle(t: Translate, group: Market['group'], nameType: NameType): string {
  return t(nameType === 0 ? `sports_group_${group}` : `sports_group_short_${group}`);
}

/** What a player picks, in words: "Arsenal to win", "Total over 2.5". Also the coupon's market name. */
export function marketName(t: Translate, market: MarketFace, home: string, away: string): string {
  return t(`sports_market_${market.outcome}`, { line: formatLine(market.line, market.group === 'handicap'), home, away });
}
