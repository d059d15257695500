/**
 * Browser flows in Chromium against the product deployed as production runs it: per operator a shell in production mode
 * (`npm run serve:shell`) in front of its reference back end (`npm run serve:api`), both from the build `npm test` has just
 * made (e2e/start-servers.ts builds first only when dist/ is missing or older than the sources, then starts the four).
 * The default site config's shell on 4310, the Russian-language operator's on 4311 (e2e/servers.ts).
 *
 * Two workers, one per core. The servers keep players, prices and the limit clock in memory for their life, so the tests
 * that sign in as the seeded demo player or move a price or the clock for everyone carry the tag @shared-state: their
 * project runs them one at a time (never two at once), beside the other tests, which share nothing.
 */
import { chromium, defineConfig } from '@playwright/test';
import { existsSync } from 'node:fs';
import { DEFAULT_PORT, HOST } from './e2e/servers.ts';

const DEBIAN_CHROMIUM = '/usr/bin/chromium';
/**
 * Debian's chromium-headless-shell: the same engine without the browser's UI layers. The whole run
 * spends its time in the browser, and the shell took a quarter less of it (catalog and sports-extras
 * specs: 2 m 09 s with chromium, 1 m 38 s with the shell, one session on this 2-core machine).
 */
const DEBIAN_HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

/**
 * CHROMIUM_PATH, else Debian's headless shell, else Debian's chromium, else Playwright's own browser
 * (undefined). With none of them installed the run stops here, before a server is started, saying
 * how to get one.
 */
function chromiumExecutable(): string | undefined {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv) {
    if (existsSync(fromEnv)) return fromEnv;
    throw new Error(`CHROMIUM_PATH is "${fromEnv}", but no file exists there. Point it at a Chromium binary or unset it.`);
  }
  if (existsSync(DEBIAN_HEADLESS_SHELL)) return DEBIAN_HEADLESS_SHELL;
  if (existsSync(DEBIAN_CHROMIUM)) return DEBIAN_CHROMIUM;
  let bundled = '';
  try {
    bundled = chromium.executablePath();
  } catch {
    // No registry entry for this platform: treated as not installed.
  }
  if (bundled && existsSync(bundled)) return undefined;
  throw new Error(
    `No Chromium found for the e2e tests: CHROMIUM_PATH is not set, ${DEBIAN_CHROMIUM} does not exist and ` +
      `Playwright's own browser is not installed${bundled ? ` (${bundled})` : ''}. ` +
      'Install one with `apt-get install -y chromium-headless-shell` (or `npx playwright install chromium` where downloads are allowed), ' +
      'or set CHROMIUM_PATH to a Chromium binary.',
  );
}

/** The tag of tests that must not run at the same time as each other (see the header). */
const SHARED_STATE = /@shared-state/;

export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  fullyParallel: false,
  workers: 2,
  retries: 0,
  forbidOnly: !!process.env.CI,
  // A hang detector, not a speed target (those live in `npm run bench`): walks of twenty pages take
  // 15-30 s here and twice that when the machine is busy.
  timeout: 60_000,
  // Also a hang detector: two browsers and four servers share two cores here, and 5 s was too short
  // in a busy CI run for checks that pass in a second or two alone.
  expect: { timeout: 10_000 },
  reporter: 'list',
  projects: [
    { name: 'shared-state', grep: SHARED_STATE, workers: 1 },
    { name: 'independent', grepInvert: SHARED_STATE },
  ],
  use: {
    baseURL: `http://${HOST}:${DEFAULT_PORT}`,
    browserName: 'chromium',
    viewport: { width: 390, height: 844 },
    hasTouch: true,
    isMobile: false,
    locale: 'en-US',
    trace: 'off',
    screenshot: 'off',
    video: 'off',
    launchOptions: {
      executablePath: chromiumExecutable(),
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  // The four servers in one process that starts them together (see there): Playwright starts the entries of an
  // array one after the other.
  webServer: {
    name: 'e2e servers',
    command: 'node --import tsx e2e/start-servers.ts',
    wait: { stdout: /e2e servers ready/ },
    reuseExistingServer: false,
    timeout: 120_000,
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
