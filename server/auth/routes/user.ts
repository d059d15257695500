/**
 * The signed-in user (every call needs a valid Bearer token, else 401):
 *   GET  /web-api/user/config                                 the user config (snake_case)
 *   GET  /web-api/user/accounts                               { accounts }
 *   POST /web-api/user/accounts/active        { id }          makes that account active
 *   POST /web-api/user/cookie-agreement       { cookiesAgreeTime }
 *   GET  /web-api/api-v3/v2/user/agreement-rules/status       { result: terms changed, updatedAt }
 *   POST /web-api/api-v3/v2/user/agreement-rules/confirm
 *   POST /web-api/user/identification         { name, surname, date_birthday, passport }
 */
import type { FastifyInstance } from 'fastify';
import { requirePlayer } from '../current-user.ts';
import { AuthFailure, invalid, invalidAll } from '../failures.ts';
import type { AuthErrorField } from '../../../schemas/auth-api.schema.ts';
import type { Identity } from '../identity.ts';
import { bodyOf, requiredText } from '../request-body.ts';
import { TERMS_UPDATED_AT } from '../seed-players.ts';
import { accountAnswerOf, userConfigOf } from '../user-config.ts';

const ADULT_AGE = 18;
const PERSON_NAME = /^\p{L}[\p{L}' -]{0,49}$/u;
const PASSPORT = /^[A-Za-z0-9][A-Za-z0-9 -]{3,18}[A-Za-z0-9]$/;

/** A real calendar date YYYY-MM-DD (no 2001-02-30), as a UTC midnight in ms. */
function calendarDate(text: string): number | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const time = Date.UTC(year, month - 1, day);
  const date = new Date(time);
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day ? time : undefined;
}

function ageOn(birth: number, now: number): number {
  const b = new Date(birth);
  const n = new Date(now);
  const hadBirthday = n.getUTCMonth() > b.getUTCMonth() || (n.getUTCMonth() === b.getUTCMonth() && n.getUTCDate() >= b.getUTCDate());
  return n.getUTCFullYear() - b.getUTCFullYear() - (hadBirthday ? 0 : 1);
}

/** What is wrong with a date of birth written YYYY-MM-DD, or null for an adult's real date. */
function birthProblem(text: string, now: number): string | null {
  const birth = calendarDate(text);
  if (birth === undefined) return '"date_birthday" must be a date written YYYY-MM-DD';
  const age = ageOn(birth, now);
  if (age < ADULT_AGE) return `Players must be at least ${ADULT_AGE} years old`;
  if (age > 120) return 'The date of birth is more than 120 years ago';
  return null;
}

export function registerUserRoutes(app: FastifyInstance, identity: Identity): void {
  app.get('/web-api/user/config', { config: { answerSchema: 'userConfigAnswer' } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const caller = requirePlayer(identity, request, reply);
    if (!caller) return reply;
    return userConfigOf(caller.player);
  });

  app.get('/web-api/user/accounts', { config: { answerSchema: 'accountsAnswer' } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const caller = requirePlayer(identity, request, reply);
    if (!caller) return reply;
    return { accounts: caller.player.accounts.map((account) => accountAnswerOf(account, caller.player)) };
  });

  app.post('/web-api/user/accounts/active', { config: { answerSchema: 'successAnswer' } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const caller = requirePlayer(identity, request, reply);
    if (!caller) return reply;
    const id = bodyOf(request.body).id;
    const account = caller.player.accounts.find((a) => a.id === id);
    if (!account) throw invalid('id', '"id" must be the id of one of your accounts (GET /web-api/user/accounts)');
    caller.player.activeAccountId = account.id;
    return { success: true };
  });

  app.post('/web-api/user/cookie-agreement', { config: { answerSchema: 'successAnswer' } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const caller = requirePlayer(identity, request, reply);
    if (!caller) return reply;
    const time = bodyOf(request.body).cookiesAgreeTime;
    // Unix seconds, not in the future (a minute of clock skew allowed).
    if (!Number.isSafeInteger(time) || (time as number) < 0 || (time as number) > identity.nowSeconds() + 60) {
      throw invalid('cookiesAgreeTime', '"cookiesAgreeTime" must be the unix time (seconds) the cookies were agreed to');
    }
    caller.player.cookiesAgreeTime = time as number;
    return { success: true };
  });

  app.get('/web-api/api-v3/v2/user/agreement-rules/status', { config: { answerSchema: 'agreementRulesStatusAnswer' } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const caller = requirePlayer(identity, request, reply);
    if (!caller) return reply;
    return { result: caller.player.termsChanged, updatedAt: TERMS_UPDATED_AT };
  });

  app.post('/web-api/api-v3/v2/user/agreement-rules/confirm', { config: { answerSchema: 'successAnswer' } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const caller = requirePlayer(identity, request, reply);
    if (!caller) return reply;
    caller.player.termsChanged = false;
    return { success: true };
  });

  app.post('/web-api/user/identification', { config: { answerSchema: 'successAnswer' } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const caller = requirePlayer(identity, request, reply);
    if (!caller) return reply;
    const body = bodyOf(request.body);
    // Every field is checked before answering, so one refusal names all the bad ones.
    const problems: [AuthErrorField, string][] = [];
    const checked = (field: AuthErrorField, read: () => string, problemOf: (value: string) => string | null): string => {
      try {
        const value = read();
        const problem = problemOf(value);
        if (problem !== null) problems.push([field, problem]);
        return value;
      } catch (error) {
        if (!(error instanceof AuthFailure)) throw error;
        problems.push([field, error.message]);
        return '';
      }
    };
    const name = checked('name', () => requiredText(body, 'name', 'name', 50), (v) => (PERSON_NAME.test(v) ? null : 'The name may hold letters, spaces, hyphens and apostrophes only'));
    const surname = checked('surname', () => requiredText(body, 'surname', 'surname', 50), (v) => (PERSON_NAME.test(v) ? null : 'The surname may hold letters, spaces, hyphens and apostrophes only'));
    const dateBirthday = checked('date_birthday', () => requiredText(body, 'date_birthday', 'date_birthday', 10), (v) => birthProblem(v, identity.options.now()));
    const passport = checked('passport', () => requiredText(body, 'passport', 'passport', 20), (v) => (PASSPORT.test(v) ? null : 'The passport number is 5 to 20 letters, digits, spaces or hyphens'));
    const refusal = invalidAll(problems);
    if (refusal) throw refusal;

    const { player } = caller;
    Object.assign(player, { name, surname, dateBirthday, passport });
    // The reference approves at once; a real site would review the documents first.
    player.internalVerificationStatus = 1;
    player.verificationStatusGroupCode = 'VERIFICATION_SUCCESSFUL';
    player.isNeedIdentification = false;
    return { success: true };
  });
}
