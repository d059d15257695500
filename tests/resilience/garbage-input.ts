/**
 * Garbage as browsers and hostile links deliver it: cookie values and query strings that no page of
 * ours ever wrote. Shared by the property tests of this folder.
 */
import fc from 'fast-check';

/** Every cookie the site reads or writes (the product's list, the preferences, consent, identity, tracking). */
/** Referral and partner keys: the landing address carries them and the site keeps them as cookies. */
const TRACKING_KEYS = ['ref', 'bf', 'btag', 'tag', 'qtag', 'affid', 'click_id', 'utm_source', 'aip', 'pb', 'subid', 'bwpromocode'] as const;

export const SITE_COOKIES = [
  'lng',
  'tzo',
  'is12h',
  'hide_left',
  'hide_right',
  'cookies_agree_type',
  'cookies_agree_time',
  'markets_name_type',
  'app_view_type',
  'isChampsGroupedByCountry',
  'isAppCompactView',
  'appTheme',
  'appFontSize',
  'ua',
  'user_token',
  'user_id',
  'auth_session',
  'captcha_id',
  'secure_data_grant',
  'ref_block_reason',
  ...TRACKING_KEYS,
] as const;

/** Every query key a page, guard or first-screen read looks at, and keys that trip naive objects. */
export const SITE_QUERY_KEYS = [
  'redirect_url',
  'from_url',
  'force_captcha',
  'platform_type',
  'keep_modals',
  'login-modal',
  'coupon-settings-modal',
  'code',
  'q',
  'search',
  'category',
  'provider',
  'period',
  'status',
  'page',
  'pageSize',
  'kind',
  'promocode',
  'token',
  'paymentId',
  'accountId',
  'section',
  'champ',
  'sport',
  'discipline',
  'lang',
  'lng',
  'id',
  'tab',
  'instruction',
  'ios',
  'state',
  'skip_identification',
  'from_identification',
  'identification_skip',
  'showForgotPasswordModal',
  'social_state',
  'forgot-password-modal',
  'cookie-settings-modal',
  'payment_consultant',
  'wallet-modal',
  'transfer-user',
  'method_id',
  'sign',
  'redirect',
  'rules',
  'pages',
  ...TRACKING_KEYS,
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'hasOwnProperty',
] as const;

/** Values that have broken parsers elsewhere: escapes that do not decode, prototype keys, numbers that are not. */
export const NASTY_VALUES = [
  '',
  ' ',
  '%',
  '%%',
  '%zz',
  '%E0%A4%A',
  '%C0%AF',
  '%uD800',
  '%ED%A0%80',
  '%FF',
  '%00',
  '%0a',
  '%2e%2e%2f',
  '__proto__',
  'constructor',
  'toString',
  'hasOwnProperty',
  '{"__proto__":{"x":1}}',
  'null',
  'undefined',
  'NaN',
  '-0',
  'Infinity',
  '-Infinity',
  '1e999',
  '0x10',
  '9007199254740993',
  '-1',
  '1.5',
  ' 1 ',
  '1,2',
  '0',
  '1',
  '2',
  'true',
  'necessary',
  'necessary.',
  'necessary.functional.functional',
  'necessary.marketing.functional',
  'a.b.c',
  'e30.e30.e30',
  'eyJhbGciOiJub25lIn0.eyJleHAiOjF9.x',
  'eyJhbGciOiJub25lIn0.eyJleHAiOjk5OTk5OTk5OTk5OTl9.x',
  '"',
  "'",
  '<script>alert(1)</script>',
  '\\',
  '//evil.example',
  'javascript:alert(1)',
  '\u202e',
  '\ud800',
  '😀',
  'ё',
] as const;

/** A string of any kind: ASCII, full Unicode (lone surrogates included), huge, or a known troublemaker. */
export const anyText: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: fc.string() },
  { weight: 2, arbitrary: fc.string({ unit: 'binary' }) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme' }) },
  { weight: 3, arbitrary: fc.constantFrom(...NASTY_VALUES) },
  { weight: 1, arbitrary: fc.string({ minLength: 3000, maxLength: 9000 }) },
  { weight: 1, arbitrary: fc.stringMatching(/^[-+]?\d{1,20}(\.\d{1,5})?$/) },
  { weight: 1, arbitrary: fc.array(fc.constantFrom('%', '2', 'f', 'E', '0', 'z', 'A', '.', ';', '='), { maxLength: 20 }).map((parts) => parts.join('')) },
);

/**
 * A text as it reaches the server in a header: the bytes of its UTF-8 read one per character (as
 * Node reads a header), without CR, LF and NUL (which no HTTP parser lets through).
 */
export function asHeaderText(text: string): string {
  return Buffer.from(text, 'utf8').toString('latin1').replace(/[\r\n\0]/g, '');
}

/** How a cookie value may be written: raw, percent-encoded as our code writes them, or broken. */
const cookieValue: fc.Arbitrary<string> = fc.oneof(anyText, anyText.map((text) => encodeURIComponent(text.replace(/[\ud800-\udfff]/g, ''))));

/** A Cookie header with garbage for some of the site's cookies (and some of its own), in any order, repeats allowed. */
export const garbageCookieHeader: fc.Arbitrary<string> = fc
  .array(
    fc.oneof(
      { weight: 5, arbitrary: fc.tuple(fc.constantFrom(...SITE_COOKIES), cookieValue).map(([name, value]) => `${name}=${value}`) },
      { weight: 1, arbitrary: anyText },
    ),
    { minLength: 1, maxLength: 14 },
  )
  .map((parts) => asHeaderText(parts.join('; ')));

/** One query parameter: a known key or any, any value; encoded properly, or written raw (escapes broken). */
const queryPart: fc.Arbitrary<string> = fc
  .tuple(fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...SITE_QUERY_KEYS) }, { weight: 1, arbitrary: anyText }), anyText, fc.boolean())
  .map(([key, value, encoded]) => (encoded ? new URLSearchParams([[key.replace(/[\ud800-\udfff]/g, ''), value.replace(/[\ud800-\udfff]/g, '')]]).toString() : `${key}=${value}`));

/**
 * A query string (without '?') as a request line may carry it: non-ASCII characters are
 * percent-encoded (a browser does that), everything else is left as typed, broken escapes included.
 */
export const garbageQuery: fc.Arbitrary<string> = fc
  .array(queryPart, { minLength: 1, maxLength: 8 })
  .map((parts) =>
    parts
      .join('&')
      .replace(/[\ud800-\udfff]/g, '')
      .replace(/[^\x21-\x7e]/g, (c) => encodeURIComponent(c))
      .replace(/#/g, '%23'),
  );

/** The same garbage as a location.search ("?..."), for readers that take one. */
export const garbageSearch: fc.Arbitrary<string> = fc.oneof(
  garbageQuery.map((query) => `?${query}`),
  anyText,
  anyText.map((text) => `?${text}`),
);

/** The GET routes under /web-api, from Fastify's route tree ("├── /web-api/x (GET)", children indented by 4). */
export function getRoutesOf(tree: string): string[] {
  const stack: string[] = [];
  const out: string[] = [];
  for (const line of tree.split('\n')) {
    const match = /^((?:[│ ] {3})*)[├└]── (\S+)(?: \(([^)]*)\))?/.exec(line);
    if (!match) continue;
    const depth = match[1]!.length / 4;
    stack.length = depth;
    stack.push(match[2]!);
    const methods = match[3] ?? '';
    const path = stack.join('');
    if (/\bGET\b/.test(methods) && path.startsWith('/web-api/')) out.push(path);
  }
  return out;
}
