/**
 * useRemoteData keys of the payments pages, in one place because a send names the reads it changes
 * (a deposit changes the balance on both cashier pages and the history).
 */
import type { PaymentKind } from './schemas.ts';

export const methodsKey = (kind: PaymentKind): string => `payments/methods/${kind}`;
export const HISTORY_KEY = 'payments/history';
export const TOPICS_KEY = 'payments/request-topics';
export const REQUESTS_KEY = 'payments/requests';
export const CONSULTANT_KEY = 'payments/consultant';
export const paymentKey = (paymentId: number): string => `payments/payment/${paymentId}`;
export const transactionsKey = (kind: PaymentKind): string => `payments/transactions/${kind}`;
export const REQUEST_SEND_KEY = 'payments/request-send';
export const TRANSFER_KEY = 'payments/transfer';
export const TRANSFER_SEND_KEY = 'payments/transfer-send';
