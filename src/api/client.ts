// The ONE HTTP client for the web API: every call goes through it, so headers, auth, error
// normalisation, the 401 refresh, captcha and retries are handled in one place.
// Framework-agnostic: everything it needs from the app (fetch, language, token store, captcha modal,
// fingerprint, terms and logout hooks, randomness and time) is injected, so sagas and tests drive it.
//
// Per request, in this order, each bounded:
//   401                         -> drop the token, get a fresh one (single-flight), replay once
//   400 + captcha code          -> solve (UI), validate, replay once with the captcha header
//   400 + fingerprint code      -> refresh the fingerprint, replay (at most MAX_FINGERPRINT_RETRIES)
//   451 + exception_code 1      -> terms hook (when the feature is on), fail with 451
//   network error / 502-504     -> only when idempotent (GET/HEAD or Idempotency-Key): backoff with
//                                  full jitter, at most `retry.maxRetries` retries
//   network error while offline -> a GET/HEAD waits for the network and goes again, spending no retry
//   no answer within timeoutMs  -> fail with status 0 'timeout', not retried (a server that is that slow
//                                  would only make the player wait several times as long)
// A replay never reuses another's budget, so the worst case is a fixed, small number of requests.

import {
  API_ERROR_CODES,
  ApiError,
  STATUS_NETWORK,
  STATUS_UNKNOWN,
  cancelledError,
  errorCodeFromBody,
  errorFromResponse,
  isAbortError,
  messageFromBody,
  networkError,
  numericField,
  toApiError,
} from './errors.ts';
import { DEFAULT_BACKOFF, backoffDelay } from './backoff.ts';
import { TOKEN_SHARE_MS, createMemoryTokenStore, createTokenProvider, type TokenStore } from './token.ts';

export const LANGUAGE_HEADER = 'X-Language';
export const CAPTCHA_HEADER = 'X-Captcha-Token';
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
export const AUTHORIZATION_HEADER = 'Authorization';

export const DEFAULT_BASE_PATH = '/web-api';
export const TOKEN_PATH = '/user/gettoken';
export const CAPTCHA_VALIDATE_PATH = '/captcha/validate';

/** 400 error codes that mean "solve a captcha first". */
export const CAPTCHA_ERROR_CODES: ReadonlySet<number> = new Set([100, 111, 112, 113]);
/**
 * 400 error code that means "the device fingerprint is missing or expired".
 * ASSUMPTION: the real API's number for this case is not known; 120 is our choice, next to the captcha codes.
 * Change it here (one place) when the real server's value is known.
 */
export const FINGERPRINT_ERROR_CODE = 120;
export const MAX_FINGERPRINT_RETRIES = 2;
/** 451 with this `exception_code` means "the user must confirm changed terms". */
export const TERMS_EXCEPTION_CODE = 1;
export const STATUS_TERMS_REQUIRED = 451;
/** Captcha validation answer `type` that means "log the user out". */
export const CAPTCHA_LOGOUT_TYPE = 2;
export const RETRYABLE_STATUSES: ReadonlySet<number> = new Set([502, 503, 504]);
export const DEFAULT_MAX_RETRIES = 3;
/**
 * How long one attempt may wait for its whole answer (headers and body), ms. Without a bound a call
 * the server never answers keeps its slot's loading state forever, and a refresh cannot ask again
 * while the first request is still in flight.
 */
export const DEFAULT_TIMEOUT_MS = 10_000;

export type HttpMethod = 'GET' | 'HEAD' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type QueryValue = string | number | boolean | null | undefined;
export type Query = URLSearchParams | Record<string, QueryValue | readonly QueryValue[]>;

