import fc from 'fast-check';
import { MAX_RETURN_URL_LENGTH, pickReturnPath, safeReturnPath } from './return-url.ts';

const ORIGIN = 'https://www.example.com';

/** What every non-null answer must satisfy, whatever the input. */
function expectSameOriginPath(result: string | null): void {
  if (result === null) return;
  expect(result.startsWith('/')).toBe(true);
  expect(result.startsWith('//')).toBe(false);
  expect(result.startsWith('/\\')).toBe(false);
  expect(new URL(result, ORIGIN).origin).toBe(ORIGIN);
}

describe('safeReturnPath refuses hostile input', () => {
  const hostile: Array<[string, string]> = [
    ['protocol-relative', '//evil.com'],
    ['protocol-relative with path', '//evil.com/en/office'],
    ['triple slash', '///evil.com'],
    ['slash backslash', '/\\evil.com'],
    ['double backslash', '\\\\evil'],
    ['backslash slash', '\\/evil.com'],
    ['backslash inside the path', '/en\\..\\..\\evil'],
    ['backslash in the query', '/en/office?x=\\evil'],
    ['encoded slash', '/%2fevil.com'],
    ['encoded slash, upper case', '/%2Fevil.com'],
    ['encoded backslash', '/%5cevil.com'],
    ['encoded backslash, upper case', '/%5Cevil.com'],
    ['double-encoded slash', '/%252fevil.com'],
    ['triple-encoded slash', '/%25252Fevil.com'],
    ['double-encoded backslash', '/%255Cevil.com'],
    ['encoded slash inside the path', '/en/%2F%2Fevil.com'],
    ['tab between slashes', '/\t/evil.com'],
    ['newline between slashes', '/\n/evil.com'],
    ['CRLF between slashes', '/\r\n/evil.com'],
    ['leading space', ' /en/office'],
    ['leading tab before //', '\t//evil.com'],
    ['trailing NUL', '/en/office\u0000'],
    ['encoded newline', '/%0a/evil.com'],
    ['encoded NUL', '/en%00'],
    ['ideographic space', '/\u3000/evil.com'],
    ['no-break space', '/\u00a0/evil.com'],
    ['right-to-left override', '/\u202e/en'],
    ['zero-width space', '/\u200b/evil.com'],
    ['fullwidth solidus', '/\uff0fevil.com'],
    ['credentials of our host', 'https://user:pass@www.example.com/en'],
    ['empty credentials', 'https://@www.example.com/en'],
    ['our host as user name', 'https://www.example.com@evil.com/'],
    ['backslash-at trick', 'https://www.example.com\\@evil.com/'],
    ['other origin', 'https://evil.com/en/office'],
    ['look-alike subdomain', 'https://www.example.com.evil.com/en'],
    ['plain http of our host (other origin)', 'http://www.example.com/en'],
    ['other port', 'https://www.example.com:8443/en'],
    ['scheme without slashes', 'https:evil.com'],
    ['scheme with one slash', 'https:/evil.com'],
    ['double slash after our origin', 'https://www.example.com//evil.com'],
    ['javascript:', 'javascript:alert(1)'],
    ['javascript: mixed case', 'JaVaScRiPt:alert(document.domain)'],
    ['javascript: split by newline', 'java\nscript:alert(1)'],
    ['data:', 'data:text/html,<script>alert(1)</script>'],
    ['vbscript:', 'vbscript:msgbox(1)'],
    ['file:', 'file:///etc/passwd'],
    ['mailto:', 'mailto:a@example.com'],
    ['ftp: of our host', 'ftp://www.example.com/en'],
    ['bare host', 'evil.com'],
    ['relative path', 'en/office'],
    ['dot-relative path', './en/office'],
    ['parent-relative path', '../en/office'],
    ['root traversal', '/..'],
    ['traversal escaping the language', '/en/../../evil'],
    ['single dot segment', '/en/./office'],
    ['encoded traversal', '/en/%2e%2e/%2e%2e/evil'],
    ['traversal in an absolute URL', 'https://www.example.com/en/../../evil'],
    ['empty segment inside the path', '/en//evil.com'],
    ['malformed escape', '/en/%zz'],
    ['over-long path', `/${'a'.repeat(MAX_RETURN_URL_LENGTH)}`],
    ['empty string', ''],
  ];

  it('has a table of at least 30 hostile inputs', () => {
    expect(hostile.length).toBeGreaterThanOrEqual(30);
  });

  it.each(hostile)('refuses %s', (_name, input) => {
    expect(safeReturnPath(input, ORIGIN)).toBeNull();
  });

  it.each([
    ['null', null],
    ['undefined', undefined],
    ['a number', 42],
    ['an object', { pathname: '/en' }],
    ['an array', ['/en/office']],
    ['a URL object', new URL('/en/office', ORIGIN)],
  ])('refuses a non-string (%s)', (_name, input) => {
    expect(safeReturnPath(input, ORIGIN)).toBeNull();
  });

  it('refuses everything when the site origin itself is not an http(s) URL', () => {
    expect(safeReturnPath('/en/office', 'not a url')).toBeNull();
    expect(safeReturnPath('/en/office', 'javascript:alert(1)')).toBeNull();
  });

  it('accepts a path of exactly the maximum length and refuses one character more', () => {
    const atLimit = `/${'a'.repeat(MAX_RETURN_URL_LENGTH - 1)}`;
    expect(safeReturnPath(atLimit, ORIGIN)).toBe(atLimit);
    expect(safeReturnPath(`${atLimit}a`, ORIGIN)).toBeNull();
  });
});

