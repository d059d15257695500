import fc from 'fast-check';
import { runSaga } from 'redux-saga';
import type { Action } from '@reduxjs/toolkit';
import type { RouteManifest } from '../../schemas/route-manifest.schema.ts';
import type { SiteConfig } from '../../schemas/site-config.schema.ts';
import { compileRouteTable } from '../composer/route-table.ts';
import { createPluginLoader } from '../composer/plugin-loader.ts';
import { TRACKING_KEYS, TRACKING_VALUE_PATTERN } from '../domain/referral.ts';
import { buildNavigationContext } from '../sagas/navigation.saga.ts';
import { rootReducer, type RootState } from '../state/root-reducer.ts';
import { referralParamsCaptured } from '../state/user.slice.ts';
import { accessByAuthenticationGuard } from './access-by-authentication.guard.ts';
import { runGuardPipeline, type PipelineOutcome } from './pipeline.ts';
import { createReferralGuard, type CookieWriter } from './referral.guard.ts';
import type { Guard, NavigationContext } from './types.ts';

const DAY = 86_400;
const page = (id: string, path: string, flags?: Record<string, boolean>) => ({ id, path, component: 'pages/generic', ...(flags ? { flags } : {}) });
const MANIFESTS: RouteManifest[] = [
  { area: 'sports', routes: [page('home', '')] },
  { area: 'office', routes: [page('office', 'office', { authNeeded: true })] },
  { area: 'user', routes: [page('login', 'user/login', { guestOnly: true })] },
];
const TABLE = compileRouteTable(MANIFESTS).table;
const CONFIG: SiteConfig = {
  id: 'test',
  companyName: 'TestBet',
  languages: { available: ['en'], default: 'en' },
  currencies: { available: ['USD'], default: 'USD' },
  routes: { enabled: [] },
  shell: { header: 'chrome/header', bottomNavigation: 'chrome/bottom-nav' },
};
const INITIAL: RootState = rootReducer(undefined, { type: '@@test/init' });

function contextFor(url: string): NavigationContext {
  const parsed = new URL(url, 'https://bet.example');
  return buildNavigationContext({ pathname: parsed.pathname, search: parsed.search, hash: '' }, INITIAL, CONFIG, TABLE, createPluginLoader([]));
}

interface Written {
  name: string;
  value: string;
  maxAgeSeconds: number;
}

function fakeJar(): CookieWriter & { written: Written[] } {
  const written: Written[] = [];
  return { written, set: (name, value, { maxAgeSeconds }) => void written.push({ name, value, maxAgeSeconds }) };
}

/** Runs a pipeline the way the navigation saga does (prepare when needed, then decide). */
async function run(guards: readonly Guard[], url: string): Promise<PipelineOutcome> {
  const dispatched: Action[] = [];
  const task = runSaga({ dispatch: (a: Action) => void dispatched.push(a), getState: () => INITIAL }, runGuardPipeline, guards, contextFor(url));
  return (await task.toPromise()) as PipelineOutcome;
}

async function visit(url: string) {
  const cookies = fakeJar();
  const log = { warn: vi.fn() };
  const guard = createReferralGuard({ cookies, log });
  const outcome = await run([guard], url);
  return { cookies: cookies.written, log, outcome };
}

