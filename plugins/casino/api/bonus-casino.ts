/**
 * The bonus casino's reference content: tournaments (with a leaderboard), casino promotions, daily
 * challenges, the five bonus games and the games landings. Tournaments are planned around the day the
 * server started (so some are running, some upcoming and some finished, and they move on as the clock
 * does); challenges are today's; amounts are in the site's default currency, scaled from dollars by
 * the currencies' usual stakes.
 */
import { initialAmount, roundMoney } from '../../../src/domain/money.ts';
import type { Language, Localized } from '../../../server/kit/index.ts';
import type { CasinoBonusGameId, CasinoTournament } from '../schemas.ts';
import { seededRandom, type Catalog, type CatalogGame } from './catalog.ts';

const DAY = 86_400_000;

/** A dollar amount in `iso`, scaled the way the currencies' default stakes are. */
export function scaled(dollars: number, iso: string): number {
  return roundMoney((dollars * initialAmount(iso)) / initialAmount('USD'), iso);
}

function dayStart(now: number): number {
  return Math.floor(now / DAY) * DAY;
}

const iso = (ms: number) => new Date(ms).toISOString();

interface TournamentPlan {
  id: string;
  name: Localized;
  /** Days from today's start. */
  from: number;
  to: number;
  prizeDollars: number;
  games: (entry: CatalogGame) => boolean;
}

const TOURNAMENTS: readonly TournamentPlan[] = [
  { id: 'daily-spin-sprint', name: { en: 'Daily Spin Sprint', ru: 'Ежедневный спринт' }, from: 0, to: 1, prizeDollars: 5000, games: (g) => g.game.category === 'slots' },
  { id: 'jackpot-chase', name: { en: 'Jackpot Chase', ru: 'Погоня за джекпотом' }, from: -2, to: 5, prizeDollars: 25000, games: (g) => g.game.jackpot !== null },
  { id: 'weekend-reels-cup', name: { en: 'Weekend Reels Cup', ru: 'Кубок выходных' }, from: 2, to: 4, prizeDollars: 10000, games: (g) => g.game.sections.includes('popular') },
  { id: 'table-masters', name: { en: 'Table Masters', ru: 'Мастера стола' }, from: 7, to: 14, prizeDollars: 15000, games: (g) => g.game.category === 'cards' },
  { id: 'midnight-drops', name: { en: 'Midnight Drops', ru: 'Полуночные призы' }, from: -7, to: -1, prizeDollars: 8000, games: (g) => g.game.isNew },
  { id: 'fruit-frenzy', name: { en: 'Fruit Frenzy', ru: 'Фруктовое безумие' }, from: -14, to: -8, prizeDollars: 6000, games: (g) => g.theme === 'fruits' },
];

/** How the prize pool is shared by the top ten places (percent). */
const PRIZE_SHARES = [30, 20, 12, 8, 6, 5, 5, 5, 5, 4];
const LEADERBOARD_SIZE = 20;
const TOURNAMENT_GAMES = 10;

export interface BonusCasinoContext {
  catalog: Catalog;
  market: string;
  currency: string;
  language: Language;
  now: number;
  /** The start (UTC) of the day the server started: the tournaments' schedule hangs on it. */
  scheduleDay: number;
}

function offered(c: BonusCasinoContext, filter: (entry: CatalogGame) => boolean, count: number): number[] {
  return c.catalog
    .offeredIn(c.market)
    .filter(filter)
    .slice(0, count)
    .map((g) => g.game.id);
}

function tournamentOf(c: BonusCasinoContext, plan: TournamentPlan): CasinoTournament {
  const start = c.scheduleDay + plan.from * DAY;
  const end = c.scheduleDay + plan.to * DAY;
  const state = c.now < start ? 'upcoming' : c.now >= end ? 'finished' : 'running';
  return {
    id: plan.id,
    name: plan.name[c.language],
    prizePool: scaled(plan.prizeDollars, c.currency),
    currency: c.currency,
    startsAt: iso(start),
    endsAt: iso(end),
    state,
    gameIds: offered(c, plan.games, TOURNAMENT_GAMES),
  };
}

export function tournaments(c: BonusCasinoContext): CasinoTournament[] {
  return TOURNAMENTS.map((plan) => tournamentOf(c, plan));
}

export function tournament(c: BonusCasinoContext, id: string): CasinoTournament | undefined {
  const plan = TOURNAMENTS.find((p) => p.id === id);
  return plan && tournamentOf(c, plan);
}

const LOGIN_PARTS = ['al', 'bo', 'ch', 'da', 'ev', 'fr', 'gi', 'ha', 'iv', 'jo', 'ka', 'le', 'ma', 'ni', 'ol', 'pe', 'ro', 'sa', 'ti', 'vi'];

