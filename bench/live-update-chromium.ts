/**
 * The live-list update cost in a real browser: Debian's Chromium (CHROMIUM_PATH overrides) opens
 * the built site's live page, served by the reference server on 127.0.0.1 at a free port, and the
 * list of 100 games (300 prices) is updated again and again. bench/live-update.ts measures the same
 * update in jsdom; jsdom's DOM is much slower than a browser's and has no style, layout or paint, so
 * neither number stands in for the other.
 *
 * How an update is made and timed (React's Profiler is not in production builds):
 *  - page.route answers GET /web-api/sports/games?section=live with the answers of
 *    bench/live-update.ts (the same 100 games, each answer moving clocks and prices), the menu with
 *    one fixed answer, so nothing else changes on screen;
 *  - the page's own poller is asked for the next answer at once by a `visibilitychange` event
 *    (pollWhileVisible fetches immediately when the page reports it is visible), so no timer waits;
 *  - an init script wraps Response.prototype.text for the games request: `script` runs from the
 *    moment the body is read (then JSON.parse in the API client, the reducer, every subscribed
 *    selector, React's render and commit, all synchronous) to the first MutationObserver callback,
 *    which runs right after React's commit; `frame` runs from the next animation frame to a task
 *    posted in it, i.e. the style, layout and paint of the frame that shows the update.
 *
 * BENCH_PROFILE=1 also records a CPU profile of the "every price moves" updates (Chrome DevTools
 * protocol) and prints the functions with the most self time, mapped through the build's source maps.
 * BENCH_CPU_THROTTLE=4 slows the CPU four times (DevTools' "mid-range mobile").
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import type { Browser, Page } from '@playwright/test';
import { answers, GAMES, LABEL, type Scenario } from './live-update.ts';

const root = join(import.meta.dirname, '..');
const WARM_UP = 20;
const SAMPLES = 150;
/** Between updates, so each one starts from a settled page (a real poll comes every 5 s). */
const PAUSE_MS = 40;
const LAUNCH_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];

interface Sample {
  script: number;
  frame: number;
}

interface Stats {
  p50: number;
  p95: number;
}

declare global {
  interface Window {
    __liveBench?: { resolve: ((sample: Sample) => void) | null };
  }
}

/**
 * Runs in the page before its scripts (see the top of the file). A string, not a function: tsx
 * compiles this file with helpers (__name) that do not exist in the page.
 */
const INSTRUMENT_PAGE = `(() => {
  const bench = { resolve: null };
  window.__liveBench = bench;
  const text = Response.prototype.text;
  Response.prototype.text = function () {
    const body = text.call(this);
    if (!this.url.includes('/web-api/sports/games?')) return body;
    return body.then((value) => {
      const start = performance.now();
      let seen = false;
      const observer = new MutationObserver(() => {
        if (seen) return;
        seen = true;
        observer.disconnect();
        const committed = performance.now();
        requestAnimationFrame(() => {
          const frameStart = performance.now();
          const channel = new MessageChannel();
          channel.port1.onmessage = () => {
            const sample = { script: committed - start, frame: performance.now() - frameStart };
            const resolve = bench.resolve;
            bench.resolve = null;
            if (resolve) resolve(sample);
          };
          channel.port2.postMessage(0);
        });
      });
      observer.observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true });
      return value;
    });
  };
})();`;

function percentiles(values: number[]): Stats {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
  return { p50: at(0.5), p95: at(0.95) };
}

const ms = ({ p50, p95 }: Stats) => `p50 ${p50.toFixed(2).padStart(6)} ms   p95 ${p95.toFixed(2).padStart(6)} ms`;

function nextUpdate(page: Page): Promise<Sample> {
  return page.evaluate(
    () =>
      new Promise<Sample>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error('the list did not update within 5 s')), 5000);
        window.__liveBench!.resolve = (sample) => {
          clearTimeout(timer);
          resolve(sample);
        };
        document.dispatchEvent(new Event('visibilitychange'));
      }),
  );
}

interface ProfileNode {
  id: number;
  children?: number[];
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
}

interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

type Locate = (url: string, line: number, column: number) => string | null;

