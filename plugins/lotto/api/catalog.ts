/**
 * The reference lotteries: what each one draws and when, what a ticket costs and pays, and the
 * numbers of every draw. Draws follow a fixed timetable from an anchor instant, so the draw on sale
 * and the past draws follow from the clock alone. A draw's numbers come from an HMAC of the lottery
 * and the draw number under a secret made when the server starts: stable for the server's life (a
 * result never changes between two reads) and not guessable before the draw.
 */
import { createHmac } from 'node:crypto';
import { roundMoney } from '../../../src/domain/money.ts';
import type { Language, Localized } from '../../../server/kit/index.ts';
import type { LottoSection } from '../schemas.ts';


export interface Lottery {
  readonly id: number;
  readonly section: LottoSection;
  readonly name: Localized;
  readonly about: Localized;
  /** How many numbers a ticket picks, how many a draw draws, and the highest number. */
  readonly pick: number;
  readonly drawn: number;
  readonly of: number;
  /** The ticket price in dollars; other currencies scale it (see CURRENCY_FACTORS). */
  readonly priceUsd: number;
  /** The first draw, and the time between two draws. */
  readonly anchor: number;
  readonly periodMs: number;
  /** Sales for a draw close this long before it is drawn. */
  readonly salesCloseMs: number;
  /** What a ticket wins by matches: a multiple of its price. */
  readonly multipliers: Readonly<Record<number, number>>;
  /** All numbers matched wins this fixed sum (in dollars, scaled like the price) instead of a multiple. */
  readonly jackpotUsd?: number;
}

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

export const SECTION_NAMES: Readonly<Record<LottoSection, Localized>> = {
  fast: { en: 'Fast draws', ru: 'Быстрые тиражи' },
  daily: { en: 'Daily draws', ru: 'Ежедневные тиражи' },
  jackpot: { en: 'Jackpot lotteries', ru: 'Лотереи с джекпотом' },
};

export const LOTTERIES: readonly Lottery[] = [
  {
    id: 101,
    section: 'fast',
    name: { en: 'Rapid 5/36', ru: 'Рапид 5 из 36' },
    about: {
      en: 'Pick 5 numbers from 1 to 36. Five numbers are drawn every 5 minutes; two matches already win back the price.',
      ru: 'Выберите 5 чисел от 1 до 36. Пять чисел разыгрываются каждые 5 минут; уже два совпадения возвращают цену билета.',
    },
    pick: 5,
    drawn: 5,
    of: 36,
    priceUsd: 1,
    anchor: Date.UTC(2024, 0, 1, 0, 0),
    periodMs: 5 * MINUTE,
    salesCloseMs: 15_000,
    multipliers: { 2: 1, 3: 5, 4: 50, 5: 1000 },
  },
  {
    id: 102,
    section: 'fast',
    name: { en: 'Keno 6/80', ru: 'Кено 6 из 80' },
    about: {
      en: 'Pick 6 numbers from 1 to 80. Twenty numbers are drawn every 10 minutes: the more of yours among them, the more you win.',
      ru: 'Выберите 6 чисел от 1 до 80. Каждые 10 минут разыгрываются двадцать чисел: чем больше среди них ваших, тем больше выигрыш.',
    },
    pick: 6,
    drawn: 20,
    of: 80,
    priceUsd: 0.5,
    anchor: Date.UTC(2024, 0, 1, 0, 0),
    periodMs: 10 * MINUTE,
    salesCloseMs: 15_000,
    multipliers: { 3: 2, 4: 10, 5: 100, 6: 1500 },
  },
  {
    id: 201,
    section: 'daily',
    name: { en: 'Daily 6/45', ru: 'Ежедневная 6 из 45' },
    about: {
      en: 'Pick 6 numbers from 1 to 45. Drawn every day at 18:00 UTC; all six win the jackpot.',
      ru: 'Выберите 6 чисел от 1 до 45. Тираж каждый день в 18:00 UTC; все шесть совпадений — джекпот.',
    },
    pick: 6,
    drawn: 6,
    of: 45,
    priceUsd: 1,
    anchor: Date.UTC(2024, 0, 1, 18, 0),
    periodMs: DAY,
    salesCloseMs: MINUTE,
    multipliers: { 3: 2, 4: 20, 5: 500 },
    jackpotUsd: 50_000,
  },
  {
    id: 202,
    section: 'daily',
    name: { en: 'Evening 4/20', ru: 'Вечерняя 4 из 20' },
    about: {
      en: 'Pick 4 numbers from 1 to 20. Drawn every day at 21:00 UTC.',
      ru: 'Выберите 4 числа от 1 до 20. Тираж каждый день в 21:00 UTC.',
    },
    pick: 4,
    drawn: 4,
    of: 20,
    priceUsd: 0.5,
    anchor: Date.UTC(2024, 0, 1, 21, 0),
    periodMs: DAY,
    salesCloseMs: MINUTE,
    multipliers: { 2: 1, 3: 10, 4: 300 },
  },
  {
    id: 301,
    section: 'jackpot',
    name: { en: 'Mega 7/49', ru: 'Мега 7 из 49' },
    about: {
      en: 'Pick 7 numbers from 1 to 49. Drawn every Saturday at 19:00 UTC; all seven win the jackpot of a million.',
      ru: 'Выберите 7 чисел от 1 до 49. Тираж каждую субботу в 19:00 UTC; все семь совпадений — джекпот в миллион.',
    },
    pick: 7,
    drawn: 7,
    of: 49,
    priceUsd: 2,
    // 6 January 2024 was a Saturday.
    anchor: Date.UTC(2024, 0, 6, 19, 0),
    periodMs: 7 * DAY,
    salesCloseMs: 5 * MINUTE,
    multipliers: { 3: 1, 4: 10, 5: 100, 6: 5000 },
    jackpotUsd: 1_000_000,
  },
  {
    id: 302,
    section: 'jackpot',
    name: { en: 'Star 5/50', ru: 'Звезда 5 из 50' },
    about: {
      en: 'Pick 5 numbers from 1 to 50. Drawn every Friday at 20:00 UTC; all five win the jackpot.',
      ru: 'Выберите 5 чисел от 1 до 50. Тираж каждую пятницу в 20:00 UTC; все пять совпадений — джекпот.',
    },
    pick: 5,
    drawn: 5,
    of: 50,
    priceUsd: 2,
    // 5 January 2024 was a Friday.
    anchor: Date.UTC(2024, 0, 5, 20, 0),
    periodMs: 7 * DAY,
    salesCloseMs: 5 * MINUTE,
    multipliers: { 2: 1, 3: 5, 4: 200 },
    jackpotUsd: 250_000,
  },
];