export interface RequestOptions {
  query?: Query;
  /** A plain value is sent as JSON; string, FormData, URLSearchParams, Blob and buffers as they are. */
  body?: unknown;
  /** Caller headers win over the client's defaults (language, auth, accept, content type). */
  headers?: HeadersInit;
  signal?: AbortSignal;
  /** 'json' (default): empty body -> undefined. 'text': the raw body, not parsed. */
  parse?: 'json' | 'text';
  /** Sets `Idempotency-Key`; every retry and replay of this call sends the same key. */
  idempotencyKey?: string;
  /** Another API root for this call only (e.g. '/limit-service-api'); defaults to the client's. */
  basePath?: string;
  /** This call's bound per attempt, ms (an upload may need longer); defaults to the client's. */
  timeoutMs?: number;
  /**
   * This call's transient retries (network error, 502-504); defaults to the client's. A caller with
   * its own retry schedule (the session check, SPEC 4.3) passes 0 so the two do not multiply.
   */
  retries?: number;
  /**
   * The call needs a freshly issued token (the self-exclusion reasons, SPEC 7): a signed-in caller's
   * token is fetched anew (GET /user/gettoken?force_refresh=true) just before it, not shared.
   */
  freshToken?: boolean;
}

export interface CaptchaChallenge {
  /** The server's captcha error code (100, 111, 112 or 113). */
  errorCode: number;
  method: HttpMethod;
  path: string;
  /** The parsed error body, for providers that carry challenge data in it. */
  body: unknown;
}

export interface CaptchaValidation {
  success: boolean;
  type?: number;
  time?: number;
  error_message?: string;
}

export interface RetryOptions {
  /** Retries after the first attempt for idempotent calls (network error, 502, 503, 504). */
  maxRetries?: number;
  baseMs?: number;
  maxMs?: number;
}

/** The browser's word on the network (only "offline" is trusted: "online" means an interface, not a server). */
export interface NetworkWatch {
  isOnline(): boolean;
  /** Resolves once the network is back. */
  whenOnline(): Promise<void>;
}

/** navigator.onLine and the window's online event; outside a browser everyone is online. */
export const browserNetwork: NetworkWatch = {
  isOnline: () => typeof navigator === 'undefined' || navigator.onLine !== false,
  whenOnline: () => new Promise<void>((resolve) => (typeof window === 'undefined' ? resolve() : window.addEventListener('online', () => resolve(), { once: true }))),
};

export interface ApiClientOptions {
  fetch?: typeof globalThis.fetch;
  basePath?: string;
  getLanguage?: () => string | null | undefined;
  /** Headers added to every call unless the caller sets them (asked per call). */
  defaultHeaders?: () => Readonly<Record<string, string>> | undefined;
  tokens?: TokenStore;
  /** Opens the captcha modal; resolves with the solved captcha token, or null when dismissed. */
  solveCaptcha?: (challenge: CaptchaChallenge) => Promise<string | null>;
  refreshFingerprint?: () => Promise<void>;
  onTermsConfirmationRequired?: () => void;
  onLogoutRequired?: () => void;
  isTermsFeatureOn?: () => boolean;
  random?: () => number;
  sleep?: (ms: number) => Promise<void>;
  now?: () => number;
  retry?: RetryOptions;
  /** How long a fetched token is shared between callers of getToken(), ms (60 s by default). */
  tokenShareMs?: number;
  /** How long one attempt may wait for its answer, ms (DEFAULT_TIMEOUT_MS by default). */
  timeoutMs?: number;
  /** Whether the browser has a network, and when it comes back (browserNetwork by default). */
  network?: NetworkWatch;
}

export interface ApiClient {
  request<T = unknown>(method: HttpMethod, path: string, options?: RequestOptions): Promise<T>;
  get<T = unknown>(path: string, options?: Omit<RequestOptions, 'body'>): Promise<T>;
  post<T = unknown>(path: string, body?: unknown, options?: Omit<RequestOptions, 'body'>): Promise<T>;
  /** The user token: reused for 60 s after a fetch, else GET {basePath}/user/gettoken?force_refresh=true. */
  getToken(): Promise<string>;
  /** A fresh token now (joins a fetch in flight). */
  refreshToken(): Promise<string>;
}

/** Which of the client's recovery steps apply to an internal call (never recursive). */
interface Recovery {
  auth: boolean;
  captcha: boolean;
  fingerprint: boolean;
}
const ALL_RECOVERY: Recovery = { auth: true, captcha: true, fingerprint: true };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function invalidRequest(message: string): ApiError {
  return new ApiError(message, STATUS_UNKNOWN, API_ERROR_CODES.invalidRequest);
}

