/**
 * The payments and payment requests of one server process, in memory (like the players): a fresh
 * server is a fresh book, so tests never see each other's payments. The money itself moves on the
 * server's one ledger (server/ledger); this book keeps what the cashier shows and what a cancel
 * needs to know: which account, in which currency, the money came from.
 */
import type { HistoryKind, PaymentRequestStatus, PaymentStatus } from '../schemas.ts';

export interface Payment {
  readonly id: number;
  readonly playerId: number;
  readonly kind: HistoryKind;
  readonly methodId: string;
  /** A transfer's other player: the recipient of a transfer-out, the sender of a transfer-in. */
  readonly counterpartId?: number;
  readonly amount: number;
  /** The account the money went into or came out of; a cancel pays back this account only. */
  readonly accountId: number;
  /** That account's currency at the time: a cancel pays back in it, or not at all. */
  readonly currency: string;
  status: PaymentStatus;
  /** Unix seconds. */
  readonly createdAt: number;
}

export interface PaymentRequest {
  readonly id: number;
  readonly playerId: number;
  readonly topicId: number;
  readonly subTopicId: number | null;
  readonly transactionId: number | null;
  readonly message: string;
  status: PaymentRequestStatus;
  readonly createdAt: number;
}

export interface HistoryFilter {
  readonly kind: HistoryKind | 'all';
  readonly status: PaymentStatus | 'all';
}

export class PaymentBook {
  private readonly payments: Payment[] = [];
  private readonly requests: PaymentRequest[] = [];
  private nextPaymentId = 5001;
  private nextRequestId = 301;

  /**
   * Stores a payment. `move` makes its money move (on the one ledger) with the payment's id for a
   * reference; if it throws, nothing is stored and the id is not used.
   */
  addPayment(payment: Omit<Payment, 'id'>, move: (id: number) => void = () => undefined): Payment {
    const id = this.nextPaymentId;
    move(id);
    this.nextPaymentId += 1;
    const stored: Payment = { ...payment, id };
    this.payments.push(stored);
    return stored;
  }

  /** A player's own payment; another player's is as unknown as a missing one. */
  paymentOf(playerId: number, paymentId: number): Payment | undefined {
    return this.payments.find((p) => p.id === paymentId && p.playerId === playerId);
  }

  /** Newest first. */
  historyOf(playerId: number, filter: HistoryFilter): Payment[] {
    return this.payments
      .filter((p) => p.playerId === playerId && (filter.kind === 'all' || p.kind === filter.kind) && (filter.status === 'all' || p.status === filter.status))
      .sort((a, b) => b.createdAt - a.createdAt || b.id - a.id);
  }

  addRequest(request: Omit<PaymentRequest, 'id' | 'status'>): PaymentRequest {
    const stored: PaymentRequest = { ...request, id: this.nextRequestId++, status: 'open' };
    this.requests.push(stored);
    return stored;
  }

  /** Newest first. */
  requestsOf(playerId: number): PaymentRequest[] {
    return this.requests.filter((r) => r.playerId === playerId).sort((a, b) => b.createdAt - a.createdAt || b.id - a.id);
  }
}

const DAY = 86_400;

/**
 * A few past payments of a seeded player, so the history and the request form have something to
 * show from the first visit: two deposits and a completed withdrawal in the weeks before `now`.
 * They are history only: their money is part of the seed's opening balance, not new entries.
 */
export function seedHistory(book: PaymentBook, playerId: number, account: { id: number; iso: string }, now: number): void {
  const past = { playerId, accountId: account.id, currency: account.iso };
  book.addPayment({ ...past, kind: 'deposit', methodId: 'card', amount: 200, status: 'completed', createdAt: now - 30 * DAY });
  book.addPayment({ ...past, kind: 'withdrawal', methodId: 'bank-transfer', amount: 150, status: 'completed', createdAt: now - 20 * DAY });
  book.addPayment({ ...past, kind: 'deposit', methodId: 'e-wallet', amount: 50, status: 'failed', createdAt: now - 10 * DAY });
}
