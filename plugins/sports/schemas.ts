/**
 * The sports feature's API answers (./api), as `as const` JSON Schemas with their types derived by
 * json-schema-to-ts. The feed's own shapes (sports, championships, games, markets; the menu, games
 * and game answers) stay in schemas/sports-api.schema.ts, because the core's shared feed
 * (server/sports) builds them and the coupon and bet history read them; the answers here are the
 * feature's: the extras (teams, bets on you, favorites, search, the express of the day, champion
 * pages, recommendations, results), cricket and cyber sports, and a live game's media. The server
 * checks its answers against `answerSchemas` in development; the pages check them with the
 * validators generated from them (generated/validators/) and take their types from here.
 */
import type { FromSchema } from 'json-schema-to-ts';
import { champSchema, gameAnswerSchema, gameSchema, gamesAnswerSchema, marketSchema, menuAnswerSchema, sectionSchema } from '../../schemas/sports-api.schema.ts';

// ---- The extras (GET/PUT /web-api/sports-extras/...)

/** The champion pages the site has, by the path segment that names them. */
export const CHAMPION_IDS = ['champ', 'epl', 'laliga', 'europa-league', 'ipl'] as const;
/** The result boards: scores of the games in play, and the results zone of the games just finished. */
export const RESULT_TYPES = ['live', 'zone'] as const;
/** A team page's sections: its games in play and its games in the line. */
export const TEAM_SECTIONS = ['live', 'line'] as const;
/** Why a game is recommended. */
export const RECOMMENDATION_REASONS = ['favorite-champ', 'starting-soon', 'close-match', 'popular'] as const;
export const SEARCH_MIN_LENGTH = 2;
export const SEARCH_MAX_LENGTH = 60;
/** How many games and championships one player may keep as favorites. */
export const FAVORITES_MAX = 100;

const slugSchema = { type: 'string', pattern: '^[a-z0-9]+(-[a-z0-9]+)*$', maxLength: 80 } as const;
const nameSchema = { type: 'string', minLength: 1, maxLength: 120 } as const;
const idSchema = { type: 'integer', minimum: 1 } as const;
const gamesSchema = { type: 'array', items: gameSchema } as const;
const idListSchema = { type: 'array', items: idSchema, maxItems: FAVORITES_MAX, uniqueItems: true } as const;

const teamSummarySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['slug', 'name', 'sport', 'champs'],
  properties: {
    slug: slugSchema,
    name: nameSchema,
    sport: slugSchema,
    champs: {
      type: 'array',
      items: { type: 'object', additionalProperties: false, required: ['id', 'name'], properties: { id: idSchema, name: nameSchema } },
    },
  },
} as const;

const countSchema = { type: 'integer', minimum: 0 } as const;

/** GET /web-api/sports-extras/teams/:team — a team, its games in play, in the line and just played, its form. */
export const sportsTeamAnswerSchema = {
  $id: 'sports-extras-team-answer',
  type: 'object',
  additionalProperties: false,
  required: ['serverTime', 'team', 'live', 'line', 'recent', 'stats'],
  properties: {
    serverTime: { type: 'integer' },
    team: teamSummarySchema,
    live: gamesSchema,
    line: gamesSchema,
    /** Finished games of the last hours, the latest first. */
    recent: gamesSchema,
    stats: {
      type: 'object',
      additionalProperties: false,
      required: ['played', 'won', 'drawn', 'lost', 'scored', 'conceded', 'form'],
      properties: {
        played: countSchema,
        won: countSchema,
        drawn: countSchema,
        lost: countSchema,
        scored: countSchema,
        conceded: countSchema,
        /** The last results, the latest first: w won, d drawn, l lost. */
        form: { type: 'array', items: { enum: ['w', 'd', 'l'] }, maxItems: 5 },
      },
    },
  },
} as const;

/** GET /web-api/sports-extras/bets-on-you?section= — the games players back most, with their share of the bets. */
export const sportsBetsOnYouAnswerSchema = {
  $id: 'sports-extras-bets-on-you-answer',
  type: 'object',
  additionalProperties: false,
  required: ['section', 'serverTime', 'items'],
  properties: {
    section: sectionSchema,
    serverTime: { type: 'integer' },
    items: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['game', 'bets', 'share'],
        properties: {
          game: gameSchema,
          /** Bets placed on the game so far. */
          bets: countSchema,
          /** The part of all bets of the section that went on this game, 0..1. */
          share: { type: 'number', minimum: 0, maximum: 1 },
        },
      },
    },
  },
} as const;

