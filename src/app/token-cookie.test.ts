import { describe, expect, it } from 'vitest';
import { createTokenCookie, readCookie, TOKEN_COOKIE, type CookieJar } from './token-cookie.ts';

const b64url = (value: unknown) => btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
const token = (exp: number) => `${b64url({ alg: 'HS256' })}.${b64url({ sub: 1, exp })}.sig`;

/** Keeps the last Set-Cookie line per name, like a browser, and remembers what was written. */
function fakeJar(): CookieJar & { writes: string[] } {
  const values = new Map<string, string>();
  const writes: string[] = [];
  return {
    writes,
    get cookie() {
      return [...values].map(([k, v]) => `${k}=${v}`).join('; ');
    },
    set cookie(line: string) {
      writes.push(line);
      const [pair] = line.split(';');
      const [name, value] = pair!.split('=');
      if (/expires=Thu, 01 Jan 1970 00:00:00/.test(line)) values.delete(name!);
      else values.set(name!, value!);
    },
  };
}

describe('the user_token cookie', () => {
  it('expires with the token and is read back while valid', () => {
    const jar = fakeJar();
    let now = 1_900_000_000_000;
    const cookie = createTokenCookie(jar, { now: () => now, secure: false });
    const t = token(2_000_000_000);
    cookie.set(t);
    expect(jar.writes[0]).toContain(`expires=${new Date(2_000_000_000_000).toUTCString()}`);
    expect(jar.writes[0]).toMatch(/^user_token=.*; path=\/; expires=.*; SameSite=Lax$/);
    expect(cookie.get()).toBe(t);
    now = 2_000_000_000_000;
    expect(cookie.get()).toBeNull();
  });

  it('is Secure on https and removed on clear', () => {
    const jar = fakeJar();
    const cookie = createTokenCookie(jar, { now: () => 0, secure: true });
    cookie.set(token(2_000_000_000));
    expect(jar.writes[0]).toContain('; Secure');
    cookie.clear();
    expect(readCookie(jar, TOKEN_COOKIE)).toBeNull();
    expect(cookie.get()).toBeNull();
  });

  it('a garbage cookie value is no token', () => {
    const jar = { cookie: 'user_token=%E0%A4%A; other=1' };
    expect(createTokenCookie(jar, { now: () => 0, secure: false }).get()).toBeNull();
    expect(readCookie({ cookie: 'a=1; user_token=not-a-jwt' }, 'user_token')).toBe('not-a-jwt');
    expect(createTokenCookie({ cookie: 'user_token=not-a-jwt' }, { now: () => 0, secure: false }).get()).toBeNull();
  });
});
