// Referral and affiliate tracking (the referral guard): which query parameters are saved
// to cookies, under which name, for how long. Pure: it reads a query and says what to write; the
// referral guard does the writing.
//
// Security: the query string is attacker-controlled and these values end up in cookies that later
// travel to the server (registration, postbacks). So names are allow-listed (the cookie name is the
// key itself, never anything derived from input) and values must match TRACKING_VALUE_PATTERN: no
// ';', ',', '=', spaces or quotes can ever reach a cookie header. A key given more than once is
// ambiguous (servers and clients pick different copies) and is refused like a bad value.

/** Tracking query keys. */
export const TRACKING_KEYS = ['ref', 'bf', 'btag', 'tag', 'qtag', 'affid', 'click_id', 'utm_source', 'aip', 'pb', 'subid', 'bwpromocode'] as const;
export type TrackingKey = (typeof TRACKING_KEYS)[number];

/** Letters, digits, '_', '.', '-'; 1 to 128 characters. */
export const TRACKING_VALUE_PATTERN = /^[A-Za-z0-9_.-]{1,128}$/;

const SECOND = 1;
const HOUR = 3600 * SECOND;
const DAY = 24 * HOUR;

/** Tracking cookie lifetimes, in seconds. */
export const TRACKING_LIFETIMES = {
  default: 1 * DAY,
  referralId: 60 * DAY,
  partnerIdClickFlow: 30 * DAY,
  partnerId: 60 * DAY,
  referralTag: 1 * HOUR,
  postback: 30 * DAY,
  /** Without the postback flag the click id only has to survive the registration call. */
  postbackWithoutFlag: 4 * SECOND,
  subid: 60 * DAY,
} as const;

/** What decides a lifetime besides the key: the rest of the same query. */
export interface TrackingFlow {
  /** Click flow: the same query carries a valid click_id. */
  readonly clickFlow: boolean;
  /** Postback flag: the same query carries a valid pb other than "0". */
  readonly postback: boolean;
}

/**
 * THE mapping of tracking keys to lifetimes (seconds). The lifetimes come by kind (referral id,
 * partner id, referral tag, postback, subid, default); which key is which kind is our reading:
 *   ref, bf                referral id (bf: a bring-a-friend referrer)         60 days
 *   btag, qtag, affid      partner (affiliate) id                               30 days in the click flow, else 60 days
 *   tag                    referral tag                                         1 hour
 *   click_id, pb           postback (click id + postback flag)                  30 days with the postback flag, else 4 s
 *   subid                  affiliate sub id                                     60 days
 *   utm_source, aip,       campaign source, app install parameter, promo code   1 day (default)
 *   bwpromocode
 */
export const TRACKING_COOKIE_LIFETIME: Readonly<Record<TrackingKey, (flow: TrackingFlow) => number>> = {
  ref: () => TRACKING_LIFETIMES.referralId,
  bf: () => TRACKING_LIFETIMES.referralId,
  btag: (flow) => (flow.clickFlow ? TRACKING_LIFETIMES.partnerIdClickFlow : TRACKING_LIFETIMES.partnerId),
  qtag: (flow) => (flow.clickFlow ? TRACKING_LIFETIMES.partnerIdClickFlow : TRACKING_LIFETIMES.partnerId),
  affid: (flow) => (flow.clickFlow ? TRACKING_LIFETIMES.partnerIdClickFlow : TRACKING_LIFETIMES.partnerId),
  tag: () => TRACKING_LIFETIMES.referralTag,
  click_id: (flow) => (flow.postback ? TRACKING_LIFETIMES.postback : TRACKING_LIFETIMES.postbackWithoutFlag),
  pb: (flow) => (flow.postback ? TRACKING_LIFETIMES.postback : TRACKING_LIFETIMES.postbackWithoutFlag),
  subid: () => TRACKING_LIFETIMES.subid,
  utm_source: () => TRACKING_LIFETIMES.default,
  aip: () => TRACKING_LIFETIMES.default,
  bwpromocode: () => TRACKING_LIFETIMES.default,
};

const KEYS: ReadonlySet<string> = new Set(TRACKING_KEYS);

export function isTrackingKey(key: string): key is TrackingKey {
  return KEYS.has(key);
}

export interface TrackingCookie {
  readonly name: TrackingKey;
  readonly value: string;
  readonly maxAgeSeconds: number;
}

export interface RejectedTrackingParam {
  readonly key: TrackingKey;
  /** Never the value itself: it is hostile input and does not belong in logs. */
  readonly reason: 'invalid value' | 'repeated key';
}

export interface TrackingCapture {
  /** Cookies to write, in TRACKING_KEYS order. */
  readonly cookies: readonly TrackingCookie[];
  readonly rejected: readonly RejectedTrackingParam[];
}

export const NO_TRACKING: TrackingCapture = { cookies: [], rejected: [] };

/** The single valid value of `key` in `query`, or why there is none (null: the key is absent). */
function valueOf(query: URLSearchParams, key: TrackingKey): string | RejectedTrackingParam['reason'] | null {
  const values = query.getAll(key);
  if (values.length === 0) return null;
  if (values.length > 1) return 'repeated key';
  const value = values[0]!;
  return TRACKING_VALUE_PATTERN.test(value) ? value : 'invalid value';
}

/** True when the query has at least one allow-listed key (a cheap pre-check for every navigation). */
export function hasTrackingParams(query: URLSearchParams): boolean {
  for (const key of query.keys()) if (KEYS.has(key)) return true;
  return false;
}

/** What the tracking parameters of `query` ask to store. Unknown keys are ignored without a word. */
export function captureTrackingParams(query: URLSearchParams): TrackingCapture {
  if (!hasTrackingParams(query)) return NO_TRACKING;
  const valid = new Map<TrackingKey, string>();
  const rejected: RejectedTrackingParam[] = [];
  for (const key of TRACKING_KEYS) {
    const value = valueOf(query, key);
    if (value === null) continue;
    if (value === 'repeated key' || value === 'invalid value') {
      // A tracking value can never be one of these words: they contain a space.
      rejected.push({ key, reason: value });
    } else {
      valid.set(key, value);
    }
  }
  const pb = valid.get('pb');
  const flow: TrackingFlow = { clickFlow: valid.has('click_id'), postback: pb !== undefined && pb !== '0' };
  const cookies = [...valid].map(([name, value]) => ({ name, value, maxAgeSeconds: TRACKING_COOKIE_LIFETIME[name](flow) }));
  return { cookies, rejected };
}