/** Standings so far (running), final (finished) or none yet (upcoming); the same for everyone. */
export function leaderboard(c: BonusCasinoContext, t: CasinoTournament) {
  if (t.state === 'upcoming') return [];
  const random = seededRandom([...t.id].reduce((h, ch) => (h * 31 + ch.charCodeAt(0)) >>> 0, 7));
  // Points grow with the share of the tournament that has passed.
  const elapsed = Math.min(1, Math.max(0, (c.now - Date.parse(t.startsAt)) / (Date.parse(t.endsAt) - Date.parse(t.startsAt))));
  const points = Array.from({ length: LEADERBOARD_SIZE }, () => Math.round((200 + random() * 9800) * Math.max(elapsed, 0.05))).sort((a, b) => b - a);
  return points.map((p, i) => ({
    place: i + 1,
    player: `${LOGIN_PARTS[Math.floor(random() * LOGIN_PARTS.length)]}***${Math.floor(random() * 10)}`,
    points: p,
    prize: i < PRIZE_SHARES.length ? roundMoney((t.prizePool * PRIZE_SHARES[i]!) / 100, t.currency) : null,
  }));
}

interface PromotionPlan {
  id: string;
  title: Localized;
  body: Localized;
  days: number;
  hue: number;
}

export const PROMOTIONS: readonly PromotionPlan[] = [
  {
    id: 'welcome-spins',
    title: { en: '50 welcome spins', ru: '50 приветственных вращений' },
    body: { en: 'Make your first casino deposit and get 50 free spins on popular slots, credited over five days.', ru: 'Сделайте первый депозит в казино и получите 50 бесплатных вращений в популярных слотах — по частям за пять дней.' },
    days: 30,
    hue: 200,
  },
  {
    id: 'weekend-reload',
    title: { en: 'Weekend reload 25%', ru: 'Бонус выходного дня 25%' },
    body: { en: 'Every Saturday and Sunday, get 25% of your casino deposit back as bonus money, up to 100 in your currency.', ru: 'Каждую субботу и воскресенье получайте 25% от депозита в казино бонусными деньгами, до 100 в вашей валюте.' },
    days: 6,
    hue: 320,
  },
  {
    id: 'live-cashback',
    title: { en: 'Live casino cashback', ru: 'Кешбэк в лайв-казино' },
    body: { en: 'Lose at the live tables this week and 10% of your net loss comes back on Monday, with no wagering.', ru: 'Если за неделю вы проиграли за живыми столами, в понедельник вернём 10% чистого проигрыша без отыгрыша.' },
    days: 7,
    hue: 30,
  },
  {
    id: 'drops-and-wins',
    title: { en: 'Drops and wins', ru: 'Призовые раздачи' },
    body: { en: 'Random cash prizes drop on the games of the week: any real-money round can win one.', ru: 'На играх недели случайно выпадают денежные призы: выиграть может любой раунд на реальные деньги.' },
    days: 14,
    hue: 140,
  },
];

export function promotions(c: BonusCasinoContext) {
  return PROMOTIONS.map((p) => ({
    id: p.id,
    title: p.title[c.language],
    body: p.body[c.language],
    image: { url: `/web-api/casino/promotions/${p.id}.svg?lang=${c.language}`, width: 320, height: 160 },
    endsAt: iso(dayStart(c.now) + p.days * DAY),
  }));
}

interface ChallengePlan {
  id: string;
  title: Localized;
  body: Localized;
  target: number;
  rewardDollars: number;
  games: (entry: CatalogGame) => boolean;
}

const CHALLENGES: readonly ChallengePlan[] = [
  {
    id: 'three-new-games',
    title: { en: 'Try three new games', ru: 'Три новые игры' },
    body: { en: 'Open three of these new games today.', ru: 'Откройте сегодня три из этих новых игр.' },
    target: 3,
    rewardDollars: 5,
    games: (g) => g.game.isNew,
  },
  {
    id: 'jackpot-hunter',
    title: { en: 'Jackpot hunter', ru: 'Охотник за джекпотом' },
    body: { en: 'Open two jackpot games today.', ru: 'Откройте сегодня две игры с джекпотом.' },
    target: 2,
    rewardDollars: 3,
    games: (g) => g.game.jackpot !== null,
  },
  {
    id: 'table-tour',
    title: { en: 'Table tour', ru: 'По всем столам' },
    body: { en: 'Open two card games today.', ru: 'Откройте сегодня две карточные игры.' },
    target: 2,
    rewardDollars: 3,
    games: (g) => g.game.category === 'cards' && g.game.demo,
  },
];

