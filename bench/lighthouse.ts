/**
 * Lighthouse on the production build: the reference server on 127.0.0.1 at a free
 * port, Debian's Chromium launched by chrome-launcher (CHROME_PATH or CHROMIUM_PATH override it),
 * Lighthouse's default config, i.e. its mobile preset: a Moto G Power sized screen, simulated
 * throttling of a slow 4G network and a CPU slowed 4×.
 *
 * Each page (/en/, /en/live, /en/line, /en/slots, a game of the line, and the office menu of the signed-in
 * demo player; LIGHTHOUSE_PAGES=/en/line,/en/office picks by prefix) is run LIGHTHOUSE_RUNS times (3), each
 * run in a fresh Chromium,
 * and the MEDIAN RUN BY PERFORMANCE SCORE is reported (runs ordered by score, equal scores by LCP): every figure of a line
 * comes from that one run, so they agree with each other. Printed: performance score, FCP, LCP, CLS,
 * TBT, Speed Index, the accessibility, best-practices and SEO scores, and the JavaScript requested
 * (transfer size and count of the Script requests in the network-requests audit: as compressed on the
 * wire, the server sends brotli), beside the budgets of bench/budgets.ts.
 *
 * LIGHTHOUSE_SAVE=<folder> also keeps every run's whole report (JSON) there.
 *
 * Minutes, not seconds: never part of `npm test`. `BENCH_ONLY=lighthouse npm run bench` runs it alone;
 * `npx tsx bench/lighthouse.ts` runs it on the current dist/ without building.
 */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import type { Result } from 'lighthouse';
import {
  LIGHTHOUSE_ACCESSIBILITY_MIN,
  LIGHTHOUSE_BEST_PRACTICES_MIN,
  LIGHTHOUSE_CLS_MAX,
  LIGHTHOUSE_LCP_MAX_MS,
  LIGHTHOUSE_PERFORMANCE_MIN,
  LIGHTHOUSE_SEO_MIN,
  LIGHTHOUSE_TBT_MAX_MS,
} from './budgets.ts';

const root = join(import.meta.dirname, '..');
/**
 * A page measured, and for a signed-in page the cookies of a session (sent with every request of the
 * run). The casino lobby is the heaviest page a phone renders: thousands of games with pictures.
 */
interface BenchPage {
  path: string;
  /** Signed in as the demo player before each run, with the cookies in the browser's own jar. */
  signedIn?: boolean;
}
const GUEST_PAGES = ['/en/', '/en/live', '/en/line', '/en/slots'];
/** The seeded demo player (README "Sign-in"); login and password travel base64-encoded. */
const DEMO = { login: 'demo', password: 'demo1234' };

/** The six pages of issue 26: the four above, a game of the line, and the office menu of a signed-in player. */
async function benchPages(origin: string): Promise<BenchPage[]> {
  const games = (await (await fetch(`${origin}/web-api/sports/games?section=line&sport=football`)).json()) as { games: { id: number; sport: string; champId: number }[] };
  const game = games.games[0];
  if (!game) throw new Error('the reference feed has no football game in the line now');
  return [...GUEST_PAGES.map((path) => ({ path })), { path: `/en/line/${game.sport}/${game.champId}/${game.id}` }, { path: '/en/office/menu', signedIn: true }];
}

/**
 * What a browser signed in as the demo player holds: the server's session cookie, and the user token
 * the app keeps in a cookie of its own after signing in (src/app/token-cookie.ts). A fresh sign-in per
 * run, each session its own.
 */
async function signedInCookies(origin: string): Promise<{ name: string; value: string; url: string }[]> {
  const base64 = (text: string) => Buffer.from(text, 'utf8').toString('base64');
  const login = await fetch(`${origin}/web-api/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ login: base64(DEMO.login), password: base64(DEMO.password), save: false }),
  });
  if (!login.ok) throw new Error(`the demo player could not sign in (${login.status})`);
  const { data } = (await login.json()) as { data: { token: string } };
  const pairs = [...login.headers.getSetCookie().map((line) => line.split(';', 1)[0]!), `user_token=${data.token}`];
  return pairs.map((pair) => ({ name: pair.slice(0, pair.indexOf('=')), value: pair.slice(pair.indexOf('=') + 1), url: origin }));
}

/** Puts cookies into the jar of the Chromium at `port`, as the pages it then opens would have set them. */
async function putCookies(port: number, cookies: { name: string; value: string; url: string }[]): Promise<void> {
  const { default: puppeteer } = await import('puppeteer-core');
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}` });
  try {
    const page = (await browser.pages())[0] ?? (await browser.newPage());
    const session = await page.createCDPSession();
    await session.send('Network.setCookies', { cookies });
    await session.detach();
  } finally {
    await browser.disconnect();
  }
}
const RUNS = Number(process.env.LIGHTHOUSE_RUNS || 3);
/** The flags every Chromium of the bench runs with: the closed network floods errors without them. */
const CHROME_FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