/** What one dollar of price or prize is in another currency (round figures, as a price list would have). */
const CURRENCY_FACTORS: Readonly<Record<string, number>> = {
  USD: 1,
  EUR: 1,
  GBP: 1,
  RUB: 100,
  KZT: 500,
  UAH: 40,
  BYN: 3,
  UZS: 12_000,
  AZN: 2,
  KGS: 90,
  TRY: 30,
  INR: 80,
};

export function inCurrency(usd: number, iso: string): number {
  return roundMoney(usd * (CURRENCY_FACTORS[iso] ?? 1), iso);
}

export function lotteryById(id: number): Lottery | undefined {
  return LOTTERIES.find((lottery) => lottery.id === id);
}

/** When draw `number` (1 is the first) is drawn. */
export function drawTime(lottery: Lottery, number: number): number {
  return lottery.anchor + (number - 1) * lottery.periodMs;
}

/** The number of the last draw held at `now` (0 before the first). */
export function lastDrawNumber(lottery: Lottery, now: number): number {
  return now < lottery.anchor ? 0 : Math.floor((now - lottery.anchor) / lottery.periodMs) + 1;
}

/** The draw tickets are sold for at `now`: the next one whose sales have not closed. */
export function openDrawNumber(lottery: Lottery, now: number): number {
  let number = lastDrawNumber(lottery, now) + 1;
  while (drawTime(lottery, number) - lottery.salesCloseMs <= now) number += 1;
  return number;
}

/**
 * The numbers draw `number` drew, ascending: a shuffle of 1..of driven by the HMAC stream of the
 * lottery and draw under `secret`. Only asked of draws already held.
 */
export function drawnNumbers(lottery: Lottery, number: number, secret: Buffer): number[] {
  const pool = Array.from({ length: lottery.of }, (_, i) => i + 1);
  const chosen: number[] = [];
  let block = 0;
  let bytes = Buffer.alloc(0);
  let offset = 0;
  const nextWord = (): number => {
    if (offset + 4 > bytes.length) {
      bytes = createHmac('sha256', secret).update(`${lottery.id}:${number}:${block}`).digest();
      block += 1;
      offset = 0;
    }
    const word = bytes.readUInt32BE(offset);
    offset += 4;
    return word;
  };
  for (let i = 0; i < lottery.drawn; i += 1) {
    const index = nextWord() % pool.length;
    chosen.push(pool[index]!);
    pool.splice(index, 1);
  }
  return chosen.sort((a, b) => a - b);
}

/** What a ticket with `matches` matched numbers wins, in `iso`. */
export function prizeFor(lottery: Lottery, matches: number, iso: string): number {
  if (matches === lottery.pick && lottery.jackpotUsd !== undefined) return inCurrency(lottery.jackpotUsd, iso);
  const multiplier = lottery.multipliers[matches] ?? 0;
  return roundMoney(inCurrency(lottery.priceUsd, iso) * multiplier, iso);
}

/** The prize table, fewest matches first. */
export function prizeTable(lottery: Lottery, iso: string): { matches: number; amount: number }[] {
  const counts = new Set(Object.keys(lottery.multipliers).map(Number));
  if (lottery.jackpotUsd !== undefined) counts.add(lottery.pick);
  return [...counts].sort((a, b) => a - b).map((matches) => ({ matches, amount: prizeFor(lottery, matches, iso) }));
}

/**
 * Why these picks are not a ticket of this lottery, or null: exactly `pick` different whole numbers
 * from 1 to `of`.
 */
export function picksProblem(lottery: Lottery, numbers: unknown, language: Language): string | null {
  const ok =
    Array.isArray(numbers) &&
    numbers.length === lottery.pick &&
    numbers.every((n) => Number.isInteger(n) && n >= 1 && n <= lottery.of) &&
    new Set(numbers).size === numbers.length;
  if (ok) return null;
  return language === 'ru'
    ? `Выберите ровно ${lottery.pick} разных чисел от 1 до ${lottery.of}`
    : `Pick exactly ${lottery.pick} different numbers from 1 to ${lottery.of}`;
}
