/**
 * The JavaScript the home page requests, measured in Chromium as e2e/first-load-budget.spec.ts
 * measures it (bench/measure-page-js.ts): the production build served by the reference server on
 * 127.0.0.1 at a free port, /en/ opened on a fresh phone-sized context, every script response's
 * body gzipped. It replaces the metafile estimate of "entry + static imports" (bench/bundle.ts),
 * which missed the chunks the page loads dynamically before it shows anything.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import type { Browser } from '@playwright/test';
import type { FastifyInstance } from 'fastify';
import { HOME_PAGE_JS_GZIP_BUDGET_BYTES, HOME_PAGE_JS_GZIP_TARGET_BYTES } from './budgets.ts';
import { describeScripts, kb, measurePageScripts } from './measure-page-js.ts';

const root = join(import.meta.dirname, '..');
const LAUNCH_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];
const PHONE = { width: 390, height: 844 };

export default async function bench(): Promise<string[]> {
  const executablePath = process.env.CHROMIUM_PATH || process.env.CHROME_PATH || '/usr/bin/chromium';
  const head = `JS the home page requests (/en/, gzip of every script response, React included; budget ${kb(HOME_PAGE_JS_GZIP_BUDGET_BYTES)}, target ${kb(HOME_PAGE_JS_GZIP_TARGET_BYTES)}: see bench/library-floor.ts)`;
  if (!existsSync(executablePath)) return [head, `  not measured: no Chromium at ${executablePath} (apt-get install -y chromium, or set CHROMIUM_PATH)`];
  if (!existsSync(join(root, 'dist', 'asset-map.json'))) return [head, '  not measured: no build in dist/ (npm run build)'];

  // As `NODE_ENV=production npm run serve`: the server renders pages with React's production build
  // (the development build renders slower and the page would wait on it). Set before the server is
  // imported; bench/run.ts runs each bench in a process of its own.
  process.env.NODE_ENV = 'production';
  const { chromium } = await import('@playwright/test');
  let server: FastifyInstance | null = null;
  let browser: Browser | null = null;
  try {
    const { buildServer } = await import('../server/app.ts');
    server = await buildServer({ rootDir: root, siteConfigId: 'default', production: true, logger: false });
    await server.listen({ host: '127.0.0.1', port: 0 });
    const { port } = server.server.address() as AddressInfo;
    const origin = `http://127.0.0.1:${port}`;
    browser = await chromium.launch({ executablePath, args: LAUNCH_ARGS });
    const context = await browser.newContext({ viewport: PHONE, hasTouch: true, locale: 'en-US', baseURL: origin });
    const page = await context.newPage();
    const scripts = await measurePageScripts(page, '/en/', {
      ready: (p) => p.getByRole('main').getByRole('heading', { name: 'Welcome to BetHub' }).waitFor({ state: 'visible', timeout: 10_000 }),
    });
    await context.close();
    const total = scripts.totalGzipBytes;
    const verdict = total <= HOME_PAGE_JS_GZIP_BUDGET_BYTES ? 'within budget' : `OVER BUDGET by ${kb(total - HOME_PAGE_JS_GZIP_BUDGET_BYTES)}`;
    return [
      head,
      `  ${kb(total)} in ${scripts.files.length} files: ${verdict} (Chromium ${browser.version()}, ${PHONE.width}×${PHONE.height})`,
      ...describeScripts(scripts, origin).map((line) => `  ${line}`),
    ];
  } catch (error) {
    return [head, `  not measured: ${(error as Error).message.split('\n')[0]}`];
  } finally {
    await browser?.close();
    await server?.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const line of await bench()) console.log(line);
}
