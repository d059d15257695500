/**
 * Answers remembered under an Idempotency-Key, per player, as the coupon's placing does
 * (plugins/coupon/api, server/bet-book): the same key with the same request answers the first
 * answer again and moves no money twice; the same key with another request is refused (409, the
 * payments API's conflict, where the coupon answers 422); a key
 * is the player's own, so another player's key is no answer of theirs. Only answers that moved money
 * are kept: a refused send may be tried again with its key once the reason is gone.
 */
import { BoundedMap } from '../../../server/kit/index.ts';
import { PaymentRefusal } from './refusals.ts';

/** 1 to 255 visible ASCII characters, as the coupon's placing takes them. */
const IDEMPOTENCY_KEY = /^[\x21-\x7e]{1,255}$/;

interface Remembered {
  readonly fingerprint: string;
  readonly answer: unknown;
}

export interface Replays {
  /** The answer this player's key already got for this request, or null for a key not used yet. */
  replay(playerId: number, key: string, request: unknown): unknown;
  remember(playerId: number, key: string, request: unknown, answer: unknown): void;
}

/** The request's Idempotency-Key; a send that moves money must carry one. */
export function idempotencyKeyOf(header: string | string[] | undefined): string {
  if (typeof header !== 'string' || !IDEMPOTENCY_KEY.test(header)) {
    throw new PaymentRefusal(400, {
      en: 'Send the Idempotency-Key header: 1 to 255 visible ASCII characters, new for each transfer',
      ru: 'Передайте заголовок Idempotency-Key: от 1 до 255 видимых символов ASCII, новый для каждого перевода',
    });
  }
  return header;
}

/** `nowMs`: the server's clock; a key is remembered for a day, and the store is bounded against floods. */
export function createReplays(nowMs: () => number): Replays {
  const remembered = new BoundedMap<string, Remembered>({ maxEntries: 20_000, maxAgeMs: 24 * 3600 * 1000 }, nowMs);
  const slot = (playerId: number, key: string): string => `${playerId} ${key}`;
  return {
    replay(playerId, key, request) {
      const seen = remembered.get(slot(playerId, key));
      if (!seen) return null;
      if (seen.fingerprint !== JSON.stringify(request)) {
        throw new PaymentRefusal(409, { en: 'This Idempotency-Key was already used for another transfer', ru: 'Этот Idempotency-Key уже использован для другого перевода' });
      }
      return seen.answer;
    },
    remember(playerId, key, request, answer) {
      remembered.set(slot(playerId, key), { fingerprint: JSON.stringify(request), answer });
    },
  };
}
