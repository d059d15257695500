import { describe, it, expect } from 'vitest';
import { HTML_CACHE_CONTROL, PRIVATE_HTML_CACHE_CONTROL, carriesSession, privateOrRevalidate } from './caching.ts';

const request = (cookie?: string) => ({ headers: cookie === undefined ? {} : { cookie } });

describe('HTML shell caching', () => {
  it('revalidates every time and is never no-store (the back/forward cache needs a storable page)', () => {
    expect(HTML_CACHE_CONTROL).toBe('no-cache');
    expect(PRIVATE_HTML_CACHE_CONTROL).toBe('private, no-cache');
    for (const value of [HTML_CACHE_CONTROL, PRIVATE_HTML_CACHE_CONTROL]) expect(value).not.toMatch(/no-store/);
  });

  it('answers no-cache for a guest: no cookie, other cookies, or an empty session cookie', () => {
    expect(privateOrRevalidate(request())).toBe('no-cache');
    expect(privateOrRevalidate(request(''))).toBe('no-cache');
    expect(privateOrRevalidate(request('lang=en; odds_format=decimal'))).toBe('no-cache');
    expect(privateOrRevalidate(request('user_token=; lang=en'))).toBe('no-cache');
    // A cookie whose name only contains the session name is someone else's.
    expect(privateOrRevalidate(request('old_user_token=abc; user_tokens=x'))).toBe('no-cache');
  });

  it('answers private, no-cache when the request carries the user token or the session cookie', () => {
    expect(privateOrRevalidate(request('user_token=eyJhbGciOi.x.y'))).toBe('private, no-cache');
    expect(privateOrRevalidate(request('lang=en; user_token=eyJ.x.y; b=1'))).toBe('private, no-cache');
    expect(privateOrRevalidate(request('auth_session=s3cr3t'))).toBe('private, no-cache');
    expect(carriesSession(request('lang=en ;  user_token = abc '))).toBe(true);
  });
});
