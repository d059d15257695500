// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import { createTestApp, type TestApp } from '../../../tests/helpers/store.ts';
import { makeSiteConfig } from '../../../tests/helpers/fixtures.ts';
import { renderWithApp } from '../../../tests/helpers/render.tsx';
import { ApiError } from '../../api/index.ts';
import { LoadState } from '../../state/remote-apps.slice.ts';
import type { RemoteViewAnswer } from './view-answer.ts';
import { RemoteView } from './RemoteView.tsx';

const VIEW: RemoteViewAnswer = {
  appName: 'technical-pages',
  title: 'Something went wrong on our side',
  codeToEval: 'window.remoteViewEvaluated = true;',
  scriptsToLoad: ['/remote-views/technical-pages/view.js', 'https://evil.example/steal.js', 'https://cdn.allowed.example/ok.js'],
  head: '<link rel="stylesheet" href="https://evil.example/x.css"><meta name="robots" content="noindex">',
  body:
    '<section class="tp-view"><p class="tp-view__lead" onclick="alert(1)" style="color:red">Your bets are safe</p>' +
    '<script>window.inlineRan = true</script><img src="x" onerror="window.imgRan = true">' +
    '<a href="/en/history">Bet history</a> <a href="https://elsewhere.example/">elsewhere</a></section>',
  style: '.tp-view{display:grid}',
  cssToLoad: ['/remote-views/technical-pages/view.css'],
};

const CONFIG = makeSiteConfig((c) => {
  c.remoteViews = { assetOrigins: ['https://cdn.allowed.example'] };
});

let warn: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  const nonceScript = document.createElement('script');
  nonceScript.setAttribute('nonce', 'n0nce');
  nonceScript.id = 'page-bootstrap';
  document.head.append(nonceScript);
});
afterEach(() => {
  warn.mockRestore();
  document.getElementById('page-bootstrap')?.remove();
  vi.useRealTimers();
});

function appWith(request: (method: string, path: string, options?: unknown) => Promise<unknown>): TestApp {
  return createTestApp({ config: CONFIG, request: vi.fn(request) as never });
}

async function configInstalled(app: TestApp): Promise<void> {
  await waitFor(() => expect(app.state().siteConfig.status).toBe('installed'));
}

const warnings = (): string => warn.mock.calls.map((call: unknown[]) => String(call[0])).join('\n');

