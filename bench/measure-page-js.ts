/**
 * "The JavaScript a page requests", measured as the browser requests it: every response whose
 * request is of resourceType `script`, each body (decoded) gzipped with Node's zlib at its default
 * level. A size, not a time, so it is stable from run to run. Used by e2e/first-load-budget.spec.ts
 * (which fails over HOME_PAGE_JS_GZIP_BUDGET_BYTES) and bench/home-js.ts (which prints it).
 *
 * No default export: bench/run.ts skips this module.
 */
import { gzipSync } from 'node:zlib';
import type { Page, Request, Response } from '@playwright/test';

/** As Playwright's networkidle: no request in flight for this long. */
const QUIET_MS = 500;
const QUIET_TIMEOUT_MS = 10_000;

export interface PageScript {
  url: string;
  /** HTTP status of the response (a script served from the memory cache still reports its status). */
  status: number;
  /** gzipSync(decoded body).length; 0 when the body could not be read (a redirect, say). */
  gzipBytes: number;
}

export interface PageScripts {
  /** One entry per script response, in the order they arrived; a script requested twice shows twice. */
  files: PageScript[];
  totalGzipBytes: number;
}

export interface MeasureOptions {
  /**
   * Awaited after the navigation has reached network idle: wait here for the page's content (the
   * home heading, say), so chunks it loads lazily before showing are counted. The network is then
   * awaited quiet again (no request in flight for QUIET_MS) before the bodies are read.
   */
  ready?: (page: Page) => Promise<void>;
}

/**
 * Opens `url` in `page` (relative URLs resolve against the context's baseURL), waits for network
 * idle and `ready`, and returns every script the page requested with its gzip size. Open it on a
 * fresh context so nothing comes from a cache the measure does not see.
 */
export async function measurePageScripts(page: Page, url: string, options: MeasureOptions = {}): Promise<PageScripts> {
  const responses: Response[] = [];
  const inFlight = new Set<Request>();
  let lastActivity = Date.now();
  const onRequest = (request: Request) => {
    inFlight.add(request);
    lastActivity = Date.now();
  };
  const onDone = (request: Request) => {
    inFlight.delete(request);
    lastActivity = Date.now();
  };
  const onResponse = (response: Response) => {
    if (response.request().resourceType() === 'script') responses.push(response);
  };
  page.on('request', onRequest);
  page.on('requestfinished', onDone);
  page.on('requestfailed', onDone);
  page.on('response', onResponse);
  try {
    await page.goto(url, { waitUntil: 'networkidle' });
    if (options.ready) {
      await options.ready(page);
      // waitForLoadState('networkidle') would return at once (the state was reached before): watch the requests.
      const deadline = Date.now() + QUIET_TIMEOUT_MS;
      while (inFlight.size > 0 || Date.now() - lastActivity < QUIET_MS) {
        if (Date.now() > deadline) throw new Error(`the network did not go quiet within ${QUIET_TIMEOUT_MS} ms of ${url} being ready`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    }
  } finally {
    page.off('request', onRequest);
    page.off('requestfinished', onDone);
    page.off('requestfailed', onDone);
    page.off('response', onResponse);
  }
  const files: PageScript[] = [];
  for (const response of responses) {
    let gzipBytes = 0;
    try {
      gzipBytes = gzipSync(await response.body()).length;
    } catch {
      // No body to read (a redirect); the status says why.
    }
    files.push({ url: response.url(), status: response.status(), gzipBytes });
  }
  return { files, totalGzipBytes: files.reduce((sum, file) => sum + file.gzipBytes, 0) };
}

/** "12.3 KB" (1 KB = 1024 bytes, as the budgets are written). */
export const kb = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KB`;

/** One line per file, largest first, for a failure message or a bench listing. */
export function describeScripts(scripts: PageScripts, origin?: string): string[] {
  return [...scripts.files]
    .sort((a, b) => b.gzipBytes - a.gzipBytes)
    .map((file) => {
      const name = origin && file.url.startsWith(origin) ? file.url.slice(origin.length) : file.url;
      return `${kb(file.gzipBytes).padStart(9)}  ${file.status}  ${name}`;
    });
}
