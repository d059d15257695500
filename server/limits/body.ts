/** Reading the limit service's request bodies: a value or the message that says what was expected. */
export type Read<T> = { ok: true; value: T } | { ok: false; message: string };

const fail = (message: string): { ok: false; message: string } => ({ ok: false, message });

function objectOf(body: unknown): Record<string, unknown> | null {
  return typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>) : null;
}

const isInteger = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v);

export function readLimitChanges(body: unknown): Read<{ limitType: number; limitValue: number }[]> {
  const list = objectOf(body)?.limits;
  if (!Array.isArray(list) || list.length === 0 || list.length > 10) return fail('expected {"limits":[{"limitType":<integer>,"limitValue":<number>}]} with 1 to 10 limits');
  const changes: { limitType: number; limitValue: number }[] = [];
  for (const [i, item] of list.entries()) {
    const o = objectOf(item);
    if (!o || !isInteger(o.limitType) || typeof o.limitValue !== 'number' || !Number.isFinite(o.limitValue)) {
      return fail(`limits[${i}] must be {"limitType":<integer>,"limitValue":<number>}`);
    }
    if (changes.some((c) => c.limitType === o.limitType)) return fail(`limits[${i}] repeats limitType ${o.limitType}`);
    changes.push({ limitType: o.limitType, limitValue: o.limitValue });
  }
  return { ok: true, value: changes };
}

export function readTestAnswers(body: unknown): Read<{ tokenGuid: string; answers: { questionId: number; answerId: number }[] }> {
  const o = objectOf(body);
  if (!o || typeof o.tokenGuid !== 'string' || o.tokenGuid === '') return fail('expected {"tokenGuid":<string>,"answers":[{"questionId":<integer>,"answerId":<integer>}]}');
  if (!Array.isArray(o.answers)) return fail('answers must be a list of {"questionId":<integer>,"answerId":<integer>}');
  const answers: { questionId: number; answerId: number }[] = [];
  for (const [i, item] of o.answers.entries()) {
    const a = objectOf(item);
    if (!a || !isInteger(a.questionId) || !isInteger(a.answerId)) return fail(`answers[${i}] must be {"questionId":<integer>,"answerId":<integer>}`);
    answers.push({ questionId: a.questionId, answerId: a.answerId });
  }
  return { ok: true, value: { tokenGuid: o.tokenGuid, answers } };
}

export const LIMIT_ACTIONS = ['approve', 'reject', 'cancel'] as const;
export type LimitActionName = (typeof LIMIT_ACTIONS)[number];

export function readLimitAction(body: unknown): Read<{ limitType: number; action: LimitActionName }> {
  const o = objectOf(body);
  if (!o || !isInteger(o.limitType) || !(LIMIT_ACTIONS as readonly unknown[]).includes(o.action)) {
    return fail(`expected {"limitType":<integer>,"action":"${LIMIT_ACTIONS.join('" | "')}"}`);
  }
  return { ok: true, value: { limitType: o.limitType, action: o.action as LimitActionName } };
}

export function readSelfExclusion(body: unknown): Read<{ days: number; reasonId: number }> {
  const o = objectOf(body);
  if (!o || !isInteger(o.days) || !isInteger(o.reasonId)) return fail('expected {"days":<integer>,"reasonId":<integer>}');
  return { ok: true, value: { days: o.days, reasonId: o.reasonId } };
}

export const REALITY_CHECK_ACTIONS = ['continue', 'log_out', 'nothing'] as const;

export function readRealityCheck(body: unknown): Read<{ action: (typeof REALITY_CHECK_ACTIONS)[number]; doNotShowAgain: boolean; popupShowAt: number }> {
  const o = objectOf(body);
  if (!o || !(REALITY_CHECK_ACTIONS as readonly unknown[]).includes(o.action)) return fail(`action must be one of ${REALITY_CHECK_ACTIONS.join(', ')}`);
  if (o.do_not_show_again !== undefined && typeof o.do_not_show_again !== 'boolean') return fail('do_not_show_again must be true or false');
  if (!isInteger(o.popup_show_at) || o.popup_show_at < 0) return fail('popup_show_at must be the time the popup showed, in seconds since the epoch');
  return { ok: true, value: { action: o.action as (typeof REALITY_CHECK_ACTIONS)[number], doNotShowAgain: o.do_not_show_again === true, popupShowAt: o.popup_show_at } };
}

export function readClockMove(body: unknown): Read<number> {
  const seconds = objectOf(body)?.advanceSeconds;
  if (!isInteger(seconds) || seconds < 1 || seconds > 400 * 86400) return fail('expected {"advanceSeconds":<integer from 1 to 34560000>}');
  return { ok: true, value: seconds };
}
