/**
 * The reference promotions data: promotions, bonuses and their rules, what bonus money counts on,
 * offers and the partners behind some of them, each in English and Russian. Dates are days counted
 * from the day the server started, so a fresh reference has a promotion running, one coming and one
 * over, whatever day it is started on, and they move on as the days pass.
 */

import type { Language, Localized } from '../../../server/kit/index.ts';

export type { Language, Localized } from '../../../server/kit/index.ts';
export type LocalizedList = Readonly<Record<Language, readonly string[]>>;

const DAY_MS = 86_400_000;

export interface PromotionPlan {
  readonly id: string;
  readonly title: Localized;
  readonly summary: Localized;
  readonly terms: LocalizedList;
  /** Days from the server's first day (UTC) to its start and to its end. */
  readonly startDay: number;
  readonly endDay: number;
  readonly optIn: boolean;
}

export const PROMOTIONS: readonly PromotionPlan[] = [
  {
    id: 'accumulator-weekend',
    title: { en: 'Accumulator weekend', ru: 'Экспресс выходного дня' },
    summary: {
      en: 'Place accumulators of four or more selections and get 10% of every losing stake back as a free bet.',
      ru: 'Ставьте экспрессы из четырёх и более событий и получайте 10% проигранной суммы фрибетом.',
    },
    terms: {
      en: [
        'Join the promotion before you bet: accumulators placed earlier do not count.',
        'Each selection must have odds of at least 1.40.',
        'The free bet is credited within 24 hours of the last selection settling and is valid for 7 days.',
        'One refund per player per day, up to the equivalent of 50 EUR.',
      ],
      ru: [
        'Присоединитесь к акции до ставки: экспрессы, сделанные раньше, не учитываются.',
        'Коэффициент каждого события — не ниже 1.40.',
        'Фрибет начисляется в течение 24 часов после расчёта последнего события и действует 7 дней.',
        'Один возврат в день на игрока, не больше эквивалента 50 EUR.',
      ],
    },
    startDay: -3,
    endDay: 11,
    optIn: true,
  },
  {
    id: 'monday-cashback',
    title: { en: 'Monday cashback', ru: 'Кешбэк по понедельникам' },
    summary: {
      en: 'Every Monday, 5% of last week’s net losses on sports come back to your account.',
      ru: 'Каждый понедельник на счёт возвращается 5% чистого проигрыша на спорте за прошлую неделю.',
    },
    terms: {
      en: [
        'Every player with a verified account takes part: there is nothing to join.',
        'Net losses are stakes minus winnings of settled sports bets from Monday to Sunday.',
        'Cashback is paid as real money, with no wagering.',
      ],
      ru: [
        'Участвуют все игроки с подтверждённым счётом: присоединяться не нужно.',
        'Чистый проигрыш — ставки минус выигрыши по рассчитанным ставкам на спорт с понедельника по воскресенье.',
        'Кешбэк выплачивается реальными деньгами, без отыгрыша.',
      ],
    },
    startDay: -60,
    endDay: 120,
    optIn: false,
  },
  {
    id: 'derby-prize-draw',
    title: { en: 'Derby prize draw', ru: 'Розыгрыш к дерби' },
    summary: {
      en: 'Every bet on the derby of the equivalent of 10 EUR or more is a ticket in a draw for 100 free bets.',
      ru: 'Каждая ставка на дерби от эквивалента 10 EUR — билет в розыгрыше 100 фрибетов.',
    },
    terms: {
      en: ['Join the promotion once it starts.', 'Tickets are counted until the match kicks off.', 'Winners are drawn the day after the match and told by message.'],
      ru: ['Присоединиться можно, когда акция начнётся.', 'Билеты считаются до начала матча.', 'Победителей выбирают на следующий день после матча и сообщают им в сообщениях.'],
    },
    startDay: 5,
    endDay: 12,
    optIn: true,
  },
  {
    id: 'autumn-cup',
    title: { en: 'Autumn cup', ru: 'Осенний кубок' },
    summary: {
      en: 'The autumn leaderboard of accumulator wins: prizes were paid to the top 20.',
      ru: 'Осенняя таблица выигрышей по экспрессам: призы выплачены первым 20 игрокам.',
    },
    terms: {
      en: ['The promotion is over; its prizes have been paid.', 'Points were one per unit of accumulator winnings.'],
      ru: ['Акция завершена, призы выплачены.', 'Одно очко начислялось за каждую единицу выигрыша по экспрессам.'],
    },
    startDay: -40,
    endDay: -2,
    optIn: true,
  },
];

export interface BonusPlan {
  readonly id: string;
  readonly title: Localized;
  readonly summary: Localized;
  readonly rules: LocalizedList;
  readonly percent: number;
  /** In units of a currency worth about a euro; scaled for the region's currency. */
  readonly maxAmount: number;
  readonly wager: number;
  readonly validDays: number;
}

