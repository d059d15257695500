/**
 * Readers of the home API's answers, the validators generated from its schemas (./schemas.ts):
 * anything that is not what they expect is null (the block shows a failure).
 */
import { parserOf } from '@plugin-api';
import type { HomeBannersAnswer, HomeTopGamesAnswer } from './schemas.ts';
import { validate as isHomeTopGamesAnswer } from './generated/validators/homeTopGamesAnswer.js';
import { validate as isHomeBannersAnswer } from './generated/validators/homeBannersAnswer.js';

export const parseTopGames = parserOf<HomeTopGamesAnswer>(isHomeTopGamesAnswer);
export const parseBanners = parserOf<HomeBannersAnswer>(isHomeBannersAnswer);
