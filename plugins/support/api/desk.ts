/**
 * The support desk's memory for one server: players' requests (e-mails and questions) and callbacks,
 * in memory for the server's life like the players. A request is answered by the desk's canned reply
 * once ANSWER_AFTER_MS has passed on the server's clock, so a player sees the answer arrive.
 *
 * Guests write here without an account, so what they can make it hold is bounded: a guest's request
 * (nobody's history shows it again) is kept in a bounded store, every sender (a player, or a guest's
 * address) has SENDER_LIMIT requests per ANSWER_AFTER_MS, and the queue everyone's wait is computed from
 * counts senders, not requests, with the guests' share capped: a flood from one address, or from
 * many, cannot make the wait shown to everybody else absurd.
 */
import { BoundedMap } from '../../../server/kit/index.ts';
import type { CallbackSlot, SupportCallback, SupportRequest, SupportTopic } from '../schemas.ts';

export const ANSWER_AFTER_MS = 10 * 60_000;
/** An "as soon as possible" callback is made within this time. */
export const ASAP_CALL_MS = 15 * 60_000;
/** Requests one sender may send per ANSWER_AFTER_MS: a person writes a few, a script thousands. */
export const SENDER_LIMIT = 5;
/** Guests' requests kept (for the log's sake: no history shows them), newest first out last. */
export const GUEST_REQUESTS_KEPT = { maxEntries: 1_000, maxAgeMs: 24 * 60 * 60_000 };
/** At most this many guest addresses count in the consultants' queue. */
export const GUEST_SENDERS_COUNTED = 30;
/** Senders remembered for the limit; past it the oldest is forgotten (its requests are answered by then or soon). */
const SENDERS_KEPT = 20_000;

/** Who sent a request: a player by id, a guest by the address the request came from. */
export type Sender = { kind: 'player'; playerId: number } | { kind: 'guest'; address: string };

export type Accepted = { ok: true; request: SupportRequest } | { ok: false; retryAfterSeconds: number };

interface StoredRequest {
  id: number;
  kind: 'email' | 'question';
  topic: SupportTopic;
  subject: string;
  message: string;
  email: string | null;
  playerId: number | null;
  language: 'en' | 'ru';
  createdAt: number;
}

interface StoredCallback {
  id: number;
  playerId: number;
  phone: string;
  slot: CallbackSlot;
  topic: SupportTopic;
  createdAt: number;
  cancelled: boolean;
}

const CANNED_ANSWERS: Readonly<Record<'en' | 'ru', Readonly<Record<SupportTopic, string>>>> = {
  en: {
    account: 'Thank you for writing. Your account is in order; if you changed your details, they are checked within a day.',
    payments: 'Thank you for writing. Payments are processed in the order they come; yours is in the queue and you will see it in your payment history.',
    bets: 'Thank you for writing. Your coupon was settled by the betting rules; the result is in your bet history.',
    casino: 'Thank you for writing. We checked the game round you mention with the provider; its result stands as shown in your history.',
    bonuses: 'Thank you for writing. The bonus terms are in the offer; its progress is in your account under Bonuses.',
    other: 'Thank you for writing. A consultant has read your message; write again if anything is still unclear.',
  },
  ru: {
    account: 'Спасибо за обращение. С вашим аккаунтом всё в порядке; изменённые данные проверяются в течение дня.',
    payments: 'Спасибо за обращение. Платежи обрабатываются по очереди; ваш платёж в очереди и появится в истории платежей.',
    bets: 'Спасибо за обращение. Купон рассчитан по правилам ставок; результат — в истории ставок.',
    casino: 'Спасибо за обращение. Мы проверили раунд игры у провайдера; его результат верен и показан в истории.',
    bonuses: 'Спасибо за обращение. Условия бонуса указаны в предложении; прогресс — в личном кабинете в разделе «Бонусы».',
    other: 'Спасибо за обращение. Консультант прочитал сообщение; напишите ещё, если что-то осталось непонятным.',
  },
};

function iso(ms: number): string {
  return new Date(ms).toISOString();
}

export class SupportDesk {
  private nextRequestId = 1;
  private nextCallbackId = 1;
  private readonly requests: StoredRequest[] = [];
  private readonly guestRequests: BoundedMap<number, StoredRequest>;
  /** Each sender's accepted requests of the last ANSWER_AFTER_MS (times): the limit and the queue. */
  private readonly senders: BoundedMap<string, number[]>;
  private readonly callbacks: StoredCallback[] = [];

