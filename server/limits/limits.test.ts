/**
 * The limit service through HTTP, on the shipped regional configs (site-configs/uk-, se-,
 * de-regulated.json, chosen by Host like the real server): guests get 401, bad bodies 400 with what
 * was expected, the rules 403; every 2xx answer is checked against its schema by the answer check.
 * Each operator has its own seeded players: uk (the harness's fallback) keeps the contract's ids
 * (demo 1001, unverified 1003); the others' are looked up (seedIdOn).
 */
import Fastify, { type FastifyInstance, type LightMyRequestResponse } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import uk from '../../site-configs/uk-regulated.json';
import se from '../../site-configs/se-regulated.json';
import de from '../../site-configs/de-regulated.json';
import type { SiteConfig } from '../../schemas/site-config.schema.ts';
import { registerAnswerCheck } from '../answer-check.ts';
import { registerAuthRoutes } from '../auth/index.ts';
import type { ServerContext } from '../context.ts';
import { loadValidators } from '../validators.ts';
import { registerLimitRoutes } from './index.ts';
import { restrictionsOf } from './restrictions.ts';

const BASE = '/limit-service-api/api/external/web/v3';
const HOUR = 3600;
const b64 = (text: string) => Buffer.from(text, 'utf8').toString('base64');

interface Harness {
  app: FastifyInstance;
  /** The identity API's clock (ms): what tokens are minted and checked by. */
  clock: { ms: number };
  /** Signs a seeded player in on a site; answers their calls on that site. */
  player(login: string, host: string): Promise<Caller>;
  guest(host: string): Caller;
}

type Caller = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: unknown, headers?: Record<string, string>) => Promise<LightMyRequestResponse>;

async function buildLimitServer(production = false): Promise<Harness> {
  const clock = { ms: Date.UTC(2026, 10, 10, 12) };
  const configs = [uk, se, de] as unknown as SiteConfig[];
  const byHost = new Map(configs.flatMap((c) => (c.hosts ?? []).map((h) => [h, c] as const)));
  const ctx = {
    production,
    testRoutes: !production,
    siteConfigs: { configs: new Map(configs.map((c) => [c.id, c])), select: (host: string) => byHost.get(host) ?? configs[0]! },
  } as unknown as ServerContext;
  const app = Fastify();
  if (!production) registerAnswerCheck(app, await loadValidators());
  registerAuthRoutes(app, ctx, { now: () => clock.ms, logLine: () => {} });
  registerLimitRoutes(app, ctx);
  await app.ready();
  const callerFor =
    (host: string, token?: string): Caller =>
    (method, url, payload, headers = {}) =>
      app.inject({ method, url, headers: { host, ...headers, ...(token ? { authorization: `Bearer ${token}` } : {}) }, ...(payload === undefined ? {} : { payload: payload as object }) });
  return {
    app,
    clock,
    guest: (host) => callerFor(host),
    async player(login, host) {
      const res = await app.inject({ method: 'POST', url: '/web-api/user/login', headers: { host }, payload: { login: b64(login), password: b64(`${login}1234`), save: false } });
      const token = (res.json() as { data: { token: string } }).data.token;
      return callerFor(host, token);
    },
  };
}

let h: Harness;
beforeEach(async () => {
  h = await buildLimitServer();
});
afterEach(async () => {
  await h.app.close();
});

/** A seeded player's id on an operator: each operator has its own copy of every seed. */
const seedIdOn = (operatorId: string, login: string) => h.app.identity.players.on(operatorId).findBySignInName(login)!.id;
const moveClock = (seconds: number) => h.guest('uk.localhost')('POST', '/web-api/__test/limits-clock', { advanceSeconds: seconds });
const limitsOf = async (call: Caller) => (await call('GET', `${BASE}/limits`)).json() as { limitType: number; limitValue: number; limitState: string; endsAt: number | null }[];

describe('guests', () => {
  it('get 401 from every call of the service', async () => {
    const guest = h.guest('uk.localhost');
    const calls: [Parameters<Caller>[0], string][] = [
      ['GET', `${BASE}/limits`],
      ['GET', `${BASE}/availablelimits`],
      ['GET', `${BASE}/reasons/selfexclude`],
      ['POST', `${BASE}/limits`],
      ['POST', `${BASE}/testanswers`],
      ['POST', `${BASE}/limitaction`],
      ['DELETE', `${BASE}/limit?limitType=20`],
      ['POST', `${BASE}/BlockUser`],
      ['POST', `${BASE}/ping`],
      ['POST', `${BASE}/panic`],
      ['POST', '/web-api/user/reality-check'],
    ];
    for (const [method, url] of calls) expect((await guest(method, url, method === 'GET' || method === 'DELETE' ? undefined : {})).statusCode, `${method} ${url}`).toBe(401);
  });
});

