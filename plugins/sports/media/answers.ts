/**
 * The media API's answers as the panel reads them, checked with the validators generated from their
 * schemas (../schemas.ts): anything else is "not understood", never guessed.
 */
import { parserOf } from '@plugin-api';
import type { GameMediaAnswer, ZoneEventsAnswer } from '../schemas.ts';
import { validate as isGameMediaAnswer } from '../generated/validators/gameMediaAnswer.js';
import { validate as isZoneEventsAnswer } from '../generated/validators/zoneEventsAnswer.js';

export type { GameMediaAnswer, ZoneEvent, ZoneEventsAnswer } from '../schemas.ts';

export const parseGameMedia = parserOf<GameMediaAnswer>(isGameMediaAnswer);
export const parseZoneEvents = parserOf<ZoneEventsAnswer>(isZoneEventsAnswer);
