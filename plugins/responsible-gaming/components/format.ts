/** How limit values read: money in the player's currency, hours, minutes, days; "no limit" never as a number. */
import type { TFunction } from 'i18next';
import { formatMoney } from '@plugin-api';
import { isNoLimit } from '@plugin-api/limit-rules';
import type { Limit } from '../model.ts';

export function formatValue(t: TFunction, measure: Limit['measure'], value: number, iso: string, lng: string): string {
  if (isNoLimit(value)) return t('responsible_gaming_no_limit');
  switch (measure) {
    case 'money':
      return formatMoney(value, iso, lng);
    case 'hours':
      return t('responsible_gaming_hours', { count: value });
    case 'minutes':
      return t('responsible_gaming_minutes', { count: value });
    case 'days':
      return t('responsible_gaming_days', { count: value });
  }
}

/** The dictionary key of a limit type's name (responsible_gaming_limit_20 ...). */
export const limitNameKey = (limitType: number): string => `responsible_gaming_limit_${limitType}`;
