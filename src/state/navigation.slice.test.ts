import { describe, it, expect } from 'vitest';
import { navigationCommitted, navigationSlice, pageDataMissing, type CommittedPage } from './navigation.slice.ts';
import { dictionaryLoaded } from './dictionaries.slice.ts';

const reduce = navigationSlice.reducer;
const page = (pathname: string, search = ''): CommittedPage => ({
  location: { pathname, search, hash: '' },
  lng: 'en',
  routeId: 'casino-game',
  params: {},
  status: 200,
  failedDictionaries: [],
});

describe('a page whose data does not exist', () => {
  it('turns the committed page into the not-found page', () => {
    const state = reduce(reduce(undefined, navigationCommitted(page('/en/game/9/x'))), pageDataMissing());
    expect(state.committed).toMatchObject({ status: 404, dataMissing: true, routeId: 'casino-game' });
  });

  it('leaves a page that is not shown as a page alone (a 404 or 500 stays what it is)', () => {
    const failed = reduce(reduce(undefined, navigationCommitted({ ...page('/en/500'), status: 500 })), pageDataMissing());
    expect(failed.committed).toMatchObject({ status: 500 });
    expect(failed.committed?.dataMissing).toBeUndefined();
  });

  it('stays the not-found page when the same address is committed again (the browser taking the server page over)', () => {
    const missing = reduce(reduce(undefined, navigationCommitted(page('/en/game/9/x'))), pageDataMissing());
    const again = reduce(missing, navigationCommitted(page('/en/game/9/x')));
    expect(again.committed).toMatchObject({ status: 404, dataMissing: true });
  });

  it('does not follow the player to another address, or to the same path with another query', () => {
    const missing = reduce(reduce(undefined, navigationCommitted(page('/en/game/9/x'))), pageDataMissing());
    expect(reduce(missing, navigationCommitted(page('/en/game/1/y'))).committed).toMatchObject({ status: 200 });
    expect(reduce(missing, navigationCommitted(page('/en/game/9/x', '?demo=1'))).committed?.status).toBe(200);
  });
});

describe('texts that arrive after the page was committed without them', () => {
  const failing: CommittedPage = {
    ...page('/en/live'),
    failedDictionaries: ['live', 'main'],
    failedWidgetDictionaries: { 'coupon/quick-panel': ['coupon', 'odds'], 'sports/odds-format-switcher': ['odds'] },
  };
  const committed = reduce(undefined, navigationCommitted(failing));

  it("drop out of the page's failures, so what waited for them shows", () => {
    expect(reduce(committed, dictionaryLoaded({ lng: 'en', id: 'live' })).committed?.failedDictionaries).toEqual(['main']);
    const odds = reduce(committed, dictionaryLoaded({ lng: 'en', id: 'odds' })).committed;
    // A widget with nothing left missing is no longer listed.
    expect(odds?.failedWidgetDictionaries).toEqual({ 'coupon/quick-panel': ['coupon'] });
    const all = ['live', 'main', 'coupon', 'odds'].reduce((s, id) => reduce(s, dictionaryLoaded({ lng: 'en', id })), committed);
    expect(all.committed).toEqual({ ...failing, failedDictionaries: [], failedWidgetDictionaries: undefined });
    expect(all.committed).not.toHaveProperty('failedWidgetDictionaries');
  });

  it('count only in the language of the page', () => {
    expect(reduce(committed, dictionaryLoaded({ lng: 'ru', id: 'live' })).committed).toBe(committed.committed);
  });

  it('leave the page object as it is when it did not miss them', () => {
    expect(reduce(committed, dictionaryLoaded({ lng: 'en', id: 'chrome' })).committed).toBe(committed.committed);
  });
});

describe('the same page committed again', () => {
  it('keeps the object the shell and every slot read, so nothing under it renders anew', () => {
    const first = reduce(undefined, navigationCommitted(page('/en/line')));
    const again = reduce(first, navigationCommitted(page('/en/line')));
    expect(again.committed).toBe(first.committed);
  });

  it('takes a commit that differs in anything, down to a parameter or a failed dictionary', () => {
    const first = reduce(undefined, navigationCommitted(page('/en/line')));
    expect(reduce(first, navigationCommitted({ ...page('/en/line'), params: { sport: 'football' } })).committed).toMatchObject({ params: { sport: 'football' } });
    expect(reduce(first, navigationCommitted({ ...page('/en/line'), failedDictionaries: ['sports'] })).committed?.failedDictionaries).toEqual(['sports']);
  });
});
