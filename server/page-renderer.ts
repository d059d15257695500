/**
 * The build's page renderer (dist/server/render.js, built from src/app/server-render.tsx): the
 * first screen of a route as HTML, from the same components the browser runs. Loaded once in
 * production; in development again whenever the build rewrote it, so a rebuild shows without a
 * restart. Until the project is built there is none, and the shell is sent bare as before.
 */
import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { RedirectedPage, RenderedPage, RenderRequest } from '../src/app/server-render.tsx';

export type { RedirectedPage, RenderedPage, RenderRequest };

export interface PageRenderer {
  renderPage(request: RenderRequest): Promise<RenderedPage | RedirectedPage | null>;
}

export const RENDERER_FILE = join('server', 'render.js');

export function createPageRendererSource(distDir: string, production: boolean): () => Promise<PageRenderer | undefined> {
  const file = join(distDir, RENDERER_FILE);
  let loaded: { version: number; renderer: PageRenderer } | undefined;
  return async () => {
    let version: number;
    try {
      version = (await stat(file)).mtimeMs;
    } catch {
      return undefined;
    }
    if (loaded && (production || loaded.version === version)) return loaded.renderer;
    const renderer = (await import(`${pathToFileURL(file).href}?v=${version}`)) as PageRenderer;
    loaded = { version, renderer };
    return renderer;
  };
}
