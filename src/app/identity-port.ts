/**
 * The browser side of the session sagas (src/composer/services.ts IdentityPort): the token cookie,
 * the captcha bridge, the user's cookies, activity and media. Built once by the composition root.
 */
import type { IdentityPort } from '../composer/services.ts';
import type { CaptchaBridge } from './captcha-bridge.ts';
import { createTokenCookie, deleteCookie, readCookie } from './token-cookie.ts';

/** User activity is throttled to one event per 100 ms. */
export const ACTIVITY_THROTTLE_MS = 100;
const ACTIVITY_EVENTS = ['pointerdown', 'keydown', 'scroll', 'touchstart', 'wheel'] as const;
/** The user's own cookies, removed on logout; language and consent stay. */
export const USER_COOKIES = ['user_token', 'user_id'] as const;

export function createBrowserIdentityPort(win: Window, captcha: CaptchaBridge): IdentityPort {
  const doc = win.document;
  const storage = (() => {
    try {
      return win.localStorage;
    } catch {
      return null;
    }
  })();
  return {
    tokens: createTokenCookie(doc, { now: () => Date.now(), secure: win.location.protocol === 'https:' }),
    captcha,
    clearUserCookies: () => {
      for (const name of USER_COOKIES) deleteCookie(doc, name);
    },
    reloadPage: () => win.location.reload(),
    storage,
    readCookie: (name) => readCookie(doc, name),
    isMediaPlaying: () => [...doc.querySelectorAll('audio, video')].some((m) => !(m as HTMLMediaElement).paused && !(m as HTMLMediaElement).ended),
    onActivity(listener) {
      let last = 0;
      const onEvent = () => {
        const now = Date.now();
        if (now - last < ACTIVITY_THROTTLE_MS) return;
        last = now;
        listener();
      };
      for (const type of ACTIVITY_EVENTS) win.addEventListener(type, onEvent, { passive: true, capture: true });
      return () => {
        for (const type of ACTIVITY_EVENTS) win.removeEventListener(type, onEvent, { capture: true });
      };
    },
    now: () => Date.now(),
  };
}
