/**
 * Readers of the home API's answers: anything that is not what a block shows is null (the block
 * shows a failure). Written by hand over the types of ./schemas.ts rather than with the validators
 * generated from it: those carry their whole schema and weigh about 2.5 KB gzip on the home's first
 * load, which has a byte budget (e2e/first-load-budget.spec.ts); these check every field a block
 * reads. The server checks its answers against the schemas themselves.
 */
import type { AnswerParser } from '@plugin-api';
import { BANNER_TARGETS, type HomeBannersAnswer, type HomeGame, type HomeTopGamesAnswer } from './schemas.ts';

type Fields = Record<string, unknown>;
const isObject = (value: unknown): value is Fields => typeof value === 'object' && value !== null;
const isId = (value: unknown): boolean => Number.isSafeInteger(value) && (value as number) > 0;
const isText = (value: unknown): boolean => typeof value === 'string' && value.length > 0;
const every = (value: unknown, check: (item: unknown) => boolean): boolean => Array.isArray(value) && value.every(check);

const isMarket = (m: unknown): boolean =>
  isObject(m) && isId(m.id) && isId(m.typeId) && isId(m.kind) && ['1', 'X', '2'].includes(m.outcome as string) && typeof m.coef === 'number' && m.coef > 1 && typeof m.blocked === 'boolean';

const isScore = (s: unknown): boolean => s === null || (isObject(s) && Number.isInteger(s.home) && Number.isInteger(s.away));

const isGame = (g: unknown): g is HomeGame =>
  isObject(g) &&
  [g.id, g.sportId, g.champId].every(isId) &&
  [g.sport, g.champName, g.home, g.away].every(isText) &&
  Number.isInteger(g.startAt) &&
  typeof g.isLive === 'boolean' &&
  isScore(g.score) &&
  every(g.markets, isMarket);

export const parseTopGames: AnswerParser<HomeTopGamesAnswer> = (answer) =>
  isObject(answer) && (answer.section === 'live' || answer.section === 'line') && every(answer.games, isGame) ? (answer as HomeTopGamesAnswer) : null;

const isBanner = (b: unknown): boolean => isObject(b) && [b.id, b.title, b.text].every(isText) && BANNER_TARGETS.includes(b.to as never);

export const parseBanners: AnswerParser<HomeBannersAnswer> = (answer) => (isObject(answer) && every(answer.banners, isBanner) ? (answer as HomeBannersAnswer) : null);
