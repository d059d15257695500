/**
 * The reference casino catalog: 3,240 games from 48 providers, made by a seeded generator so every
 * server (and every test) sees the same games with the same ids. Each game has one category, the
 * sections (casino routes) it is listed in, a theme (the :subcategory of its section's routes) and
 * the markets where it is not licensed, so some configs do not offer some games.
 */
import type { CasinoGame, CasinoGameCategory, CasinoSection } from '../schemas.ts';

export const GAME_COUNT = 3240;
export const THUMBNAIL_SIZE = { width: 160, height: 120 } as const;
export const LOGO_SIZE = { width: 120, height: 48 } as const;
/** The market of a config without `casino.market`: every game is offered there. */
export const INTERNATIONAL = 'international';

export interface CatalogProvider {
  readonly id: string;
  readonly name: string;
  /** The hue of its logo and of its games' thumbnails. */
  readonly hue: number;
}

export interface CatalogGame {
  /** What the API answers (the public game). */
  readonly game: CasinoGame;
  readonly providerIndex: number;
  /** The :subcategory value of its sections' routes. */
  readonly theme: string;
  /** 1 is the most played. */
  readonly popularityRank: number;
  /** Markets where it is not licensed. */
  readonly notIn: ReadonlySet<string>;
}

/** A small, fast, seeded generator (mulberry32): the same seed gives the same catalog everywhere. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function slugOf(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

const PROVIDER_NAMES = [
  'Nova', 'Red Lantern', 'Blue Fox', 'Golden Oak', 'Iron Peak', 'Silver Reef', 'Northern Light', 'Jade',
  'Crimson', 'Emerald', 'Arctic', 'Sunset', 'Thunder', 'Lucky Owl', 'Pixel', 'Orbit',
  'Maple', 'Cobalt', 'Velvet', 'Atlas', 'Comet', 'Falcon', 'Harbor', 'Ivory',
  'Kraken', 'Lotus', 'Mosaic', 'Nimbus', 'Onyx', 'Prism', 'Quartz', 'Raven',
  'Sapphire', 'Tiger', 'Umbra', 'Vortex', 'Willow', 'Zephyr', 'Amber', 'Boreal',
  'Cedar', 'Dune', 'Echo', 'Fjord', 'Granite', 'Helix', 'Indigo', 'Juniper',
];
const PROVIDER_KINDS = ['Gaming', 'Studios', 'Games', 'Play', 'Interactive', 'Labs', 'Entertainment', 'Works'];

const ADJECTIVES = [
  'Golden', 'Wild', 'Lucky', 'Mystic', 'Royal', 'Burning', 'Frozen', 'Ancient', 'Cosmic', 'Hidden',
  'Magic', 'Thunder', 'Diamond', 'Silver', 'Crystal', 'Savage', 'Mighty', 'Secret', 'Electric', 'Jolly',
  'Sunny', 'Dark', 'Neon', 'Roaring', 'Sacred', 'Sweet', 'Fiery', 'Emerald', 'Ruby', 'Midnight',
  'Blazing', 'Dragon', 'Pirate', 'Viking', 'Samurai', 'Pharaoh', 'Jungle', 'Ocean', 'Desert', 'Arctic',
  'Big', 'Hot', 'Happy', 'Grand', 'Super', 'Fortune', 'Shining', 'Wicked', 'Brave', 'Rapid',
];
const NOUNS: Record<CasinoGameCategory, readonly string[]> = {
  slots: [
    'Fruits', 'Dragon', 'Treasure', 'Temple', 'Pharaoh', 'Gems', 'Sevens', 'Wolf', 'Tiger', 'Buffalo',
    'Fortune', 'Queen', 'Kingdom', 'Reels', 'Bells', 'Cherries', 'Jewels', 'Horseshoe', 'Panda', 'Phoenix',
    'Volcano', 'Mermaid', 'Safari', 'Gold Rush', 'Wizard', 'Legends', 'Spirits', 'Clover', 'Empire', 'Crown',
  ],
  cards: ['Blackjack', 'Baccarat', 'Roulette', 'Poker', 'Teen Patti', 'Dragon Tiger', 'Hi-Lo', 'Solitaire', 'Andar Bahar', 'Sic Bo'],
  lotto: ['Bingo', 'Keno', 'Lotto', 'Scratch', 'Numbers', 'Draw', 'Balls', 'Tickets'],
  dice: ['Dice', 'Craps', 'Roll', 'Crash', 'Rocket', 'Plinko', 'Limbo'],
  ladder: ['Ladder', 'Tower', 'Climb', 'Steps', 'Mines', 'Stairs'],
  other: ['Racing', 'Penalty', 'Fishing', 'Darts', 'Wheel', 'Derby', 'Hunt', 'Show', 'Arena', 'Quiz'],
};
const NAME_ENDINGS = ['', '', '', '', 'Deluxe', 'Gold', 'Extreme', 'Mega', 'Classic', 'II', 'Turbo', 'Hold and Win', 'Megaways'];

export const SLOT_THEMES = ['fruits', 'egypt', 'adventure', 'mythology', 'classic', 'megaways', 'animals', 'space'] as const;
export const LIVE_THEMES = ['roulette', 'blackjack', 'baccarat', 'game-shows', 'live-poker'] as const;

/** How the catalog's categories are shared out (they add up to 1). */
const CATEGORY_SHARES: readonly [CasinoGameCategory, number][] = [
  ['slots', 0.6],
  ['cards', 0.12],
  ['lotto', 0.08],
  ['dice', 0.06],
  ['ladder', 0.05],
  ['other', 0.09],
];

