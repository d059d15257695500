/** How the bonus pages write amounts, points, rewards and dates in the page's language. */
import { formatMoney, type DateTimeParts, type useTexts } from '@plugin-api';
import type { BonusReward } from './schemas.ts';

export type Texts = ReturnType<typeof useTexts>['t'];

export function formatPoints(t: Texts, points: number, lng: string): string {
  return t('office_bonuses_points_amount', { count: points, points: new Intl.NumberFormat(lng).format(points) });
}

export function formatReward(t: Texts, reward: BonusReward, lng: string): string {
  return reward.kind === 'money' ? formatMoney(reward.amount, reward.iso, lng) : formatPoints(t, reward.amount, lng);
}

/** Dates of periods and validity are UTC days on the server: shown as such, so a day never shifts. */
export function formatDate(iso: string, lng: string): string {
  return new Intl.DateTimeFormat(lng, { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(new Date(iso));
}

/** Moments (when a code was used) in the player's zone and clock, through the plugin API's useFormatTime. */
export const BONUS_DATE_TIME: DateTimeParts = { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit' };