/** One Lighthouse run of one page, reduced to the figures the bench prints. */
export interface LighthouseFigures {
  performance: number;
  fcpMs: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  speedIndexMs: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  jsTransferBytes: number;
  jsRequests: number;
  /** Lighthouse's own warnings about the run (an unsupported Chrome, a page that did not settle...). */
  warnings: string[];
  /** Per category (accessibility, best-practices, seo): the weighted audits that did not pass, "id (score)". */
  failing: Record<string, string[]>;
}

export interface LighthousePageResult {
  path: string;
  /** The median run by performance score. */
  median: LighthouseFigures;
  /** Performance scores of every run, in the order they ran. */
  performanceScores: number[];
  /**
   * A signed-in player's page: it says noindex on purpose (a crawler has no account), so Lighthouse's
   * is-crawlable audit fails it, and the SEO budget, which is for the pages players find the site by,
   * does not apply.
   */
  private?: boolean;
}

interface NetworkRequestItem {
  url: string;
  resourceType?: string;
  transferSize?: number;
}

function score(lhr: Result, category: string): number {
  const value = lhr.categories[category]?.score;
  if (typeof value !== 'number') throw new Error(`Lighthouse gave no ${category} score`);
  return Math.round(value * 100);
}

function metric(lhr: Result, audit: string): number {
  const value = lhr.audits[audit]?.numericValue;
  if (typeof value !== 'number') throw new Error(`Lighthouse gave no value for ${audit}${lhr.audits[audit]?.errorMessage ? `: ${lhr.audits[audit]!.errorMessage}` : ''}`);
  return value;
}

export function figuresOf(lhr: Result): LighthouseFigures {
  if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
  const details = lhr.audits['network-requests']?.details as { items?: NetworkRequestItem[] } | undefined;
  const scripts = (details?.items ?? []).filter((item) => item.resourceType === 'Script');
  return {
    performance: score(lhr, 'performance'),
    fcpMs: metric(lhr, 'first-contentful-paint'),
    lcpMs: metric(lhr, 'largest-contentful-paint'),
    cls: metric(lhr, 'cumulative-layout-shift'),
    tbtMs: metric(lhr, 'total-blocking-time'),
    speedIndexMs: metric(lhr, 'speed-index'),
    accessibility: score(lhr, 'accessibility'),
    bestPractices: score(lhr, 'best-practices'),
    seo: score(lhr, 'seo'),
    jsTransferBytes: scripts.reduce((sum, item) => sum + (item.transferSize ?? 0), 0),
    jsRequests: scripts.length,
    warnings: lhr.runWarnings.map(String),
    failing: Object.fromEntries(['accessibility', 'best-practices', 'seo'].map((category) => [category, failingAudits(lhr, category)])),
  };
}

function failingAudits(lhr: Result, category: string): string[] {
  return (lhr.categories[category]?.auditRefs ?? [])
    .filter((ref) => ref.weight > 0)
    .map((ref) => lhr.audits[ref.id])
    .filter((audit) => audit && typeof audit.score === 'number' && audit.score < 1)
    .map((audit) => `${audit!.id} (${audit!.score})`);
}

/** The middle run once ordered from worst to best by performance score, equal scores by LCP (the lower of the two middles of an even count). */
export function medianRun(runs: readonly LighthouseFigures[]): LighthouseFigures {
  if (runs.length === 0) throw new Error('no Lighthouse run to take the median of');
  const sorted = [...runs].sort((a, b) => a.performance - b.performance || b.lcpMs - a.lcpMs);
  return sorted[Math.floor((sorted.length - 1) / 2)]!;
}

