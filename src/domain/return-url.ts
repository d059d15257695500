// `redirect_url` / `from_url` may only ever lead to a same-origin PATH of this site: an open redirect would let a phishing link borrow our domain.
//
// Policy: allow-list, not deny-list. The input must be either a path starting with exactly one '/'
// or an absolute http(s) URL of exactly our origin without credentials; anything that a browser,
// a router or a later decode step might read differently is refused: backslashes, whitespace and
// control characters, percent-encoded slashes, backslashes, dots and control characters (at any
// depth of encoding), malformed escapes, dot segments, empty path segments, look-alike slashes.
// The result is re-derived from the WHATWG URL parser and checked again before it is returned.

export const MAX_RETURN_URL_LENGTH = 2048;

// C0/C1 controls, DEL, and every Unicode space or invisible separator a browser may strip or fold.
// eslint-disable-next-line no-control-regex
const CONTROL_OR_SPACE = /[\u0000-\u0020\u007f-\u00a0\u00ad\u1680\u180e\u2000-\u200f\u2028-\u202f\u205f-\u2064\u3000\ufeff]/;
// Characters that look like or normalise to '/' or '\' (fullwidth, division slash, fraction slash ...).
const LOOKALIKE_SLASH = /[\u2044\u2215\u2216\u29f5\u29f8\u29f9\ufe68\uff0f\uff3c]/u;
// %2f '/', %5c '\', %2e '.', %00-%1f and %7f controls, also double-encoded (%252f, %25252f ...).
const ENCODED_DANGER = /%(?:25)*(?:2f|5c|2e|[01][0-9a-f]|7f)/i;
// Every '%' must start a valid escape; a malformed one makes decoders disagree.
const MALFORMED_ESCAPE = /%(?![0-9a-f]{2})/i;
const HAS_SCHEME = /^[a-z][a-z0-9+.-]*:/i;
const HTTP_SCHEME = /^https?:\/\/([^/?#]*)/i;

function parseOrigin(origin: string): URL | null {
  try {
    const url = new URL(origin);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
    return url;
  } catch {
    return null;
  }
}

/** The path part (before '?' or '#') of a string that starts with '/'. */
function pathPart(value: string): string {
  const end = value.search(/[?#]/);
  return end === -1 ? value : value.slice(0, end);
}

function isCleanPath(value: string): boolean {
  if (!value.startsWith('/') || value.startsWith('//')) return false;
  const path = pathPart(value);
  // Empty segments ('//' inside) and dot segments ('.', '..'): a router or a proxy may collapse them.
  const segments = path.split('/').slice(1);
  for (let i = 0; i < segments.length; i++) {
    const segment = segments[i];
    if (segment === '.' || segment === '..') return false;
    if (segment === '' && i !== segments.length - 1) return false;
  }
  return true;
}

/**
 * A same-origin path (path + query + hash) for `input`, or null when it is anything else.
 * `origin` is this site's origin, e.g. 'https://www.example.com' (window.location.origin).
 */
export function safeReturnPath(input: unknown, origin: string): string | null {
  if (typeof input !== 'string') return null;
  if (input.length === 0 || input.length > MAX_RETURN_URL_LENGTH) return null;
  const site = parseOrigin(origin);
  if (!site) return null;

  if (CONTROL_OR_SPACE.test(input) || LOOKALIKE_SLASH.test(input) || input.includes('\\')) return null;
  if (ENCODED_DANGER.test(input) || MALFORMED_ESCAPE.test(input)) return null;

  let url: URL;
  if (input.startsWith('/')) {
    if (!isCleanPath(input)) return null;
    try {
      url = new URL(input, site.origin);
    } catch {
      return null;
    }
  } else if (HAS_SCHEME.test(input)) {
    const authority = HTTP_SCHEME.exec(input);
    // Only 'http(s)://host' of our origin; 'https:evil.com', 'https:/x' and any '@' are refused.
    if (!authority || authority[1] === undefined || authority[1].includes('@')) return null;
    const rest = input.slice(authority[0].length);
    if (rest !== '' && !rest.startsWith('?') && !rest.startsWith('#') && !isCleanPath(rest)) return null;
    try {
      url = new URL(input);
    } catch {
      return null;
    }
    if (url.username !== '' || url.password !== '') return null;
  } else {
    // Relative paths without a leading slash ('evil.com', '../x', 'en/office') resolve differently
    // depending on the current page; refused.
    return null;
  }

  if (url.origin !== site.origin) return null;
  const result = `${url.pathname}${url.search}${url.hash}`;
  // Re-check what we return: the parser must not have produced anything the rules above refuse.
  if (!isCleanPath(result) || result.includes('\\') || result.length > MAX_RETURN_URL_LENGTH) return null;
  if (new URL(result, site.origin).origin !== site.origin) return null;
  return result;
}

/**
 * The return path from a query string: `redirect_url`, else `from_url`; the first one that is safe.
 * A key given more than once is ambiguous (servers and clients pick different copies) and is ignored.
 */
export function pickReturnPath(query: URLSearchParams, origin: string): string | null {
  for (const key of ['redirect_url', 'from_url']) {
    const values = query.getAll(key);
    if (values.length !== 1) continue;
    const safe = safeReturnPath(values[0], origin);
    if (safe !== null) return safe;
  }
  return null;
}