  constructor(private readonly now: () => number) {
    this.guestRequests = new BoundedMap(GUEST_REQUESTS_KEPT, now);
    this.senders = new BoundedMap({ maxEntries: SENDERS_KEPT, maxAgeMs: ANSWER_AFTER_MS }, now);
  }

  /** Takes the request unless its sender has sent SENDER_LIMIT in the last ANSWER_AFTER_MS. */
  addRequest(sender: Sender, input: Omit<StoredRequest, 'id' | 'createdAt' | 'playerId'>): Accepted {
    const now = this.now();
    const key = sender.kind === 'player' ? `player:${sender.playerId}` : `guest:${sender.address}`;
    const recent = (this.senders.get(key) ?? []).filter((at) => now - at < ANSWER_AFTER_MS);
    if (recent.length >= SENDER_LIMIT) return { ok: false, retryAfterSeconds: Math.ceil((recent[0]! + ANSWER_AFTER_MS - now) / 1000) };
    this.senders.set(key, [...recent, now]);
    const stored: StoredRequest = { ...input, playerId: sender.kind === 'player' ? sender.playerId : null, id: this.nextRequestId++, createdAt: now };
    if (stored.playerId === null) this.guestRequests.set(stored.id, stored);
    else this.requests.push(stored);
    return { ok: true, request: this.view(stored) };
  }

  /** How many requests the desk holds: players' plus the bounded guests'. */
  heldRequests(): number {
    return this.requests.length + this.guestRequests.size;
  }

  requestsOf(playerId: number): SupportRequest[] {
    return this.requests
      .filter((r) => r.playerId === playerId)
      .sort((a, b) => b.createdAt - a.createdAt || b.id - a.id)
      .map((r) => this.view(r));
  }

  /**
   * How busy the consultants are: the senders with a request still waiting (each once, however many
   * they sent), the guests' addresses counted up to GUEST_SENDERS_COUNTED.
   */
  waitingSenders(): number {
    let players = 0;
    let guests = 0;
    for (const [key] of this.senders.entries()) {
      if (key.startsWith('player:')) players++;
      else guests++;
    }
    return players + Math.min(guests, GUEST_SENDERS_COUNTED);
  }

  addCallback(input: Omit<StoredCallback, 'id' | 'createdAt' | 'cancelled'>): SupportCallback {
    const stored: StoredCallback = { ...input, id: this.nextCallbackId++, createdAt: this.now(), cancelled: false };
    this.callbacks.push(stored);
    return this.callbackView(stored);
  }

  callbacksOf(playerId: number): SupportCallback[] {
    return this.callbacks
      .filter((c) => c.playerId === playerId)
      .sort((a, b) => b.createdAt - a.createdAt || b.id - a.id)
      .map((c) => this.callbackView(c));
  }

  /** The player's callback by id: undefined when it is not theirs. */
  callbackOf(playerId: number, id: number): SupportCallback | undefined {
    const stored = this.callbacks.find((c) => c.id === id && c.playerId === playerId);
    return stored && this.callbackView(stored);
  }

  cancelCallback(playerId: number, id: number): SupportCallback | undefined {
    const stored = this.callbacks.find((c) => c.id === id && c.playerId === playerId);
    if (!stored) return undefined;
    stored.cancelled = true;
    return this.callbackView(stored);
  }

  private view(r: StoredRequest): SupportRequest {
    const answered = this.now() - r.createdAt >= ANSWER_AFTER_MS;
    return {
      id: r.id,
      kind: r.kind,
      topic: r.topic,
      subject: r.subject,
      createdAt: iso(r.createdAt),
      status: answered ? 'answered' : 'open',
      answer: answered ? CANNED_ANSWERS[r.language][r.topic] : null,
    };
  }

  private callbackView(c: StoredCallback): SupportCallback {
    const done = !c.cancelled && c.slot === 'asap' && this.now() - c.createdAt >= ASAP_CALL_MS;
    return {
      id: c.id,
      phone: c.phone,
      slot: c.slot,
      topic: c.topic,
      createdAt: iso(c.createdAt),
      status: c.cancelled ? 'cancelled' : done ? 'done' : 'scheduled',
    };
  }
}
