/**
 * Walking pages as a player: each path must open its real page, not the catch-all (404), the server
 * error page, a failed plugin's refresh control (the error boundary) or a text shown as its raw
 * dictionary key ("office_menu_title"). Specs that add routes walk them with `expectRealPage`.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect } from './fixtures.ts';

/** A dictionary key as it shows when its text is missing: lower-case words joined by underscores. */
const RAW_KEY = /\b[a-z][a-z0-9]*(?:_[a-z0-9]+){1,}\b/g;

/** Raw dictionary keys in the page's visible text (links and e-mail addresses are not checked). */
export async function rawKeysOn(page: Page): Promise<string[]> {
  const text = await page.locator('#root').innerText();
  return [...new Set(text.match(RAW_KEY) ?? [])];
}

/**
 * Opens `path` and checks it is a real page: the route's `heading` (a name or pattern) is visible, and
 * no 404, 500, refresh control or raw key is on screen. Returns the page for further checks.
 */
export async function expectRealPage(page: Page, path: string, heading: string | RegExp): Promise<void> {
  await page.goto(path);
  await expect(page.getByRole('heading', { name: heading }).first(), `${path} shows its heading`).toBeVisible();
  await expectNoBrokenPiece(page, path);
}

/** What the current page must not show: the catch-all, the error page, a failed piece or a raw key. */
export async function expectNoBrokenPiece(page: Page, path: string): Promise<void> {
  await expect(page.locator('.status-page'), `${path} is not a 404 or 500 page`).toHaveCount(0);
  await expect(page.locator('.refresh-control'), `${path} has no failed piece`).toHaveCount(0);
  expect(await rawKeysOn(page), `${path} shows no raw dictionary key`).toEqual([]);
}

/** WCAG 2.2 A and AA violations axe-core finds on the current page, as "rule: selector" lines. */
export async function accessibilityViolations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
  return result.violations.flatMap((v) => v.nodes.map((n) => `${v.id}: ${n.target.join(' ')}`));
}