/** Maps a built file's position to its source through the linked source map (dev tooling only). */
async function sourceLocator(origin: string): Promise<Locate> {
  let TraceMap: (new (map: string) => unknown) | undefined;
  let originalPositionFor: ((map: unknown, pos: { line: number; column: number }) => { source: string | null; line: number | null; name: string | null }) | undefined;
  try {
    const specifier = '@jridgewell/trace-mapping';
    ({ TraceMap, originalPositionFor } = await import(specifier));
  } catch {
    return () => null;
  }
  const maps = new Map<string, unknown>();
  return (url, line, column) => {
    if (!url.startsWith(origin)) return null;
    const file = join(root, 'dist', 'public', new URL(url).pathname.replace(/^\//, ''));
    let map = maps.get(file);
    if (map === undefined) {
      map = existsSync(`${file}.map`) ? new TraceMap!(readFileSync(`${file}.map`, 'utf8')) : null;
      maps.set(file, map);
    }
    if (!map) return null;
    const pos = originalPositionFor!(map, { line: line + 1, column });
    return pos.source ? `${pos.name ?? '?'} ${pos.source.replace(/^(\.\.\/)+/, '')}:${pos.line}` : null;
  };
}

function nameOf(node: ProfileNode, locate: Locate): string {
  const { functionName, url, lineNumber, columnNumber } = node.callFrame;
  return locate(url, lineNumber, columnNumber) ?? `${functionName || '(anonymous)'} ${url ? `${url.split('/').pop()}:${lineNumber + 1}` : ''}`.trim();
}

/** Self and total (inclusive) time by function, as report lines: where an update's time goes. */
function profileReport(profile: CpuProfile, locate: Locate, updates: number): string[] {
  const self = new Map<number, number>();
  profile.samples.forEach((node, i) => self.set(node, (self.get(node) ?? 0) + (profile.timeDeltas[i] ?? 0)));
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const names = new Map(profile.nodes.map((node) => [node.id, nameOf(node, locate)]));
  const selfByName = new Map<string, number>();
  const totalByName = new Map<string, number>();
  // Total time of a node: its self time and its subtree's; a name counts once per stack (recursion).
  const walk = (id: number, onStack: ReadonlySet<string>): number => {
    const node = byId.get(id)!;
    const name = names.get(id)!;
    const mine = self.get(id) ?? 0;
    selfByName.set(name, (selfByName.get(name) ?? 0) + mine);
    const stack = onStack.has(name) ? onStack : new Set([...onStack, name]);
    let total = mine;
    for (const child of node.children ?? []) total += walk(child, stack);
    if (!onStack.has(name)) totalByName.set(name, (totalByName.get(name) ?? 0) + total);
    return total;
  };
  const childIds = new Set(profile.nodes.flatMap((node) => node.children ?? []));
  for (const node of profile.nodes) if (!childIds.has(node.id)) walk(node.id, new Set());
  const skip = (name: string) => name.startsWith('(idle)') || name.startsWith('(root)') || name.startsWith('(program)');
  const lines = (map: Map<string, number>) =>
    [...map.entries()]
      .filter(([name]) => !skip(name))
      .sort((a, b) => b[1] - a[1])
      .slice(0, 20)
      .map(([name, time]) => `      ${(time / 1000 / updates).toFixed(3).padStart(7)} ms/update  ${name}`);
  const program = (selfByName.get('(program)') ?? 0) / 1000 / updates;
  return [
    `    outside JavaScript ("(program)": style, layout, paint, the browser): ${program.toFixed(3)} ms/update`,
    '    total time (the function and what it calls):',
    ...lines(totalByName),
    '    self time:',
    ...lines(selfByName),
  ];
}

/** A phone, and a screen tall enough for all 100 rows (every row on screen re-renders on every move). */
const PHONE = { width: 390, height: 844 };
const TALL = { width: 390, height: 14_000 };

/**
 * Serves the live page's games from a ring of bench answers (each differs from the one before) and
 * its menu from one fixed answer. `set(scenario)` starts a new ring; the next answer served is
 * its second, so it differs from the last one shown.
 */
async function feedLivePage(page: Page): Promise<{ set: (scenario: Scenario) => void }> {
  let ring = answers('tick', 64).map((answer) => JSON.stringify(answer));
  let served = 0;
  await page.route(/\/web-api\/sports\/games\?section=live$/, (route) =>
    route.fulfill({ status: 200, contentType: 'application/json; charset=utf-8', headers: { 'cache-control': 'no-store' }, body: ring[served++ % ring.length]! }),
  );
  let menu: string | null = null;
  await page.route(/\/web-api\/sports\/menu\?section=live$/, async (route) => {
    menu ??= await (await route.fetch()).text();
    await route.fulfill({ status: 200, contentType: 'application/json; charset=utf-8', headers: { 'cache-control': 'no-store' }, body: menu });
  });
  return {
    set(scenario) {
      ring = answers(scenario, 64).map((answer) => JSON.stringify(answer));
      served = 1;
    },
  };
}

/** The list draws its championships as the end comes near: scrolls down until all 300 prices are drawn, then back up. */
async function drawWholeList(page: Page): Promise<void> {
  await page.locator('button.odds').first().waitFor();
  for (let step = 0; step < 30 && (await page.locator('button.odds').count()) < GAMES * 3; step++) {
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await page.waitForTimeout(150);
  }
  await page.evaluate(() => window.scrollTo(0, 0));
  const buttons = await page.locator('button.odds').count();
  if (buttons !== GAMES * 3) throw new Error(`expected ${GAMES * 3} odds buttons on the live page, found ${buttons}`);
}

async function measureInBrowser(browser: Browser, origin: string, viewport: { width: number; height: number }, scenarios: readonly Scenario[]): Promise<string[]> {
  const context = await browser.newContext({ viewport, hasTouch: true, locale: 'en-US' });
  const page = await context.newPage();
  await page.addInitScript(INSTRUMENT_PAGE);
  const feed = await feedLivePage(page);

  const throttle = Number(process.env.BENCH_CPU_THROTTLE ?? 1);
  const cdp = await context.newCDPSession(page);
  if (throttle > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttle });

  await page.goto(`${origin}/en/live`);
  await drawWholeList(page);

  const lines: string[] = [];
  for (const scenario of scenarios) {
    // Answer n + 1 differs from answer n; the first of a new ring differs from the last one shown.
    feed.set(scenario);
    for (let i = 0; i < WARM_UP; i++) {
      await nextUpdate(page);
      await page.waitForTimeout(PAUSE_MS);
    }
    const profiling = process.env.BENCH_PROFILE === '1' && scenario === 'all';
    if (profiling) {
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
      await cdp.send('Profiler.start');
    }
    const samples: Sample[] = [];
    for (let i = 0; i < SAMPLES; i++) {
      samples.push(await nextUpdate(page));
      await page.waitForTimeout(PAUSE_MS);
    }
    const script = percentiles(samples.map((s) => s.script));
    const frame = percentiles(samples.map((s) => s.frame));
    const total = percentiles(samples.map((s) => s.script + s.frame));
    lines.push(`    ${LABEL[scenario].padEnd(50)} ${ms(total)}`);
    lines.push(`      ${'script: parse, reducer, selectors, render, commit'.padEnd(48)} ${ms(script)}`);
    lines.push(`      ${'frame: style, layout, paint'.padEnd(48)} ${ms(frame)}`);
    if (profiling) {
      const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: CpuProfile };
      lines.push(`  CPU profile of those ${SAMPLES} updates (per update, the pauses between them included; top 20):`);
      lines.push(...profileReport(profile, await sourceLocator(origin), SAMPLES));
    }
  }
  await context.close();
  return lines;
}