describe('safeReturnPath accepts same-origin paths', () => {
  it.each([
    ['/en/office', '/en/office'],
    ['/ru/sports?x=1#h', '/ru/sports?x=1#h'],
    ['/', '/'],
    ['/en/office/', '/en/office/'],
    ['/en/search?q=a%20b&page=2', '/en/search?q=a%20b&page=2'],
    ['/en/line?sport=1#top', '/en/line?sport=1#top'],
    ['https://www.example.com/en/office?tab=2#top', '/en/office?tab=2#top'],
    ['https://www.example.com', '/'],
    ['https://www.example.com?x=1', '/?x=1'],
    ['HTTPS://WWW.EXAMPLE.COM/en', '/en'],
    ['https://www.example.com:443/en', '/en'],
    // Non-ASCII slugs come back percent-encoded, as the browser would send them.
    ['/ru/спорт', '/ru/%D1%81%D0%BF%D0%BE%D1%80%D1%82'],
  ])('%j -> %j', (input, expected) => {
    expect(safeReturnPath(input, ORIGIN)).toBe(expected);
  });

  it('compares against the given origin, not a fixed one', () => {
    expect(safeReturnPath('https://m.example.org:8080/en', 'https://m.example.org:8080')).toBe('/en');
    expect(safeReturnPath('https://www.example.com/en', 'https://m.example.org:8080')).toBeNull();
  });
});

describe('safeReturnPath properties', () => {
  const trickyPrefixes = [
    '/',
    '//',
    '///',
    '/\\',
    '\\\\',
    '\\/',
    ' /',
    '\t/',
    '/\t/',
    '/%2f',
    '/%252f',
    '/%5c',
    '/..',
    '/../',
    'https://www.example.com',
    'https://www.example.com/',
    'https://www.example.com@',
    'https://www.example.com.',
    'https://www.example.com:',
    'https://evil.com',
    'https:',
    'http://www.example.com',
    'javascript:',
    'data:',
    '%2f',
    '\u3000/',
  ];
  const anyString = fc.string({ unit: 'binary', maxLength: 80 });
  const hostileish = fc.oneof(
    anyString,
    fc.tuple(fc.constantFrom(...trickyPrefixes), anyString).map(([p, s]) => p + s),
    fc.tuple(fc.constantFrom(...trickyPrefixes), fc.constantFrom(...trickyPrefixes), anyString).map(
      ([a, b, s]) => a + b + s,
    ),
    fc.webUrl({ withQueryParameters: true, withFragments: true }),
    fc.webPath(),
  );

  it('never yields anything but a same-origin path (or null)', () => {
    fc.assert(
      fc.property(hostileish, (input) => {
        expectSameOriginPath(safeReturnPath(input, ORIGIN));
      }),
      { numRuns: 3000 },
    );
  });

  it('is stable: a returned path is accepted again unchanged', () => {
    fc.assert(
      fc.property(hostileish, (input) => {
        const once = safeReturnPath(input, ORIGIN);
        if (once !== null) expect(safeReturnPath(once, ORIGIN)).toBe(once);
      }),
      { numRuns: 2000 },
    );
  });

  it('accepts ordinary route paths unchanged', () => {
    const segment = fc.stringMatching(/^[a-z0-9_-]{1,12}$/);
    fc.assert(
      fc.property(fc.array(segment, { minLength: 1, maxLength: 6 }), (segments) => {
        const path = `/${segments.join('/')}`;
        expect(safeReturnPath(path, ORIGIN)).toBe(path);
        expect(safeReturnPath(`${ORIGIN}${path}`, ORIGIN)).toBe(path);
      }),
    );
  });
});

describe('pickReturnPath', () => {
  it('prefers redirect_url over from_url', () => {
    const q = new URLSearchParams({ redirect_url: '/en/office', from_url: '/en/sports' });
    expect(pickReturnPath(q, ORIGIN)).toBe('/en/office');
  });

  it('falls back to from_url when redirect_url is missing', () => {
    expect(pickReturnPath(new URLSearchParams({ from_url: '/en/sports' }), ORIGIN)).toBe('/en/sports');
  });

  it('falls back to from_url when redirect_url is unsafe', () => {
    const q = new URLSearchParams({ redirect_url: '//evil.com', from_url: '/en/sports' });
    expect(pickReturnPath(q, ORIGIN)).toBe('/en/sports');
  });

  it('decodes the query value once, then applies the same rules', () => {
    // ?redirect_url=%2F%2Fevil.com is '//evil.com' after URLSearchParams decoding.
    expect(pickReturnPath(new URLSearchParams('redirect_url=%2F%2Fevil.com'), ORIGIN)).toBeNull();
    expect(pickReturnPath(new URLSearchParams('redirect_url=%2Fen%2Foffice'), ORIGIN)).toBe('/en/office');
  });

  it('ignores a key given twice (parameter pollution)', () => {
    const q = new URLSearchParams('redirect_url=/en/office&redirect_url=https://evil.com');
    expect(pickReturnPath(q, ORIGIN)).toBeNull();
    q.append('from_url', '/en/sports');
    expect(pickReturnPath(q, ORIGIN)).toBe('/en/sports');
  });

  it('returns null when neither key is present or safe', () => {
    expect(pickReturnPath(new URLSearchParams(), ORIGIN)).toBeNull();
    expect(pickReturnPath(new URLSearchParams({ redirect_url: 'javascript:alert(1)', from_url: 'evil.com' }), ORIGIN)).toBeNull();
  });
});