describe('what a site offers', () => {
  it("follows the config's availableLimitIds and the region's choices", async () => {
    const ukOffer = (await (await h.player('demo', 'uk.localhost'))('GET', `${BASE}/availablelimits`)).json() as { type: number; availableValues: number[] }[];
    expect(ukOffer.map((o) => o.type)).toEqual(uk.limits.availableLimitIds);
    expect(ukOffer.find((o) => o.type === 33)?.availableValues).toEqual([1, 7, 30, 42]);
    expect(ukOffer.find((o) => o.type === 30)?.availableValues).toEqual([180, 365, 730, 1095, 1825]);
    expect(ukOffer.find((o) => o.type === 31)?.availableValues).toEqual([-1, ...Array.from({ length: 24 }, (_, i) => i + 1)]);
    const seOffer = (await (await h.player('demo', 'se.localhost'))('GET', `${BASE}/availablelimits`)).json() as { type: number }[];
    expect(seOffer.map((o) => o.type)).not.toContain(1);
  });

  it('lists the self-exclusion reasons in the caller language', async () => {
    const demo = await h.player('demo', 'uk.localhost');
    const en = (await demo('GET', `${BASE}/reasons/selfexclude`)).json() as { id: number; selfExcludeReason: string }[];
    expect(en.length).toBeGreaterThan(1);
    const ru = (await h.app.inject({ method: 'GET', url: `${BASE}/reasons/selfexclude`, headers: { host: 'uk.localhost', 'x-language': 'ru', authorization: (await tokenHeader('demo')) } })).json() as { selfExcludeReason: string }[];
    expect(ru[0]?.selfExcludeReason).not.toBe(en[0]?.selfExcludeReason);
  });

  it('lists the reasons only for a freshly issued token: a stale or forged one gets 401', async () => {
    const authorization = await tokenHeader('demo');
    const reasons = (headers: Record<string, string>) => h.app.inject({ method: 'GET', url: `${BASE}/reasons/selfexclude`, headers: { host: 'uk.localhost', ...headers } });
    expect((await reasons({ authorization })).statusCode).toBe(200);
    h.clock.ms += 30_000;
    expect((await reasons({ authorization })).statusCode).toBe(200);
    h.clock.ms += 1_000;
    const stale = await reasons({ authorization, 'x-language': 'ru' });
    expect(stale.statusCode).toBe(401);
    expect(stale.json().message).toMatch(/только что выданный токен/);
    // The other calls still take the same token: only this one asks for a fresh one.
    expect((await h.app.inject({ method: 'GET', url: `${BASE}/limits`, headers: { host: 'uk.localhost', authorization } })).statusCode).toBe(200);
    expect((await reasons({ authorization: await tokenHeader('demo') })).statusCode).toBe(200);
    // A token whose issue time was moved forward is not the server's any more.
    const [header, payload, signature] = authorization.slice('Bearer '.length).split('.') as [string, string, string];
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { iat: number };
    const moved = Buffer.from(JSON.stringify({ ...claims, iat: Math.floor(h.clock.ms / 1000) })).toString('base64url');
    expect((await reasons({ authorization: `Bearer ${header}.${moved}.${signature}` })).statusCode).toBe(401);
  });
});

async function tokenHeader(login: string): Promise<string> {
  const res = await h.app.inject({ method: 'POST', url: '/web-api/user/login', headers: { host: 'uk.localhost' }, payload: { login: b64(login), password: b64(`${login}1234`), save: false } });
  return `Bearer ${(res.json() as { data: { token: string } }).data.token}`;
}

