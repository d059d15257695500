// The user token: where it is kept (an injected store) and how a fresh one is obtained.
//
// Concurrency invariants:
// - SINGLE-FLIGHT: at most one token request is in flight; every caller that needs a fresh token
//   while one is being fetched waits for that same request.
// - SHARED FOR 60 s: a token this provider fetched is handed to later `get()` callers
//   without a request for `shareMs`, as long as the store still holds it (a logout clears it).

/** Where the user token lives (memory, a cookie, storage ...). */
export interface TokenStore {
  get(): string | null;
  set(token: string): void;
  clear(): void;
}

export function createMemoryTokenStore(initial: string | null = null): TokenStore {
  let token = initial;
  return {
    get: () => token,
    set: (next) => {
      token = next;
    },
    clear: () => {
      token = null;
    },
  };
}

export const TOKEN_SHARE_MS = 60_000;

export interface TokenProviderOptions {
  store: TokenStore;
  /** Asks the server for a fresh token (GET /user/gettoken?force_refresh=true). */
  fetchToken: () => Promise<string>;
  now?: () => number;
  shareMs?: number;
}

export interface TokenProvider {
  /** A token fetched less than `shareMs` ago if the store still holds it; otherwise a fresh one. */
  get(): Promise<string>;
  /** A fresh token, ignoring the share window; joins a fetch already in flight. */
  refresh(): Promise<string>;
  /** The fetch in flight, if any. */
  pending(): Promise<string> | null;
  /** Forget `token` because the server refused it: clears the store only if it still holds it. */
  invalidate(token: string | null): void;
}

export function createTokenProvider({
  store,
  fetchToken,
  now = Date.now,
  shareMs = TOKEN_SHARE_MS,
}: TokenProviderOptions): TokenProvider {
  let inflight: Promise<string> | null = null;
  let fetched: { token: string; at: number } | null = null;

  function refresh(): Promise<string> {
    if (inflight) return inflight;
    // Promise.resolve().then(...) so that a fetchToken that throws synchronously still yields a
    // rejected promise that is cleared below, rather than a stuck `inflight`.
    const p = Promise.resolve()
      .then(fetchToken)
      .then((token) => {
        store.set(token);
        fetched = { token, at: now() };
        return token;
      });
    inflight = p;
    const clear = () => {
      if (inflight === p) inflight = null;
    };
    p.then(clear, clear);
    return p;
  }

  function get(): Promise<string> {
    const current = store.get();
    if (fetched && current === fetched.token && now() - fetched.at < shareMs) {
      return Promise.resolve(current);
    }
    return refresh();
  }

  function invalidate(token: string | null): void {
    if (token !== null && store.get() === token) store.clear();
    if (fetched && (token === null || fetched.token === token)) fetched = null;
  }

  return { get, refresh, pending: () => inflight, invalidate };
}