/** GET and PUT /web-api/sports-extras/favorites — the player's favorite games and championships. */
export const sportsFavoritesAnswerSchema = {
  $id: 'sports-extras-favorites-answer',
  type: 'object',
  additionalProperties: false,
  required: ['games', 'champs'],
  properties: { games: idListSchema, champs: idListSchema },
} as const;

/** GET /web-api/sports-extras/favorites/view?games=&champs= — what favorite ids stand for now (anyone may ask). */
export const sportsFavoritesViewAnswerSchema = {
  $id: 'sports-extras-favorites-view-answer',
  type: 'object',
  additionalProperties: false,
  required: ['serverTime', 'games', 'gone', 'champs'],
  properties: {
    serverTime: { type: 'integer' },
    /** The favorite games still published (line, live or finished lately). */
    games: gamesSchema,
    /** Favorite game ids that are no longer shown (long finished). */
    gone: { type: 'array', items: idSchema },
    champs: { type: 'array', items: champSchema },
  },
} as const;

/** GET /web-api/sports-extras/search?q= — games in play and in the line whose teams or championship match, by sport. */
export const sportsSearchAnswerSchema = {
  $id: 'sports-extras-search-answer',
  type: 'object',
  additionalProperties: false,
  required: ['query', 'serverTime', 'groups'],
  properties: {
    query: { type: 'string', maxLength: SEARCH_MAX_LENGTH },
    serverTime: { type: 'integer' },
    groups: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['sport', 'name', 'games'],
        properties: { sport: slugSchema, name: nameSchema, games: gamesSchema },
      },
    },
  },
} as const;

/** GET /web-api/sports-extras/express-day — the day's accumulator: one outcome of each of a few line games. */
export const sportsExpressDayAnswerSchema = {
  $id: 'sports-extras-express-day-answer',
  type: 'object',
  additionalProperties: false,
  required: ['day', 'serverTime', 'totalCoef', 'selections'],
  properties: {
    /** The UTC day, YYYY-MM-DD. */
    day: { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}$' },
    serverTime: { type: 'integer' },
    /** The product of the selections' prices, rounded to two places; 0 when there is no express now. */
    totalCoef: { type: 'number', minimum: 0 },
    selections: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['game', 'market'],
        properties: { game: gameSchema, market: marketSchema },
      },
    },
  },
} as const;

/**
 * GET /web-api/sports/top-games?section=live|line — the ids of the section's top games, best first:
 * the home page's pick (src/domain/top-games.ts), which a list puts first when the player asks.
 */
export const sportsTopGamesAnswerSchema = {
  $id: 'sports-top-games-answer',
  type: 'object',
  additionalProperties: false,
  required: ['section', 'gameIds'],
  properties: {
    section: sectionSchema,
    gameIds: { type: 'array', maxItems: 20, items: { type: 'integer', minimum: 1 } },
  },
} as const;

/** GET /web-api/sports-extras/champions-results[?sport=] — winners of finished championship seasons, by sport. */
export const sportsChampsResultsAnswerSchema = {
  $id: 'sports-extras-champs-results-answer',
  type: 'object',
  additionalProperties: false,
  required: ['sport', 'sports'],
  properties: {
    sport: { anyOf: [slugSchema, { type: 'null' }] },
    sports: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['id', 'name', 'champs'],
        properties: {
          id: slugSchema,
          name: nameSchema,
          champs: {
            type: 'array',
            items: {
              type: 'object',
              additionalProperties: false,
              required: ['id', 'name', 'seasons'],
              properties: {
                id: idSchema,
                name: nameSchema,
                seasons: {
                  type: 'array',
                  items: {
                    type: 'object',
                    additionalProperties: false,
                    required: ['season', 'winner', 'runnerUp'],
                    properties: { season: { type: 'string', pattern: '^\\d{4}(/\\d{2})?$' }, winner: nameSchema, runnerUp: nameSchema },
                  },
                },
              },
            },
          },
        },
      },
    },
  },
} as const;

const championSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'champId', 'name', 'sport'],
  properties: { id: { enum: CHAMPION_IDS }, champId: idSchema, name: nameSchema, sport: slugSchema },
} as const;

/** GET /web-api/sports-extras/champions/:champion — the championship's games in play, in the line and just played. */
export const sportsChampionAnswerSchema = {
  $id: 'sports-extras-champion-answer',
  type: 'object',
  additionalProperties: false,
  required: ['serverTime', 'champion', 'live', 'line', 'recent'],
  properties: { serverTime: { type: 'integer' }, champion: championSchema, live: gamesSchema, line: gamesSchema, recent: gamesSchema },
} as const;

const fixtureSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'home', 'away', 'startAt'],
  properties: { id: idSchema, home: nameSchema, away: nameSchema, startAt: { type: 'integer' } },
} as const;

/** GET /web-api/sports-extras/champions/:champion/final — the day's final: who plays, when, and once played, who won. */
export const sportsChampionFinalAnswerSchema = {
  $id: 'sports-extras-champion-final-answer',
  type: 'object',
  additionalProperties: false,
  required: ['serverTime', 'champion', 'fixture', 'game', 'winner'],
  properties: {
    serverTime: { type: 'integer' },
    champion: championSchema,
    fixture: fixtureSchema,
    /** The game with its prices once it is in the line; null before. */
    game: { anyOf: [gameSchema, { type: 'null' }] },
    /** The winner once the final is over; null before. */
    winner: { anyOf: [nameSchema, { type: 'null' }] },
  },
} as const;

/** GET /web-api/sports-extras/champions/:champion/events/:id — one game of the championship as it went: score by score. */
export const sportsChampionEventAnswerSchema = {
  $id: 'sports-extras-champion-event-answer',
  type: 'object',
  additionalProperties: false,
  required: ['serverTime', 'champion', 'game', 'timeline'],
  properties: {
    serverTime: { type: 'integer' },
    champion: championSchema,
    game: gameSchema,
    timeline: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['clockSec', 'team', 'points', 'home', 'away'],
        properties: { clockSec: countSchema, team: { enum: ['home', 'away'] }, points: { type: 'integer', minimum: 1 }, home: countSchema, away: countSchema },
      },
    },
  },
} as const;

/** GET /web-api/sports-extras/recommendations[?sport=][&champ=] — games worth a look, each with its reason. */
export const sportsRecommendationsAnswerSchema = {
  $id: 'sports-extras-recommendations-answer',
  type: 'object',
  additionalProperties: false,
  required: ['serverTime', 'sport', 'champ', 'items'],
  properties: {
    serverTime: { type: 'integer' },
    sport: { anyOf: [slugSchema, { type: 'null' }] },
    champ: { anyOf: [champSchema, { type: 'null' }] },
    items: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['game', 'reason'],
        properties: { game: gameSchema, reason: { enum: RECOMMENDATION_REASONS } },
      },
    },
  },
} as const;

/** GET /web-api/sports-extras/results/:type — live scores, or the results zone of games just finished, by championship. */
export const sportsResultsAnswerSchema = {
  $id: 'sports-extras-results-answer',
  type: 'object',
  additionalProperties: false,
  required: ['type', 'serverTime', 'groups'],
  properties: {
    type: { enum: RESULT_TYPES },
    serverTime: { type: 'integer' },
    groups: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['champ', 'games'],
        properties: { champ: champSchema, games: gamesSchema },
      },
    },
  },
} as const;

