/**
 * Answers of the reference lotto and toto API: the sections and the catalog of lotteries, one
 * lottery with its open draw, prizes and last draws, results of past draws, the player's tickets and
 * a bought ticket, and the toto sections with the address of their frame. The reference server
 * checks its answers against these in development; the pages check them with the validators
 * generated from `answerSchemas` (generated/validators/) and take their types from them. The site
 * config's `lotto` section stays in schemas/ (lotto-config.schema.ts): the core reads it (the game
 * origin stands in for the toto provider, the platform API lists the partitions).
 */
import type { FromSchema } from 'json-schema-to-ts';
import { TOTO_SECTIONS } from '../../schemas/lotto-config.schema.ts';

export { TOTO_SECTIONS, type TotoSection } from '../../schemas/lotto-config.schema.ts';

/** The sections lotteries are grouped in; "results" is not one of them but the past draws of all. */
export const LOTTO_SECTIONS = ['fast', 'daily', 'jackpot'] as const;
/** The section name of the results pages (lotto/results, lotto/results/:lottoId). */
export const LOTTO_RESULTS_SECTION = 'results';

const idSchema = { type: 'integer', minimum: 1 } as const;
const nameSchema = { type: 'string', minLength: 1, maxLength: 120 } as const;
const isoSchema = { type: 'string', pattern: '^[A-Z]{3}$' } as const;
const moneySchema = { type: 'number', minimum: 0 } as const;
/** An instant as ISO 8601 text (what Date#toISOString writes): a real month, day and time of day, so every page can read it as a date. */
const instantSchema = { type: 'string', pattern: '^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])T([01]\\d|2[0-3]):[0-5]\\d:[0-5]\\d(\\.\\d{3})?Z$' } as const;
const numbersSchema = { type: 'array', minItems: 1, maxItems: 20, items: { type: 'integer', minimum: 1, maximum: 99 } } as const;
const lottoSectionSchema = { type: 'string', enum: LOTTO_SECTIONS } as const;

/** The draw tickets are sold for now: its number, when it is drawn and when its sales close. */
const openDrawSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['number', 'at', 'salesCloseAt'],
  properties: { number: idSchema, at: instantSchema, salesCloseAt: instantSchema },
} as const;

/** A lottery as the catalog lists it; prices in the caller's currency (the account's, else the region's). */
const lotterySummarySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'section', 'name', 'pick', 'drawn', 'of', 'price', 'iso', 'jackpot', 'openDraw'],
  properties: {
    id: idSchema,
    section: lottoSectionSchema,
    name: nameSchema,
    pick: { type: 'integer', minimum: 1, maximum: 20, description: 'How many numbers a ticket picks.' },
    drawn: { type: 'integer', minimum: 1, maximum: 20, description: 'How many numbers each draw draws.' },
    of: { type: 'integer', minimum: 2, maximum: 99, description: 'Numbers run from 1 to this.' },
    price: moneySchema,
    iso: isoSchema,
    jackpot: { anyOf: [moneySchema, { type: 'null' }], description: 'The top prize when it is a fixed jackpot, else null.' },
    openDraw: openDrawSchema,
  },
} as const;

/** A past draw and the numbers it drew (ascending). */
const drawSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['lottoId', 'lottoName', 'section', 'number', 'at', 'numbers'],
  properties: { lottoId: idSchema, lottoName: nameSchema, section: lottoSectionSchema, number: idSchema, at: instantSchema, numbers: numbersSchema },
} as const;

export const lottoCatalogAnswerSchema = {
  $id: 'lotto-catalog-answer',
  type: 'object',
  additionalProperties: false,
  required: ['sections', 'section', 'lotteries'],
  properties: {
    sections: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['id', 'name', 'count'],
        properties: { id: lottoSectionSchema, name: nameSchema, count: { type: 'integer', minimum: 0 } },
      },
    },
    /** The section asked for, or null for every lottery. */
    section: { anyOf: [lottoSectionSchema, { type: 'null' }] },
    lotteries: { type: 'array', items: lotterySummarySchema },
  },
} as const;