const SCHEME = /^[a-z][a-z0-9+.-]*:/i;

function checkBasePath(basePath: string): string {
  // '' | '/root' | 'http(s)://host/root' (an operator-configured API host). Never protocol-relative.
  if (basePath === '') return '';
  const ok = /^https?:\/\/[^/\\]/i.test(basePath) || (/^\/(?![/\\])/.test(basePath) && !SCHEME.test(basePath));
  if (!ok || basePath.includes('\\')) throw invalidRequest(`basePath must be '' or start with '/' or http(s)://, got '${basePath}'`);
  return basePath.replace(/\/+$/, '');
}

function buildUrl(basePath: string, path: string, query: Query | undefined): string {
  // A call path is always relative to the API root: no scheme, no '//' host, no backslashes, so a
  // caller can never send the user's token to another origin by passing a crafted path.
  if (SCHEME.test(path) || path.startsWith('//') || path.includes('\\')) {
    throw invalidRequest(`Request path must be relative to the API base path, got '${path}'`);
  }
  let url = `${checkBasePath(basePath)}${path.startsWith('/') ? path : `/${path}`}`;
  if (query) {
    const params = new URLSearchParams();
    const entries = query instanceof URLSearchParams ? [...query.entries()] : Object.entries(query);
    for (const [key, value] of entries) {
      const values: readonly QueryValue[] = Array.isArray(value) ? value : [value as QueryValue];
      for (const v of values) if (v !== undefined && v !== null) params.append(key, String(v));
    }
    const qs = params.toString();
    if (qs) url += (url.includes('?') ? '&' : '?') + qs;
  }
  return url;
}

function encodeBody(body: unknown): { body: BodyInit | undefined; contentType: string | undefined } {
  if (body === undefined) return { body: undefined, contentType: undefined };
  if (
    typeof body === 'string' ||
    (typeof FormData !== 'undefined' && body instanceof FormData) ||
    body instanceof URLSearchParams ||
    (typeof Blob !== 'undefined' && body instanceof Blob) ||
    body instanceof ArrayBuffer ||
    ArrayBuffer.isView(body)
  ) {
    // fetch sets the right Content-Type for FormData, URLSearchParams and Blob itself.
    return { body: body as BodyInit, contentType: undefined };
  }
  return { body: JSON.stringify(body), contentType: 'application/json' };
}

