/** Text keys of the 'bet-history' dictionary for statuses, coupon types and markets (keys only in components). */
import type { useTexts } from '@plugin-api';
import { formatLine } from './format.ts';
import type { HistoryBet } from './model.ts';

export type Translate = ReturnType<typeof useTexts>['t'];

/** Status id → the word in the key (history_status_<name>). */
const STATUS_NAMES: Readonly<Record<number, string>> = {
  [-2]: 'not_calculated',
  [-1]: 'not_started',
  0: 'lose',
  1: 'win',
  2: 'return',
  3: 'forced_return',
  4: 'half_win',
  5: 'half_lose',
  6: 'half_lose_half_win',
};

/** The status word of a bet or coupon: 'win', 'not_calculated' ...; 'unknown' for an id not listed here. */
export function statusName(statusId: number): string {
  return STATUS_NAMES[statusId] ?? 'unknown';
}

export function statusText(t: Translate, statusId: number): string {
  return t(`history_status_${statusName(statusId)}`);
}

/** Coupon type ids 0 to 9. */
export function couponTypeText(t: Translate, typeId: number, systemValue: number | undefined, legs: number): string {
  if (typeId === 2 && systemValue !== undefined) return t('history_type_system_value', { value: systemValue, count: legs });
  return Number.isInteger(typeId) && typeId >= 0 && typeId <= 9 ? t(`history_type_${typeId}`) : t('history_type_unknown');
}

/** "Arsenal – Chelsea", or the market id for a market the feed does not know. */
export function legTitle(t: Translate, bet: HistoryBet): string {
  return bet.game ? t('history_game', { home: bet.game.home, away: bet.game.away }) : t('history_leg_unknown', { marketId: bet.marketId });
}

/** What was picked, in words ("Arsenal to win", "Total over 2.5"); null when the feed did not say. */
export function pickText(t: Translate, bet: HistoryBet): string | null {
  if (!bet.market || !bet.game) return null;
  const line = formatLine(bet.market.line, bet.market.group === 'handicap');
  return t(`history_market_${bet.market.outcome}`, { line, home: bet.game.home, away: bet.game.away, defaultValue: t('history_market_other') });
}
