/**
 * The extras first screens the server runs: an address that names what does not exist is reported
 * not found (so the first load answers 404), the API is asked only where the address names a team,
 * an event or a sport, and what it answers lands under the key the page reads.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runSaga, type Saga } from 'redux-saga';
import type { Action } from '@reduxjs/toolkit';
import { pageNotFound } from '@plugin-api';
import { extrasFirstScreens } from './first-screen.ts';
import { recordedApi, type SportsServer, startSportsServer } from '../test-kit.tsx';

let server: SportsServer;
beforeAll(async () => {
  server = await startSportsServer();
}, 60_000);
afterAll(() => server.close());

async function firstScreen(name: keyof typeof extrasFirstScreens, routeId: string, params: Record<string, string | number>) {
  const fake = recordedApi(server.guest());
  const actions: Action[] = [];
  const saga = extrasFirstScreens[name] as Saga;
  await runSaga({ dispatch: (action: Action) => void actions.push(action), getState: () => ({}), context: { services: { api: { request: fake.request } } } }, saga, { routeId, params, query: '', lng: 'en' }).toPromise();
  const keys = actions.flatMap((a) => {
    const key = (a as { payload?: { request?: { key?: string } } }).payload?.request?.key;
    return key ? [key] : [];
  });
  return { calls: fake.calls, notFound: actions.some((a) => a.type === pageNotFound.type), keys: [...new Set(keys)] };
}

describe('extras first screens', () => {
  it('fetch a team under the page’s key, and report an unknown team or section not found without asking', async () => {
    expect(await firstScreen('team-page', 'team', { team: 'arsenal' })).toEqual({ calls: ['GET /sports-extras/teams/arsenal'], notFound: false, keys: ['sports-extras/team/arsenal'] });
    expect((await firstScreen('team-page', 'team-games', { team: 'no-such-team' })).notFound).toBe(true);
    expect(await firstScreen('team-page', 'team-section', { team: 'arsenal', section: 'stats' })).toEqual({ calls: [], notFound: true, keys: [] });
  });

  it('report an unknown champion, event, section or board not found, asking only about an event', async () => {
    expect(await firstScreen('champion-page', 'champions', { champion: 'epl' })).toEqual({ calls: [], notFound: false, keys: [] });
    expect(await firstScreen('champion-page', 'champions-final', { champion: 'bundesliga' })).toEqual({ calls: [], notFound: true, keys: [] });
    expect((await firstScreen('champion-page', 'champions-event', { champion: 'epl', id: 101001000 })).notFound).toBe(false);
    expect(await firstScreen('champion-page', 'champions-event', { champion: 'laliga', id: 101001000 })).toMatchObject({ calls: ['GET /sports-extras/champions/laliga/events/101001000'], notFound: true });
    expect((await firstScreen('favorites-page', 'champions-favorites', { champion: 'bundesliga' })).notFound).toBe(true);
    expect((await firstScreen('favorites-page', 'favorites', {})).notFound).toBe(false);
    expect((await firstScreen('bets-on-you-page', 'bets-on-you-section', { section: 'soon' })).notFound).toBe(true);
    expect((await firstScreen('bets-on-you-page', 'bets-on-you', {})).notFound).toBe(false);
    expect((await firstScreen('results-page', 'results', { type: 'archive' })).notFound).toBe(true);
    expect(await firstScreen('results-page', 'results', { type: 'zone' })).toEqual({ calls: [], notFound: false, keys: [] });
  });

  it('ask about a sport the address names, and report an unknown one not found', async () => {
    expect((await firstScreen('champs-results-page', 'champs', { sportName: 'tennis' })).keys).toEqual(['sports-extras/champs-results/tennis']);
    expect((await firstScreen('champs-results-page', 'champs', { sportName: 'curling' })).notFound).toBe(true);
    expect((await firstScreen('champs-results-page', 'champs', {})).calls).toEqual([]);
    expect((await firstScreen('recommendations-page', 'recommendations-sport', { sport: 'curling' })).notFound).toBe(true);
  });
});
