// @vitest-environment jsdom
import { describe, it, expect, vi, beforeEach, afterEach } from 'vitest';
import { act, screen, waitFor, within, fireEvent } from '@testing-library/react';
import { Shell } from './Shell.tsx';
import { createTestApp, dictionaryAnswer } from '../../tests/helpers/store.ts';
import { renderWithApp } from '../../tests/helpers/render.tsx';
import { defaultSources, makeSiteConfig, singleExtensionPlugin } from '../../tests/helpers/fixtures.ts';
import { connectionLost } from '../state/connectivity.slice.ts';

beforeEach(() => {
  // Failing plugin loads are logged by loadable, React and the slot; the tests look at the screen.
  vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('Shell and PageOutlet', () => {
  it("shows the site's frame with a page skeleton until a page is committed, then the page inside the layout", async () => {
    const app = createTestApp();
    renderWithApp(<Shell />, app);
    // Before the site config there is nothing to frame with.
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-busy', 'true');
    // What a page for players shows while the session check is out (and the server's first paint of it).
    const skeleton = await screen.findByRole('status', { busy: true });
    expect(skeleton).toHaveAttribute('aria-busy', 'true');
    expect(skeleton.closest('main')).not.toBeNull();
    expect(await screen.findByText('Site header')).toBeInTheDocument();
    expect(await screen.findByText('Bottom navigation')).toBeInTheDocument();
    app.go('/en/');
    expect(await screen.findByRole('heading', { name: 'Home page' })).toBeInTheDocument();
    expect(screen.queryByRole('status', { busy: true })).toBeNull();
    expect(document.documentElement.lang).toBe('en');
  });

  it('shows only a preloader before a page whose layout has no header or navigation (a block page)', async () => {
    const app = createTestApp();
    renderWithApp(<Shell />, app, { url: '/en/block' });
    await waitFor(() => expect(app.state().siteConfig.status).toBe('installed'));
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByRole('main')).toBeNull();
    expect(screen.queryByText('Site header')).toBeNull();
  });

  it('passes the parsed params to the page', async () => {
    const app = createTestApp();
    renderWithApp(<Shell />, app);
    app.go('/ru/game/42');
    expect(await screen.findByRole('heading', { name: 'Game 42' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('ru');
  });

  it("shows 'This page could not be found' for a committed 404, inside the site's header and navigation", async () => {
    const app = createTestApp();
    renderWithApp(<Shell />, app);
    app.go('/en/no/such/page');
    expect(await screen.findByRole('heading', { name: 'This page could not be found' })).toBeInTheDocument();
    expect(screen.getByText('404')).toBeInTheDocument();
    expect(await screen.findByText('Site header')).toBeInTheDocument();
  });

  it("shows the dictionary error when the page's own texts failed, and Try again loads them in place", async () => {
    let broken = true;
    const app = createTestApp({
      // An answer that breaks the dictionary schema fails at once (no retry wait).
      dictionary: async (lng, id) => (id === 'pages' && broken ? ({ id, lang: lng, entries: { broken: 1 } } as never) : dictionaryAnswer(lng, id)),
    });
    renderWithApp(<Shell />, app);
    app.go('/en/fast');
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'The texts of this page could not be loaded' })).toBeInTheDocument();
    expect(within(alert).getByText('Check your connection and try again.')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Page fast' })).toBeNull();
    // The shell around the page still works.
    expect(await screen.findByText('Site header')).toBeInTheDocument();
    broken = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Page fast' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(app.composerServices.reloadPage).not.toHaveBeenCalled();
  });

  it('says the site is offline over the preloader and the config error as well, not only inside a page', async () => {
    const app = createTestApp({ config: makeSiteConfig((c) => void (c.languages.default = 'english')) });
    renderWithApp(<Shell />, app);
    act(() => void app.store.dispatch(connectionLost()));
    expect(screen.getByRole('progressbar')).toBeInTheDocument();
    expect(screen.getByText('You are offline.')).toBeInTheDocument();
    app.go('/en/');
    expect(await screen.findByRole('heading', { name: 'The site could not be loaded' })).toBeInTheDocument();
    expect(screen.getByText('You are offline.')).toBeInTheDocument();
  });

  it('shows the config error with a refresh button when the site config is invalid', async () => {
    const app = createTestApp({ config: makeSiteConfig((c) => void (c.languages.default = 'english')) });
    renderWithApp(<Shell />, app);
    app.go('/en/');
    expect(await screen.findByRole('heading', { name: 'The site could not be loaded' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Refresh page' }));
    expect(app.composerServices.reloadPage).toHaveBeenCalledTimes(1);
  });

  it('renders a block page in the blocked layout without the site navigation', async () => {
    const app = createTestApp({ blocks: async () => ({ displayTypeId: 1, templateTypeId: 0 }) });
    renderWithApp(<Shell />, app);
    app.go('/en/fast');
    expect(await screen.findByRole('heading', { name: 'Page block' })).toBeInTheDocument();
    expect(screen.queryByText('Site header')).toBeNull();
    expect(screen.queryByText('Bottom navigation')).toBeNull();
  });

  it('keeps the page when the header, footer and bottom navigation plugin fails to load', async () => {
    const sources = defaultSources();
    // The chrome plugin (header, bottom navigation, footer) cannot load at all.
    sources[1]!.load.mockRejectedValue(new Error('chunk failed'));
    const app = createTestApp({ sources });
    renderWithApp(<Shell />, app);
    app.go('/en/');
    expect(await screen.findByRole('heading', { name: 'Home page' })).toBeInTheDocument();
    expect(screen.queryByText('Site header')).toBeNull();
  });

  it('opens the modal named by the query and closes it by navigating without that parameter', async () => {
    const app = createTestApp({
      followRedirects: false,
      dictionary: async (lng, id) => dictionaryAnswer(lng, id, id === 'main' ? { main_close: 'Close' } : {}),
    });
    renderWithApp(<Shell />, app);
    app.go('/en/fast?coupon-settings-modal=1&ref=7#x');
    // The dialog is named by the heading its modal shows, not by the query that opened it.
    const dialog = await screen.findByRole('dialog', { name: 'Modal body' });
    expect(await within(dialog).findByText('Modal body')).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(app.composerServices.navigate).toHaveBeenCalledWith('/en/fast?ref=7#x', { replace: true });
  });
});

describe('signed-in widgets (site config shell.signedIn)', () => {
  const withWidget = () =>
    makeSiteConfig((c) => {
      c.shell.signedIn = ['guard/follow'];
    });
  const sources = () => [...defaultSources(), singleExtensionPlugin('guard', 'follow', () => <p>Following the player</p>)];

  it('shows them on every page while a player is signed in', async () => {
    const app = createTestApp({ config: withWidget(), sources: sources(), isAuthenticated: true });
    renderWithApp(<Shell />, app);
    app.go('/en/');
    expect(await screen.findByText('Following the player')).toBeInTheDocument();
    app.go('/en/no/such/page');
    expect(await screen.findByRole('heading', { name: 'This page could not be found' })).toBeInTheDocument();
    expect(screen.getByText('Following the player')).toBeInTheDocument();
  });

  it('never loads them for a guest', async () => {
    const app = createTestApp({ config: withWidget(), sources: sources() });
    renderWithApp(<Shell />, app);
    app.go('/en/');
    expect(await screen.findByRole('heading', { name: 'Home page' })).toBeInTheDocument();
    expect(screen.queryByText('Following the player')).toBeNull();
    expect(app.plugins.peek('guard')).toBeUndefined();
  });
});
