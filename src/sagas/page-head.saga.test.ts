// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { runSaga, stdChannel, type Task } from 'redux-saga';
import { navigationCommitted, type CommittedPage } from '../state/navigation.slice.ts';
import { PAGE_DATA_PATH, watchPageHead } from './page-head.saga.ts';
import { ANNOUNCER_ID } from './page-head-writer.ts';

function committed(pathname: string): CommittedPage {
  return { location: { pathname, search: '', hash: '' }, lng: 'en', routeId: 'x', params: {}, status: 200, failedDictionaries: [] };
}

type Request = (method: string, path: string, options?: { query?: { path?: string } }) => Promise<unknown>;

function start(request: Request) {
  const channel = stdChannel();
  const warn = vi.fn();
  const task: Task = runSaga({ channel, dispatch: (a) => channel.put(a as never), getState: () => ({}), context: { services: { api: { request }, log: { warn, error: vi.fn() } } } }, watchPageHead, document);
  return { move: (pathname: string) => channel.put(navigationCommitted(committed(pathname))), warn, task };
}

const ORIGIN = 'https://bet.example';
/** The SEO page data of `path` (an English page with a Russian version) as the server answers it. */
function pageData(path: string, title: string, description: string, robots = 'index, follow') {
  const rest = path.slice(3);
  return {
    routeId: 'x',
    language: 'en',
    title,
    description,
    metaRobots: robots,
    canonical: ORIGIN + path,
    alternates: [
      { hreflang: 'en', href: `${ORIGIN}/en${rest}` },
      { hreflang: 'ru', href: `${ORIGIN}/ru${rest}` },
      { hreflang: 'x-default', href: `${ORIGIN}/en${rest}` },
    ],
    mediaAlternates: [],
    metas: [
      { property: 'og:title', content: title },
      { property: 'og:description', content: description },
      { property: 'og:url', content: ORIGIN + path },
    ],
  };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const description = () => document.head.querySelector('meta[name="description"]')?.getAttribute('content');

let running: Task | null = null;
afterEach(() => {
  running?.cancel();
  document.title = '';
  document.head.innerHTML = '';
  document.getElementById(ANNOUNCER_ID)?.remove();
});

describe('page head saga', () => {
  it("takes each new page's title and description from the SEO page data and says the title politely", async () => {
    document.title = 'Server title';
    const pages: Record<string, unknown> = {
      '/en/live': pageData('/en/live', 'Live betting | Site', 'Live games now'),
      '/en/line': { ...pageData('/en/line', 'Sports betting | Site', 'All the line', 'noindex, follow'), alternates: [], mediaAlternates: [{ media: 'only screen and (min-width: 1024px)', href: 'https://desktop.example/en/line' }] },
    };
    const request = vi.fn<Request>(async (_method, _path, options) => pages[options?.query?.path ?? '']);
    const head = start(request);
    running = head.task;

    // The first page is the one the server rendered: its head is already right, nothing is asked.
    head.move('/en/');
    await settle();
    expect(request).not.toHaveBeenCalled();
    expect(document.title).toBe('Server title');
    expect(document.getElementById(ANNOUNCER_ID)).toBeNull();

    head.move('/en/live');
    await vi.waitFor(() => expect(document.title).toBe('Live betting | Site'));
    expect(request).toHaveBeenCalledWith('GET', PAGE_DATA_PATH, { query: { path: '/en/live' } });
    expect(description()).toBe('Live games now');
    // The whole head follows the page, not only its title.
    const attr = (selector: string, name: string) => [...document.head.querySelectorAll(selector)].map((e) => e.getAttribute(name));
    expect(attr('link[rel="canonical"]', 'href')).toEqual(['https://bet.example/en/live']);
    expect(attr('link[rel="alternate"][hreflang]', 'href')).toEqual(['https://bet.example/en/live', 'https://bet.example/ru/live', 'https://bet.example/en/live']);
    expect(attr('meta[property="og:url"]', 'content')).toEqual(['https://bet.example/en/live']);
    expect(attr('meta[property="og:title"]', 'content')).toEqual(['Live betting | Site']);
    expect(attr('meta[name="robots"]', 'content')).toEqual(['index, follow']);
    const announcer = document.getElementById(ANNOUNCER_ID)!;
    expect(announcer.getAttribute('aria-live')).toBe('polite');
    expect(announcer.textContent).toBe('Live betting | Site');
    expect(document.getElementById('root')?.contains(announcer) ?? false).toBe(false);

    head.move('/en/line');
    await vi.waitFor(() => expect(document.title).toBe('Sports betting | Site'));
    expect(description()).toBe('All the line');
    expect(document.querySelectorAll(`#${ANNOUNCER_ID}`)).toHaveLength(1);
    expect(document.head.querySelectorAll('meta[name="description"]')).toHaveLength(1);
    // What the previous page had and this one has not is gone; nothing is written twice.
    expect(attr('link[rel="alternate"][hreflang]', 'href')).toEqual([]);
    expect(attr('link[rel="alternate"][media]', 'href')).toEqual(['https://desktop.example/en/line']);
    expect(attr('meta[name="robots"]', 'content')).toEqual(['noindex, follow']);
    expect(attr('link[rel="canonical"]', 'href')).toEqual(['https://bet.example/en/line']);
    expect(attr('meta[property="og:url"]', 'content')).toEqual(['https://bet.example/en/line']);
    expect(announcer.textContent).toBe('Sports betting | Site');

    // A query change (a modal opening) is the same page: nothing is asked again.
    request.mockClear();
    head.move('/en/line');
    await settle();
    expect(request).not.toHaveBeenCalled();
  });

  it('keeps the title when the page data cannot be had, and only the latest of quick moves is shown', async () => {
    document.title = 'Server title';
    let release: (value: unknown) => void = () => {};
    const request = vi.fn<Request>((_method, _path, options) => {
      const path = options?.query?.path;
      if (path === '/en/broken') return Promise.reject(new Error('503'));
      if (path === '/en/slow') return new Promise((resolve) => (release = resolve));
      if (path === '/en/empty') return Promise.resolve({ title: '' });
      return Promise.resolve(pageData('/en/slots', 'Casino | Site', ''));
    });
    const head = start(request);
    running = head.task;

    head.move('/en/');
    head.move('/en/broken');
    await vi.waitFor(() => expect(head.warn).toHaveBeenCalledTimes(1));
    head.move('/en/empty');
    await vi.waitFor(() => expect(head.warn).toHaveBeenCalledTimes(2));
    expect(document.title).toBe('Server title');

    head.move('/en/slow');
    head.move('/en/slots');
    await vi.waitFor(() => expect(document.title).toBe('Casino | Site'));
    release(pageData('/en/slow', 'Slow page | Site', 'late'));
    await settle();
    expect(document.title).toBe('Casino | Site');
  });
});