export type ChampionId = (typeof CHAMPION_IDS)[number];
export type ResultType = (typeof RESULT_TYPES)[number];
export type TeamSection = (typeof TEAM_SECTIONS)[number];
export type RecommendationReason = (typeof RECOMMENDATION_REASONS)[number];
export type SportsTeamAnswer = FromSchema<typeof sportsTeamAnswerSchema>;
export type SportsBetsOnYouAnswer = FromSchema<typeof sportsBetsOnYouAnswerSchema>;
export type SportsFavoritesAnswer = FromSchema<typeof sportsFavoritesAnswerSchema>;
export type SportsFavoritesViewAnswer = FromSchema<typeof sportsFavoritesViewAnswerSchema>;
export type SportsSearchAnswer = FromSchema<typeof sportsSearchAnswerSchema>;
export type SportsTopGamesAnswer = FromSchema<typeof sportsTopGamesAnswerSchema>;
export type SportsExpressDayAnswer = FromSchema<typeof sportsExpressDayAnswerSchema>;
export type SportsChampsResultsAnswer = FromSchema<typeof sportsChampsResultsAnswerSchema>;
export type SportsChampionAnswer = FromSchema<typeof sportsChampionAnswerSchema>;
export type SportsChampionFinalAnswer = FromSchema<typeof sportsChampionFinalAnswerSchema>;
export type SportsChampionEventAnswer = FromSchema<typeof sportsChampionEventAnswerSchema>;
export type SportsRecommendationsAnswer = FromSchema<typeof sportsRecommendationsAnswerSchema>;
export type SportsResultsAnswer = FromSchema<typeof sportsResultsAnswerSchema>;

// ---- Cricket and cyber sports (GET /web-api/cricket/..., /web-api/cyber/...): games and markets are
// the feed's own, so a cricket or cyber price goes into the coupon like any other.

const cricketSlugSchema = { type: 'string', pattern: '^[a-z0-9][a-z0-9-]*$' } as const;
const cricketNameSchema = { type: 'string', minLength: 1 } as const;

/** A cricket championship with how many of its games are live now and how many are in the line. */
export const cricketChampSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'name', 'live', 'line'],
  properties: { id: idSchema, name: cricketNameSchema, live: countSchema, line: countSchema },
} as const;

/** GET /web-api/cricket/home — the championships, the games live now and the next ones. */
export const cricketHomeAnswerSchema = {
  $id: 'cricket-home-answer',
  type: 'object',
  additionalProperties: false,
  required: ['serverTime', 'champs', 'live', 'upcoming'],
  properties: {
    serverTime: { type: 'integer' },
    champs: { type: 'array', items: cricketChampSchema },
    live: gamesSchema,
    upcoming: gamesSchema,
  },
} as const;

/** GET /web-api/cricket/champs — every cricket championship with its counts. */
export const cricketChampsAnswerSchema = {
  $id: 'cricket-champs-answer',
  type: 'object',
  additionalProperties: false,
  required: ['champs'],
  properties: { champs: { type: 'array', items: cricketChampSchema } },
} as const;

/**
 * GET /web-api/cricket/events?section=live|line|all — GET /web-api/cricket/favorite-events?champs=&games=
 * — GET /web-api/cricket/search?q=: games with their championships, live first, then by start.
 */
export const cricketEventsAnswerSchema = {
  $id: 'cricket-events-answer',
  type: 'object',
  additionalProperties: false,
  required: ['serverTime', 'champs', 'games'],
  properties: {
    serverTime: { type: 'integer' },
    champs: { type: 'array', items: champSchema },
    games: gamesSchema,
  },
} as const;

/** One player of a championship's squad, as lists show them. */
export const cricketPlayerSummarySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'name', 'team', 'role'],
  properties: {
    id: idSchema,
    name: cricketNameSchema,
    team: cricketNameSchema,
    role: { enum: ['batter', 'bowler', 'all-rounder', 'wicket-keeper'] },
  },
} as const;

/** GET /web-api/cricket/champs/:champ — a championship, its games (live, then the line) and players to watch. */
export const cricketChampAnswerSchema = {
  $id: 'cricket-champ-answer',
  type: 'object',
  additionalProperties: false,
  required: ['serverTime', 'champ', 'games', 'players'],
  properties: {
    serverTime: { type: 'integer' },
    champ: cricketChampSchema,
    games: gamesSchema,
    players: { type: 'array', items: cricketPlayerSummarySchema },
  },
} as const;

