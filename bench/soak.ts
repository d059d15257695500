/**
 * The soak: a phone left on the live page for a long time must not grow. Debian's Chromium
 * (CHROMIUM_PATH overrides) opens the built site's live page (/en/live) on a 390×844 screen, served
 * by the reference server on 127.0.0.1 at a free port, signed in as the demo player, with one live
 * price picked so the quick coupon is open, and leaves it there for SOAK_MINUTES (30 by default)
 * while the reference feed moves live prices and the page polls them (nothing is stubbed: the
 * page's own pollers, the coupon's price checks and the session's timers all run as on a phone).
 *
 * Measured at the start (after the page's first minute, SOAK_SETTLE_SECONDS), every
 * SOAK_REPORT_MINUTES (5) and at the end, each time right after a forced garbage collection (CDP
 * HeapProfiler.collectGarbage), so what is left is what the page still holds:
 *  - JS heap used (CDP Performance.getMetrics JSHeapUsedSize), and how much of it is compiled code
 *    (the `code` nodes of a heap snapshot: bytecode, feedback and V8's machine code);
 *  - DOM nodes: every node the renderer keeps (Performance.getMetrics Nodes) split into the nodes in
 *    the document and the detached ones, removed markup that script still holds (a leak's trace);
 *  - the live list's games and prices: the feed starts and ends games, so the page's size moves by
 *    itself, and the end is judged against the earliest reading that showed the same list;
 *  - timers: setTimeout callbacks still pending and setInterval ones not cleared, counted by an
 *    init script that wraps both (requestAnimationFrame is not a timer that can pile up unseen);
 *  - event listeners (Performance.getMetrics JSEventListeners), for the record.
 *
 * The goal, printed as one PASS or FAIL line: the heap's JS objects (heap used less compiled code)
 * within +10%, nodes in the page within +10%, detached nodes flat (at most 50 more) and timers flat
 * (at most 2 more: a poll may be between its request and its delay).
 *
 * Why compiled code is reported but not judged: V8 keeps compiling the page's hot functions to
 * machine code for many minutes (Sparkplug, Maglev, then TurboFan as call counts grow), and that is
 * bounded by the code the page runs, not by how long it stays open. Heap snapshots of this soak's
 * page (2026-11, two runs) put most of the growth there: from 1 to 8 minutes after the settle the
 * heap grew ~0.5 MB, of which code +288 KB (machine code +309 KB, 213 more code objects) and
 * objects +168 KB; from 5 to 12 minutes +330 KB, of which code +228 KB and objects +95 KB; from 12
 * to 19 minutes +110 KB, code +129 KB and objects (with strings) −23 KB: the objects level off, the
 * code still grows, more slowly. The
 * objects' growth held one thing of ours, the odds formatting cache (up to 2000 prices, ~70 new live
 * prices a minute, ~57 bytes each), now kept to one screen of prices; the rest follows the live
 * list's size (React's fibers and hook state for the games on screen).
 *
 * `SOAK_MINUTES=2 npx tsx bench/soak.ts` runs a short one on the current dist/ (npm run build
 * first); `BENCH_ONLY=soak npm run bench` builds and runs it with the other benches' harness. Hold
 * the build lock meanwhile (flock /tmp/build.lock ...): a build made during the soak is a new
 * version to the page, which then offers a reload.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import type { Browser, CDPSession, Page } from '@playwright/test';

const root = join(import.meta.dirname, '..');
const LAUNCH_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];
const PHONE = { width: 390, height: 844 };
const DEMO = { login: 'demo', password: 'demo1234' };
/** The page's first minute (lazy areas, first polls, session checks) is start-up, not steady state. */
const SETTLE_MS = Number(process.env.SOAK_SETTLE_SECONDS ?? 60) * 1000;
const HEAP_GROWTH_MAX = 0.1;
const NODE_GROWTH_MAX = 0.1;
const TIMER_GROWTH_MAX = 2;
/** Detached nodes are what script still holds of removed markup: a few come and go with React's work. */
const DETACHED_GROWTH_MAX = 50;

/**
 * Counts live timers in the page. A string, not a function: tsx compiles this file with helpers
 * (__name) that do not exist in the page.
 */
