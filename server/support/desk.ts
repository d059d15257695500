/**
 * The support desk's memory for one server: every request (e-mails and questions) and every callback,
 * in memory for the server's life like the players. A request is answered by the desk's canned reply
 * once ANSWER_AFTER_MS has passed on the server's clock, so a player sees the answer arrive.
 */
import type { CallbackSlot, SupportCallback, SupportRequest, SupportTopic } from '../../schemas/support-api.schema.ts';

export const ANSWER_AFTER_MS = 10 * 60_000;
/** An "as soon as possible" callback is made within this time. */
export const ASAP_CALL_MS = 15 * 60_000;

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
  private readonly callbacks: StoredCallback[] = [];

  constructor(private readonly now: () => number) {}

  addRequest(input: Omit<StoredRequest, 'id' | 'createdAt'>): SupportRequest {
    const stored: StoredRequest = { ...input, id: this.nextRequestId++, createdAt: this.now() };
    this.requests.push(stored);
    return this.view(stored);
  }

  requestsOf(playerId: number): SupportRequest[] {
    return this.requests
      .filter((r) => r.playerId === playerId)
      .sort((a, b) => b.createdAt - a.createdAt || b.id - a.id)
      .map((r) => this.view(r));
  }

  /** Questions still waiting for an answer, everyone's: how busy the consultants are. */
  openCount(): number {
    const now = this.now();
    return this.requests.filter((r) => now - r.createdAt < ANSWER_AFTER_MS).length;
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