/** GET /web-api/cricket/players/:id — one player's card and career figures. */
export const cricketPlayerAnswerSchema = {
  $id: 'cricket-player-answer',
  type: 'object',
  additionalProperties: false,
  required: ['player', 'teammates'],
  properties: {
    player: {
      type: 'object',
      additionalProperties: false,
      required: ['id', 'name', 'team', 'role', 'champId', 'champName', 'country', 'born', 'battingHand', 'bowling', 'stats'],
      properties: {
        id: idSchema,
        name: cricketNameSchema,
        team: cricketNameSchema,
        role: cricketPlayerSummarySchema.properties.role,
        champId: idSchema,
        champName: cricketNameSchema,
        /** ISO 3166 alpha-2 code of the country the player plays for. */
        country: { type: 'string', pattern: '^[A-Z]{2}$' },
        /** Date of birth, YYYY-MM-DD. */
        born: { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}$' },
        battingHand: { enum: ['right', 'left'] },
        /** null: does not bowl. */
        bowling: { enum: ['pace', 'spin', null] },
        stats: {
          type: 'object',
          additionalProperties: false,
          required: ['matches', 'runs', 'battingAverage', 'strikeRate', 'highestScore', 'wickets', 'economy'],
          properties: {
            matches: countSchema,
            runs: countSchema,
            battingAverage: { type: 'number', minimum: 0 },
            strikeRate: { type: 'number', minimum: 0 },
            highestScore: countSchema,
            wickets: countSchema,
            /** Runs conceded per over; null for a player who does not bowl. */
            economy: { type: ['number', 'null'], minimum: 0 },
          },
        },
      },
    },
    teammates: { type: 'array', items: cricketPlayerSummarySchema },
  },
} as const;

/** GET /web-api/cricket/broadcasts — cricket games with a stream, live ones first. */
export const cricketBroadcastsAnswerSchema = {
  $id: 'cricket-broadcasts-answer',
  type: 'object',
  additionalProperties: false,
  required: ['serverTime', 'broadcasts'],
  properties: {
    serverTime: { type: 'integer' },
    broadcasts: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['game', 'channel', 'commentary'],
        properties: {
          game: gameSchema,
          /** The stream's channel name (a proper name, not translated). */
          channel: cricketNameSchema,
          /** Languages of the commentary, ISO 639-1. */
          commentary: { type: 'array', items: { type: 'string', pattern: '^[a-z]{2}$' }, minItems: 1 },
        },
      },
    },
  },
} as const;

/** GET and PUT /web-api/cricket/favorites (signed-in players): the championships and games a player follows. */
export const cricketFavoritesAnswerSchema = {
  $id: 'cricket-favorites-answer',
  type: 'object',
  additionalProperties: false,
  required: ['champIds', 'gameIds'],
  properties: {
    champIds: { type: 'array', items: idSchema, uniqueItems: true },
    gameIds: { type: 'array', items: idSchema, uniqueItems: true },
  },
} as const;

/** POST /web-api/cricket/app/links (signed-in players): a one-time link that signs the app (another device) in. */
export const cricketAppLinkAnswerSchema = {
  $id: 'cricket-app-link-answer',
  type: 'object',
  additionalProperties: false,
  required: ['token', 'expiresAt'],
  properties: {
    token: { type: 'string', pattern: '^[A-Za-z0-9_-]{16,64}$' },
    /** ms since the Unix epoch; the link works once, until then. */
    expiresAt: { type: 'integer' },
  },
} as const;

/** A cyber discipline of one type with its live and line game counts. */
export const cyberDisciplineSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'name', 'live', 'line'],
  properties: { id: cricketSlugSchema, name: cricketNameSchema, live: countSchema, line: countSchema },
} as const;

export const cyberTypeSchema = { enum: ['real', 'virtual'] } as const;

/** GET /web-api/cyber/:type — the type's disciplines and the games live now. */
export const cyberTypeAnswerSchema = {
  $id: 'cyber-type-answer',
  type: 'object',
  additionalProperties: false,
  required: ['type', 'serverTime', 'disciplines', 'live'],
  properties: {
    type: cyberTypeSchema,
    serverTime: { type: 'integer' },
    disciplines: { type: 'array', items: cyberDisciplineSchema },
    live: gamesSchema,
  },
} as const;