const COUNT_TIMERS = `(() => {
  const timeouts = new Set();
  const intervals = new Set();
  const { setTimeout: st, clearTimeout: ct, setInterval: si, clearInterval: ci } = window;
  window.setTimeout = function (callback, ...rest) {
    const id = st.call(window, function (...args) {
      timeouts.delete(id);
      return typeof callback === 'function' ? callback.apply(this, args) : undefined;
    }, ...rest);
    timeouts.add(id);
    return id;
  };
  window.clearTimeout = function (id) {
    timeouts.delete(id);
    intervals.delete(id);
    return ct.call(window, id);
  };
  window.setInterval = function (...args) {
    const id = si.apply(window, args);
    intervals.add(id);
    return id;
  };
  window.clearInterval = function (id) {
    intervals.delete(id);
    timeouts.delete(id);
    return ci.call(window, id);
  };
  window.__soakTimers = () => ({ timeouts: timeouts.size, intervals: intervals.size });
})();`;

export interface Reading {
  minute: number;
  heapBytes: number;
  /** The part of heapBytes that is compiled code (NaN when no heap snapshot could be taken). */
  codeBytes: number;
  nodes: number;
  /** Nodes in the document (elements, text, comments); the rest of `nodes` is detached, kept by script. */
  attached: number;
  elements: number;
  /** Games and prices in the live list: the feed starts and ends games, so the list's size moves by itself. */
  games: number;
  prices: number;
  timers: number;
  intervals: number;
  listeners: number;
}

declare global {
  interface Window {
    __soakTimers?: () => { timeouts: number; intervals: number };
  }
}

/** Bytes of compiled code in a heap snapshot (nodes of type `code`), NaN when it cannot be read. */
async function compiledCodeBytes(cdp: CDPSession): Promise<number> {
  const chunks: string[] = [];
  const onChunk = ({ chunk }: { chunk: string }) => chunks.push(chunk);
  cdp.on('HeapProfiler.addHeapSnapshotChunk', onChunk);
  try {
    await cdp.send('HeapProfiler.takeHeapSnapshot', { reportProgress: false });
  } catch {
    return NaN;
  } finally {
    cdp.off('HeapProfiler.addHeapSnapshotChunk', onChunk);
  }
  const snapshot = JSON.parse(chunks.join('')) as { snapshot: { meta: { node_fields: string[]; node_types: [string[]] } }; nodes: number[] };
  const { node_fields: fields, node_types: [types] } = snapshot.snapshot.meta;
  const typeAt = fields.indexOf('type');
  const sizeAt = fields.indexOf('self_size');
  const code = types.indexOf('code');
  let bytes = 0;
  for (let i = 0; i < snapshot.nodes.length; i += fields.length) if (snapshot.nodes[i + typeAt] === code) bytes += snapshot.nodes[i + sizeAt]!;
  return bytes;
}

