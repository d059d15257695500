/**
 * Signing in as the seeded demo player (README "Sign-in"; docs/contracts/identity-api.md) for specs
 * whose subject is not sign-in itself, and calls made as that player.
 *
 * `signInAsDemo` signs in through the identity API before the page opens: the answer sets the
 * httpOnly `auth_session` cookie in the test's browser context, and the app finds the session with
 * its start-up check, as after a reload. The identity specs sign in through the UI instead.
 *
 * The reference keeps players in memory for the server's life, so the demo player's balance and
 * history carry over between tests: assert on differences, never on absolute amounts.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from './fixtures.ts';

export const DEMO_LOGIN = 'demo';
export const DEMO_PASSWORD = 'demo1234';

/** Login and password travel base64-encoded (of UTF-8). */
const base64 = (text: string): string => Buffer.from(text, 'utf8').toString('base64');

/** Signs the page's browser context in as the demo player; call it before `page.goto`. */
export async function signInAsDemo(page: Page): Promise<void> {
  const res = await page.request.post('/web-api/user/login', { data: { login: base64(DEMO_LOGIN), password: base64(DEMO_PASSWORD), save: false } });
  expect(res.ok(), await res.text()).toBe(true);
  expect(((await res.json()) as { success?: unknown }).success).toBe(true);
}

/**
 * Headers that make an API call the signed-in player's: who calls is the Bearer token only (a
 * cookie alone never is), so a fresh token is minted from the context's session cookie, as the app
 * does. Without a live session the call stays a guest's (no header).
 */
export async function asPlayer(request: APIRequestContext): Promise<Record<string, string>> {
  const res = await request.get('/web-api/user/gettoken?force_refresh=true');
  if (!res.ok()) return {};
  const token = ((await res.json()) as { data?: { token?: unknown } }).data?.token;
  return typeof token === 'string' ? { authorization: `Bearer ${token}` } : {};
}

/** The header's balance, as the player reads it ("Balance: $994.00"). */
export function headerBalance(page: Page) {
  return page.getByRole('banner').getByLabel(/^Balance: /);
}

/** The amount of the header's balance (digits of its label, e.g. 994 from "Balance: $994.00"). */
export async function headerBalanceAmount(page: Page): Promise<number> {
  const label = (await headerBalance(page).getAttribute('aria-label')) ?? '';
  const amount = Number(label.replace(/^Balance:\s*/, '').replace(/[^\d.]/g, ''));
  expect(Number.isFinite(amount) && amount > 0, `a balance in "${label}"`).toBe(true);
  return amount;
}