export const lottoLotteryAnswerSchema = {
  $id: 'lotto-lottery-answer',
  type: 'object',
  additionalProperties: false,
  required: [...lotterySummarySchema.required, 'about', 'prizes', 'maxTicketsPerDraw', 'lastDraws'],
  properties: {
    ...lotterySummarySchema.properties,
    about: { type: 'string', minLength: 1, maxLength: 600 },
    prizes: {
      type: 'array',
      minItems: 1,
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['matches', 'amount'],
        properties: { matches: { type: 'integer', minimum: 1 }, amount: moneySchema },
      },
    },
    maxTicketsPerDraw: { type: 'integer', minimum: 1 },
    lastDraws: { type: 'array', items: drawSchema },
  },
} as const;

export const lottoResultsAnswerSchema = {
  $id: 'lotto-results-answer',
  type: 'object',
  additionalProperties: false,
  required: ['lottoId', 'draws'],
  properties: {
    /** The lottery asked for, or null for the latest draws of all. */
    lottoId: { anyOf: [idSchema, { type: 'null' }] },
    draws: { type: 'array', items: drawSchema },
  },
} as const;

const ticketSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'lottoId', 'lottoName', 'drawNumber', 'drawAt', 'numbers', 'price', 'iso', 'boughtAt', 'status', 'matches', 'drawnNumbers', 'win'],
  properties: {
    id: { type: 'string', pattern: '^[A-Z0-9-]{4,40}$' },
    lottoId: idSchema,
    lottoName: nameSchema,
    drawNumber: idSchema,
    drawAt: instantSchema,
    numbers: numbersSchema,
    price: moneySchema,
    iso: isoSchema,
    boughtAt: instantSchema,
    /** waiting: its draw is still to come; won or lost once drawn (a win is paid to the account it was bought from). */
    status: { type: 'string', enum: ['waiting', 'won', 'lost'] },
    matches: { anyOf: [{ type: 'integer', minimum: 0 }, { type: 'null' }] },
    drawnNumbers: { anyOf: [numbersSchema, { type: 'null' }] },
    win: moneySchema,
  },
} as const;

export const lottoTicketsAnswerSchema = {
  $id: 'lotto-tickets-answer',
  type: 'object',
  additionalProperties: false,
  required: ['tickets'],
  properties: { tickets: { type: 'array', items: ticketSchema } },
} as const;

export const lottoTicketBoughtAnswerSchema = {
  $id: 'lotto-ticket-bought-answer',
  type: 'object',
  additionalProperties: false,
  required: ['ticket', 'balance'],
  properties: { ticket: ticketSchema, balance: moneySchema },
} as const;

export const totoSectionsAnswerSchema = {
  $id: 'toto-sections-answer',
  type: 'object',
  additionalProperties: false,
  required: ['origin', 'sections'],
  properties: {
    /** The provider's origin: every frame URL is on it. */
    origin: { type: 'string', minLength: 1 },
    sections: {
      type: 'array',
      minItems: 1,
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['id', 'name', 'about', 'url'],
        properties: { id: { type: 'string', enum: TOTO_SECTIONS }, name: nameSchema, about: { type: 'string', minLength: 1, maxLength: 300 }, url: { type: 'string', pattern: '^https?://' } },
      },
    },
  },
} as const;

export type LottoSection = (typeof LOTTO_SECTIONS)[number];
export type LottoCatalogAnswer = FromSchema<typeof lottoCatalogAnswerSchema>;
export type LotterySummary = LottoCatalogAnswer['lotteries'][number];
export type LottoLotteryAnswer = FromSchema<typeof lottoLotteryAnswerSchema>;
export type LottoResultsAnswer = FromSchema<typeof lottoResultsAnswerSchema>;
export type LottoDraw = LottoResultsAnswer['draws'][number];
export type LottoTicketsAnswer = FromSchema<typeof lottoTicketsAnswerSchema>;
export type LottoTicket = LottoTicketsAnswer['tickets'][number];
export type LottoTicketBoughtAnswer = FromSchema<typeof lottoTicketBoughtAnswerSchema>;
export type TotoSectionsAnswer = FromSchema<typeof totoSectionsAnswerSchema>;

/** The answers of the lotto and toto API (./api) by validator name: generated into generated/validators/. */
export const answerSchemas = {
  lottoCatalogAnswer: lottoCatalogAnswerSchema,
  lottoLotteryAnswer: lottoLotteryAnswerSchema,
  lottoResultsAnswer: lottoResultsAnswerSchema,
  lottoTicketsAnswer: lottoTicketsAnswerSchema,
  lottoTicketBoughtAnswer: lottoTicketBoughtAnswerSchema,
  totoSectionsAnswer: totoSectionsAnswerSchema,
} as const;
