/** A fixture server and freshly registered players for the account API's tests. */
import { expect } from 'vitest';
import { b64, type Browser, type TestServer } from '../../../server/test-kit/index.ts';

export { b64 };

/** A new one-click player, signed in: no phone, no e-mail, nothing verified. */
export async function freshPlayer(h: TestServer): Promise<{ browser: Browser; login: string; password: string; id: number }> {
  const browser = h.browser();
  const res = await browser.post('/web-api/user/registration', { type: 'one_click', currency: 'USD' });
  expect(res.statusCode, res.body).toBe(200);
  const { login, password, user_id: id } = res.json().data as { login: string; password: string; user_id: number };
  return { browser, login, password, id };
}

export async function userConfig(browser: Browser): Promise<Record<string, unknown> & { protection_methods: Record<string, boolean>; user_data: Record<string, unknown> }> {
  const res = await browser.get('/web-api/user/config');
  expect(res.statusCode).toBe(200);
  return res.json();
}

/** Every guarded call answers 401 to a guest, whatever the body. */
export async function expectGuestsRefused(h: TestServer, calls: ReadonlyArray<readonly ['GET' | 'POST', string]>): Promise<void> {
  const guest = h.browser();
  for (const [method, url] of calls) {
    const res = await guest.call(method, url, method === 'POST' ? {} : undefined);
    expect(res.statusCode, `${method} ${url}`).toBe(401);
  }
}

/** A six-digit code that is certainly not `code`. */
export function otherCode(code: string): string {
  return String((Number(code) + 1) % 1_000_000).padStart(6, '0');
}
