/**
 * The regulated sites (se, uk, de) ask their age question and cookie notice on a first visit. Tests
 * about something else start as a visitor who has answered both already: the age answer as the
 * notices remember it (localStorage, src/sagas/notices-queue.saga.ts) and the consent cookie with
 * necessary cookies only, so that nothing covers the page they test.
 */
import type { BrowserContext } from '@playwright/test';

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