async function read(page: Page, cdp: CDPSession, startedAt: number): Promise<Reading> {
  // Twice: the first pass may only run finalizers that free more for the second.
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.send('HeapProfiler.collectGarbage');
  const { metrics } = await cdp.send('Performance.getMetrics');
  // After the metrics, so the snapshot's own work is not in them.
  const codeBytes = await compiledCodeBytes(cdp);
  const metric = (name: string) => metrics.find((m) => m.name === name)?.value ?? NaN;
  const inPage = await page.evaluate(() => {
    let attached = 0;
    const walker = document.createTreeWalker(document, NodeFilter.SHOW_ALL);
    while (walker.nextNode()) attached++;
    return {
      attached: attached + 1,
      elements: document.getElementsByTagName('*').length,
      games: document.querySelectorAll('li.game-row').length,
      prices: document.querySelectorAll('button.odds').length,
      ...(window.__soakTimers?.() ?? { timeouts: NaN, intervals: NaN }),
    };
  });
  return {
    minute: (Date.now() - startedAt) / 60_000,
    heapBytes: metric('JSHeapUsedSize'),
    codeBytes,
    nodes: metric('Nodes'),
    attached: inPage.attached,
    elements: inPage.elements,
    games: inPage.games,
    prices: inPage.prices,
    timers: inPage.timeouts + inPage.intervals,
    intervals: inPage.intervals,
    listeners: metric('JSEventListeners'),
  };
}

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(2)} MB`;

export function readingLine(r: Reading): string {
  const n = (value: number, width: number) => String(value).padStart(width);
  return `    ${`${r.minute.toFixed(1)} min`.padStart(9)}  heap ${mb(r.heapBytes).padStart(9)} (code ${mb(r.codeBytes)})  nodes ${n(r.nodes, 6)} (${n(r.nodes - r.attached, 4)} detached)  elements ${n(r.elements, 5)}  games ${n(r.games, 3)} (${n(r.prices, 3)} prices)  timers ${n(r.timers, 3)} (${r.intervals} intervals)  listeners ${r.listeners}`;
}

/**
 * The reading to compare the last one with: the earliest that shows the same live list (games and
 * prices), so a list that grew because the feed started games is not taken for a leak; the first
 * reading when no other shows that list.
 */
export function baselineFor(readings: readonly Reading[]): Reading {
  const last = readings.at(-1)!;
  return readings.slice(0, -1).find((r) => r.games === last.games && r.prices === last.prices) ?? readings[0]!;
}

const signed = (value: number, digits = 0) => `${value >= 0 ? '+' : ''}${value.toFixed(digits)}`;

/** The goal's verdict on the readings, as report lines (the first says PASS or FAIL). */
export function verdict(readings: readonly Reading[]): string[] {
  const last = readings.at(-1)!;
  const base = baselineFor(readings);
  const sameList = base.games === last.games && base.prices === last.prices;
  // Without a code figure (no snapshot) the whole heap is judged, code included.
  const split = Number.isFinite(last.codeBytes) && Number.isFinite(base.codeBytes);
  const heapGrowth = split ? (last.heapBytes - last.codeBytes) / (base.heapBytes - base.codeBytes) - 1 : last.heapBytes / base.heapBytes - 1;
  const codeGrowth = `; compiled code ${signed((last.codeBytes - base.codeBytes) / 1024)} KB (V8's, not judged)`;
  const nodeGrowth = last.attached / base.attached - 1;
  const detachedGrowth = last.nodes - last.attached - (base.nodes - base.attached);
  const timerGrowth = last.timers - base.timers;
  const checks = [
    { ok: heapGrowth <= HEAP_GROWTH_MAX, text: `${split ? 'heap objects' : 'heap'} ${signed(heapGrowth * 100, 1)}% (goal ≤ +${HEAP_GROWTH_MAX * 100}%)${split ? codeGrowth : ''}` },
    { ok: nodeGrowth <= NODE_GROWTH_MAX, text: `nodes in the page ${signed(nodeGrowth * 100, 1)}% (goal flat, ≤ +${NODE_GROWTH_MAX * 100}%)` },
    { ok: detachedGrowth <= DETACHED_GROWTH_MAX, text: `detached nodes ${signed(detachedGrowth)} (goal flat, ≤ +${DETACHED_GROWTH_MAX})` },
    { ok: timerGrowth <= TIMER_GROWTH_MAX, text: `timers ${signed(timerGrowth)} (goal flat, ≤ +${TIMER_GROWTH_MAX})` },
  ];
  const pass = checks.every((c) => c.ok);
  const against = `${base.minute.toFixed(1)} min${sameList ? `, the same live list (${last.games} games, ${last.prices} prices)` : `; no reading showed the final list (${last.games} games, ${last.prices} prices), so nodes and heap include the feed's own change`}`;
  return [`  ${pass ? 'PASS' : 'FAIL'}: ${checks.map((c) => `${c.ok ? '' : '✗ '}${c.text}`).join('; ')}`, `    end compared with the reading at ${against}`];
}

/** Picks one live price that is open now (a goal may suspend a game's prices for a while). */
async function pickLivePrice(page: Page): Promise<void> {
  const prices = page.locator('button.odds[aria-pressed="false"]:not([disabled])');
  await prices.first().waitFor({ timeout: 30_000 });
  for (let i = 0; i < 10; i++) {
    const clicked = await prices
      .nth(i)
      .click({ timeout: 2000 })
      .then(
        () => true,
        () => false,
      );
    if (clicked) break;
  }
  await page.locator('section.quick-coupon').waitFor({ timeout: 10_000 });
}

