/** The reads the request pages share: the topics, and the player's latest payments of one kind. */
import { useRemoteData } from '@plugin-api';
import type { PaymentKind } from '../schemas.ts';
import { parseHistory, parseTopics } from '../answers.ts';
import { TOPICS_KEY, transactionsKey } from '../keys.ts';

export function useTopics() {
  return useRemoteData(TOPICS_KEY, '/payments/request-topics', { parse: parseTopics });
}

/** The ten latest payments of a kind: those a request is most likely about. Nothing is asked for a topic about no payment. */
export function useTransactions(kind: PaymentKind | null) {
  return useRemoteData(transactionsKey(kind ?? 'deposit'), '/payments/history', { query: { kind: kind ?? 'deposit', page: 1 }, parse: parseHistory, skip: kind === null });
}