describe('POST limits', () => {
  it('refuses a body that is not a list of limits, saying what is expected (400)', async () => {
    const demo = await h.player('demo', 'uk.localhost');
    for (const body of [{}, { limits: [] }, { limits: [{ limitType: '20', limitValue: 5 }] }, { limits: [{ limitType: 20, limitValue: 5 }, { limitType: 20, limitValue: 6 }] }]) {
      const res = await demo('POST', `${BASE}/limits`, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect((res.json() as { message: string }).message).toMatch(/limit/);
    }
    const bad = await demo('POST', `${BASE}/limits`, { limits: [{ limitType: 32, limitValue: 7 }] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ message: 'limitValue must be one of 5, 10, 15, 30, 45, 60 minutes, or 0 to turn the reality check off' });
  });

  it('refuses a limit the site does not offer (403)', async () => {
    const demo = await h.player('demo', 'se.localhost');
    const res = await demo('POST', `${BASE}/limits`, { limits: [{ limitType: 1, limitValue: 50 }] });
    expect(res.statusCode).toBe(403);
    expect((res.json() as { message: string }).message).toMatch(/not offered on this site/);
  });

  it('uk: a raise waits 24 h, is confirmed only when due, then applies', async () => {
    const demo = await h.player('demo', 'uk.localhost');
    expect((await demo('POST', `${BASE}/limits`, { limits: [{ limitType: 20, limitValue: 100 }] })).json()).toMatchObject({ status: 'applied', tokenGuid: null });
    const raised = (await demo('POST', `${BASE}/limits`, { limits: [{ limitType: 20, limitValue: 300 }] })).json() as { status: string; limitsData: { limitState: string; limitValue: number; needApprove: boolean; endsAt: number; startedAt: number }[] };
    expect(raised.status).toBe('pending');
    const pending = raised.limitsData.find((l) => l.limitState === 'PENDING')!;
    expect(pending).toMatchObject({ limitValue: 300, needApprove: true });
    expect(pending.endsAt - pending.startedAt).toBe(24 * HOUR);

    const early = await demo('POST', `${BASE}/limitaction`, { limitType: 20, action: 'approve' });
    expect(early.statusCode).toBe(403);
    expect((early.json() as { message: string }).message).toMatch(/cooling-off/);

    await moveClock(25 * HOUR);
    expect((await limitsOf(demo)).find((l) => l.limitState === 'PENDING')).toBeDefined();
    const approved = await demo('POST', `${BASE}/limitaction`, { limitType: 20, action: 'approve' });
    expect(approved.statusCode).toBe(200);
    expect(await limitsOf(demo)).toEqual([expect.objectContaining({ limitType: 20, limitValue: 300, limitState: 'ACTIVE' })]);
  });

  it('DELETE limit cancels a pending raise within its window; limitaction refuses a bad action (400)', async () => {
    const demo = await h.player('demo', 'uk.localhost');
    await demo('POST', `${BASE}/limits`, { limits: [{ limitType: 21, limitValue: 100 }] });
    await demo('POST', `${BASE}/limits`, { limits: [{ limitType: 21, limitValue: 999999999 }] });
    expect((await demo('POST', `${BASE}/limitaction`, { limitType: 21, action: 'undo' })).statusCode).toBe(400);
    expect((await demo('DELETE', `${BASE}/limit?limitType=x`)).statusCode).toBe(400);
    const cancelled = await demo('DELETE', `${BASE}/limit?limitType=21`);
    expect(cancelled.statusCode).toBe(200);
    expect(await limitsOf(demo)).toEqual([expect.objectContaining({ limitType: 21, limitValue: 100, limitState: 'ACTIVE' })]);
  });

  it('se: a raise first needs the questionnaire; a worrying answer refuses it, safe answers take it', async () => {
    const demo = await h.player('demo', 'se.localhost');
    await demo('POST', `${BASE}/limits`, { limits: [{ limitType: 22, limitValue: 1000 }] });
    const asked = (await demo('POST', `${BASE}/limits`, { limits: [{ limitType: 22, limitValue: 2000 }] })).json() as { status: string; tokenGuid: string; questions: { id: number }[] };
    expect(asked.status).toBe('questions');
    expect(asked.questions.length).toBeGreaterThan(0);
    expect((await demo('POST', `${BASE}/testanswers`, { tokenGuid: asked.tokenGuid, answers: [] })).statusCode).toBe(400);
    const worrying = (await demo('POST', `${BASE}/testanswers`, { tokenGuid: asked.tokenGuid, answers: [{ questionId: 1, answerId: 3 }, { questionId: 2, answerId: 2 }] })).json() as { success: boolean };
    expect(worrying.success).toBe(false);
    expect(await limitsOf(demo)).toEqual([expect.objectContaining({ limitValue: 1000, limitState: 'ACTIVE' })]);
    expect((await demo('POST', `${BASE}/testanswers`, { tokenGuid: asked.tokenGuid, answers: [] })).statusCode).toBe(400);

    const again = (await demo('POST', `${BASE}/limits`, { limits: [{ limitType: 22, limitValue: 2000 }] })).json() as { tokenGuid: string };
    const safe = (await demo('POST', `${BASE}/testanswers`, { tokenGuid: again.tokenGuid, answers: [{ questionId: 1, answerId: 1 }, { questionId: 2, answerId: 1 }] })).json() as {
      success: boolean;
      limitsData: { limitState: string; limitValue: number; needApprove: boolean; endsAt: number | null; startedAt: number }[];
    };
    expect(safe.success).toBe(true);
    const pending = safe.limitsData.find((l) => l.limitState === 'PENDING')!;
    // Not before the 30-day period of the current limit ends, which is later than 72 h.
    expect(pending).toMatchObject({ limitValue: 2000, needApprove: false });
    expect(pending.endsAt! - pending.startedAt).toBe(30 * 24 * HOUR);
  });
});

describe('the extra-limits lock', () => {
  it('uk offers it; while it runs the session limit cannot be changed (403 in the caller language), and the list shows it', async () => {
    const demo = await h.player('demo', 'uk.localhost');
    const offer = (await demo('GET', `${BASE}/availablelimits`)).json() as { type: number; measure: string; availableValues: number[] }[];
    expect(offer.find((o) => o.type === 37)).toEqual({ type: 37, measure: 'days', availableValues: [1, 7, 30, 42] });
    expect((await demo('POST', `${BASE}/limits`, { limits: [{ limitType: 31, limitValue: 2 }] })).statusCode).toBe(200);
    expect((await demo('POST', `${BASE}/limits`, { limits: [{ limitType: 37, limitValue: 7 }] })).json()).toMatchObject({ status: 'applied' });
    expect(await limitsOf(demo)).toEqual(expect.arrayContaining([expect.objectContaining({ limitType: 37, limitState: 'ACTIVE', limitValue: 7 })]));
    const refused = await demo('POST', `${BASE}/limits`, { limits: [{ limitType: 31, limitValue: -1 }] }, { 'x-language': 'ru' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: 'Дополнительные лимиты заблокированы: сейчас их изменить нельзя' });
    expect((await demo('POST', `${BASE}/limitaction`, { limitType: 37, action: 'cancel' })).statusCode).toBe(403);
    await moveClock(7 * 86400);
    expect((await demo('POST', `${BASE}/limits`, { limits: [{ limitType: 31, limitValue: 1 }] })).statusCode).toBe(200);
  });
});

describe('exclusions', () => {
  it('BlockUser excludes at once for the chosen days with a known reason; it cannot be cancelled and refuses bets and deposits', async () => {
    const demo = await h.player('demo', 'uk.localhost');
    expect((await demo('POST', `${BASE}/BlockUser`, { days: '180' })).statusCode).toBe(400);
    expect((await demo('POST', `${BASE}/BlockUser`, { days: 180, reasonId: 99 })).statusCode).toBe(400);
    expect((await demo('POST', `${BASE}/BlockUser`, { days: 30, reasonId: 1 })).statusCode).toBe(400);
    const blocked = await demo('POST', `${BASE}/BlockUser`, { days: 180, reasonId: 2 });
    expect(blocked.statusCode).toBe(200);
    expect(await limitsOf(demo)).toEqual([expect.objectContaining({ limitType: 30, limitState: 'ACTIVE', selfExcludeReason: 2 })]);
    expect((await demo('POST', `${BASE}/limitaction`, { limitType: 30, action: 'cancel' })).statusCode).toBe(403);
    const restrictions = restrictionsOf(h.app);
    expect(restrictions.refuseBet(1001)).toMatch(/excluded yourself/);
    expect(restrictions.refuseDeposit(1001, 10, 'GBP')).toMatch(/excluded yourself/);
    expect(restrictions.refuseBet(1003)).toBeNull();
    // The page's language: the Russian site reads its refusals in Russian.
    expect(restrictions.refuseDeposit(1001, 10, 'GBP', 'ru')).toMatch(/^Вы исключили себя из игры до \d{4}-\d{2}-\d{2} \d{2}:\d{2} UTC$/);
    const cancelRu = await demo('POST', `${BASE}/limitaction`, { limitType: 30, action: 'cancel' }, { 'x-language': 'ru' });
    expect(cancelRu.json()).toEqual({ message: 'Начавшийся перерыв или самоисключение отменить нельзя' });
  });

  it('de: the panic button times the player out for 24 h at once; uk has none (403)', async () => {
    const ukPlayer = await h.player('unverified', 'uk.localhost');
    expect((await ukPlayer('POST', `${BASE}/panic`, {})).statusCode).toBe(403);
    const dePlayer = await h.player('demo', 'de.localhost');
    const res = await dePlayer('POST', `${BASE}/panic`, {});
    expect(res.statusCode).toBe(200);
    const [timeOut] = await limitsOf(dePlayer);
    expect(timeOut).toMatchObject({ limitType: 33, limitState: 'ACTIVE' });
    const deDemo = seedIdOn(de.id, 'demo');
    expect(restrictionsOf(h.app).refuseBet(deDemo)).toMatch(/time-out/);
    await moveClock(24 * HOUR);
    expect(restrictionsOf(h.app).refuseBet(deDemo)).toBeNull();
  });
});

describe('deposits', () => {
  it('de caps a player at 1,000 EUR a month; a deposit limit counts what was deposited', async () => {
    // The cap is the player's operator's: no call on the German site is needed for it to hold.
    const deDemo = seedIdOn(de.id, 'demo');
    const restrictions = restrictionsOf(h.app);
    restrictions.recordDeposit(deDemo, 900, 'EUR');
    expect(restrictions.refuseDeposit(deDemo, 100, 'EUR')).toBeNull();
    expect(restrictions.refuseDeposit(deDemo, 101, 'EUR')).toMatch(/capped at 1000 EUR a month/);
    // uk's demo, a separate player, has no cap.
    expect(restrictions.refuseDeposit(1001, 5000, 'EUR')).toBeNull();

    const ukPlayer = await h.player('unverified', 'uk.localhost');
    await ukPlayer('POST', `${BASE}/limits`, { limits: [{ limitType: 20, limitValue: 50 }] });
    restrictions.recordDeposit(1003, 30, 'GBP');
    expect(restrictions.refuseDeposit(1003, 5000, 'GBP')).toMatch(/deposit limit: 20 GBP left/);
    expect(await limitsOf(ukPlayer)).toEqual([expect.objectContaining({ limitBalance: 20 })]);
  });
});

describe('session limit and reality check', () => {
  it('the ping counts play time and answers the hours left; none without a session limit', async () => {
    const demo = await h.player('demo', 'uk.localhost');
    expect((await demo('POST', `${BASE}/ping`, {})).json()).toEqual({ sessionHoursLeft: null });
    await demo('POST', `${BASE}/limits`, { limits: [{ limitType: 31, limitValue: 1 }] });
    expect((await demo('POST', `${BASE}/ping`, {})).json()).toEqual({ sessionHoursLeft: 1 });
    await moveClock(30);
    expect((await demo('POST', `${BASE}/ping`, {})).json()).toEqual({ sessionHoursLeft: 0.9917 });
    // A long gap (a closed tab) counts as one ping's worth, not as play.
    await moveClock(2 * HOUR);
    expect(((await demo('POST', `${BASE}/ping`, {})).json() as { sessionHoursLeft: number }).sessionHoursLeft).toBeGreaterThan(0.97);
  });

  it('records the reality-check answer; refuses an unknown action (400)', async () => {
    const demo = await h.player('demo', 'uk.localhost');
    expect((await demo('POST', '/web-api/user/reality-check', { action: 'snooze', popup_show_at: 1 })).statusCode).toBe(400);
    expect((await demo('POST', '/web-api/user/reality-check', { action: 'continue', popup_show_at: 'now' })).statusCode).toBe(400);
    const res = await demo('POST', '/web-api/user/reality-check', { action: 'continue', do_not_show_again: true, popup_show_at: 1_763_000_000 });
    expect(res.json()).toEqual({ success: true, doNotShowAgain: true });
  });
});

describe('the test clock', () => {
  it('refuses a bad move (400) and does not exist without the test routes (production)', async () => {
    expect((await moveClock(0)).statusCode).toBe(400);
    expect((await moveClock(60)).json()).toMatchObject({ offsetSeconds: 60 });
    const prod = await buildLimitServer(true);
    expect((await prod.guest('uk.localhost')('POST', '/web-api/__test/limits-clock', { advanceSeconds: 60 })).statusCode).toBe(404);
    await prod.app.close();
  });
});
