import { describe, expect, it } from 'vitest';
import { isTokenValid, tokenExpiresAt } from './token-expiry.ts';

const b64url = (value: unknown) => btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
const token = (payload: unknown) => `${b64url({ alg: 'HS256' })}.${b64url(payload)}.c2ln`;

describe('token expiry', () => {
  it('reads exp (seconds) as milliseconds', () => {
    expect(tokenExpiresAt(token({ sub: 1, exp: 1_700_000_000 }))).toBe(1_700_000_000_000);
  });

  it('a token is valid only while its expiry is in the future', () => {
    const t = token({ exp: 2_000 });
    expect(isTokenValid(t, 1_999_999)).toBe(true);
    expect(isTokenValid(t, 2_000_000)).toBe(false);
    expect(isTokenValid(null, 0)).toBe(false);
    expect(isTokenValid('', 0)).toBe(false);
  });

  it.each([
    ['no dots', 'abc'],
    ['two parts', 'a.b'],
    ['payload not base64url', 'a.b+c.d'],
    ['payload not JSON', `a.${btoa('nope')}.c`],
    ['payload without exp', token({ sub: 1 })],
    ['exp not a number', token({ exp: '2000' })],
    ['exp negative', token({ exp: -5 })],
    ['payload an array', token([1, 2])],
  ])('a malformed token (%s) has no expiry and is never valid', (_, bad) => {
    expect(tokenExpiresAt(bad)).toBeNull();
    expect(isTokenValid(bad, 0)).toBe(false);
  });
});
