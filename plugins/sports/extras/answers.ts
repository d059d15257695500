/**
 * The sports extras answers as a page reads them, checked with the validators generated from their
 * schemas (../schemas.ts): a broken answer shows as a failure with a retry, not a crash.
 */
import { parserOf } from '@plugin-api';
import { validate as isBetsOnYouAnswer } from '../generated/validators/sportsBetsOnYouAnswer.js';
import { validate as isChampionAnswer } from '../generated/validators/sportsChampionAnswer.js';
import { validate as isChampionEventAnswer } from '../generated/validators/sportsChampionEventAnswer.js';
import { validate as isChampionFinalAnswer } from '../generated/validators/sportsChampionFinalAnswer.js';
import { validate as isChampsResultsAnswer } from '../generated/validators/sportsChampsResultsAnswer.js';
import { validate as isFavoritesViewAnswer } from '../generated/validators/sportsFavoritesViewAnswer.js';
import { validate as isRecommendationsAnswer } from '../generated/validators/sportsRecommendationsAnswer.js';
import { validate as isResultsAnswer } from '../generated/validators/sportsResultsAnswer.js';
import { validate as isSearchAnswer } from '../generated/validators/sportsSearchAnswer.js';
import { validate as isTeamAnswer } from '../generated/validators/sportsTeamAnswer.js';

export const parseTeam = parserOf(isTeamAnswer);
export const parseBetsOnYou = parserOf(isBetsOnYouAnswer);
export const parseFavoritesView = parserOf(isFavoritesViewAnswer);
export const parseSearch = parserOf(isSearchAnswer);
export { parseExpressDay } from './express-answer.ts';
export const parseChampsResults = parserOf(isChampsResultsAnswer);
export const parseChampion = parserOf(isChampionAnswer);
export const parseChampionFinal = parserOf(isChampionFinalAnswer);
export const parseChampionEvent = parserOf(isChampionEventAnswer);
export const parseRecommendations = parserOf(isRecommendationsAnswer);
export const parseResults = parserOf(isResultsAnswer);