export const BONUSES: readonly BonusPlan[] = [
  {
    id: 'welcome-sports',
    title: { en: 'Welcome bonus for sports', ru: 'Приветственный бонус на спорт' },
    summary: { en: 'Your first deposit doubled for betting on sports.', ru: 'Первый депозит удваивается для ставок на спорт.' },
    rules: {
      en: [
        'Make your first deposit within 30 days of registering.',
        'Wager the bonus 5 times in accumulators of three or more selections at odds of 1.40 or higher.',
        'Bets placed with bonus money that are cashed out do not count.',
        'Once wagered, the bonus becomes real money you can withdraw.',
      ],
      ru: [
        'Сделайте первый депозит в течение 30 дней после регистрации.',
        'Отыграйте бонус 5 раз экспрессами из трёх и более событий с коэффициентом от 1.40.',
        'Ставки бонусными деньгами, проданные досрочно, не учитываются.',
        'После отыгрыша бонус становится реальными деньгами, которые можно вывести.',
      ],
    },
    percent: 100,
    maxAmount: 100,
    wager: 5,
    validDays: 30,
  },
  {
    id: 'welcome-casino',
    title: { en: 'Welcome package for the casino', ru: 'Приветственный пакет казино' },
    summary: { en: 'Half of your first casino deposit on top.', ru: 'Плюс половина первого депозита в казино.' },
    rules: {
      en: [
        'Choose the casino bonus when you make your first deposit.',
        'Wager the bonus 35 times; games count as shown on the bonus games page.',
        'The largest stake while the bonus is active is the equivalent of 5 EUR.',
      ],
      ru: [
        'Выберите бонус казино при первом депозите.',
        'Отыграйте бонус 35 раз; игры учитываются так, как указано на странице игр для бонуса.',
        'Максимальная ставка, пока бонус активен, — эквивалент 5 EUR.',
      ],
    },
    percent: 50,
    maxAmount: 300,
    wager: 35,
    validDays: 14,
  },
  {
    id: 'reload-friday',
    title: { en: 'Friday reload', ru: 'Пятничный бонус на депозит' },
    summary: { en: 'A quarter of every Friday deposit added as a bonus.', ru: 'Четверть каждого пятничного депозита добавляется бонусом.' },
    rules: {
      en: ['Deposit at least the equivalent of 10 EUR on a Friday (server time).', 'Wager the bonus 10 times within 7 days.', 'One reload bonus per week.'],
      ru: ['Пополните счёт минимум на эквивалент 10 EUR в пятницу (по времени сервера).', 'Отыграйте бонус 10 раз за 7 дней.', 'Один бонус на депозит в неделю.'],
    },
    percent: 25,
    maxAmount: 50,
    wager: 10,
    validDays: 7,
  },
];

export interface GameGroupPlan {
  readonly id: string;
  readonly name: Localized;
  readonly contribution: number;
  readonly note: Localized;
}

export const BONUS_GAME_GROUPS: readonly GameGroupPlan[] = [
  {
    id: 'sports-accumulators',
    name: { en: 'Sports accumulators', ru: 'Экспрессы на спорт' },
    contribution: 100,
    note: { en: 'Three or more selections at odds of 1.40 or higher.', ru: 'Три и более события с коэффициентом от 1.40.' },
  },
  {
    id: 'sports-singles',
    name: { en: 'Sports singles', ru: 'Одиночные ставки на спорт' },
    contribution: 50,
    note: { en: 'Odds of 1.80 or higher.', ru: 'Коэффициент от 1.80.' },
  },
  { id: 'slots', name: { en: 'Slots', ru: 'Слоты' }, contribution: 100, note: { en: 'Except jackpot slots.', ru: 'Кроме слотов с джекпотом.' } },
  { id: 'live-casino', name: { en: 'Live casino', ru: 'Живое казино' }, contribution: 10, note: { en: 'Every live table.', ru: 'Все живые столы.' } },
  {
    id: 'table-games',
    name: { en: 'Table games', ru: 'Настольные игры' },
    contribution: 5,
    note: { en: 'Roulette, blackjack and baccarat.', ru: 'Рулетка, блэкджек и баккара.' },
  },
  { id: 'jackpot-slots', name: { en: 'Jackpot slots', ru: 'Слоты с джекпотом' }, contribution: 0, note: { en: 'They do not count.', ru: 'Не учитываются.' } },
];

export interface PartnerPlan {
  readonly id: number;
  readonly name: string;
  readonly about: LocalizedList;
}

export const PARTNERS: readonly PartnerPlan[] = [
  {
    id: 3,
    name: 'StreamArena',
    about: {
      en: ['StreamArena shows live football, hockey and tennis in HD.', 'Players of this site get a month of its premium plan with the offers below.'],
      ru: ['StreamArena показывает футбол, хоккей и теннис в прямом эфире в HD.', 'Игроки этого сайта получают месяц премиум-подписки по предложениям ниже.'],
    },
  },
  {
    id: 7,
    name: 'KitStore',
    about: {
      en: ['KitStore sells official club kits and fan gear.', 'Its offers give players discounts on this season’s kits.'],
      ru: ['KitStore продаёт официальную форму клубов и товары для болельщиков.', 'Его предложения дают игрокам скидки на форму этого сезона.'],
    },
  },
];