/** The one section (besides new, popular and jackpots) a game of each category is listed in, with its share; the rest none. */
const HOME_SECTIONS: Record<CasinoGameCategory, readonly [CasinoSection | null, number][]> = {
  slots: [['vulkan', 0.08], ['asian-games', 0.05], ['fishinghunting', 0.04], [null, 0.83]],
  cards: [['live-casino', 0.35], ['card-games', 0.35], ['poker', 0.2], ['asian-games', 0.1]],
  lotto: [['bingo', 0.4], ['keno', 0.4], ['scratchcards', 0.2]],
  dice: [['fast-games', 0.5], ['crash-games', 0.25], ['fast-bet', 0.25]],
  ladder: [['fast-bet', 0.4], ['crash-games', 0.3], ['fast-games', 0.3]],
  other: [['virtualsports', 0.25], ['tvgames', 0.2], ['skill-games', 0.2], ['othergames', 0.2], ['live-casino', 0.15]],
};

function pickWeighted<T>(random: () => number, table: readonly [T, number][]): T {
  let roll = random();
  for (const [value, share] of table) {
    if (roll < share) return value;
    roll -= share;
  }
  return table[table.length - 1]![0];
}

function pick<T>(random: () => number, list: readonly T[]): T {
  return list[Math.floor(random() * list.length)]!;
}

/**
 * Markets where a game is not licensed: whole providers are missing in some markets (as licences go),
 * a regulator may ban a kind of game, and a few single titles are missing anywhere regulated.
 */
function unlicensedMarkets(random: () => number, providerIndex: number, sections: readonly CasinoSection[]): Set<string> {
  const notIn = new Set<string>();
  if (providerIndex % 7 === 3 || sections.includes('crash-games') || random() < 0.03) notIn.add('uk');
  if (providerIndex % 11 === 5 || random() < 0.03) notIn.add('ru');
  if (sections.includes('live-casino') || random() < 0.03) notIn.add('de');
  if (providerIndex % 13 === 8 || random() < 0.04) notIn.add('se');
  return notIn;
}

export interface Catalog {
  readonly providers: readonly CatalogProvider[];
  /** Every game, most played first. */
  readonly games: readonly CatalogGame[];
  byId(id: number): CatalogGame | undefined;
  /** The games offered in a market, most played first (computed once per market). */
  offeredIn(market: string): readonly CatalogGame[];
}

