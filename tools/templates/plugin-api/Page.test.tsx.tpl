// @vitest-environment jsdom
/** The __TITLE__ page as a player finds it, reading its own API from the reference server (the one test kit). */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { ApiError } from '@plugin-api';
import { createTestApp } from '../../tests/helpers/store.ts';
import { renderWithApp } from '../../tests/helpers/render.tsx';
import { startTestServer, type ApiCall, type TestServer } from '../../server/test-kit/index.ts';
import manifest from '../../route-manifests/__ID__.json';
// The home page's route, for the link back to it.
import sportsManifest from '../../route-manifests/sports.json';
import defaultConfig from '../../site-configs/default.json';
import en from './texts/en.json';
import ru from './texts/ru.json';
import { __NAME__Page } from './__NAME__Page.tsx';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});
afterEach(cleanup);

async function renderPage(request: ApiCall) {
  const app = createTestApp({ config: defaultConfig, manifests: [manifest, sportsManifest] as never, request: request as never });
  app.i18n.addResourceBundle('en', '__ID__', en);
  // The site config arrives through the root saga, as in the browser: links and reads wait for it.
  for (let i = 0; i < 100 && !app.state().siteConfig.config; i += 1) await new Promise((resolve) => setTimeout(resolve, 5));
  return renderWithApp(<__NAME__Page routeId="__ID__" params={{}} query="" lng="en" />, app);
}

describe('__TITLE__ page', () => {
  it('shows its title and the entries its API answers, and links to the home page', async () => {
    await renderPage(server.guest());
    expect(screen.getByRole('heading', { level: 1, name: en.__KEY___title })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: 'The first entry' }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: en.__KEY___home_link })).toHaveAttribute('href', '/en/');
  });

  it('says so when there is nothing, and offers a retry when the call fails', async () => {
    await renderPage(async () => ({ entries: [] }));
    expect(await screen.findByText(en.__KEY___empty)).toBeInTheDocument();
    cleanup();
    await renderPage(async () => {
      throw new ApiError('The service is down', 503);
    });
    expect(await screen.findByRole('alert')).toBeInTheDocument();
  });

  it('has every text in Russian too', () => {
    expect(Object.keys(ru).sort()).toEqual(Object.keys(en).sort());
  });
});
