/**
 * The shared e2e fixture: every test's page is watched for Content-Security-Policy violations
 * (the securitypolicyviolation event and Chromium's console report), uncaught page errors, and
 * HTML documents whose CSP header allows inline or eval'd script. Each test ends by asserting
 * that none happened, so a CSP regression fails whichever flow first meets it.
 */
import { test as base, expect, type Locator, type Page } from '@playwright/test';

export { expect };

interface CspViolation {
  directive: string;
  blockedURI: string;
  sourceFile: string;
  line: number;
  sample: string;
}

declare global {
  interface Window {
    __cspViolations?: CspViolation[];
    __reportCspViolation?: (violation: CspViolation) => Promise<void>;
  }
}

export interface PageProblems {
  cspViolations: string[];
  pageErrors: string[];
  /** HTML documents whose CSP header is missing or allows 'unsafe-inline' / 'unsafe-eval'. */
  weakPolicies: string[];
}

function describeViolation(v: CspViolation): string {
  return `${v.directive} blocked ${v.blockedURI || '(inline)'} at ${v.sourceFile || '?'}:${v.line}${v.sample ? ` "${v.sample}"` : ''}`;
}

/** What a CSP of an HTML document must not allow; empty when it is strict. */
export function cspWeaknesses(policy: string | undefined): string[] {
  if (!policy) return ['no content-security-policy header'];
  return ["'unsafe-inline'", "'unsafe-eval'"].filter((source) => policy.includes(source)).map((source) => `allows ${source}`);
}

export const test = base.extend<{ pageProblems: PageProblems }>({
  pageProblems: [
    async ({ page }, use) => {
      const problems: PageProblems = { cspViolations: [], pageErrors: [], weakPolicies: [] };

      // The binding survives navigations; window.__cspViolations holds the current document's list.
      await page.exposeBinding('__reportCspViolation', (_source, violation: CspViolation) => {
        problems.cspViolations.push(describeViolation(violation));
      });
      await page.addInitScript(() => {
        window.__cspViolations = [];
        document.addEventListener(
          'securitypolicyviolation',
          (event) => {
            const violation = {
              directive: event.effectiveDirective,
              blockedURI: event.blockedURI,
              sourceFile: event.sourceFile,
              line: event.lineNumber,
              sample: event.sample,
            };
            window.__cspViolations?.push(violation);
            void window.__reportCspViolation?.(violation);
          },
          true,
        );
      });
      page.on('console', (message) => {
        if (message.text().includes('Content Security Policy')) problems.cspViolations.push(`console: ${message.text()}`);
      });
      page.on('pageerror', (error) => {
        problems.pageErrors.push(error.stack ?? String(error));
      });
      page.on('response', (response) => {
        const request = response.request();
        if (request.resourceType() !== 'document' || request.frame() !== page.mainFrame()) return;
        for (const weakness of cspWeaknesses(response.headers()['content-security-policy'])) {
          problems.weakPolicies.push(`${response.url()}: ${weakness}`);
        }
      });

      await use(problems);

      if (!page.isClosed()) {
        // Whatever the current document saw, in case the binding missed it.
        const inPage = await page.evaluate(() => window.__cspViolations ?? []).catch(() => [] as CspViolation[]);
        for (const violation of inPage) {
          const text = describeViolation(violation);
          if (!problems.cspViolations.includes(text)) problems.cspViolations.push(text);
        }
      }
      expect.soft(problems.cspViolations, 'Content-Security-Policy violations').toEqual([]);
      expect.soft(problems.weakPolicies, 'HTML documents with a weak Content-Security-Policy').toEqual([]);
      expect.soft(problems.pageErrors, 'uncaught errors in the page').toEqual([]);
    },
    { auto: true },
  ],
});

/**
 * For a test that uses what the server keeps for everyone: it signs in as a seeded player (`demo`,
 * whose balance, history and favourites other tests change too) or moves a price or the limit clock
 * through the test routes. Playwright's `shared-state` project runs these one at a time
 * (playwright.config.ts); every other test runs beside them and must share nothing with another.
 */
export const SHARED_STATE = { tag: '@shared-state' };

/** The site header (banner landmark) with the company's name as its home link. */
export function siteHeader(page: Page): Locator {
  return page.getByRole('banner');
}

/** The bottom navigation, as a screen-reader user finds it. */
export function bottomNavigation(page: Page, name = 'Main navigation'): Locator {
  return page.getByRole('navigation', { name });
}

/** The shell around every default-layout page: header with the brand link and the bottom navigation. */
export async function expectShell(page: Page, brand: string, navigationName = 'Main navigation'): Promise<void> {
  await expect(siteHeader(page).getByRole('link', { name: brand })).toBeVisible();
  await expect(bottomNavigation(page, navigationName)).toBeVisible();
}

/**
 * Waits until the app has taken the server's page over (it marks <html data-app="ready"> then), so
 * what the test does next is the app's to handle.
 */
export async function appReady(page: Page): Promise<void> {
  await page.locator('html[data-app="ready"]').waitFor({ state: 'attached' });
}

/** Opens `path` and waits until the app has taken it over (see appReady). */
export async function gotoReady(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await appReady(page);
}

/**
 * Holds the app's entry module back, so what the test does next lands on the server's markup before
 * hydration. Call the returned function to let the app load.
 */
export async function holdAppCode(page: Page): Promise<() => void> {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/app-[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}