describe('RemoteView', () => {
  it('asks in the json render mode, then shows the sanitised view with its style and allowed scripts under the nonce', async () => {
    const request = vi.fn(async () => structuredClone(VIEW));
    const app = appWith(request);
    await configInstalled(app);
    const view = renderWithApp(<RemoteView app="technical-pages" route="error-500" url="/en/500" lng="en" />, app);
    expect(screen.getByRole('status')).toBeInTheDocument();

    expect(await screen.findByRole('heading', { level: 2, name: VIEW.title })).toBeInTheDocument();
    expect(request).toHaveBeenCalledWith('GET', '/remote-views/technical-pages', {
      query: { route: 'error-500', url: '/en/500', lang: 'en' },
      headers: { 'X-Render-Mode': 'json', 'X-Force-Spa': '1' },
    });
    const lead = await screen.findByText('Your bets are safe');
    expect(lead).not.toHaveAttribute('onclick');
    expect(lead).not.toHaveAttribute('style');
    expect(view.container.querySelector('script')).toBeNull();
    expect(view.container.querySelector('img')?.getAttribute('onerror')).toBeNull();

    const style = document.head.querySelector<HTMLStyleElement>('style[data-remote-view="technical-pages"]');
    expect(style?.textContent).toBe(VIEW.style);
    expect(style?.nonce).toBe('n0nce');
    const scripts = [...document.body.querySelectorAll<HTMLScriptElement>('script[data-remote-view]')];
    expect(scripts.map((s) => s.src)).toEqual([`${window.location.origin}/remote-views/technical-pages/view.js`, 'https://cdn.allowed.example/ok.js']);
    expect(scripts.every((s) => s.nonce === 'n0nce')).toBe(true);
    const sheets = [...document.head.querySelectorAll<HTMLLinkElement>('link[data-remote-view]')].map((l) => l.href);
    expect(sheets).toEqual([`${window.location.origin}/remote-views/technical-pages/view.css`]);

    // Refused, and said so in the log: code to evaluate, a script and a stylesheet from elsewhere.
    expect(warnings()).toContain('codeToEval refused');
    expect(warnings()).toContain('script https://evil.example/steal.js refused');
    expect(warnings()).toContain('stylesheet https://evil.example/x.css refused');
    expect((window as { remoteViewEvaluated?: boolean }).remoteViewEvaluated).toBeUndefined();

    expect(app.state().remoteApps['technical-pages']).toMatchObject({ state: LoadState.Ready, users: 1, failures: 0 });
    view.unmount();
    expect(document.querySelectorAll('[data-remote-view]')).toHaveLength(0);
    expect(app.state().remoteApps['technical-pages']?.state).toBe(LoadState.NotExist);
  });

  it('follows a same-site link through the router and leaves other links alone', async () => {
    const app = appWith(async () => structuredClone(VIEW));
    renderWithApp(<RemoteView app="technical-pages" route="error-500" url="/en/500" lng="en" />, app);
    const link = await screen.findByRole('link', { name: 'Bet history' });
    await act(async () => link.click());
    expect(app.composerServices.navigate).toHaveBeenCalledWith('/en/history');
    // jsdom cannot leave the page: stop the browser's own navigation after the view had its say.
    const stopLeaving = (event: Event): void => event.preventDefault();
    document.addEventListener('click', stopLeaving);
    const event = new MouseEvent('click', { bubbles: true, cancelable: true });
    screen.getByRole('link', { name: 'elsewhere' }).dispatchEvent(event);
    document.removeEventListener('click', stopLeaving);
    expect(app.composerServices.navigate).toHaveBeenCalledTimes(1);
  });

  it('retries a failing view after 1, 2 and 4 seconds, then says so with a refresh button that asks again', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: false });
    let fail = true;
    const request = vi.fn(async () => {
      if (fail) throw new ApiError('Bad gateway', 503);
      return structuredClone(VIEW);
    });
    const app = appWith(request);
    renderWithApp(<RemoteView app="technical-pages" route="error-500" url="/en/500" lng="en" />, app);
    const calls = (): number => request.mock.calls.filter((c) => (c as unknown[])[1] === '/remote-views/technical-pages').length;
    await act(async () => vi.advanceTimersByTimeAsync(10));
    expect(calls()).toBe(1);
    await act(async () => vi.advanceTimersByTimeAsync(990));
    expect(calls()).toBe(2);
    await act(async () => vi.advanceTimersByTimeAsync(1990));
    expect(calls()).toBe(2);
    await act(async () => vi.advanceTimersByTimeAsync(20));
    expect(calls()).toBe(3);
    await act(async () => vi.advanceTimersByTimeAsync(4000));
    expect(calls()).toBe(4);
    await act(async () => vi.advanceTimersByTimeAsync(10_000));
    expect(calls()).toBe(4);

    const alert = screen.getByRole('alert');
    // main_dictionary_load_error and main_dictionary_refresh_page
    expect(alert).toHaveTextContent('The texts of this page could not be loaded');
    expect(alert).toHaveTextContent('Refresh the page to try again');
    expect(app.state().remoteApps['technical-pages']).toMatchObject({ state: LoadState.Error, failures: 4, lastError: '503 Bad gateway' });

    fail = false;
    await act(async () => screen.getByRole('button', { name: 'Refresh page' }).click());
    vi.useRealTimers();
    expect(await screen.findByRole('heading', { level: 2, name: VIEW.title })).toBeInTheDocument();
    expect(calls()).toBe(5);
    expect(app.state().remoteApps['technical-pages']?.state).toBe(LoadState.Ready);
  });

  it('does not ask again for a view the application does not have (404), and never shows a wrong answer', async () => {
    const missing = appWith(async () => {
      throw new ApiError('The application "technical-pages" has no view for the route "home"', 404);
    });
    const first = renderWithApp(<RemoteView app="technical-pages" route="home" url="/en/" lng="en" />, missing);
    expect(await screen.findByRole('alert')).toHaveTextContent('The texts of this page could not be loaded');
    expect(missing.services.api.request).toHaveBeenCalledTimes(1);
    first.unmount();

    const wrong = appWith(async () => ({ ...VIEW, body: 42 }));
    renderWithApp(<RemoteView app="technical-pages" route="error-500" url="/en/500" lng="en" />, wrong);
    await waitFor(() => expect(wrong.state().remoteApps['technical-pages']?.failures).toBe(1));
    expect(screen.queryByRole('heading', { level: 2 })).toBeNull();
  });
});
