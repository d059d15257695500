import { describe, it, expect } from 'vitest';
import { firstLoadOf } from './first-load.ts';
import { makePlugins, makeSiteConfig, makeTable, singleExtensionPlugin, defaultSources } from '../../tests/helpers/fixtures.ts';
import type { GuardDecision, NavigationContext } from '../guards/types.ts';

const table = makeTable([
  {
    area: 'main',
    routes: [
      { id: 'home', path: '', component: 'pages/generic', layout: 'default' },
      { id: 'menu', path: 'office/menu', component: 'pages/generic', layout: 'default', flags: { authNeeded: true } },
      { id: 'office', path: 'office', redirect: { to: 'menu', permanent: true } },
      { id: 'old-office', path: 'old-office', redirect: { to: 'office', permanent: true } },
      { id: 'promo', path: 'promo', redirect: { to: 'office' } },
      { id: 'loop-a', path: 'loop-a', redirect: { to: 'loop-b' } },
      { id: 'loop-b', path: 'loop-b', redirect: { to: 'loop-a' } },
      { id: 'players', path: 'players', component: 'pages/generic', layout: 'default', guards: ['gate/players'] },
      { id: 'closed', path: 'closed', component: 'pages/generic', layout: 'default', guards: ['gate/closed'] },
      { id: 'rules', path: 'rules', component: 'pages/generic', layout: 'default', availableRouteId: 99 },
      { id: 'error-500', path: '500', component: 'pages/generic', layout: 'default' },
      { id: 'block', path: 'block', component: 'pages/generic', layout: 'blocked', flags: { blockPage: true } },
    ],
  },
]);

/** A guard plugin: `players` is for signed-in players only (decided by who asks), `closed` for nobody. */
const gate = (decide: (ctx: NavigationContext) => GuardDecision) => decide;
const sources = [
  ...defaultSources(),
  singleExtensionPlugin('gate', 'players', { kind: 'guard', decide: gate((ctx) => (ctx.state.user.isAuthenticated ? { kind: 'allow' } : { kind: 'notFound' })) }, { kind: 'guard' }),
];
const closedSource = singleExtensionPlugin('gate', 'closed', { kind: 'guard', decide: gate(() => ({ kind: 'notFound' })) }, { kind: 'guard' });

async function answer(url: string, options: { blockReason?: number; closed?: boolean; preferredLanguage?: string } = {}) {
  const [pathname = '/', query] = url.split('?', 2);
  return firstLoadOf({
    pathname,
    search: query === undefined ? '' : `?${query}`,
    config: makeSiteConfig(),
    table,
    plugins: makePlugins(options.closed ? [...defaultSources(), closedSource] : sources),
    blockReason: options.blockReason,
    preferredLanguage: options.preferredLanguage,
  });
}

describe('first load: the status of the page the visitor will see', () => {
  it('answers a page with 200, an unknown path with 404 and the error page with 500', async () => {
    expect(await answer('/en/')).toEqual({ kind: 'page', status: 200 });
    expect(await answer('/en/nothing-here')).toEqual({ kind: 'page', status: 404 });
    expect(await answer('/en/500')).toEqual({ kind: 'page', status: 500 });
  });

  it('answers a route the config does not enable with 404', async () => {
    expect(await answer('/en/rules')).toEqual({ kind: 'page', status: 404 });
  });

  it('answers a manifest redirect with 301 when permanent, keeping the query', async () => {
    expect(await answer('/en/office?tab=2')).toEqual({ kind: 'redirect', to: '/en/office/menu?tab=2', status: 301 });
  });

  it('follows a chain of redirects to its end in one hop: 301 only when every step is permanent', async () => {
    expect(await answer('/en/old-office')).toEqual({ kind: 'redirect', to: '/en/office/menu', status: 301 });
    expect(await answer('/en/promo?x=1')).toEqual({ kind: 'redirect', to: '/en/office/menu?x=1', status: 302 });
  });

  it('answers a redirect loop with 500 (the error the browser would end in)', async () => {
    expect(await answer('/en/loop-a')).toEqual({ kind: 'page', status: 500 });
  });

  it('leaves to the browser what differs by visitor: a signed-in page is 200, a guard that opens a page to players only is 200', async () => {
    expect(await answer('/en/office/menu')).toEqual({ kind: 'page', status: 200 });
    expect(await answer('/en/players')).toEqual({ kind: 'page', status: 200 });
  });

  it('answers what a plugin guard decides for everyone', async () => {
    expect(await answer('/en/closed', { closed: true })).toEqual({ kind: 'page', status: 404 });
  });

  it('decides the blocks only when it knows the answer: a block page without a block goes home, a blocked visitor goes to the block page', async () => {
    expect(await answer('/en/block')).toEqual({ kind: 'page', status: 200 });
    expect(await answer('/en/block', { blockReason: 0 })).toEqual({ kind: 'redirect', to: '/en/', status: 302 });
    expect(await answer('/en/', { blockReason: 1 })).toEqual({ kind: 'redirect', to: '/en/block', status: 302 });
  });

  it('sends a path without a language, or in one the site does not offer, to the default language (302, the query kept), in one hop', async () => {
    expect(await answer('/office/menu?tab=2')).toEqual({ kind: 'redirect', to: '/en/office/menu?tab=2', status: 302 });
    expect(await answer('/xx/office?tab=2')).toEqual({ kind: 'redirect', to: '/en/office/menu?tab=2', status: 302 });
    expect(await answer('/')).toEqual({ kind: 'redirect', to: '/en/', status: 302 });
    // The target answers for itself: an unknown path is a 404 there.
    expect(await answer('/nothing-here')).toEqual({ kind: 'redirect', to: '/en/nothing-here', status: 302 });
  });

  it('honours the language of the lng cookie where the site offers it, and only there', async () => {
    expect(await answer('/office/menu', { preferredLanguage: 'ru' })).toEqual({ kind: 'redirect', to: '/ru/office/menu', status: 302 });
    expect(await answer('/xx/', { preferredLanguage: 'zz' })).toEqual({ kind: 'redirect', to: '/en/', status: 302 });
  });
});