/** `launchedToday`: the games the player opened since today's start, or null for a guest. */
export function dailyChallenges(c: BonusCasinoContext, launchedToday: ReadonlySet<number> | null) {
  return CHALLENGES.map((plan) => {
    const gameIds = offered(c, plan.games, 8);
    return {
      id: plan.id,
      title: plan.title[c.language],
      body: plan.body[c.language],
      gameIds,
      target: plan.target,
      progress: launchedToday === null ? null : Math.min(plan.target, gameIds.filter((id) => launchedToday.has(id)).length),
      reward: { amount: scaled(plan.rewardDollars, c.currency), currency: c.currency },
      endsAt: iso(dayStart(c.now) + DAY),
    };
  });
}

export const todayStart = dayStart;

const BONUS_GAMES: Readonly<Record<CasinoBonusGameId, { name: Localized; rules: Localized }>> = {
  fortuna: {
    name: { en: 'Wheel of Fortuna', ru: 'Колесо Фортуны' },
    rules: { en: 'Spin the wheel once a day: every sector pays free spins or bonus money.', ru: 'Раз в день крутите колесо: каждый сектор дарит бесплатные вращения или бонусные деньги.' },
  },
  chest: {
    name: { en: 'Treasure Chest', ru: 'Сундук сокровищ' },
    rules: { en: 'Pick one of three chests; the prize inside is yours.', ru: 'Выберите один из трёх сундуков — приз внутри достаётся вам.' },
  },
  memory: {
    name: { en: 'Memory Match', ru: 'Найди пару' },
    rules: { en: 'Turn the cards two at a time and find the pairs in ten moves to win the prize.', ru: 'Открывайте карты по две и найдите все пары за десять ходов, чтобы выиграть приз.' },
  },
  safe: {
    name: { en: 'Crack the Safe', ru: 'Взломай сейф' },
    rules: { en: 'Guess the three-digit code with the hints you get after each try; five tries.', ru: 'Угадайте трёхзначный код по подсказкам после каждой попытки; попыток пять.' },
  },
  lottery: {
    name: { en: 'Bonus Lottery', ru: 'Бонусная лотерея' },
    rules: { en: 'One free ticket a day; the draw is at midnight UTC and every ticket wins something.', ru: 'Один бесплатный билет в день; розыгрыш в полночь UTC, выигрывает каждый билет.' },
  },
};

export function bonusGames(language: Language) {
  return (Object.keys(BONUS_GAMES) as CasinoBonusGameId[]).map((id) => ({ id, name: BONUS_GAMES[id].name[language], rules: BONUS_GAMES[id].rules[language] }));
}

interface LandingPlan {
  route: string;
  title: Localized;
  body: Localized;
  games: (entry: CatalogGame) => boolean;
}

const LANDINGS: readonly LandingPlan[] = [
  {
    route: 'summer-slots',
    title: { en: 'Summer slots', ru: 'Летние слоты' },
    body: { en: 'Bright, fruity and fast: the slots our players pick when the sun is out.', ru: 'Яркие, фруктовые и быстрые — слоты, которые наши игроки выбирают летом.' },
    games: (g) => g.theme === 'fruits' && g.game.category === 'slots',
  },
  {
    route: 'jackpot-week',
    title: { en: 'Jackpot week', ru: 'Неделя джекпотов' },
    body: { en: 'The biggest jackpots of the week, all in one place.', ru: 'Самые крупные джекпоты недели в одном месте.' },
    games: (g) => g.game.jackpot !== null,
  },
  {
    route: 'live-dealers',
    title: { en: 'Live dealers', ru: 'Живые дилеры' },
    body: { en: 'Real tables, real dealers, streamed to your phone.', ru: 'Настоящие столы и дилеры — прямо на вашем телефоне.' },
    games: (g) => g.game.sections.includes('live-casino'),
  },
  {
    route: 'quick-games',
    title: { en: 'Quick games', ru: 'Быстрые игры' },
    body: { en: 'Rounds that take seconds: dice, ladders and crash games.', ru: 'Раунды на несколько секунд: кости, лесенки и краш-игры.' },
    games: (g) => g.game.sections.includes('fast-games'),
  },
];

const LANDING_GAMES = 24;

export function landings(language: Language) {
  return LANDINGS.map((l) => ({ route: l.route, title: l.title[language] }));
}

export function landing(c: BonusCasinoContext, route: string) {
  const plan = LANDINGS.find((l) => l.route === route);
  if (!plan) return undefined;
  return { route: plan.route, title: plan.title[c.language], body: plan.body[c.language], gameIds: offered(c, plan.games, LANDING_GAMES) };
}
