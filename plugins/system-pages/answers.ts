/**
 * The user-pages API's reference data as the other pages read it (types from
 * schemas/user-pages-api.schema.ts), with light checks: an answer of another shape becomes a
 * failed load with a retry, never a page that throws.
 */
import type {
  BlockAppealsAnswer,
  ExternalAppsAnswer,
  GameStatisticsAnswer,
  InternalVpnAnswer,
  SupportedBrowsersAnswer,
  WelcomeDataAnswer,
} from '../../schemas/user-pages-api.schema.ts';
import type { DateTimeParts } from '@plugin-api';

export type { BlockAppeal, ExternalApp, GameResult } from '../../schemas/user-pages-api.schema.ts';
export type { BlockAppealsAnswer, ExternalAppsAnswer, GameStatisticsAnswer, InternalVpnAnswer, SupportedBrowsersAnswer, WelcomeDataAnswer };

type Json = Record<string, unknown>;
const isRecord = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);
const isText = (v: unknown): v is string => typeof v === 'string' && v !== '';
const isNumber = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);
const listOf = (v: unknown, item: (x: unknown) => boolean): boolean => Array.isArray(v) && v.every(item);

function checked<T>(answer: unknown, ok: (a: Json) => boolean): T | null {
  return isRecord(answer) && ok(answer) ? (answer as T) : null;
}

export const readBrowsers = (a: unknown) =>
  checked<SupportedBrowsersAnswer>(a, (x) => listOf(x.browsers, (b) => isRecord(b) && isText(b.name) && isNumber(b.min_version) && isText(b.url)));

export const readApps = (a: unknown) =>
  checked<ExternalAppsAnswer>(a, (x) => listOf(x.apps, (app) => isRecord(app) && isText(app.platform) && isText(app.name) && isText(app.version) && isNumber(app.size_mb) && isText(app.url)));

const isResult = (r: unknown) => isRecord(r) && isNumber(r.id) && isText(r.home) && isText(r.away) && isNumber(r.home_score) && isNumber(r.away_score) && isNumber(r.start_at);
export const readStatistics = (a: unknown) =>
  checked<GameStatisticsAnswer>(
    a,
    (x) => isRecord(x.game) && isText(x.game.home) && isText(x.game.away) && isText(x.game.status) && listOf(x.meetings, isResult) && listOf(x.home_form, isResult) && listOf(x.away_form, isResult),
  );

export const readAppeals = (a: unknown) =>
  checked<BlockAppealsAnswer>(a, (x) => typeof x.banned === 'boolean' && typeof x.can_appeal === 'boolean' && listOf(x.appeals, (r) => isRecord(r) && isNumber(r.id) && isText(r.text) && isText(r.status)));

export const readWelcome = (a: unknown) => checked<WelcomeDataAnswer>(a, (x) => isNumber(x.user_id) && isText(x.currency));

export const readVpn = (a: unknown) => checked<InternalVpnAnswer>(a, (x) => isText(x.address) && isText(x.network) && typeof x.internal === 'boolean' && isText(x.site_config));

export function formatDate(ms: number, lng: string): string {
  return new Date(ms).toLocaleDateString(lng, { day: 'numeric', month: 'short', year: 'numeric' });
}

/** Moments in the player's zone and clock, through the plugin API's useFormatTime. */
export const SYSTEM_DATE_TIME: DateTimeParts = { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' };