describe('referral guard', () => {
  it('writes each allow-listed key with its lifetime and reports it at commit', async () => {
    const { cookies, outcome } = await visit('/en/?ref=R1&btag=B_2&tag=t.3&subid=s-4&utm_source=mail&bwpromocode=WELCOME');
    expect(cookies).toEqual([
      { name: 'ref', value: 'R1', maxAgeSeconds: 60 * DAY },
      { name: 'btag', value: 'B_2', maxAgeSeconds: 60 * DAY },
      { name: 'tag', value: 't.3', maxAgeSeconds: 3600 },
      { name: 'utm_source', value: 'mail', maxAgeSeconds: DAY },
      { name: 'subid', value: 's-4', maxAgeSeconds: 60 * DAY },
      { name: 'bwpromocode', value: 'WELCOME', maxAgeSeconds: DAY },
    ]);
    expect(outcome.decision).toEqual({ kind: 'allow' });
    expect(outcome.onCommit).toEqual([
      referralParamsCaptured({ ref: 'R1', btag: 'B_2', tag: 't.3', utm_source: 'mail', subid: 's-4', bwpromocode: 'WELCOME' }),
    ]);
  });

  it('click flow and postback lifetimes', async () => {
    expect((await visit('/en/?affid=A1&click_id=C1&pb=1')).cookies).toEqual([
      { name: 'affid', value: 'A1', maxAgeSeconds: 30 * DAY },
      { name: 'click_id', value: 'C1', maxAgeSeconds: 30 * DAY },
      { name: 'pb', value: '1', maxAgeSeconds: 30 * DAY },
    ]);
    expect((await visit('/en/?qtag=Q1&click_id=C1')).cookies).toEqual([
      { name: 'qtag', value: 'Q1', maxAgeSeconds: 30 * DAY },
      { name: 'click_id', value: 'C1', maxAgeSeconds: 4 },
    ]);
  });

  it('drops hostile values silently for the user, logs key and reason (never the value), and keeps the good ones', async () => {
    const { cookies, log, outcome } = await visit(
      `/en/?ref=${encodeURIComponent('x; Domain=evil.example')}&bf=${encodeURIComponent('<img src=x>')}&aip=ok&pb=1&pb=2`,
    );
    expect(cookies).toEqual([{ name: 'aip', value: 'ok', maxAgeSeconds: DAY }]);
    expect(outcome.decision.kind).toBe('allow');
    expect(log.warn.mock.calls.map((c) => c[0])).toEqual([
      'referral: tracking parameter "ref" refused (invalid value)',
      'referral: tracking parameter "bf" refused (invalid value)',
      'referral: tracking parameter "pb" refused (repeated key)',
    ]);
    expect(JSON.stringify(log.warn.mock.calls)).not.toMatch(/evil|img/);
  });

  it('ignores unknown keys (no cookie, no log, no preparation)', async () => {
    const { cookies, log, outcome } = await visit('/en/?foo=1&REF=2&utm_medium=cpc&refx=3');
    expect(cookies).toEqual([]);
    expect(log.warn).not.toHaveBeenCalled();
    expect(outcome).toMatchObject({ decision: { kind: 'allow' }, onCommit: [] });
    const guard = createReferralGuard({ cookies: fakeJar() });
    expect(guard.needsPreparation!(contextFor('/en/?foo=1'))).toBe(false);
    expect(guard.needsPreparation!(contextFor('/en/?ref=1'))).toBe(true);
  });

  it('never redirects, and the cookies survive a later guard redirecting (a referral link to a protected page)', async () => {
    const cookies = fakeJar();
    const outcome = await run([createReferralGuard({ cookies }), accessByAuthenticationGuard], '/en/office?ref=R1');
    expect(outcome.decision).toMatchObject({ kind: 'redirect', to: `/en/user/login?redirect_url=${encodeURIComponent('/en/office?ref=R1')}` });
    expect(cookies.written).toEqual([{ name: 'ref', value: 'R1', maxAgeSeconds: 60 * DAY }]);
  });

  it('a cookie jar that throws does not stop the navigation', async () => {
    const log = { warn: vi.fn() };
    const guard = createReferralGuard({ cookies: { set: () => { throw new Error('jar full'); } }, log });
    const outcome = await run([guard], '/en/?ref=R1');
    expect(outcome.decision).toEqual({ kind: 'allow' });
    expect(outcome.onCommit).toEqual([referralParamsCaptured({ ref: 'R1' })]);
    expect(log.warn).toHaveBeenCalledWith('referral: cookie "ref" could not be written', expect.any(Error));
  });

  it('property: no value outside the pattern and no name outside the allow-list is ever written', async () => {
    const key = fc.oneof(fc.constantFrom<string>(...TRACKING_KEYS), fc.string({ maxLength: 10 }));
    const value = fc.oneof(fc.string({ maxLength: 140 }), fc.string({ unit: 'binary', maxLength: 30 }), fc.stringMatching(/^[A-Za-z0-9_.-]{1,20}$/));
    await fc.assert(
      fc.asyncProperty(fc.array(fc.tuple(key, value), { maxLength: 12 }), async (pairs) => {
        const query = new URLSearchParams();
        for (const [k, v] of pairs) query.append(k, v);
        const cookies = fakeJar();
        const guard = createReferralGuard({ cookies, log: { warn: () => {} } });
        await run([guard], `/en/?${query.toString()}`);
        return cookies.written.every(
          (c) => TRACKING_VALUE_PATTERN.test(c.value) && (TRACKING_KEYS as readonly string[]).includes(c.name) && c.maxAgeSeconds > 0,
        );
      }),
      { numRuns: 300 },
    );
  });
});