async function soak(browser: Browser, origin: string, minutes: number, reportEveryMinutes: number, log: (line: string) => void): Promise<Reading[]> {
  const context = await browser.newContext({ viewport: PHONE, hasTouch: true, isMobile: true, locale: 'en-US', baseURL: origin });
  const page = await context.newPage();
  await page.addInitScript(COUNT_TIMERS);
  const base64 = (text: string) => Buffer.from(text, 'utf8').toString('base64');
  const login = await page.request.post('/web-api/user/login', { data: { login: base64(DEMO.login), password: base64(DEMO.password), save: false } });
  if (!login.ok()) throw new Error(`could not sign in as ${DEMO.login}: ${login.status()} ${await login.text()}`);

  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto('/en/live');
  await page.getByRole('banner').getByLabel(/^Balance: /).waitFor({ timeout: 30_000 });
  await pickLivePrice(page);

  const cdp = await context.newCDPSession(page);
  await cdp.send('Performance.enable');
  await page.waitForTimeout(SETTLE_MS);
  const startedAt = Date.now();
  const readings = [await read(page, cdp, startedAt)];
  log(readingLine(readings[0]!));
  const end = startedAt + minutes * 60_000;
  let next = startedAt + reportEveryMinutes * 60_000;
  while (Date.now() < end) {
    // Waiting in Node, not in the page: the page runs on as a phone's would, with nobody touching it.
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, Math.min(next, end) - Date.now())));
    if (Date.now() >= end) break;
    readings.push(await read(page, cdp, startedAt));
    log(readingLine(readings.at(-1)!));
    next += reportEveryMinutes * 60_000;
  }
  readings.push(await read(page, cdp, startedAt));
  log(readingLine(readings.at(-1)!));
  // The quick coupon must still be there, with its pick: the page did not fall over meanwhile.
  const couponOpen = await page.locator('section.quick-coupon').isVisible();
  const polled = await page.locator('button.odds').count();
  if (!couponOpen) log('  the quick coupon closed during the soak');
  // A build made while the soak ran makes the server serve a new version: the page offers a reload
  // in a small React root of its own, whose ~150 event listeners are then in the figures.
  if ((await page.locator('.update-offer').count()) > 0) log('  a new build was served during the soak and the page offers a reload: run it under flock /tmp/build.lock');
  if (polled === 0) log('  the live list was empty at the end');
  for (const message of errors.slice(0, 5)) log(`  page error: ${message}`);
  await context.close();
  return readings;
}

export default async function bench(): Promise<string[]> {
  const minutes = Number(process.env.SOAK_MINUTES || 30);
  const every = Number(process.env.SOAK_REPORT_MINUTES || 5);
  const executablePath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
  const head = `soak: /en/live on a phone (${PHONE.width}×${PHONE.height}), signed in, one pick in the quick coupon, ${minutes} min (SOAK_MINUTES), read every ${every} min after a forced GC`;
  if (!existsSync(executablePath)) return [head, `  not measured: no Chromium at ${executablePath} (apt-get install -y chromium, or set CHROMIUM_PATH)`];
  if (!existsSync(join(root, 'dist', 'asset-map.json'))) return [head, '  not measured: no build in dist/ (npm run build)'];

  // React's production build in the server's renderer, as in a shipped server (bench/run.ts sets it too).
  process.env.NODE_ENV ??= 'production';
  const { chromium } = await import('@playwright/test');
  const { buildServer } = await import('../server/app.ts');
  const server = await buildServer({ rootDir: root, siteConfigId: 'default', production: true, logger: false });
  let browser: Browser | null = null;
  // Readings are printed as they come, so a 30-minute run shows its progress; the verdict is returned.
  const log = (line: string) => console.log(line);
  try {
    await server.listen({ host: '127.0.0.1', port: 0 });
    const { port } = server.server.address() as AddressInfo;
    browser = await chromium.launch({ executablePath, args: LAUNCH_ARGS });
    log(head.replace('soak:', `soak in Chromium ${browser.version()}:`));
    const readings = await soak(browser, `http://127.0.0.1:${port}`, minutes, every, log);
    return verdict(readings);
  } catch (error) {
    return [head, `  not measured: ${(error as Error).message.split('\n')[0]}`];
  } finally {
    await browser?.close();
    await server.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const line of await bench()) console.log(line);
  process.exit(0);
}