/** Taps measured, and how far apart: a player choosing prices while the list moves. */
const TAPS = 20;
const TAP_GAP_MS = 400;
/** What a tap may take to answer (the next paint after it): Google's "good" interaction. */
export const TAP_ANSWER_BUDGET_MS = 100;

/**
 * Collects the Event Timing API's interactions (a tap's pointerdown, pointerup and click share an
 * interactionId): per interaction, the longest event's duration, from the input to the next paint.
 * The highest of a page's interactions (near enough) is its INP.
 */
const RECORD_INTERACTIONS = `(() => {
  const longest = new Map();
  window.__interactions = longest;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (!entry.interactionId) continue;
      longest.set(entry.interactionId, Math.max(longest.get(entry.interactionId) ?? 0, entry.duration));
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
})();`;

/**
 * Taps on prices of the live page while all its prices move (a poll answered every 500 ms with 300
 * moved prices), the CPU slowed 4×: each tap puts the price in the coupon or takes it out. The
 * figure is the 75th percentile of the taps' interactions, the way INP is judged over page views.
 */
export async function measureTaps(browser: Browser, origin: string): Promise<string> {
  const context = await browser.newContext({ viewport: PHONE, hasTouch: true, locale: 'en-US' });
  const page = await context.newPage();
  await page.addInitScript(RECORD_INTERACTIONS);
  const feed = await feedLivePage(page);
  feed.set('all');
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.goto(`${origin}/en/live`);
  // The app marks the page once it has taken the server's markup over.
  await page.locator('html[data-app="ready"]').waitFor({ state: 'attached' });
  await page.locator('button.odds').nth(5).waitFor();
  // The page's poller asks at once whenever the page says it is visible again.
  await page.evaluate(() => setInterval(() => document.dispatchEvent(new Event('visibilitychange')), 500));
  for (let i = 0; i < TAPS; i++) {
    await page.locator('button.odds').nth(i % 6).tap();
    await page.waitForTimeout(TAP_GAP_MS);
  }
  await page.waitForTimeout(1_000);
  const durations = await page.evaluate(() => [...(window as unknown as { __interactions: Map<number, number> }).__interactions.values()]);
  await context.close();
  if (durations.length < TAPS) return `  a tap on a price while 300 prices move, CPU slowed 4×: not measured (${durations.length} of ${TAPS} taps seen)`;
  const sorted = [...durations].sort((a, b) => a - b);
  const p75 = sorted[Math.ceil(0.75 * sorted.length) - 1]!;
  const verdict = p75 <= TAP_ANSWER_BUDGET_MS ? 'within' : 'over';
  return `  a tap on a price while 300 prices move, CPU slowed 4× (${TAPS} taps, input to next paint): p75 ${Math.round(p75)} ms, worst ${Math.round(sorted.at(-1)!)} ms — ${verdict} the ${TAP_ANSWER_BUDGET_MS} ms budget`;
}

