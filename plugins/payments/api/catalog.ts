/**
 * The reference cashier's fixed data: payment methods with their limits per currency, the topics of
 * payment requests and the payment consultant's answers. Titles are kept per language because a
 * real cashier names its methods itself; the client shows them as given.
 */
import type { PaymentKind } from '../schemas.ts';

/** Texts the API gives in the caller's language: English is the fallback for every other one. */
export interface LocalText {
  readonly en: string;
  readonly ru: string;
}

export function localText(text: LocalText, lng: string): string {
  return lng === 'ru' ? text.ru : text.en;
}

export interface AmountRange {
  readonly min: number;
  readonly max: number;
}

export interface PaymentMethod {
  readonly id: string;
  readonly kinds: readonly PaymentKind[];
  readonly title: LocalText;
  readonly description: LocalText;
  /** The currencies this method takes, with its smallest and largest amount in each; others do not see it. */
  readonly limits: Readonly<Record<string, AmountRange>>;
}

export const PAYMENT_METHODS: readonly PaymentMethod[] = [
  {
    id: 'card',
    kinds: ['deposit', 'withdrawal'],
    title: { en: 'Bank card', ru: 'Банковская карта' },
    description: { en: 'Visa, Mastercard, Mir. Credited at once.', ru: 'Visa, Mastercard, «Мир». Зачисление сразу.' },
    limits: {
      USD: { min: 1, max: 5000 },
      EUR: { min: 1, max: 5000 },
      GBP: { min: 1, max: 5000 },
      SEK: { min: 10, max: 50_000 },
      RUB: { min: 100, max: 500_000 },
      KZT: { min: 500, max: 2_000_000 },
    },
  },
  {
    id: 'e-wallet',
    kinds: ['deposit', 'withdrawal'],
    title: { en: 'E-wallet', ru: 'Электронный кошелёк' },
    description: { en: 'Pay from your e-wallet balance.', ru: 'Оплата с баланса электронного кошелька.' },
    limits: {
      USD: { min: 5, max: 10_000 },
      EUR: { min: 5, max: 10_000 },
      RUB: { min: 300, max: 600_000 },
    },
  },
  {
    id: 'crypto',
    kinds: ['deposit'],
    title: { en: 'Cryptocurrency (USDT)', ru: 'Криптовалюта (USDT)' },
    description: { en: 'Converted at the rate of the moment of payment.', ru: 'Пересчёт по курсу на момент оплаты.' },
    limits: {
      USD: { min: 10, max: 50_000 },
      EUR: { min: 10, max: 50_000 },
    },
  },
  {
    id: 'bank-transfer',
    kinds: ['withdrawal'],
    title: { en: 'Bank transfer', ru: 'Банковский перевод' },
    description: { en: 'To an account in your name, one to three working days.', ru: 'На счёт на ваше имя, от одного до трёх рабочих дней.' },
    limits: {
      USD: { min: 50, max: 20_000 },
      EUR: { min: 50, max: 20_000 },
      GBP: { min: 50, max: 20_000 },
      SEK: { min: 500, max: 200_000 },
      RUB: { min: 3000, max: 1_500_000 },
    },
  },
];

/** The methods of one kind that take this currency, with their range in it. */
export function methodsFor(kind: PaymentKind, currency: string): { method: PaymentMethod; range: AmountRange }[] {
  return PAYMENT_METHODS.flatMap((method) => {
    const range = method.limits[currency];
    return method.kinds.includes(kind) && range ? [{ method, range }] : [];
  });
}

export interface RequestTopic {
  readonly id: number;
  readonly title: LocalText;
  /** A request of this topic names one of the player's payments of this kind; null: it names none. */
  readonly transactionKind: PaymentKind | null;
  readonly subTopics: readonly { readonly id: number; readonly title: LocalText }[];
}

export const REQUEST_TOPICS: readonly RequestTopic[] = [
  {
    id: 1,
    title: { en: 'Deposit', ru: 'Пополнение' },
    transactionKind: 'deposit',
    subTopics: [
      { id: 11, title: { en: 'Deposit not credited', ru: 'Пополнение не зачислено' } },
      { id: 12, title: { en: 'Wrong amount credited', ru: 'Зачислена не та сумма' } },
    ],
  },
  {
    id: 2,
    title: { en: 'Withdrawal', ru: 'Вывод средств' },
    transactionKind: 'withdrawal',
    subTopics: [
      { id: 21, title: { en: 'Withdrawal delayed', ru: 'Вывод задерживается' } },
      { id: 22, title: { en: 'Withdrawal refused', ru: 'Вывод отклонён' } },
    ],
  },
  {
    id: 3,
    title: { en: 'Other payment question', ru: 'Другой вопрос о платежах' },
    transactionKind: null,
    subTopics: [],
  },
];

export const CONSULTANT_QUESTIONS: readonly { id: number; question: LocalText; answer: LocalText }[] = [
  {
    id: 1,
    question: { en: 'How long does a deposit take?', ru: 'Сколько идёт пополнение?' },
    answer: {
      en: 'Card and e-wallet deposits are credited at once. If yours is not there after 15 minutes, open a payment request and choose the deposit.',
      ru: 'Пополнение картой и кошельком зачисляется сразу. Если через 15 минут денег нет, создайте запрос по платежу и выберите пополнение.',
    },
  },
  {
    id: 2,
    question: { en: 'How long does a withdrawal take?', ru: 'Сколько идёт вывод?' },
    answer: {
      en: 'A withdrawal is checked within 24 hours, then a bank transfer takes one to three working days.',
      ru: 'Вывод проверяется в течение 24 часов, затем банковский перевод идёт от одного до трёх рабочих дней.',
    },
  },
  {
    id: 3,
    question: { en: 'Why can I not withdraw my bonus?', ru: 'Почему нельзя вывести бонус?' },
    answer: {
      en: 'Only the money of your main account can be withdrawn; a bonus becomes money once its wagering is complete.',
      ru: 'Вывести можно только деньги основного счёта; бонус становится деньгами после отыгрыша.',
    },
  },
];