function parseJsonOrText(text: string): unknown {
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function abortedError(signal: AbortSignal, cause?: unknown): ApiError {
  const reason: unknown = signal.reason;
  if (isRecord(reason) || reason instanceof Error) {
    if ((reason as { name?: unknown }).name === 'TimeoutError') return toApiError(reason);
  }
  return cancelledError(cause ?? reason);
}

function throwIfAborted(signal: AbortSignal | undefined): void {
  if (signal?.aborted) throw abortedError(signal);
}

const defaultSleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

function checkTimeout(ms: number): number {
  if (!Number.isFinite(ms) || ms <= 0) throw invalidRequest(`timeoutMs must be a positive number of ms, got ${ms}`);
  return ms;
}

function timedOutError(ms: number): ApiError {
  return new ApiError(`The server did not answer within ${Math.round(ms / 1000)} s`, STATUS_NETWORK, API_ERROR_CODES.timeout);
}

/**
 * One attempt's signal: aborted by the caller's signal or when `ms` pass. A plain timer (not
 * AbortSignal.timeout) so the attempt's clock is the page's, which tests can drive.
 */
function attemptSignal(ms: number, caller: AbortSignal | undefined): { signal: AbortSignal; timedOut: () => boolean; done: () => void } {
  const controller = new AbortController();
  let expired = false;
  const timer = setTimeout(() => {
    expired = true;
    controller.abort(new DOMException('The request timed out', 'TimeoutError'));
  }, ms);
  const follow = () => controller.abort(caller?.reason);
  if (caller?.aborted) follow();
  else caller?.addEventListener('abort', follow, { once: true });
  return {
    signal: controller.signal,
    timedOut: () => expired && !caller?.aborted,
    done: () => {
      clearTimeout(timer);
      caller?.removeEventListener('abort', follow);
    },
  };
}

/** A hook that throws must not replace the API error; it is reported asynchronously instead. */
function callHook(hook: (() => void) | undefined): void {
  if (!hook) return;
  try {
    hook();
  } catch (error) {
    queueMicrotask(() => {
      throw error;
    });
  }
}

export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  // Called through a wrapper: browsers require fetch to be invoked with `globalThis` as `this`,
  // and reading globalThis.fetch late lets test set-ups replace it.
  const fetchImpl: typeof globalThis.fetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const basePath = checkBasePath(options.basePath ?? DEFAULT_BASE_PATH);
  const tokens = options.tokens ?? createMemoryTokenStore();
  const random = options.random ?? Math.random;
  const sleep = options.sleep ?? defaultSleep;
  const maxRetries = Math.max(0, Math.floor(options.retry?.maxRetries ?? DEFAULT_MAX_RETRIES));
  const clientTimeoutMs = checkTimeout(options.timeoutMs ?? DEFAULT_TIMEOUT_MS);
  const backoff = {
    baseMs: options.retry?.baseMs ?? DEFAULT_BACKOFF.baseMs,
    maxMs: options.retry?.maxMs ?? DEFAULT_BACKOFF.maxMs,
  };

  const tokenProvider = createTokenProvider({
    store: tokens,
    now: options.now ?? Date.now,
    shareMs: options.tokenShareMs ?? TOKEN_SHARE_MS,
    fetchToken: async () => {
      // No auth recovery here: a 401 on the token call itself must fail, not recurse.
      const answer = await execute<unknown>(
        'GET',
        TOKEN_PATH,
        { query: { force_refresh: 'true' } },
        { auth: false, captcha: false, fingerprint: false },
      );
      const token = isRecord(answer) && isRecord(answer.data) ? answer.data.token : undefined;
      if (typeof token !== 'string' || token === '') {
        throw new ApiError('The token answer has no data.token', STATUS_UNKNOWN, API_ERROR_CODES.invalidResponse, {
          body: answer,
        });
      }
      return token;
    },
  });

  const network = options.network ?? browserNetwork;

  async function wait(attempt: number, signal: AbortSignal | undefined): Promise<void> {
    return untilAborted(sleep(backoffDelay(attempt, backoff, random)), signal);
  }

  /** The promise, unless the caller's signal aborts first (then the abort's error). */
  async function untilAborted(waiting: Promise<void>, signal: AbortSignal | undefined): Promise<void> {
    if (!signal) return waiting;
    throwIfAborted(signal);
    let onAbort: (() => void) | undefined;
    const aborted = new Promise<never>((_, reject) => {
      onAbort = () => reject(abortedError(signal));
      signal.addEventListener('abort', onAbort, { once: true });
    });
    try {
      await Promise.race([waiting, aborted]);
    } finally {
      if (onAbort) signal.removeEventListener('abort', onAbort);
    }
  }

  async function validateCaptcha(solved: string, signal: AbortSignal | undefined): Promise<CaptchaValidation> {
    const answer = await execute<unknown>(
      'POST',
      CAPTCHA_VALIDATE_PATH,
      { body: { captcha: solved }, ...(signal ? { signal } : {}) },
      { auth: true, captcha: false, fingerprint: false },
    );
    if (!isRecord(answer) || typeof answer.success !== 'boolean') {
      throw new ApiError('The captcha validation answer has no boolean success', STATUS_UNKNOWN, API_ERROR_CODES.invalidResponse, {
        body: answer,
      });
    }
    const validation: CaptchaValidation = { success: answer.success };
    const type = numericField(answer, 'type');
    if (type !== undefined) validation.type = type;
    const time = numericField(answer, 'time');
    if (time !== undefined) validation.time = time;
    if (typeof answer.error_message === 'string' && answer.error_message !== '') {
      validation.error_message = answer.error_message;
    }
    return validation;
  }

  async function execute<T>(
    method: HttpMethod,
    path: string,
    requestOptions: RequestOptions,
    recovery: Recovery,
  ): Promise<T> {
    const { query, signal, parse = 'json', idempotencyKey } = requestOptions;
    const callRetries = requestOptions.retries === undefined ? maxRetries : Math.max(0, Math.floor(requestOptions.retries));
    const timeoutMs = requestOptions.timeoutMs === undefined ? clientTimeoutMs : checkTimeout(requestOptions.timeoutMs);
    const url = buildUrl(requestOptions.basePath ?? basePath, path, query);
    if ((method === 'GET' || method === 'HEAD') && requestOptions.body !== undefined) {
      throw invalidRequest(`A ${method} request cannot have a body (${path})`);
    }
    if (idempotencyKey !== undefined && (idempotencyKey === '' || !/^[\x21-\x7e]+$/.test(idempotencyKey))) {
      throw invalidRequest('idempotencyKey must be a non-empty string of visible ASCII characters');
    }
    const encoded = encodeBody(requestOptions.body);
    // A guest has no token to renew: the call goes as it is and the server answers for a guest.
    if (requestOptions.freshToken === true && recovery.auth && tokens.get()) {
      try {
        await tokenProvider.refresh();
      } catch (error) {
        throw toApiError(error);
      }
    }
    const callerHeaders = new Headers(requestOptions.headers);
    if (idempotencyKey !== undefined) callerHeaders.set(IDEMPOTENCY_HEADER, idempotencyKey);
    // Only these may be repeated after an answer we did not see: GET/HEAD are safe by HTTP, and a
    // call with an Idempotency-Key is deduplicated by the server (a retried bet is never placed twice).
    const idempotent = method === 'GET' || method === 'HEAD' || callerHeaders.has(IDEMPOTENCY_HEADER);

    let transientRetries = 0;
    let fingerprintRetries = 0;
    let authReplayed = false;
    let captchaToken: string | undefined;

    for (;;) {
      throwIfAborted(signal);

      const headers = new Headers(callerHeaders);
      if (!headers.has('Accept')) headers.set('Accept', parse === 'text' ? 'text/plain, */*' : 'application/json');
      for (const [name, value] of Object.entries(options.defaultHeaders?.() ?? {})) if (!headers.has(name)) headers.set(name, value);
      const language = options.getLanguage?.();
      if (language && !headers.has(LANGUAGE_HEADER)) headers.set(LANGUAGE_HEADER, language);
      let sentToken: string | null = null;
      if (!headers.has(AUTHORIZATION_HEADER)) {
        sentToken = tokens.get();
        if (sentToken) headers.set(AUTHORIZATION_HEADER, `Bearer ${sentToken}`);
      }
      if (encoded.contentType && !headers.has('Content-Type')) headers.set('Content-Type', encoded.contentType);
      if (captchaToken !== undefined) headers.set(CAPTCHA_HEADER, captchaToken);

      const attempt = attemptSignal(timeoutMs, signal);
      const init: RequestInit = { method, headers, signal: attempt.signal };
      if (encoded.body !== undefined) init.body = encoded.body;

      let response: Response;
      let text: string;
      try {
        try {
          response = await fetchImpl(url, init);
        } catch (error) {
          if (attempt.timedOut()) throw timedOutError(timeoutMs);
          if (signal?.aborted) throw abortedError(signal, error);
          if (isAbortError(error)) throw cancelledError(error);
          // Offline the failure says nothing about the server: a read waits for the network and
          // goes again with its retries intact. Writes do not wait: a player must not find a bet
          // placed minutes later.
          if ((method === 'GET' || method === 'HEAD') && !network.isOnline()) {
            attempt.done();
            await untilAborted(network.whenOnline(), signal);
            continue;
          }
          if (idempotent && transientRetries < callRetries) {
            attempt.done();
            await wait(transientRetries++, signal);
            continue;
          }
          // fetch rejects only when no HTTP answer arrived (TypeError 'Failed to fetch' and friends).
          throw error instanceof ApiError ? error : networkError(error);
        }
        try {
          text = method === 'HEAD' || response.status === 204 ? '' : await response.text();
        } catch (error) {
          if (attempt.timedOut()) throw timedOutError(timeoutMs);
          if (signal?.aborted) throw abortedError(signal, error);
          throw toApiError(error, response);
        }
      } finally {
        attempt.done();
      }

      const status = response.status;

      if (response.ok) {
        if (parse === 'text') return text as T;
        if (text === '') return undefined as T;
        try {
          return JSON.parse(text) as T;
        } catch (error) {
          throw new ApiError(
            `Expected a JSON answer from ${method} ${path}, got something else`,
            STATUS_UNKNOWN,
            API_ERROR_CODES.invalidResponse,
            { body: text, cause: error },
          );
        }
      }

      const body = parseJsonOrText(text);
      const serverCode = errorCodeFromBody(body);

      if (status === 401 && recovery.auth && !authReplayed) {
        authReplayed = true;
        // Single-flight: join a refresh in flight; skip refreshing if someone already replaced the
        // token this request was sent with; otherwise drop it and fetch a new one.
        const pending = tokenProvider.pending();
        if (pending) {
          await pending;
        } else {
          const current = tokens.get();
          if (!current || current === sentToken) {
            tokenProvider.invalidate(sentToken);
            await tokenProvider.refresh();
          }
        }
        continue;
      }

      if (status === 400 && recovery.captcha && serverCode !== undefined && CAPTCHA_ERROR_CODES.has(serverCode)) {
        // One captcha per call: a second captcha answer after a solved one is an error, not a loop.
        if (captchaToken !== undefined || !options.solveCaptcha) throw errorFromResponse(status, body, response.statusText);
        let solved: string | null;
        try {
          solved = await options.solveCaptcha({ errorCode: serverCode, method, path, body });
        } catch (error) {
          throw toApiError(error);
        }
        throwIfAborted(signal);
        if (!solved) {
          throw new ApiError('The captcha was not solved', status, API_ERROR_CODES.captchaDismissed, { body });
        }
        const validation = await validateCaptcha(solved, signal);
        if (validation.type === CAPTCHA_LOGOUT_TYPE) {
          callHook(options.onLogoutRequired);
          throw new ApiError(
            validation.error_message ?? 'The captcha check requires signing in again',
            status,
            API_ERROR_CODES.captchaLogout,
            { body: validation },
          );
        }
        if (!validation.success) {
          throw new ApiError(validation.error_message ?? 'The captcha check failed', status, API_ERROR_CODES.captchaInvalid, {
            body: validation,
          });
        }
        captchaToken = solved;
        continue;
      }

      if (
        status === 400 &&
        recovery.fingerprint &&
        serverCode === FINGERPRINT_ERROR_CODE &&
        options.refreshFingerprint &&
        fingerprintRetries < MAX_FINGERPRINT_RETRIES
      ) {
        fingerprintRetries++;
        try {
          await options.refreshFingerprint();
        } catch (error) {
          throw toApiError(error);
        }
        continue;
      }

      if (
        status === STATUS_TERMS_REQUIRED &&
        numericField(body, 'exception_code') === TERMS_EXCEPTION_CODE &&
        (options.isTermsFeatureOn?.() ?? false)
      ) {
        callHook(options.onTermsConfirmationRequired);
        throw new ApiError(
          messageFromBody(body) ?? 'The terms must be confirmed first',
          status,
          API_ERROR_CODES.termsConfirmationRequired,
          { body },
        );
      }

      if (RETRYABLE_STATUSES.has(status) && idempotent && transientRetries < callRetries) {
        await wait(transientRetries++, signal);
        continue;
      }

      throw errorFromResponse(status, body, response.statusText);
    }
  }

  function request<T = unknown>(method: HttpMethod, path: string, requestOptions: RequestOptions = {}): Promise<T> {
    // Async wrapper so argument errors reject (callers handle one failure path), never throw.
    return (async () => {
      try {
        return await execute<T>(method, path, requestOptions, ALL_RECOVERY);
      } catch (error) {
        throw toApiError(error);
      }
    })();
  }

  return {
    request,
    get: (path, requestOptions) => request('GET', path, requestOptions),
    post: (path, body, requestOptions) => request('POST', path, { ...requestOptions, body }),
    getToken: () => tokenProvider.get().catch((error: unknown) => Promise.reject(toApiError(error))),
    refreshToken: () => tokenProvider.refresh().catch((error: unknown) => Promise.reject(toApiError(error))),
  };
}