/** The figures a run misses its budgets by, e.g. "LCP 3.1 s > 2.5 s"; empty when within every budget. */
export function overBudget(f: LighthouseFigures, { indexable = true }: { indexable?: boolean } = {}): string[] {
  const misses: string[] = [];
  if (f.performance < LIGHTHOUSE_PERFORMANCE_MIN) misses.push(`performance ${f.performance} < ${LIGHTHOUSE_PERFORMANCE_MIN}`);
  if (f.lcpMs > LIGHTHOUSE_LCP_MAX_MS) misses.push(`LCP ${seconds(f.lcpMs)} > ${seconds(LIGHTHOUSE_LCP_MAX_MS)}`);
  if (f.cls > LIGHTHOUSE_CLS_MAX) misses.push(`CLS ${f.cls.toFixed(3)} > ${LIGHTHOUSE_CLS_MAX}`);
  if (f.tbtMs > LIGHTHOUSE_TBT_MAX_MS) misses.push(`TBT ${Math.round(f.tbtMs)} ms > ${LIGHTHOUSE_TBT_MAX_MS} ms`);
  if (f.accessibility < LIGHTHOUSE_ACCESSIBILITY_MIN) misses.push(`accessibility ${f.accessibility} < ${LIGHTHOUSE_ACCESSIBILITY_MIN}`);
  if (f.bestPractices < LIGHTHOUSE_BEST_PRACTICES_MIN) misses.push(`best practices ${f.bestPractices} < ${LIGHTHOUSE_BEST_PRACTICES_MIN}`);
  if (indexable && f.seo < LIGHTHOUSE_SEO_MIN) misses.push(`SEO ${f.seo} < ${LIGHTHOUSE_SEO_MIN}`);
  return misses;
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

const COLUMNS: { head: string; width: number; budget: string; cell: (f: LighthouseFigures) => string }[] = [
  { head: 'perf', width: 5, budget: `≥${LIGHTHOUSE_PERFORMANCE_MIN}`, cell: (f) => String(f.performance) },
  { head: 'FCP', width: 7, budget: '', cell: (f) => seconds(f.fcpMs) },
  { head: 'LCP', width: 7, budget: `≤${seconds(LIGHTHOUSE_LCP_MAX_MS)}`, cell: (f) => seconds(f.lcpMs) },
  { head: 'CLS', width: 6, budget: `≤${LIGHTHOUSE_CLS_MAX}`, cell: (f) => f.cls.toFixed(3) },
  { head: 'TBT', width: 8, budget: `≤${LIGHTHOUSE_TBT_MAX_MS} ms`, cell: (f) => `${Math.round(f.tbtMs)} ms` },
  { head: 'SI', width: 7, budget: '', cell: (f) => seconds(f.speedIndexMs) },
  { head: 'a11y', width: 5, budget: `${LIGHTHOUSE_ACCESSIBILITY_MIN}`, cell: (f) => String(f.accessibility) },
  { head: 'BP', width: 4, budget: `${LIGHTHOUSE_BEST_PRACTICES_MIN}`, cell: (f) => String(f.bestPractices) },
  { head: 'SEO', width: 4, budget: `≥${LIGHTHOUSE_SEO_MIN}`, cell: (f) => String(f.seo) },
  { head: 'JS requested (transfer)', width: 24, budget: '', cell: (f) => `${kb(f.jsTransferBytes)} in ${f.jsRequests} files` },
];

export function table(results: readonly LighthousePageResult[]): string[] {
  const pathWidth = Math.max(8, ...results.map((r) => r.path.length));
  const row = (first: string, cells: string[]) => `  ${first.padEnd(pathWidth)} ${cells.map((c, i) => c.padStart(COLUMNS[i]!.width)).join(' ')}`;
  const lines = [row('page', COLUMNS.map((c) => c.head)), row('budget', COLUMNS.map((c) => c.budget))];
  for (const result of results) {
    lines.push(row(result.path, COLUMNS.map((c) => c.cell(result.median))));
  }
  for (const result of results) {
    const misses = overBudget(result.median, { indexable: !result.private });
    lines.push(`  ${result.path}: performance of the ${result.performanceScores.length} runs ${result.performanceScores.join(', ')}; ${misses.length ? `over budget: ${misses.join('; ')}` : 'within every budget'}`);
    for (const [category, audits] of Object.entries(result.median.failing)) {
      if (result.private && category === 'seo') lines.push(`    seo: not budgeted, a signed-in player's page is noindex (${audits.join(', ') || 'every audit passed'})`);
      else if (audits.length) lines.push(`    ${category} audits not passed: ${audits.join(', ')}`);
    }
    for (const warning of new Set(result.median.warnings)) lines.push(`    Lighthouse warns: ${warning}`);
  }
  return lines;
}

function chromePath(): string {
  return process.env.CHROME_PATH || process.env.CHROMIUM_PATH || '/usr/bin/chromium';
}

/** Runs Lighthouse `runs` times on each page of `origin` and keeps the median run of each. */
export async function runLighthouse(origin: string, pages: readonly BenchPage[], runs = RUNS): Promise<{ results: LighthousePageResult[]; version: string; browser: string }> {
  const { default: lighthouse } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const results: LighthousePageResult[] = [];
  let version = '';
  let browser = '';
  for (const { path, signedIn } of pages) {
    const figures: LighthouseFigures[] = [];
    for (let run = 0; run < runs; run++) {
      // A fresh Chromium per run: no cache, no warmed-up JIT, no leftover from the previous page.
      const chrome = await chromeLauncher.launch({ chromePath: chromePath(), chromeFlags: CHROME_FLAGS, logLevel: 'error' });
      try {
        // The full version (the user agent says 150.0.0.0 only).
        if (!browser) browser = ((await (await fetch(`http://127.0.0.1:${chrome.port}/json/version`)).json()) as { Browser: string }).Browser;
        // Signed in: the cookies go into the browser's jar (sent as a header instead, the app could not
        // read its token, and a token it renewed went unheard), and Lighthouse must not clear them.
        if (signedIn) await putCookies(chrome.port, await signedInCookies(origin));
        const result = await lighthouse(`${origin}${path}`, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES, ...(signedIn ? { disableStorageReset: true } : {}) });
        if (!result) throw new Error(`Lighthouse returned nothing for ${path}`);
        version = result.lhr.lighthouseVersion;
        figures.push(figuresOf(result.lhr));
        // LIGHTHOUSE_SAVE=<folder> keeps each run's whole report, to see where a page's time went.
        const saveTo = process.env.LIGHTHOUSE_SAVE;
        if (saveTo) {
          mkdirSync(saveTo, { recursive: true });
          writeFileSync(join(saveTo, `${path.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'root'}-${run + 1}.json`), String(result.report));
        }
      } finally {
        chrome.kill();
      }
    }
    results.push({ path, median: medianRun(figures), performanceScores: figures.map((f) => f.performance), ...(signedIn ? { private: true } : {}) });
  }
  return { results, version, browser };
}

