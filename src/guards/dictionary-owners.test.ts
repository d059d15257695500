import { describe, it, expect } from 'vitest';
import { dictionaryNeeds, failuresByOwner, signedInOnly, type DictionaryNeeds } from './dictionary-owners.ts';
import { contextFor, defaultSources, fakeSource, makePlugins, makeSiteConfig, makeTable, PAGES_PLUGIN, stateWith, TEST_MANIFESTS } from '../../tests/helpers/fixtures.ts';
import { authStatusChanged } from '../state/user.slice.ts';
import { definePlugin } from '../plugin-api/define-plugin.ts';

// A live page: the page plugin's component, the 'live' route texts, and two slot widgets, one of
// them of the page's own plugin.
const table = makeTable([
  ...TEST_MANIFESTS,
  {
    area: 'live',
    routes: [
      {
        id: 'live',
        path: 'live',
        layout: 'default',
        component: 'pages/generic',
        dictionaryIds: ['live'],
        slots: { quickCoupon: ['coupon/quick-panel'], aboveContent: ['pages/modal', 'coupon/quick-panel'] },
      },
    ],
  },
]);
const coupon = fakeSource(
  { id: 'coupon', version: '1.0.0', extensions: [{ name: 'quick-panel', kind: 'widget' }], dictionaries: ['coupon', 'odds'] },
  definePlugin({ id: 'coupon', extensions: { 'quick-panel': PAGES_PLUGIN.extensions.modal! } }),
);
const guard = fakeSource(
  { id: 'guard', version: '1.0.0', extensions: [{ name: 'follow', kind: 'widget' }], dictionaries: ['guard', 'odds'] },
  definePlugin({ id: 'guard', extensions: { follow: PAGES_PLUGIN.extensions.modal! } }),
);
const plugins = makePlugins([...defaultSources(), coupon, guard]);
const config = makeSiteConfig((c) => {
  c.shell.signedIn = ['guard/follow'];
});
const signedIn = stateWith(authStatusChanged({ isAuthenticated: true }));

describe('dictionaryNeeds', () => {
  it("splits the page's own texts from each slot widget's and the signed-in widgets'", () => {
    expect(dictionaryNeeds(contextFor('/en/live', { table, plugins, config, state: signedIn }))).toEqual({
      page: ['main', 'chrome', 'pages', 'live'],
      widgets: { 'coupon/quick-panel': ['coupon', 'odds'], 'pages/modal': ['pages'] },
      signedIn: ['guard', 'odds'],
    });
  });

  it('gives a guest no signed-in texts, and a page without a route only the core and shell', () => {
    expect(dictionaryNeeds(contextFor('/en/live', { table, plugins, config })).signedIn).toEqual([]);
    expect(dictionaryNeeds(contextFor('/en/nowhere', { table, plugins, config }))).toEqual({ page: ['main', 'chrome'], widgets: {}, signedIn: [] });
  });

  it("counts an open modal's texts as the page's", () => {
    const needs = dictionaryNeeds(contextFor('/en/live?transfer-user=1', { table, plugins, config }));
    expect(needs.page).toEqual(['main', 'chrome', 'pages', 'live', 'transfer']);
  });
});

describe('failuresByOwner', () => {
  const needs: DictionaryNeeds = {
    page: ['main', 'chrome', 'pages', 'live'],
    widgets: { 'coupon/quick-panel': ['coupon', 'odds'], 'pages/modal': ['pages'] },
    signedIn: ['guard', 'odds'],
  };
  const failing = (...ids: string[]) => (id: string) => ids.includes(id);

  it('leaves every owner empty when nothing failed', () => {
    expect(failuresByOwner(needs, failing())).toEqual({ page: [], widgets: {} });
  });

  it("gives a slot widget's own texts to that widget only", () => {
    expect(failuresByOwner(needs, failing('coupon'))).toEqual({ page: [], widgets: { 'coupon/quick-panel': ['coupon'] } });
  });

  it('gives texts the page needs to the page, even when a widget needs them too', () => {
    expect(failuresByOwner(needs, failing('pages', 'main'))).toEqual({ page: ['main', 'pages'], widgets: {} });
  });

  it('takes no failure for the signed-in widgets: nothing on screen shows it', () => {
    expect(failuresByOwner(needs, failing('guard'))).toEqual({ page: [], widgets: {} });
    // A text a slot widget shares with them is the slot's to show (its button asks for it).
    expect(failuresByOwner(needs, failing('guard', 'odds'))).toEqual({ page: [], widgets: { 'coupon/quick-panel': ['odds'] } });
  });
});

describe('signedInOnly', () => {
  it('lists the texts only the signed-in widgets need: the page never waits for those', () => {
    const needs: DictionaryNeeds = { page: ['main'], widgets: { 'coupon/quick-panel': ['odds'] }, signedIn: ['guard', 'odds', 'main'] };
    expect(signedInOnly(needs)).toEqual(['guard']);
  });
});
