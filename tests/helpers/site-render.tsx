/**
 * Renders UI as one operator's site shows it: the real route manifests (as the build expands them)
 * and a site config installed in the store, without running the app's sagas. For components whose
 * output depends on what the region serves, such as links (src/plugin-api/navigation.tsx).
 */
import type { ReactNode } from 'react';
import { render, type RenderResult } from '@testing-library/react';
import type { SiteConfig } from '../../schemas/site-config.schema.ts';
import { ROUTE_MANIFESTS } from '../../src/generated/route-manifests.ts';
import { configInstalled } from '../../src/state/site-config.slice.ts';
import { createTestApp, type TestApp } from './store.ts';
import { Providers } from './render.tsx';

export interface SiteRenderOptions {
  /** The installed site config (e.g. a file of site-configs/); null: none installed yet. */
  config: unknown;
  /** Dictionaries to load into the app's i18n, by id (English). */
  dictionaries?: Readonly<Record<string, Readonly<Record<string, string>>>>;
  url?: string;
}

export function renderOnSite(ui: ReactNode, { config, dictionaries = {}, url }: SiteRenderOptions): RenderResult & { app: TestApp } {
  const app = createTestApp({ manifests: ROUTE_MANIFESTS, run: false });
  for (const [id, entries] of Object.entries(dictionaries)) app.i18n.addResourceBundle('en', id, entries);
  if (config !== null) app.store.dispatch(configInstalled(config as SiteConfig));
  return { ...render(<Providers app={app} url={url}>{ui}</Providers>), app };
}