export default async function bench(): Promise<string[]> {
  const head = `Lighthouse, mobile preset (simulated slow 4G, CPU 4× slower), production build, median of ${RUNS} runs by performance score`;
  if (!existsSync(chromePath())) return [head, `  not measured: no Chromium at ${chromePath()} (apt-get install -y chromium, or set CHROME_PATH)`];
  if (!existsSync(join(root, 'dist', 'asset-map.json'))) return [head, '  not measured: no build in dist/ (npm run build)'];

  // As `NODE_ENV=production npm run serve`: the server renders pages with React's production build
  // (the development build renders slower and the page would wait on it). Set before the server is
  // imported; bench/run.ts runs each bench in a process of its own.
  process.env.NODE_ENV = 'production';
  let server: FastifyInstance | null = null;
  try {
    const { buildServer } = await import('../server/app.ts');
    server = await buildServer({ rootDir: root, siteConfigId: 'default', production: true, logger: false });
    await server.listen({ host: '127.0.0.1', port: 0 });
    const { port } = server.server.address() as AddressInfo;
    const origin = `http://127.0.0.1:${port}`;
    const only = process.env.LIGHTHOUSE_PAGES?.split(',');
    const pages = (await benchPages(origin)).filter((page) => !only || only.some((prefix) => page.path.startsWith(prefix)));
    const { results, version, browser } = await runLighthouse(origin, pages);
    return [head.replace('Lighthouse,', `Lighthouse ${version} on ${browser},`), ...table(results)];
  } catch (error) {
    return [head, `  not measured: ${(error as Error).message.split('\n')[0]}`];
  } finally {
    await server?.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const line of await bench()) console.log(line);
}
