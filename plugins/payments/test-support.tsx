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
import { ROUTE_MANIFESTS } from '../../src/generated/route-manifests.ts';
import { configInstalled } from '../../src/state/site-config.slice.ts';
import { createTestApp, type TestApp } from '../../tests/helpers/store.ts';
import { renderWithApp } from '../../tests/helpers/render.tsx';
import type { SiteConfig } from '../../schemas/site-config.schema.ts';
import defaultConfig from '../../site-configs/default.json';
import en from '../../server/data/dictionaries/payments/en.json';

export type Request = (method: HttpMethod, path: string, options?: ApiRequestOptions) => Promise<unknown>;
export type Texts = typeof en;
export { en };

export function LocationProbe(): ReactNode {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

/** The app with `request` as its web API and the site config installed (with `config` merged over the default one). */
export async function paymentsApp(request: Request, config: Record<string, unknown> = {}): Promise<{ app: TestApp; request: Mock<Request> }> {
  const mock = vi.fn<Request>(request);
  const app = createTestApp({ manifests: ROUTE_MANIFESTS, config: defaultConfig, request: mock as never });
  app.i18n.addResourceBundle('en', 'payments', en, true, true);
  await waitFor(() => expect(app.state().siteConfig.config).not.toBeNull());
  // Fields another area's schema may not know yet are installed as they are, without the config load's check.
  if (Object.keys(config).length > 0) app.store.dispatch(configInstalled({ ...(defaultConfig as unknown as SiteConfig), ...config } as SiteConfig));
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
