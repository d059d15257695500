/**
 * The cricket and cyber answers as a page reads them, checked with the validators generated from
 * their schemas (../schemas.ts), so a broken answer shows the error state instead of throwing while
 * rendering. A cricket game is the feed's game answer; the app link signs in as the identity API does.
 */
import { parserOf, type AnswerParser } from '@plugin-api';
import { parseSignInAnswer } from '@plugin-api/core-answers';
import { validate as isGameAnswer } from '../generated/validators/sportsGameAnswer.js';
import { validate as isCricketAppLinkAnswer } from '../generated/validators/cricketAppLinkAnswer.js';
import { validate as isCricketBroadcastsAnswer } from '../generated/validators/cricketBroadcastsAnswer.js';
import { validate as isCricketChampAnswer } from '../generated/validators/cricketChampAnswer.js';
import { validate as isCricketChampsAnswer } from '../generated/validators/cricketChampsAnswer.js';
import { validate as isCricketEventsAnswer } from '../generated/validators/cricketEventsAnswer.js';
import { validate as isCricketFavoritesAnswer } from '../generated/validators/cricketFavoritesAnswer.js';
import { validate as isCricketHomeAnswer } from '../generated/validators/cricketHomeAnswer.js';
import { validate as isCricketPlayerAnswer } from '../generated/validators/cricketPlayerAnswer.js';
import { validate as isCyberChampsAnswer } from '../generated/validators/cyberChampsAnswer.js';
import { validate as isCyberGamesAnswer } from '../generated/validators/cyberGamesAnswer.js';
import { validate as isCyberTypeAnswer } from '../generated/validators/cyberTypeAnswer.js';

export type {
  CricketAppLinkAnswer,
  CricketBroadcastsAnswer,
  CricketChamp,
  CricketChampAnswer,
  CricketChampsAnswer,
  CricketEventsAnswer,
  CricketFavoritesAnswer,
  CricketHomeAnswer,
  CricketPlayerAnswer,
  CricketPlayerSummary,
  CyberChampsAnswer,
  CyberDiscipline,
  CyberGamesAnswer,
  CyberType,
  CyberTypeAnswer,
} from '../schemas.ts';

export const parseCricketHome = parserOf(isCricketHomeAnswer);
export const parseCricketChamps = parserOf(isCricketChampsAnswer);
export const parseCricketEvents = parserOf(isCricketEventsAnswer);
export const parseCricketChamp = parserOf(isCricketChampAnswer);
export const parseCricketPlayer = parserOf(isCricketPlayerAnswer);
export const parseCricketBroadcasts = parserOf(isCricketBroadcastsAnswer);
export const parseCricketFavorites = parserOf(isCricketFavoritesAnswer);
export const parseCricketAppLink = parserOf(isCricketAppLinkAnswer);
export const parseGameAnswer = parserOf(isGameAnswer);
export const parseCyberType = parserOf(isCyberTypeAnswer);
export const parseCyberGames = parserOf(isCyberGamesAnswer);
export const parseCyberChamps = parserOf(isCyberChampsAnswer);

type SignInAnswer = NonNullable<ReturnType<typeof parseSignInAnswer>>;

/** A redeemed app link's answer: a sign-in (never a two-step demand: the link stands for the password). */
export const parseSignIn: AnswerParser<Extract<SignInAnswer, { success: true }>> = (answer) => {
  const signIn = parseSignInAnswer(answer);
  return signIn?.success ? signIn : null;
};
