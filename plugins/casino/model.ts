/**
 * The casino API's answers as the pages read them: types from the answer schemas (./schemas.ts) and
 * parsers from the validators generated from them, so a page checks an answer with the same schema
 * the reference server's answers are held to. An answer that does not match is null (the page then
 * shows a failure with a retry rather than breaking on a field that is missing).
 */
import { parserOf, type AnswerParser } from '@plugin-api';
import {
  CASINO_BONUS_GAMES,
  CASINO_CATEGORIES,
  type CasinoBonusGameId,
  type CasinoBonusGamesAnswer,
  type CasinoCategory,
  type CasinoDailyChallengesAnswer,
  type CasinoGame,
  type CasinoGamesPageAnswer,
  type CasinoLandingAnswer,
  type CasinoLaunchAnswer,
  type CasinoLobbyAnswer,
  type CasinoPromotionsAnswer,
  type CasinoTournament,
  type CasinoTournamentResultsAnswer,
} from './schemas.ts';
import { validate as isBonusGamesAnswer } from './generated/validators/casinoBonusGamesAnswer.js';
import { validate as isDailyChallengesAnswer } from './generated/validators/casinoDailyChallengesAnswer.js';
import { validate as isFavoritesAnswer } from './generated/validators/casinoFavoritesAnswer.js';
import { validate as isGameAnswer } from './generated/validators/casinoGameAnswer.js';
import { validate as isGamesAnswer } from './generated/validators/casinoGamesAnswer.js';
import { validate as isGamesPageAnswer } from './generated/validators/casinoGamesPageAnswer.js';
import { validate as isLandingAnswer } from './generated/validators/casinoLandingAnswer.js';
import { validate as isLaunchAnswer } from './generated/validators/casinoLaunchAnswer.js';
import { validate as isLobbyAnswer } from './generated/validators/casinoLobbyAnswer.js';
import { validate as isPromotionsAnswer } from './generated/validators/casinoPromotionsAnswer.js';
import { validate as isTournamentAnswer } from './generated/validators/casinoTournamentAnswer.js';
import { validate as isTournamentResultsAnswer } from './generated/validators/casinoTournamentResultsAnswer.js';
import { validate as isTournamentsAnswer } from './generated/validators/casinoTournamentsAnswer.js';

/** The casino's game filters, in the order the chips show them. */
export const CATEGORIES = CASINO_CATEGORIES;
export type Category = CasinoCategory;
export const isCategory = (value: unknown): value is Category => CATEGORIES.includes(value as Category);

export type Game = CasinoGame;
export type GamesPage = CasinoGamesPageAnswer;

export const parseGamesPage = parserOf(isGamesPageAnswer);
export const parseGame = parserOf(isGameAnswer);
/** One game's read: the game page's key (its texts are in the page's language) and path. */
export const gameKeyOf = (gameId: number, lng: string): string => `casino/game/${gameId}/${lng}`;
export const gamePathOf = (gameId: number): string => `/casino/games/${gameId}`;

export const parseGameList: AnswerParser<readonly Game[]> = (value) => (isGamesAnswer(value) ? value.games : null);

export type Lobby = CasinoLobbyAnswer;
export type Provider = Lobby['providers'][number];

export const parseLobby = parserOf(isLobbyAnswer);

export const parseFavorites: AnswerParser<readonly number[]> = (value) => (isFavoritesAnswer(value) ? value.gameIds : null);

export type Launch = CasinoLaunchAnswer;

export const parseLaunch = parserOf(isLaunchAnswer);

/** What the game frame reports while it runs (net: the session's wins minus its stakes so far). */
export interface GameState {
  readonly balance: number;
  readonly net: number;
  readonly elapsedSeconds: number;
}

/**
 * The game frame's state message (posted by the game provider's page, not an API answer): its three
 * figures when it is one, else null (any other message the page gets is not the game's).
 */
export function parseGameState(data: unknown): GameState | null {
  const message = Object(data) as { type?: unknown; balance?: unknown; net?: unknown; elapsedSeconds?: unknown };
  const { balance, net, elapsedSeconds } = message;
  const figure = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);
  return message.type === 'game-state' && figure(balance) && figure(net) && figure(elapsedSeconds) ? { balance, net, elapsedSeconds } : null;
}

export type Tournament = CasinoTournament;
export type TournamentState = Tournament['state'];

export const parseTournaments: AnswerParser<readonly Tournament[]> = (value) => (isTournamentsAnswer(value) ? value.tournaments : null);
export const parseTournament = parserOf(isTournamentAnswer);

export type TournamentResults = CasinoTournamentResultsAnswer;
export type LeaderboardRow = TournamentResults['leaderboard'][number];

export const parseResults = parserOf(isTournamentResultsAnswer);

export type Promotion = CasinoPromotionsAnswer['promotions'][number];

export const parsePromotions: AnswerParser<readonly Promotion[]> = (value) => (isPromotionsAnswer(value) ? value.promotions : null);

export type DailyChallenge = CasinoDailyChallengesAnswer['challenges'][number];

export const parseChallenges: AnswerParser<readonly DailyChallenge[]> = (value) => (isDailyChallengesAnswer(value) ? value.challenges : null);

/** The only bonus games there are; each has its own route. */
export const BONUS_GAMES = CASINO_BONUS_GAMES;
export type BonusGameId = CasinoBonusGameId;
export type BonusGame = CasinoBonusGamesAnswer['games'][number];

export const parseBonusGames: AnswerParser<readonly BonusGame[]> = (value) => (isBonusGamesAnswer(value) ? value.games : null);

export type Landing = CasinoLandingAnswer;

export const parseLanding = parserOf(isLandingAnswer);

/** A game's page path segment: its name in lower case with dashes (the id decides; the name reads well). */
export function gameNameSegment(game: Pick<Game, 'slug' | 'name'>): string {
  const fromSlug = game.slug.toLowerCase().replace(/[^a-z0-9-]+/g, '-').replace(/^-+|-+$/g, '');
  if (fromSlug) return fromSlug;
  return game.name.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '') || 'game';
}
