/**
 * The guest first-screen cache: in a wave (a kick-off, a goal) thousands of guests ask for the same
 * page within a second, and each render costs what a hundred static files do. A guest's page is
 * kept for a second or two (FIRST_SCREEN_CACHE_MS), per operator (Host), address and everything
 * else the page is rendered from (the Cookie header whole, the few things read from the user agent);
 * concurrent misses wait for one render. A signed-in player's page is never stored (the caller
 * decides, with carriesSession).
 *
 * The CSP stays strict (docs/decisions/0017-first-screen-cache-and-nonces.md): a page is stored with
 * a placeholder where its nonce goes, and every answer gets a fresh nonce written in. No two
 * answers share a nonce.
 */
import { randomBytes } from 'node:crypto';

export interface CachedPage {
  readonly status: number;
  /** The HTML with NONCE_SLOT wherever the answer's nonce goes (a redirect: its target, as text). */
  readonly html: string;
  /** A redirect's target. */
  readonly location?: string;
  /** The HTML's bytes split at the slots (nonceParts), made once when the page is stored. */
  readonly parts?: readonly Buffer[];
}

/** What a stored page carries instead of a nonce: unguessable, so no page text can contain it by chance. */
export const NONCE_SLOT = `nonce-slot-${randomBytes(18).toString('base64url')}`;
/** Bounds the memory a burst of distinct addresses can take (LRU by insertion). */
const MAX_ENTRIES = 1_000;

/** A stored page's bytes split at its nonce slots: an answer is the parts joined by its nonce, without encoding the page again. */
export function nonceParts(html: string): Buffer[] {
  return html.split(NONCE_SLOT).map((part) => Buffer.from(part, 'utf8'));
}

/** The page's bytes with `nonce` in every slot. */
export function withNonce(parts: readonly Buffer[], nonce: string): Buffer {
  const written = Buffer.from(nonce, 'utf8');
  return Buffer.concat(parts.flatMap((part, index) => (index === 0 ? [part] : [written, part])));
}

export interface FirstScreenCache {
  /** The page under `key`: a stored one while fresh, else the one `render` makes (stored when it may be). */
  pageOf(key: string, render: () => Promise<CachedPage | undefined>): Promise<{ page: CachedPage | undefined; hit: boolean }>;
}

export function firstScreenCache(lifetimeMs: number, now: () => number = Date.now): FirstScreenCache {
  const stored = new Map<string, { page: CachedPage; until: number }>();
  const rendering = new Map<string, Promise<CachedPage | undefined>>();
  return {
    async pageOf(key, render) {
      const entry = stored.get(key);
      if (entry && entry.until > now()) return { page: entry.page, hit: true };
      if (entry) stored.delete(key);
      const pending = rendering.get(key);
      if (pending) return { page: await pending, hit: true };
      const made = render();
      rendering.set(key, made);
      try {
        const page = await made;
        if (page) {
          stored.set(key, { page, until: now() + lifetimeMs });
          if (stored.size > MAX_ENTRIES) stored.delete(stored.keys().next().value!);
        }
        return { page, hit: false };
      } finally {
        rendering.delete(key);
      }
    },
  };
}