export function generateCatalog(seed = 20261125, count = GAME_COUNT): Catalog {
  const random = seededRandom(seed);
  const providers: CatalogProvider[] = PROVIDER_NAMES.map((prefix, index) => {
    const name = `${prefix} ${PROVIDER_KINDS[index % PROVIDER_KINDS.length]}`;
    return { id: slugOf(name), name, hue: Math.round((index * 137.508) % 360) };
  });

  const names = new Set<string>();
  const uniqueName = (category: CasinoGameCategory): string => {
    for (let attempt = 0; attempt < 20; attempt++) {
      const ending = pick(random, NAME_ENDINGS);
      const name = [pick(random, ADJECTIVES), pick(random, NOUNS[category]), ending].filter(Boolean).join(' ');
      if (!names.has(name)) return name;
    }
    // Seldom needed: a numbered sequel keeps the name unique.
    let n = 2;
    const base = `${pick(random, ADJECTIVES)} ${pick(random, NOUNS[category])}`;
    while (names.has(`${base} ${n}`)) n++;
    return `${base} ${n}`;
  };

  const drafts = Array.from({ length: count }, (_, index) => {
    const category = pickWeighted(random, CATEGORY_SHARES);
    const name = uniqueName(category);
    names.add(name);
    const providerIndex = Math.floor(random() * providers.length);
    const home = pickWeighted(random, HOME_SECTIONS[category]);
    const isNew = random() < 0.08;
    const jackpotChance = category === 'slots' ? 0.12 : category === 'lotto' ? 0.06 : 0;
    const jackpot = random() < jackpotChance ? Math.round((5000 + random() * 1_995_000) * 100) / 100 : null;
    const live = home === 'live-casino';
    return {
      id: 10001 + index,
      name,
      category,
      providerIndex,
      home,
      isNew,
      jackpot,
      // Live dealers deal real cards: there is no fun-money table.
      demo: !live && random() < 0.9,
      theme: live ? pick(random, LIVE_THEMES) : pick(random, SLOT_THEMES),
      popularity: random(),
      licenceRoll: seededRandom(seed ^ (index * 2654435761)),
    };
  });

  const byPopularity = [...drafts].sort((a, b) => b.popularity - a.popularity || a.id - b.id);
  const popularCut = Math.round(count * 0.12);
  const games: CatalogGame[] = byPopularity.map((draft, rank) => {
    const provider = providers[draft.providerIndex]!;
    const sections: CasinoSection[] = [];
    if (draft.isNew) sections.push('new');
    if (rank < popularCut) sections.push('popular');
    if (draft.jackpot !== null) sections.push('jackpots');
    if (draft.home) sections.push(draft.home);
    return {
      game: {
        id: draft.id,
        slug: slugOf(draft.name),
        name: draft.name,
        provider: { id: provider.id, name: provider.name },
        category: draft.category,
        sections,
        thumbnail: { url: `/web-api/casino/thumbnails/${draft.id}.svg`, ...THUMBNAIL_SIZE },
        demo: draft.demo,
        jackpot: draft.jackpot,
        isNew: draft.isNew,
      },
      providerIndex: draft.providerIndex,
      theme: draft.theme,
      popularityRank: rank + 1,
      notIn: unlicensedMarkets(draft.licenceRoll, draft.providerIndex, sections),
    };
  });

  const index = new Map(games.map((entry) => [entry.game.id, entry]));
  const perMarket = new Map<string, readonly CatalogGame[]>();
  return {
    providers,
    games,
    byId: (id) => index.get(id),
    offeredIn(market) {
      let list = perMarket.get(market);
      if (!list) {
        list = games.filter((entry) => !entry.notIn.has(market));
        perMarket.set(market, list);
      }
      return list;
    },
  };
}

let shared: Catalog | undefined;
/** The catalog every server of this process shares (it never changes, so it is made once). */
export function casinoCatalog(): Catalog {
  shared ??= generateCatalog();
  return shared;
}
