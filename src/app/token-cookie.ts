/**
 * The user token in the cookie `user_token`, expiring when the token does (its exp
 * claim), so a reload keeps the session and a dead token is never sent. Readable by script on
 * purpose: the API client puts it in the Authorization header. The long-lived session is the
 * server's httpOnly `auth_session` cookie, which the client never sees.
 */
import type { TokenPort } from '../composer/services.ts';
import { isTokenValid, tokenExpiresAt } from '../domain/token-expiry.ts';

export const TOKEN_COOKIE = 'user_token';

/** The minimal cookie surface (document in the browser, a fake in tests). */
export interface CookieJar {
  cookie: string;
}

export function readCookie(jar: CookieJar, name: string): string | null {
  for (const part of jar.cookie.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    if (part.slice(0, eq).trim() !== name) continue;
    try {
      return decodeURIComponent(part.slice(eq + 1).trim());
    } catch {
      return null;
    }
  }
  return null;
}

export function deleteCookie(jar: CookieJar, name: string): void {
  jar.cookie = `${name}=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT; SameSite=Lax`;
}

export function createTokenCookie(jar: CookieJar, options: { now: () => number; secure: boolean }): TokenPort {
  return {
    get() {
      const token = readCookie(jar, TOKEN_COOKIE);
      return isTokenValid(token, options.now()) ? token : null;
    },
    set(token) {
      const expiresAt = tokenExpiresAt(token);
      // A token without exp lives for the browser session only.
      const expires = expiresAt === null ? '' : `; expires=${new Date(expiresAt).toUTCString()}`;
      jar.cookie = `${TOKEN_COOKIE}=${encodeURIComponent(token)}; path=/${expires}; SameSite=Lax${options.secure ? '; Secure' : ''}`;
    },
    clear() {
      deleteCookie(jar, TOKEN_COOKIE);
    },
  };
}
