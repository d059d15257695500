/** Readers of the notices API's answers: anything that is not what they expect is null (the page shows a failure). */
import type { FirstDepositOfferAnswer, MaintenanceNoticeAnswer } from '../../schemas/notices-api.schema.ts';

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isText = (v: unknown): v is string => typeof v === 'string' && v.length > 0;
const isTime = (v: unknown): v is string | null => v === null || (typeof v === 'string' && Number.isFinite(Date.parse(v)));
const isPositive = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v) && v > 0;

export function parseMaintenanceNotice(answer: unknown): MaintenanceNoticeAnswer | null {
  if (!isRecord(answer)) return null;
  const { announced, language, title, message, startsLabel, endsLabel, startedAt, endedAt } = answer;
  if (typeof announced !== 'boolean' || (language !== 'en' && language !== 'ru')) return null;
  if (![title, message, startsLabel, endsLabel].every(isText) || !isTime(startedAt) || !isTime(endedAt)) return null;
  return answer as MaintenanceNoticeAnswer;
}

export function parseFirstDepositOffer(answer: unknown): FirstDepositOfferAnswer | null {
  if (!isRecord(answer)) return null;
  const { percent, maxAmount, minDeposit, wagerMultiplier, validDays, iso } = answer;
  if (![percent, maxAmount, minDeposit, wagerMultiplier, validDays].every(isPositive)) return null;
  if (typeof iso !== 'string' || !/^[A-Z]{3}$/.test(iso)) return null;
  return answer as FirstDepositOfferAnswer;
}
