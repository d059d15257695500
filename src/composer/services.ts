/**
 * What sagas and guards reach the outside world through, injected as the saga context
 * `services` so that tests run whole sagas against fakes.
 */
import type { i18n as I18n } from 'i18next';
import type { BlocksAnswer, DictionaryAnswer } from '../../schemas/api.schema.ts';
import type { RouteTable } from './route-table.ts';
import type { PluginLoader } from './plugin-loader.ts';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface ApiRequestOptions {
  query?: Readonly<Record<string, string | number | boolean | null | undefined>>;
  body?: unknown;
  /** Sent as Idempotency-Key; every retry of the call sends the same key. */
  idempotencyKey?: string;
  /** 'text': the raw body, not JSON-parsed (GET /session). */
  parse?: 'json' | 'text';
  /** Another API root for this call only (the limit service's '/limit-service-api'); default the web API's. */
  basePath?: string;
  /** Extra headers for this call only (a remote view's render mode); the client's own still apply. */
  headers?: Readonly<Record<string, string>>;
  /** Ends the call early (a bound on how long a start-up check may take). */
  signal?: AbortSignal;
  /** The client's retries of a failed read for this call; 0 where the caller retries on its own schedule. */
  retries?: number;
  /** The call needs a freshly issued token (fetched anew just before it, SPEC 7's self-exclusion reasons). */
  freshToken?: boolean;
}

/** What the core's own calls accept: a signal that ends them early. */
export interface CoreCallOptions {
  signal?: AbortSignal;
}

export interface CoreApi {
  siteConfig(lang: string | null, options?: CoreCallOptions): Promise<unknown>;
  blocks(options?: CoreCallOptions): Promise<BlocksAnswer>;
  dictionary(lng: string, id: string): Promise<DictionaryAnswer>;
  /** Any web-API call through the one client (plugins reach it with callApi from the plugin API). */
  request?<T = unknown>(method: HttpMethod, path: string, options?: ApiRequestOptions): Promise<T>;
  /** The player's token: the one held, else a fresh one from the server (kept for the calls after it). */
  token?(): Promise<string>;
}

export interface Logger {
  warn(message: string, detail?: unknown): void;
  error(message: string, detail?: unknown): void;
}

/** Where the user token lives between page loads (the `user_token` cookie in the browser). */
export interface TokenPort {
  get(): string | null;
  set(token: string): void;
  clear(): void;
}

/** An API call waiting for a person to solve a captcha; the bridge settles it with their answer. */
export interface CaptchaPort {
  /** The answer for challenge `id`: the typed text, or null when the person closed the modal. */
  settle(id: number, text: string | null): void;
}

/** What the session sagas need from the browser (src/app/identity-port.ts builds the real one). */
export interface IdentityPort {
  tokens: TokenPort;
  captcha: CaptchaPort;
  /** Removes the user's cookies on logout, the token cookie included. */
  clearUserCookies(): void;
  reloadPage(): void;
  /** localStorage, or null where it is unavailable (private modes). */
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null;
  /** Cookie value by name (the cookie-agreement time), or null. */
  readCookie(name: string): string | null;
  /** Auto-logoff waits while any audio or video plays. */
  isMediaPlaying(): boolean;
  /** Calls `listener` on user activity (pointer, key, scroll, touch), throttled; returns the unsubscribe. */
  onActivity(listener: () => void): () => void;
  now(): number;
}

export interface AppServices {
  api: CoreApi;
  i18n: I18n;
  table: RouteTable;
  /**
   * Brings the details of route areas the table lacks (the browser, whose table starts from the
   * route index); absent where the table has every area (the server, tests). Rejects when an area
   * cannot be loaded after its retries.
   */
  loadRouteAreas?(areas: readonly string[]): Promise<void>;
  plugins: PluginLoader;
  navigate(to: string, options: { replace: boolean }): void;
  log: Logger;
  /** Sessions, tokens and captcha; absent in set-ups without sign-in (then everyone is a guest). */
  identity?: IdentityPort;
}
