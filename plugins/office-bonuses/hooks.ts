/**
 * Reading and changing the bonus API from a page. Reads are keyed by language as well, since the
 * server names bonuses, levels and offers in the caller's language. An action that pays something
 * also asks the core to reload the player's balances, so the header shows the new bonus account.
 */
import { useEffect } from 'react';
import {
  authUserAction,
  useApiAction,
  useAppDispatch,
  useRemoteData,
  type AnswerParser,
  type ApiAction,
  type RemoteData,
} from '@plugin-api';
import type { BonusActionAnswer } from './schemas.ts';
import { parseAction } from './parse.ts';

export const NS = 'office-bonuses';

/** The read keys actions name in `invalidates`. */
export const READS = {
  settings: () => `${NS}/settings`,
  cashback: (kind: string, lng: string) => `${NS}/cashback/${kind}/${lng}`,
  promoCheck: (lng: string) => `${NS}/promo-check/${lng}`,
  promoHistory: (lng: string) => `${NS}/promo-history/${lng}`,
  bonuses: (lng: string) => `${NS}/bonuses/${lng}`,
  firstDeposit: (lng: string) => `${NS}/first-deposit/${lng}`,
  referral: (lng: string) => `${NS}/referral/${lng}`,
  banners: (lng: string) => `${NS}/banners/${lng}`,
  rewards: (lng: string) => `${NS}/rewards/${lng}`,
  offers: (lng: string) => `${NS}/offers/${lng}`,
} as const;

export function useBonusRead<T>(key: string, path: string, parse: AnswerParser<T>, options: { query?: Record<string, string>; skip?: boolean } = {}): RemoteData<T> {
  return useRemoteData(key, path, { parse, query: options.query, skip: options.skip });
}

/** An action whose answer is the paid reward and the new balance; `invalidates` are read keys. */
export function useBonusAction(key: string, invalidates: readonly string[]): ApiAction<BonusActionAnswer> {
  const action = useApiAction<BonusActionAnswer>(`${NS}/${key}`, { parse: parseAction, invalidates });
  const dispatch = useAppDispatch();
  const paid = action.status === 'done' ? action.data : null;
  useEffect(() => {
    if (paid) dispatch(authUserAction());
  }, [paid, dispatch]);
  // The outcome belongs to what is on screen: a page opened again starts without the last one's message.
  const { reset } = action;
  useEffect(() => reset, [reset]);
  return action;
}
