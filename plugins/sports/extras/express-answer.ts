/**
 * The express of the day's answer, checked with its generated validator. Apart from the other extras
 * answers (./answers.ts) so the line page's express block brings this one validator, not all of them.
 */
import { parserOf } from '@plugin-api';
import { validate as isExpressDayAnswer } from '../generated/validators/sportsExpressDayAnswer.js';

export const parseExpressDay = parserOf(isExpressDayAnswer);