export default async function bench(): Promise<string[]> {
  const executablePath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
  const head = `live update of ${GAMES} games, 300 prices in Chromium (production build, ${SAMPLES} updates after ${WARM_UP} warm-up; budget: ≤ 16 ms of work per update)`;
  if (!existsSync(executablePath)) return [head, `  not measured: no Chromium at ${executablePath} (apt-get install -y chromium, or set CHROMIUM_PATH)`];
  if (!existsSync(join(root, 'dist', 'asset-map.json'))) return [head, '  not measured: no build in dist/ (npm run build)'];

  const { chromium } = await import('@playwright/test');
  const { buildServer } = await import('../server/app.ts');
  const server = await buildServer({ rootDir: root, siteConfigId: 'default', production: true, logger: false });
  let browser: Browser | null = null;
  try {
    await server.listen({ host: '127.0.0.1', port: 0 });
    const { port } = server.server.address() as AddressInfo;
    browser = await chromium.launch({ executablePath, args: LAUNCH_ARGS });
    const throttle = Number(process.env.BENCH_CPU_THROTTLE ?? 1);
    const lines = [`${head.replace('Chromium', `Chromium ${browser.version()}`)}${throttle > 1 ? `, CPU slowed ${throttle}×` : ''}`];
    const origin = `http://127.0.0.1:${port}`;
    lines.push(`  on a phone screen (${PHONE.width}×${PHONE.height}; rows far from the screen wait until they come near):`);
    lines.push(...(await measureInBrowser(browser, origin, PHONE, ['tick', 'all'])));
    lines.push(`  every row on screen (${TALL.width}×${TALL.height}):`);
    lines.push(...(await measureInBrowser(browser, origin, TALL, ['all'])));
    lines.push(await measureTaps(browser, origin));
    return lines;
  } catch (error) {
    return [head, `  not measured: ${(error as Error).message.split('\n')[0]}`];
  } finally {
    await browser?.close();
    await server.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const line of await bench()) console.log(line);
}
