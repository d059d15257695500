// @vitest-environment jsdom
/**
 * The SEO block in the browser: the landing page keeps the server's markup without asking for
 * anything; a page the player moves to gets its text and pictures from the SEO API.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import type { CommittedPage } from '../../state/navigation.slice.ts';
import type { SeoBlock as SeoBlockType } from './SeoBlock.tsx';
import type { createTestApp as CreateTestApp } from '../../../tests/helpers/store.ts';
import type { Providers as ProvidersType, renderWithApp as RenderWithApp } from '../../../tests/helpers/render.tsx';

const SERVER_BLOCK = '<details class="seo-block__details"><summary class="seo-block__summary">Live betting at BetHub</summary><div class="seo-block__body"><p class="seo-block__text">From the server.</p></div></details>';

function answers(path: string, options: { query?: Record<string, unknown> } = {}): unknown {
  const page = String(options.query?.path);
  if (path === '/seo/content') return { routeId: 'slots', language: 'en', content: page === '/en/slots' ? { title: 'Slots at BetHub', paragraphs: ['Hundreds of slots.', 'Try them in demo mode.'] } : null };
  if (path === '/seo/visual') return { routeId: 'slots', language: 'en', images: [{ src: '/web-api/seo/images/reels.svg', alt: 'Three slot reels', width: 640, height: 240 }] };
  throw new Error(`unexpected call ${path}`);
}

let SeoBlock: typeof SeoBlockType;
let createTestApp: typeof CreateTestApp;
let renderWithApp: typeof RenderWithApp;
let Providers: typeof ProvidersType;
beforeEach(async () => {
  // The landing page is read once per document: every test starts with fresh modules (all of them,
  // so the block and the providers share one react-redux).
  vi.resetModules();
  ({ SeoBlock } = await import('./SeoBlock.tsx'));
  ({ createTestApp } = await import('../../../tests/helpers/store.ts'));
  ({ renderWithApp, Providers } = await import('../../../tests/helpers/render.tsx'));
});

const at = (pathname: string) => ({ location: { pathname, search: '', hash: '' }, lng: 'en' }) as CommittedPage;
afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
});

function setup() {
  const request = vi.fn(async (_method: string, path: string, options?: { query?: Record<string, unknown> }) => answers(path, options));
  const app = createTestApp({ request: request as never });
  return { app, request };
}

describe('SeoBlock', () => {
  it('keeps the server’s block of the landing page as it is, asking for nothing', async () => {
    const { app, request } = setup();
    // The server's page, as the browser finds it when the first page renders.
    const server = document.createElement('div');
    server.innerHTML = `<section id="seo-block" class="seo-block">${SERVER_BLOCK}</section>`;
    document.body.append(server);
    const landingHtml = server.querySelector('#seo-block')!.innerHTML;
    const { container, rerender } = renderWithApp(<SeoBlock page={at('/en/live')} />, app);
    server.remove();
    expect(container.querySelector('#seo-block')!.innerHTML).toBe(landingHtml);
    expect(screen.getByText('Live betting at BetHub')).toBeInTheDocument();
    rerender(
      <Providers app={app}>
        <SeoBlock page={at('/en/live')} />
      </Providers>,
    );
    expect(request).not.toHaveBeenCalled();

    // Away and back: the landing page's block is asked for like any other (its markup is not written again by script).
    for (const path of ['/en/slots', '/en/live']) {
      rerender(
        <Providers app={app}>
          <SeoBlock page={at(path)} />
        </Providers>,
      );
    }
    await vi.waitFor(() => expect(request).toHaveBeenCalledWith('GET', '/seo/content', expect.objectContaining({ query: { path: '/en/live' } })));
  });

  it('under Trusted Types, leaves the landing block as the player left it when the layout renders again (an opened text stays open)', () => {
    const created: string[] = [];
    // A browser enforcing Trusted Types: each createHTML is a new object.
    vi.stubGlobal('trustedTypes', { createPolicy: (_name: string, rules: { createHTML(input: string): string }) => ({ createHTML: (input: string) => (created.push(input), { toString: () => rules.createHTML(input) }) }) });
    try {
      const { app } = setup();
      const server = document.createElement('div');
      server.innerHTML = `<section id="seo-block" class="seo-block">${SERVER_BLOCK}</section>`;
      document.body.append(server);
      const { container, rerender } = renderWithApp(<SeoBlock page={at('/en/live')} />, app);
      server.remove();
      container.querySelector('details')!.setAttribute('open', '');
      rerender(
        <Providers app={app}>
          <SeoBlock page={at('/en/live')} />
        </Providers>,
      );
      expect(container.querySelector('details')).toHaveAttribute('open');
      expect(created).toHaveLength(1);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('asks for the text and pictures of a page the player moved to, folded under its title', async () => {
    const { app, request } = setup();
    const { container, rerender } = renderWithApp(<SeoBlock page={at('/en/live')} />, app);
    rerender(
      <Providers app={app}>
        <SeoBlock page={at('/en/slots')} />
      </Providers>,
    );
    const summary = await screen.findByText('Slots at BetHub');
    expect(summary.tagName).toBe('SUMMARY');
    expect(container.querySelector('details')).not.toHaveAttribute('open');
    expect(screen.getByText('Try them in demo mode.')).toBeInTheDocument();
    expect(await screen.findByAltText('Three slot reels')).toHaveAttribute('src', '/web-api/seo/images/reels.svg');
    expect(request).toHaveBeenCalledWith('GET', '/seo/content', expect.objectContaining({ query: { path: '/en/slots' } }));
  });

  it('shows nothing for a page without a text', async () => {
    const { app, request } = setup();
    const { container } = renderWithApp(<SeoBlock page={at('/en/account')} />, app);
    await vi.waitFor(() => expect(request).toHaveBeenCalledWith('GET', '/seo/content', expect.anything()));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(container.querySelector('#seo-block')).toBeEmptyDOMElement();
  });
});