export interface OfferPlan {
  readonly id: string;
  readonly title: Localized;
  readonly summary: Localized;
  readonly terms: LocalizedList;
  readonly category: 'sports' | 'games' | 'partner';
  readonly endDay: number;
  readonly partnerId: number | null;
  readonly promoCode: string | null;
}

export const OFFERS: readonly OfferPlan[] = [
  {
    id: 'first-bet-insurance',
    title: { en: 'First bet insurance', ru: 'Страховка первой ставки' },
    summary: { en: 'If your first sports bet loses, get the stake back as a free bet.', ru: 'Если первая ставка на спорт проиграет, ставка вернётся фрибетом.' },
    terms: {
      en: ['For the first settled sports bet of a new account.', 'Stakes up to the equivalent of 20 EUR are refunded.', 'Enter the promo code in the office before you bet.'],
      ru: ['Для первой рассчитанной ставки на спорт нового счёта.', 'Возвращаются ставки до эквивалента 20 EUR.', 'Введите промокод в личном кабинете до ставки.'],
    },
    category: 'sports',
    endDay: 60,
    partnerId: null,
    promoCode: 'SAFEBET',
  },
  {
    id: 'odds-boost-derby',
    title: { en: 'Boosted odds on the derby', ru: 'Повышенный коэффициент на дерби' },
    summary: { en: 'Both teams to score at boosted odds of 2.50.', ru: 'Обе забьют — по повышенному коэффициенту 2.50.' },
    terms: { en: ['Stakes up to the equivalent of 10 EUR at the boosted odds.', 'Available until kick-off.'], ru: ['Ставки до эквивалента 10 EUR по повышенному коэффициенту.', 'Доступно до начала матча.'] },
    category: 'sports',
    endDay: 9,
    partnerId: null,
    promoCode: null,
  },
  {
    id: 'free-spins-tuesday',
    title: { en: 'Free spins Tuesday', ru: 'Фриспины по вторникам' },
    summary: { en: '20 free spins for a Tuesday deposit of the equivalent of 20 EUR or more.', ru: '20 фриспинов за депозит во вторник от эквивалента 20 EUR.' },
    terms: {
      en: ['Spins are credited on the slot of the week.', 'Winnings from spins are wagered 20 times.', 'Enter the promo code with the deposit.'],
      ru: ['Фриспины начисляются в слоте недели.', 'Выигрыш с фриспинов отыгрывается 20 раз.', 'Введите промокод при пополнении.'],
    },
    category: 'games',
    endDay: 90,
    partnerId: null,
    promoCode: 'SPIN20',
  },
  {
    id: 'live-casino-cashback',
    title: { en: 'Live casino cashback', ru: 'Кешбэк в живом казино' },
    summary: { en: '10% of live casino losses back every Sunday.', ru: '10% проигрыша в живом казино возвращается каждое воскресенье.' },
    terms: { en: ['Losses from Monday to Saturday count.', 'Paid as bonus money with a wager of 1.'], ru: ['Учитываются проигрыши с понедельника по субботу.', 'Выплачивается бонусом с отыгрышем 1.'] },
    category: 'games',
    endDay: 45,
    partnerId: null,
    promoCode: null,
  },
  {
    id: 'streamarena-premium',
    title: { en: 'A month of StreamArena premium', ru: 'Месяц премиума StreamArena' },
    summary: { en: 'Watch every match in HD for a month, free.', ru: 'Смотрите все матчи в HD месяц бесплатно.' },
    terms: {
      en: ['For players who bet the equivalent of 50 EUR or more on sports this month.', 'Enter the code on StreamArena’s site.', 'One code per player.'],
      ru: ['Для игроков, поставивших на спорт от эквивалента 50 EUR в этом месяце.', 'Введите код на сайте StreamArena.', 'Один код на игрока.'],
    },
    category: 'partner',
    endDay: 30,
    partnerId: 3,
    promoCode: 'ARENA30',
  },
  {
    id: 'kitstore-discount',
    title: { en: '15% off club kits', ru: 'Скидка 15% на форму клубов' },
    summary: { en: 'A discount on this season’s kits at KitStore.', ru: 'Скидка на форму этого сезона в KitStore.' },
    terms: { en: ['Valid on full-price kits only.', 'Enter the code at KitStore’s checkout.'], ru: ['Только на форму без скидки.', 'Введите код при оформлении заказа в KitStore.'] },
    category: 'partner',
    endDay: 75,
    partnerId: 7,
    promoCode: 'KIT15',
  },
];

/** Amounts are set in a currency worth about a euro; others are scaled to read naturally. */
const CURRENCY_SCALE: Readonly<Record<string, number>> = { RUB: 100, KZT: 500, UAH: 40, JPY: 150, INR: 90, TRY: 35, BRL: 5 };

export const scaledAmount = (amount: number, currency: string): number => amount * (CURRENCY_SCALE[currency] ?? 1);

/** The start of the UTC day of `now`: promotion days are counted from it. */
export const dayStart = (now: number): number => Math.floor(now / DAY_MS) * DAY_MS;

export const dayOffset = (now: number, days: number): string => new Date(dayStart(now) + days * DAY_MS).toISOString();