/** GET /web-api/cyber/:type/games?discipline=&champ=&section= — games, live first, with their championships. */
export const cyberGamesAnswerSchema = {
  $id: 'cyber-games-answer',
  type: 'object',
  additionalProperties: false,
  required: ['type', 'serverTime', 'champs', 'games'],
  properties: {
    type: cyberTypeSchema,
    serverTime: { type: 'integer' },
    champs: { type: 'array', items: champSchema },
    games: gamesSchema,
  },
} as const;

/** GET /web-api/cyber/:type/champs?discipline= — championships of a discipline (or of every one) with their counts. */
export const cyberChampsAnswerSchema = {
  $id: 'cyber-champs-answer',
  type: 'object',
  additionalProperties: false,
  required: ['type', 'champs'],
  properties: {
    type: cyberTypeSchema,
    champs: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['id', 'name', 'discipline', 'live', 'line'],
        properties: { id: idSchema, name: cricketNameSchema, discipline: cricketSlugSchema, live: countSchema, line: countSchema },
      },
    },
  },
} as const;

export type CricketChamp = FromSchema<typeof cricketChampSchema>;
export type CricketHomeAnswer = FromSchema<typeof cricketHomeAnswerSchema>;
export type CricketChampsAnswer = FromSchema<typeof cricketChampsAnswerSchema>;
export type CricketEventsAnswer = FromSchema<typeof cricketEventsAnswerSchema>;
export type CricketPlayerSummary = FromSchema<typeof cricketPlayerSummarySchema>;
export type CricketChampAnswer = FromSchema<typeof cricketChampAnswerSchema>;
export type CricketPlayerAnswer = FromSchema<typeof cricketPlayerAnswerSchema>;
export type CricketBroadcastsAnswer = FromSchema<typeof cricketBroadcastsAnswerSchema>;
export type CricketFavoritesAnswer = FromSchema<typeof cricketFavoritesAnswerSchema>;
export type CricketAppLinkAnswer = FromSchema<typeof cricketAppLinkAnswerSchema>;
export type CyberType = FromSchema<typeof cyberTypeSchema>;
export type CyberDiscipline = FromSchema<typeof cyberDisciplineSchema>;
export type CyberTypeAnswer = FromSchema<typeof cyberTypeAnswerSchema>;
export type CyberGamesAnswer = FromSchema<typeof cyberGamesAnswerSchema>;
export type CyberChampsAnswer = FromSchema<typeof cyberChampsAnswerSchema>;

// ---- A live game's media (GET /web-api/media/...). The video token it is opened with
// (POST /web-api/user/updatetoken) is the core's media kit's: its answer is in schemas/media-api.schema.ts.

const gameIdSchema = { type: 'integer', minimum: 1 } as const;
const sourceIdSchema = { type: 'string', pattern: '^[a-z0-9-]{1,40}$' } as const;

/** GET /web-api/media/games/:gameId: the media of a game, offered while it is live. */
export const gameMediaAnswerSchema = {
  $id: 'media-game-answer',
  type: 'object',
  additionalProperties: false,
  required: ['gameId', 'sportId', 'title', 'live', 'video', 'zone'],
  properties: {
    gameId: gameIdSchema,
    sportId: { type: 'integer', minimum: 1 },
    /** Home v away, as the feed names the teams (data, not a UI text). */
    title: { type: 'string', minLength: 1 },
    live: { type: 'boolean' },
    video: {
      oneOf: [
        { type: 'null' },
        {
          type: 'object',
          additionalProperties: false,
          required: ['videoId', 'src', 'poster', 'type'],
          properties: {
            videoId: sourceIdSchema,
            /** Same-origin path of the stream; opened with ?token=<video token>. */
            src: { type: 'string', pattern: '^/web-api/media/' },
            poster: { type: 'string', pattern: '^/web-api/media/' },
            type: { type: 'string', enum: ['video/webm'] },
          },
        },
      ],
    },
    zone: {
      oneOf: [
        { type: 'null' },
        { type: 'object', additionalProperties: false, required: ['zoneId'], properties: { zoneId: sourceIdSchema } },
      ],
    },
  },
} as const;
export type GameMediaAnswer = FromSchema<typeof gameMediaAnswerSchema>;

