/**
 * The first screens the server renders, run against the reference promotions API: each page's data
 * is fetched under the key the page reads, and an id the API does not know is reported not found
 * (so the first load answers 404).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runSaga, type Saga } from 'redux-saga';
import type { Action } from '@reduxjs/toolkit';
import { pageNotFound } from '@plugin-api';
import { bonusFirstScreen, landingFirstScreen, offersFirstScreen, promotionsFirstScreen } from './first-screen.ts';
import { startTestServer, type TestServer } from '../../server/test-kit/index.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ siteConfigId: 'default' });
});
afterAll(async () => {
  await server.close();
});

/** Runs a first screen as a guest: the calls it made and whether it reported the page not found. */
async function firstScreen(saga: Saga, props: Record<string, unknown>): Promise<{ calls: string[]; notFound: boolean; keys: string[] }> {
  const guest = server.guest();
  const calls: string[] = [];
  const actions: Action[] = [];
  const request = (method: string, path: string, options?: { query?: Record<string, unknown> }) => {
    const query = new URLSearchParams(Object.entries(options?.query ?? {}).map(([k, v]) => [k, String(v)])).toString();
    calls.push(`${method} ${path}${query ? `?${query}` : ''}`);
    return guest(method as never, path, options as never);
  };
  await runSaga({ dispatch: (action: Action) => void actions.push(action), getState: () => ({}), context: { services: { api: { request } } } }, saga, { lng: 'en', query: '', ...props }).toPromise();
  const keys = actions.flatMap((a) => ((a as { payload?: { request?: { key?: string } } }).payload?.request?.key ? [(a as unknown as { payload: { request: { key: string } } }).payload.request.key] : []));
  return { calls, notFound: actions.some((a) => a.type === pageNotFound.type), keys: [...new Set(keys)] };
}

describe('first screens', () => {
  it('fetch a promotion under the guest’s key, and report an unknown one not found', async () => {
    const found = await firstScreen(promotionsFirstScreen, { routeId: 'promotions', params: { promotionId: 'accumulator-weekend' } });
    expect(found).toEqual({ calls: ['GET /promo/promotions/accumulator-weekend'], notFound: false, keys: ['promo/promotion/accumulator-weekend/en/guest'] });
    expect((await firstScreen(promotionsFirstScreen, { routeId: 'promotions', params: {} })).calls).toEqual(['GET /promo/promotions']);
    expect((await firstScreen(promotionsFirstScreen, { routeId: 'promotions', params: { promotionId: 'nothing' } })).notFound).toBe(true);
  });

  it('fetch the bonus section or a bonus’s rules', async () => {
    expect((await firstScreen(bonusFirstScreen, { routeId: 'bonus', params: { section: 'games' } })).calls).toEqual(['GET /promo/bonus-games']);
    expect((await firstScreen(bonusFirstScreen, { routeId: 'bonus-rules', params: { id: 'nothing' } })).notFound).toBe(true);
  });

  it('fetch offers by variant, and treat the operator’s own offer as not found on the partner offer page', async () => {
    expect((await firstScreen(offersFirstScreen, { routeId: 'bonuses-games', params: {}, pageType: 'games' })).calls).toEqual(['GET /promo/offers?category=games']);
    expect((await firstScreen(offersFirstScreen, { routeId: 'bonus-offer-partner', params: { offerId: 'kitstore-discount' }, pageType: 'partner-offer' })).notFound).toBe(false);
    expect((await firstScreen(offersFirstScreen, { routeId: 'bonus-offer-partner', params: { offerId: 'first-bet-insurance' }, pageType: 'partner-offer' })).notFound).toBe(true);
    expect((await firstScreen(offersFirstScreen, { routeId: 'partners', params: { id: 99 }, pageType: 'partner-page' })).notFound).toBe(true);
  });

  it('fetch a landing, and report an unknown one not found', async () => {
    expect((await firstScreen(landingFirstScreen, { routeId: 'landing-page', params: { landingId: 'welcome' } })).notFound).toBe(false);
    expect((await firstScreen(landingFirstScreen, { routeId: 'landing-page', params: { landingId: 'nothing' } })).notFound).toBe(true);
  });
});
