/**
 * The amount a player types, checked as they type it: a decimal with a point or a comma, no more
 * decimals than the currency has minor units, inside the method's range and (for a withdrawal)
 * within the balance. Pure: the form shows the problem's dictionary key with its values.
 */
import { minorUnits } from '@plugin-api';

export type AmountProblem =
  | { key: 'payments_amount_required' }
  | { key: 'payments_amount_not_number' }
  | { key: 'payments_amount_decimals'; digits: number }
  | { key: 'payments_amount_below_min'; min: number }
  | { key: 'payments_amount_above_max'; max: number }
  | { key: 'payments_amount_above_balance'; balance: number };

export interface AmountRules {
  readonly currency: string;
  readonly min: number;
  readonly max: number;
  /** Only a withdrawal is bounded by the balance. */
  readonly balance?: number;
}

export type AmountCheck = { ok: true; amount: number } | { ok: false; problem: AmountProblem };

const DECIMAL = /^\d{1,12}(?:[.,](\d*))?$/;

export function checkAmount(text: string, rules: AmountRules): AmountCheck {
  const trimmed = text.trim().replace(/\s+/g, '');
  if (trimmed === '') return { ok: false, problem: { key: 'payments_amount_required' } };
  const match = DECIMAL.exec(trimmed);
  if (!match) return { ok: false, problem: { key: 'payments_amount_not_number' } };
  const digits = minorUnits(rules.currency);
  if ((match[1]?.length ?? 0) > digits) return { ok: false, problem: { key: 'payments_amount_decimals', digits } };
  const amount = Number(trimmed.replace(',', '.'));
  if (amount < rules.min || amount === 0) return { ok: false, problem: { key: 'payments_amount_below_min', min: rules.min } };
  if (amount > rules.max) return { ok: false, problem: { key: 'payments_amount_above_max', max: rules.max } };
  if (rules.balance !== undefined && amount > rules.balance) return { ok: false, problem: { key: 'payments_amount_above_balance', balance: rules.balance } };
  return { ok: true, amount };
}