export const ZONE_EVENT_KINDS = ['safe', 'attack', 'danger', 'shot', 'corner', 'free-kick', 'goal'] as const;
/** Columns of the pitch from the home goal (0) to the away goal (4), rows from the top touchline (0) to the bottom (2). */
export const ZONE_COLUMNS = 5;
export const ZONE_ROWS = 3;

/** GET /web-api/media/zone/:gameId: the latest events of the zone tracker, oldest first. */
export const zoneEventsAnswerSchema = {
  $id: 'media-zone-events-answer',
  type: 'object',
  additionalProperties: false,
  required: ['gameId', 'serverTime', 'clockSec', 'finished', 'home', 'away', 'score', 'events'],
  properties: {
    gameId: gameIdSchema,
    serverTime: { type: 'integer', minimum: 0 },
    /** The game clock, seconds. */
    clockSec: { type: 'integer', minimum: 0 },
    finished: { type: 'boolean' },
    home: { type: 'string', minLength: 1 },
    away: { type: 'string', minLength: 1 },
    score: {
      type: 'object',
      additionalProperties: false,
      required: ['home', 'away'],
      properties: { home: { type: 'integer', minimum: 0 }, away: { type: 'integer', minimum: 0 } },
    },
    events: {
      type: 'array',
      maxItems: 12,
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['id', 'clockSec', 'kind', 'team', 'column', 'row'],
        properties: {
          id: { type: 'string', pattern: '^[0-9]{1,30}$' },
          clockSec: { type: 'integer', minimum: 0 },
          kind: { type: 'string', enum: ZONE_EVENT_KINDS },
          team: { type: 'string', enum: ['home', 'away'] },
          column: { type: 'integer', minimum: 0, maximum: ZONE_COLUMNS - 1 },
          row: { type: 'integer', minimum: 0, maximum: ZONE_ROWS - 1 },
        },
      },
    },
  },
} as const;
export type ZoneEventsAnswer = FromSchema<typeof zoneEventsAnswerSchema>;
export type ZoneEvent = ZoneEventsAnswer['events'][number];

/** The API's answers by validator name: schemas/generate.ts makes generated/validators/<name>.js of each. */
export const answerSchemas = {
  sportsMenuAnswer: menuAnswerSchema,
  sportsGamesAnswer: gamesAnswerSchema,
  sportsGameAnswer: gameAnswerSchema,
  sportsTopGamesAnswer: sportsTopGamesAnswerSchema,
  sportsTeamAnswer: sportsTeamAnswerSchema,
  sportsBetsOnYouAnswer: sportsBetsOnYouAnswerSchema,
  sportsFavoritesAnswer: sportsFavoritesAnswerSchema,
  sportsFavoritesViewAnswer: sportsFavoritesViewAnswerSchema,
  sportsSearchAnswer: sportsSearchAnswerSchema,
  sportsExpressDayAnswer: sportsExpressDayAnswerSchema,
  sportsChampsResultsAnswer: sportsChampsResultsAnswerSchema,
  sportsChampionAnswer: sportsChampionAnswerSchema,
  sportsChampionFinalAnswer: sportsChampionFinalAnswerSchema,
  sportsChampionEventAnswer: sportsChampionEventAnswerSchema,
  sportsRecommendationsAnswer: sportsRecommendationsAnswerSchema,
  sportsResultsAnswer: sportsResultsAnswerSchema,
  cricketHomeAnswer: cricketHomeAnswerSchema,
  cricketChampsAnswer: cricketChampsAnswerSchema,
  cricketEventsAnswer: cricketEventsAnswerSchema,
  cricketChampAnswer: cricketChampAnswerSchema,
  cricketPlayerAnswer: cricketPlayerAnswerSchema,
  cricketBroadcastsAnswer: cricketBroadcastsAnswerSchema,
  cricketFavoritesAnswer: cricketFavoritesAnswerSchema,
  cricketAppLinkAnswer: cricketAppLinkAnswerSchema,
  cyberTypeAnswer: cyberTypeAnswerSchema,
  cyberGamesAnswer: cyberGamesAnswerSchema,
  cyberChampsAnswer: cyberChampsAnswerSchema,
  gameMediaAnswer: gameMediaAnswerSchema,
  zoneEventsAnswer: zoneEventsAnswerSchema,
} as const;
