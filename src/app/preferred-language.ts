/** The user's language before any URL says otherwise: the lng cookie, else the browser's. */
export function readPreferredLanguage(cookie: string, browserLanguages: readonly string[]): string | null {
  const match = /(?:^|;\s*)lng=([a-z]{2})(?:;|$)/.exec(cookie);
  if (match) return match[1]!;
  for (const tag of browserLanguages) {
    const primary = tag.slice(0, 2).toLowerCase();
    if (/^[a-z]{2}$/.test(primary)) return primary;
  }
  return null;
}

/** Remembers the language the user last saw: the lng cookie lives one day. */
export function writeLanguageCookie(doc: Document, lng: string): void {
  doc.cookie = `lng=${lng}; path=/; max-age=86400; samesite=lax`;
}
