/**
 * The payments and payment requests of one server process, in memory (like the players): a fresh
 * server is a fresh ledger, so tests never see each other's payments.
 */
import type { PaymentKind, PaymentRequestStatus, PaymentStatus } from '../../schemas/payments-api.schema.ts';

export interface Payment {
  readonly id: number;
  readonly playerId: number;
  readonly kind: PaymentKind;
  readonly methodId: string;
  readonly amount: number;
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
  readonly kind: PaymentKind | 'all';
  readonly status: PaymentStatus | 'all';
}

export class PaymentLedger {
  private readonly payments: Payment[] = [];
  private readonly requests: PaymentRequest[] = [];
  private nextPaymentId = 5001;
  private nextRequestId = 301;

  addPayment(payment: Omit<Payment, 'id'>): Payment {
    const stored: Payment = { ...payment, id: this.nextPaymentId++ };
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
 */
export function seedHistory(ledger: PaymentLedger, playerId: number, currency: string, now: number): void {
  ledger.addPayment({ playerId, kind: 'deposit', methodId: 'card', amount: 200, currency, status: 'completed', createdAt: now - 30 * DAY });
  ledger.addPayment({ playerId, kind: 'withdrawal', methodId: 'bank-transfer', amount: 150, currency, status: 'completed', createdAt: now - 20 * DAY });
  ledger.addPayment({ playerId, kind: 'deposit', methodId: 'e-wallet', amount: 50, currency, status: 'failed', createdAt: now - 10 * DAY });
}
