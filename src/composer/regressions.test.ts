// Regressions found by the core test pass; each was a real bug a player or operator would hit.
import { describe, it, expect, vi } from 'vitest';
import { createTestApp, until } from '../../tests/helpers/store.ts';
import { fakeSource, PAGES_MANIFEST, makePlugins } from '../../tests/helpers/fixtures.ts';
import { definePlugin } from '../plugin-api/define-plugin.ts';
import { createI18n } from '../i18n/create-i18n.ts';
import { compileRouteTable } from './route-table.ts';
import { notificationShown } from '../state/notifications.slice.ts';
import { remoteAppsSlice } from '../state/remote-apps.slice.ts';

describe('core regressions', () => {
  it('a malformed escape commits a 404 in the URL language without redirecting', async () => {
    const app = createTestApp();
    app.go('/en/line/%E0%A4%A');
    await until(() => expect(app.committed()).not.toBeNull());
    expect(app.navigate).not.toHaveBeenCalled();
    expect(app.committed()).toMatchObject({ status: 404, lng: 'en' });
  });

  it('a modal opened by the query has its dictionaries loaded before commit', async () => {
    const app = createTestApp();
    app.go('/en/fast?transfer-user=1');
    await until(() => expect(app.committed()).not.toBeNull());
    expect(app.api.dictionary).toHaveBeenCalledWith('en', 'transfer');
  });

  it('a module with the wrong id is forgotten like any failed load, and reported', async () => {
    const source = fakeSource(PAGES_MANIFEST, definePlugin({ id: 'impostor', extensions: {} }));
    const failed: string[] = [];
    const plugins = makePlugins([source], { failed: (id) => failed.push(id) });
    await expect(plugins.load('pages')).rejects.toThrow();
    expect(failed).toEqual(['pages']);
    await expect(plugins.load('pages')).rejects.toThrow();
    expect(source.load.mock.calls).toEqual([[0], [1]]);
  });

  it('href keeps static segments after a missing optional param', () => {
    const { table } = compileRouteTable([{ area: 'x', routes: [{ id: 'r', path: 'a/:x?/b' }] }]);
    expect(table.href('r', 'en')).toBe('/en/a/b');
  });

  it('texts added to one i18n instance do not leak into another', () => {
    createI18n('en').addResourceBundle('en', 'main', { main_page_not_found: 'Nope' }, true, true);
    expect(createI18n('en').t('main_page_not_found')).toBe('This page could not be found');
  });

  it('a popup shown again keeps its full 10 s', async () => {
    vi.useFakeTimers();
    try {
      const app = createTestApp();
      const popup = { id: 'x', variant: 'info', titleKey: 'main_done', messageKey: 'saved' } as const;
      app.store.dispatch(notificationShown(popup));
      await vi.advanceTimersByTimeAsync(8_000);
      app.store.dispatch(notificationShown(popup));
      await vi.advanceTimersByTimeAsync(2_000);
      expect(app.state().notifications.items.map((n) => n.id)).toEqual(['x']);
      await vi.advanceTimersByTimeAsync(8_001);
      expect(app.state().notifications.items).toEqual([]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('a late failure after ready leaves the entry as it was', () => {
    const ready = { app: { state: 2 as const, users: 1, failures: 0, lastError: null } };
    expect(remoteAppsSlice.reducer(ready, remoteAppsSlice.actions.remoteAppFailed({ appId: 'app', error: 'late' }))).toEqual(ready);
  });
});
