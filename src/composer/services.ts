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
}

export interface CoreApi {
  siteConfig(lang: string | null): Promise<unknown>;
  blocks(): Promise<BlocksAnswer>;
  dictionary(lng: string, id: string): Promise<DictionaryAnswer>;
  /** Any web-API call through the one client (plugins reach it with callApi from the plugin API). */
  request?<T = unknown>(method: HttpMethod, path: string, options?: ApiRequestOptions): Promise<T>;
}

export interface Logger {
  warn(message: string, detail?: unknown): void;
  error(message: string, detail?: unknown): void;
}

export interface AppServices {
  api: CoreApi;
  i18n: I18n;
  table: RouteTable;
  plugins: PluginLoader;
  navigate(to: string, options: { replace: boolean }): void;
  log: Logger;
}
