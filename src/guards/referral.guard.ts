/**
 * Referral: the tracking query parameters (src/domain/referral.ts says which, for how
 * long, and what a valid value is) are saved to cookies. Never redirects.
 *
 * Where the cookies are written: in `prepare`, not at commit. A referral link very often lands on a
 * page that redirects (no language segment, a protected page, an old promo path) and a redirect
 * drops the `onCommit` actions; the partner's click must be recorded all the same. `prepare` only
 * runs when the query has an allow-listed key, so other navigations never leave the synchronous
 * path. `decide` stays pure: it reports what was captured as `referralParamsCaptured` at commit.
 * Refused values are logged by key and reason only: the value is hostile input.
 */
import { getContext } from 'redux-saga/effects';
import type { SagaIterator } from 'redux-saga';
import type { AppServices, Logger } from '../composer/services.ts';
import { captureTrackingParams, hasTrackingParams, type TrackingCapture } from '../domain/referral.ts';
import { referralParamsCaptured } from '../state/user.slice.ts';
import { ALLOW, type CoreGuard } from './types.ts';

export interface CookieWriter {
  set(name: string, value: string, options: { maxAgeSeconds: number }): void;
}

/** document.cookie, path '/', SameSite=Lax, Secure on https; a no-op where there is no document. */
export function documentCookieWriter(): CookieWriter {
  return {
    set(name, value, { maxAgeSeconds }) {
      if (typeof document === 'undefined') return;
      const secure = typeof location !== 'undefined' && location.protocol === 'https:' ? '; Secure' : '';
      document.cookie = `${name}=${encodeURIComponent(value)}; Max-Age=${maxAgeSeconds}; Path=/; SameSite=Lax${secure}`;
    },
  };
}

// A pipeline step rebuilds the context but keeps its query object: capture once per navigation.
const captures = new WeakMap<URLSearchParams, TrackingCapture>();
function captureOf(query: URLSearchParams): TrackingCapture {
  let capture = captures.get(query);
  if (!capture) captures.set(query, (capture = captureTrackingParams(query)));
  return capture;
}

export interface ReferralGuardOptions {
  cookies?: CookieWriter;
  /** Default: the `services.log` of the saga context, else the console. */
  log?: Pick<Logger, 'warn'>;
}

export function createReferralGuard(options: ReferralGuardOptions = {}): CoreGuard {
  const cookies = options.cookies ?? documentCookieWriter();
  return {
    id: 'referral',
    // First (SPEC 4.4), after nothing: its `prepare` runs only when no guard before it decided, and
    // a partner's click must be recorded even on a link that lands on a redirect.
    runsAfter: [],
    // Its decision reads the query only; the cookies are written in the visitor's browser, by `prepare`.
    dependsOnVisitor: false,
    needsPreparation: (ctx) => hasTrackingParams(ctx.query),
    *prepare(ctx): SagaIterator<void> {
      const services: AppServices | undefined = yield getContext('services');
      const log = options.log ?? services?.log ?? console;
      const { cookies: accepted, rejected } = captureOf(ctx.query);
      for (const { key, reason } of rejected) log.warn(`referral: tracking parameter "${key}" refused (${reason})`);
      for (const cookie of accepted) {
        try {
          cookies.set(cookie.name, cookie.value, { maxAgeSeconds: cookie.maxAgeSeconds });
        } catch (error) {
          // A cookie jar that refuses (privacy mode, a full jar) must not stop the navigation.
          log.warn(`referral: cookie "${cookie.name}" could not be written`, error);
        }
      }
    },
    decide(ctx) {
      if (!hasTrackingParams(ctx.query)) return ALLOW;
      const { cookies: accepted } = captureOf(ctx.query);
      if (accepted.length === 0) return ALLOW;
      return { kind: 'allow', onCommit: [referralParamsCaptured(Object.fromEntries(accepted.map((c) => [c.name, c.value])))] };
    },
  };
}

export const referralGuard: CoreGuard = createReferralGuard();
