import { describe, it, expect } from 'vitest';
import type { Action } from '@reduxjs/toolkit';
import type { RouteManifest } from '../../schemas/route-manifest.schema.ts';
import { authStatusChanged, userProfileLoaded, type UserProfile } from '../state/user.slice.ts';
import { blocksLoaded } from '../state/blocks.slice.ts';
import { contextFor, makeSiteConfig, makeTable, stateWith } from '../../tests/helpers/fixtures.ts';
import { GUARD_ORDER, orderGuards } from './order.ts';
import { ALLOW, type CoreGuard, type GuardDecision } from './types.ts';

const ids = GUARD_ORDER.map((guard) => guard.id);
const position = (id: string): number => ids.indexOf(id);

const declared = (id: string, runsAfter: string[], runsBefore?: string[]): CoreGuard => ({
  id,
  runsAfter,
  ...(runsBefore ? { runsBefore } : {}),
  dependsOnVisitor: false,
  decide: () => ALLOW,
});

describe('the guard order, derived from what each guard declares', () => {
  it('gives every guard a distinct id', () => {
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('runs every guard after the guards it names in runsAfter and before those it names in runsBefore', () => {
    for (const guard of GUARD_ORDER) {
      for (const id of guard.runsAfter) expect(position(id), `${guard.id} runs after ${id}`).toBeLessThan(position(guard.id));
      for (const id of guard.runsBefore ?? []) expect(position(id), `${guard.id} runs before ${id}`).toBeGreaterThan(position(guard.id));
    }
  });

  it('is the same however the guards are listed', () => {
    const reversed = orderGuards([...GUARD_ORDER].reverse()).map((guard) => guard.id);
    const rotated = orderGuards([...GUARD_ORDER.slice(7), ...GUARD_ORDER.slice(0, 7)]).map((guard) => guard.id);
    expect(reversed).toEqual(ids);
    expect(rotated).toEqual(ids);
  });

  it('runs the guards of the product order (SPEC 4.4) in that order', () => {
    // SPEC 4.4's steps by the ids of the guards that build them; its other steps have no guard.
    // The plugins' guards (route-guards: bonus page, slot first deposit …) run after the microfront guard.
    const specOrder = ['referral', 'blocked', 'dictionary-loader', 'route-availability', 'access-by-authentication', 'modal', 'confirm-terms', 'url-language', 'identification', 'seo-bot', 'auth-redirect', 'microfront', 'route-guards'];
    expect(ids.filter((id) => specOrder.includes(id))).toEqual(specOrder);
  });

  it('puts the guard free to run next with the smallest id first, so a listing never decides', () => {
    expect(orderGuards([declared('c', []), declared('b', ['a']), declared('a', [])]).map((guard) => guard.id)).toEqual(['a', 'b', 'c']);
    expect(orderGuards([declared('a', []), declared('z', [], ['a'])]).map((guard) => guard.id)).toEqual(['z', 'a']);
  });

  it('refuses guards that wait for each other, and names of guards that do not exist', () => {
    expect(() => orderGuards([declared('a', ['b']), declared('b', ['a']), declared('c', [])])).toThrow('guards a, b wait for each other');
    expect(() => orderGuards([declared('a', [], ['b']), declared('b', [], ['a'])])).toThrow('wait for each other');
    expect(() => orderGuards([declared('a', ['ghost'])])).toThrow('guard a names an unknown guard ghost');
    expect(() => orderGuards([declared('a', [], ['ghost'])])).toThrow('guard a names an unknown guard ghost');
  });
});

describe('guards that do not depend on the visitor (what the server decides on a first load)', () => {
  const page = (id: string, path: string, flags?: Record<string, boolean>) => ({ id, path, layout: 'default', component: 'pages/generic', ...(flags ? { flags } : {}) });
  const manifests: RouteManifest[] = [
    {
      area: 'main',
      routes: [
        page('home', ''),
        page('casino', 'casino'),
        page('menu', 'office/menu', { authNeeded: true }),
        page('appeal', 'appeal', { bannedOnly: true }),
        page('bets', 'bets', { normalUsersOnly: true }),
        page('block', 'block', { blockPage: true }),
        { id: 'office', path: 'office', redirect: { to: 'menu' } },
      ],
    },
    {
      area: 'user',
      routes: [
        page('login', 'login', { guestOnly: true }),
        page('account', 'office/account', { authNeeded: true }),
        page('identification', 'office/identification', { authNeeded: true }),
        page('confirm-terms', 'confirm-terms'),
        page('ban', 'ban', { bannedOnly: true }),
        page('unlisted', 'unlisted'),
      ],
    },
    { area: 'info', routes: [page('about', 'information/about')] },
  ];
  const table = makeTable(manifests);
  const profile = (patch: Partial<UserProfile>): UserProfile => ({
    userId: 1,
    banLevel: 0,
    banVersion: 1,
    userStatusId: 1,
    internalVerificationStatus: null,
    verificationStatusGroupCode: null,
    requestedAdditionalDocument: false,
    hasDeposit: false,
    termsChanged: false,
    protectionLevel: null,
    ...patch,
  });
  const signedIn = [authStatusChanged({ isAuthenticated: true })];
  // A first load knows the visitor only as one of these two.
  const unknown = { guest: [], 'player without profile': signedIn };
  const visitors = {
    ...unknown,
    'unverified player': [...signedIn, userProfileLoaded(profile({}))],
    'banned player': [...signedIn, userProfileLoaded(profile({ banLevel: 45 }))],
    'player with changed terms': [...signedIn, userProfileLoaded(profile({ termsChanged: true, hasDeposit: true }))],
  };
  // The blocks answer is not the visitor's: the first load asks it for the address.
  const blocks = { 'not blocked': [], blocked: [blocksLoaded({ displayTypeId: 1, templateTypeId: 0 })] };
  const configs = {
    default: makeSiteConfig(),
    'with identification and terms confirmation': makeSiteConfig((config) => {
      config.features = { ...config.features, identificationEnabled: true, confirmTermsEnabled: true };
    }),
  };
  const urls = ['/en/', '/en/casino', '/en/login', '/en/office/account', '/en/office', '/en/office/identification', '/en/confirm-terms', '/en/ban', '/en/appeal', '/en/bets', '/en/block', '/en/unlisted', '/en/information/about', '/en/nowhere?platform_type=x', '/xx/casino'];
  const sameDecision = (a: GuardDecision, b: GuardDecision): boolean => JSON.stringify(a) === JSON.stringify(b);

  it('decide for every visitor what they decide for both visitors a first load knows, whenever that is not allow', () => {
    const checked = new Set<string>();
    for (const guard of GUARD_ORDER.filter((g) => !g.dependsOnVisitor)) {
      for (const [configName, config] of Object.entries(configs)) {
        for (const [blocksName, blocksAnswer] of Object.entries(blocks)) {
          for (const url of urls) {
            const decisionOf = (visitor: readonly Action[]) => guard.decide(contextFor(url, { state: stateWith(...blocksAnswer, ...visitor), config, table }));
            const [asGuest, asPlayer] = Object.values(unknown).map(decisionOf);
            if (asGuest!.kind === 'allow' || !sameDecision(asGuest!, asPlayer!)) continue;
            checked.add(guard.id);
            for (const [visitor, actions] of Object.entries(visitors)) {
              expect(decisionOf(actions), `${guard.id} on ${url} (${configName}, ${blocksName}) for a ${visitor}`).toEqual(asGuest);
            }
          }
        }
      }
    }
    // The cases above reach the decisions of the guards that refuse or redirect here.
    for (const id of ['blocked', 'route-availability', 'user-route-whitelist', 'platform-type', 'route-redirect', 'identification']) expect(checked).toContain(id);
  });
});
