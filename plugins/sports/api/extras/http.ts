/**
 * What the sports extras routes share: refusals thrown as errors with their status (the app's error
 * handler answers them as `{ message }`), strict readers of path and query values, and the
 * no-store header (every answer moves with the feed).
 */
import type { FastifyReply } from 'fastify';
import { CHAMP_BY_ID, Refusal, SPORT_BY_ID, type ChampDef, type SportDef } from '../../../../server/kit/index.ts';

export const NO_STORE = 'no-store';

const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const ID = /^[1-9]\d{0,15}$/;

export function noStore(reply: FastifyReply): FastifyReply {
  return reply.header('cache-control', NO_STORE);
}

/** A sport named in a path or query; 400 for a malformed name, 404 for one the catalogue lacks. */
export function readSport(value: unknown, what: string): SportDef {
  if (typeof value !== 'string' || !SLUG.test(value) || value.length > 40) {
    throw new Refusal(400, `${what} must be a lower-case sport id like "football", got "${String(value)}"`);
  }
  const sport = SPORT_BY_ID.get(value);
  if (!sport) throw new Refusal(404, `Unknown sport "${value}"`);
  return sport;
}

/** A championship id; 400 when it is not a positive whole number, 404 when unknown (or not of `sport`). */
export function readChamp(value: unknown, what: string, sport?: SportDef): ChampDef {
  if (typeof value !== 'string' || !ID.test(value)) throw new Refusal(400, `${what} must be a positive whole number, got "${String(value)}"`);
  const champ = CHAMP_BY_ID.get(Number(value));
  if (!champ) throw new Refusal(404, `Unknown championship ${value}`);
  if (sport && champ.sport !== sport.id) throw new Refusal(404, `Championship ${value} is not in sport "${sport.id}"`);
  return champ;
}

export function readId(value: unknown, what: string): number {
  if (typeof value !== 'string' || !ID.test(value)) throw new Refusal(400, `${what} must be a positive whole number, got "${String(value)}"`);
  return Number(value);
}

/** A comma-separated list of ids (`1,2,3`), at most `max`; empty or absent is no ids. */
export function readIdList(value: unknown, what: string, max: number): number[] {
  if (value === undefined || value === '') return [];
  if (typeof value !== 'string' || !/^[1-9]\d{0,15}(,[1-9]\d{0,15})*$/.test(value)) {
    throw new Refusal(400, `${what} must be comma-separated positive whole numbers, got "${String(value)}"`);
  }
  const ids = [...new Set(value.split(',').map(Number))];
  if (ids.length > max) throw new Refusal(400, `${what} may name at most ${max} ids`);
  return ids;
}
