/** The media API's answers as the panel reads them: anything else is "not understood", never guessed. */
import type { AnswerParser } from '@plugin-api';
import { ZONE_COLUMNS, ZONE_EVENT_KINDS, ZONE_ROWS, type GameMediaAnswer, type ZoneEvent, type ZoneEventsAnswer } from '../../../schemas/media-api.schema.ts';

export type { GameMediaAnswer, ZoneEvent, ZoneEventsAnswer };

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isCount = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value) && value >= 0;
const isText = (value: unknown): value is string => typeof value === 'string' && value !== '';
const isApiPath = (value: unknown): value is string => typeof value === 'string' && value.startsWith('/web-api/media/');

export const parseGameMedia: AnswerParser<GameMediaAnswer> = (answer) => {
  if (!isRecord(answer) || !isCount(answer.gameId) || !isCount(answer.sportId) || !isText(answer.title) || typeof answer.live !== 'boolean') return null;
  const { video, zone } = answer;
  if (video !== null && !(isRecord(video) && isText(video.videoId) && isApiPath(video.src) && isApiPath(video.poster) && video.type === 'video/webm')) return null;
  if (zone !== null && !(isRecord(zone) && isText(zone.zoneId))) return null;
  return answer as unknown as GameMediaAnswer;
};

function isZoneEvent(value: unknown): value is ZoneEvent {
  return (
    isRecord(value) &&
    isText(value.id) &&
    isCount(value.clockSec) &&
    (ZONE_EVENT_KINDS as readonly unknown[]).includes(value.kind) &&
    (value.team === 'home' || value.team === 'away') &&
    isCount(value.column) &&
    value.column < ZONE_COLUMNS &&
    isCount(value.row) &&
    value.row < ZONE_ROWS
  );
}

export const parseZoneEvents: AnswerParser<ZoneEventsAnswer> = (answer) => {
  if (!isRecord(answer) || !isCount(answer.gameId) || !isCount(answer.clockSec) || !isText(answer.home) || !isText(answer.away)) return null;
  const score = answer.score;
  if (!isRecord(score) || !isCount(score.home) || !isCount(score.away) || typeof answer.finished !== 'boolean') return null;
  if (!Array.isArray(answer.events) || !answer.events.every(isZoneEvent)) return null;
  return answer as unknown as ZoneEventsAnswer;
};
