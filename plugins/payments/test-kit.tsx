/**
 * Test set-up for the payments pages: the real store and remote-data saga (createTestApp) with the
 * real route manifests, the default site config and the payments dictionary, a fake web API per
 * test, and a probe that shows where the router is (the pages navigate after a payment).
 */
import type { ReactNode } from 'react';
import { expect, vi, type Mock } from 'vitest';
import { waitFor } from '@testing-library/react';
import { useLocation } from 'react-router';
import type { ApiRequestOptions, HttpMethod } from '@plugin-api';
import { createTestApp, type TestApp } from '../../tests/helpers/store.ts';
import { renderWithApp } from '../../tests/helpers/render.tsx';
import type { RouteManifest } from '../../schemas/route-manifest.schema.ts';
import defaultConfig from '../../site-configs/default.json';
import paymentsManifest from '../../route-manifests/payments.json';
import sportsManifest from '../../route-manifests/sports.json';
import authManifest from '../../route-manifests/auth.json';
import systemManifest from '../../route-manifests/system.json';
import en from './texts/en.json';

export type Request = (method: HttpMethod, path: string, options?: ApiRequestOptions) => Promise<unknown>;
export type Texts = typeof en;
export { en };

export function LocationProbe(): ReactNode {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

/** The plugin's own routes, and those its pages link to (home, sign-in, the 500 page). */
const MANIFESTS = [paymentsManifest, sportsManifest, authManifest, systemManifest] as unknown as RouteManifest[];

/** The app with `request` as its web API and the site config installed (with `config` merged over the default one); a guest unless `isAuthenticated`. */
export async function paymentsApp(request: Request, config: Record<string, unknown> = {}, { isAuthenticated = false } = {}): Promise<{ app: TestApp; request: Mock<Request> }> {
  const mock = vi.fn<Request>(request);
  const app = createTestApp({ manifests: MANIFESTS, config: { ...defaultConfig, ...config }, request: mock as never, isAuthenticated });
  app.i18n.addResourceBundle('en', 'payments', en, true, true);
  await waitFor(() => expect(app.state().siteConfig.config).not.toBeNull());
  return { app, request: mock };
}

export function renderPage(ui: ReactNode, app: TestApp, url: string) {
  return renderWithApp(
    <>
      {ui}
      <LocationProbe />
    </>,
    app,
    { url },
  );
}
