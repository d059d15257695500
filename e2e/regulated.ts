/**
 * The regulated sites (se, uk, de) ask their age question and cookie notice on a first visit. Tests
 * about something else start as a visitor who has answered both already: the age answer as the
 * notices remember it (localStorage, src/sagas/notices-queue.saga.ts) and the consent cookie with
 * necessary cookies only, so that nothing covers the page they test.
 */
import type { BrowserContext, Page } from '@playwright/test';
import { expect } from './fixtures.ts';

const AGE_MEMORY_KEY = 'notices.age-restriction';

export async function answerRegulatedNotices(context: BrowserContext, origins: readonly string[]): Promise<void> {
  await context.addInitScript((key) => {
    try {
      if (localStorage.getItem(key) === null) localStorage.setItem(key, String(Date.now() + 24 * 60 * 60 * 1000));
    } catch {
      // A page without storage (about:blank) has no notices to answer.
    }
  }, AGE_MEMORY_KEY);
  const expires = Math.floor(Date.now() / 1000) + 24 * 60 * 60;
  await context.addCookies(
    origins.flatMap((url) => [
      { name: 'cookies_agree_type', value: 'necessary', url, expires },
      { name: 'cookies_agree_time', value: String(Math.floor(Date.now() / 1000)), url, expires },
    ]),
  );
}

/**
 * A new, identified player, signed in on `origin` (the regulated sites send unidentified players to
 * identification first), with `deposit` on the main account when given. Registered from the page
 * itself, because only the browser resolves *.localhost (Node's resolver does not); the answer sets
 * the session cookie, and the reload lets the app find the session as after any sign-in.
 */
export async function registerFreshPlayer(page: Page, origin: string, deposit = 0): Promise<void> {
  await page.goto(`${origin}/en/`);
  const statuses = await page.evaluate(async (amount) => {
    const json = { 'content-type': 'application/json' };
    const registered = await fetch('/web-api/user/registration', { method: 'POST', headers: json, body: JSON.stringify({ type: 'one_click' }) });
    const { data } = (await registered.json()) as { data: { token: string } };
    const asPlayer = { ...json, authorization: `Bearer ${data.token}` };
    const person = { name: 'Test', surname: 'Player', date_birthday: '1990-01-01', passport: 'AB123456' };
    const identified = await fetch('/web-api/user/identification', { method: 'POST', headers: asPlayer, body: JSON.stringify(person) });
    const deposited = amount > 0 ? (await fetch('/web-api/payments/deposit', { method: 'POST', headers: asPlayer, body: JSON.stringify({ methodId: 'card', amount }) })).status : 200;
    return [registered.status, identified.status, deposited];
  }, deposit);
  expect(statuses).toEqual([200, 200, 200]);
  await page.reload();
}
