/**
 * The lotto and toto answers as the pages read them (types from the answer schemas), and their
 * checks: each parser returns the answer when the fields a page reads are there, else null (the page
 * then shows a failure with a retry rather than breaking on a missing field).
 */
import type {
  LottoCatalogAnswer,
  LottoDraw,
  LotterySummary,
  LottoLotteryAnswer,
  LottoResultsAnswer,
  LottoTicket,
  LottoTicketBoughtAnswer,
  LottoTicketsAnswer,
  TotoSectionsAnswer,
} from '../../schemas/lotto-api.schema.ts';

export type { LottoCatalogAnswer, LottoDraw, LotterySummary, LottoLotteryAnswer, LottoResultsAnswer, LottoTicket, LottoTicketBoughtAnswer, LottoTicketsAnswer, TotoSectionsAnswer };

type Fields = Record<string, unknown>;

const isRecord = (value: unknown): value is Fields => typeof value === 'object' && value !== null && !Array.isArray(value);
const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);
const isText = (value: unknown): value is string => typeof value === 'string';
const isTime = (value: unknown): value is string => isText(value) && !Number.isNaN(Date.parse(value));
const isNumbers = (value: unknown): value is number[] => Array.isArray(value) && value.every(isNumber);
const listOf = (check: (item: unknown) => boolean) => (value: unknown) => Array.isArray(value) && value.every(check);

function has(value: unknown, checks: Readonly<Record<string, (field: unknown) => boolean>>): value is Fields {
  return isRecord(value) && Object.entries(checks).every(([key, check]) => check(value[key]));
}

const isSummary = (value: unknown): boolean =>
  has(value, {
    id: isNumber,
    section: isText,
    name: isText,
    pick: isNumber,
    drawn: isNumber,
    of: isNumber,
    price: isNumber,
    iso: isText,
    jackpot: (v) => v === null || isNumber(v),
    openDraw: (v) => has(v, { number: isNumber, at: isTime, salesCloseAt: isTime }),
  });

const isDraw = (value: unknown): boolean => has(value, { lottoId: isNumber, lottoName: isText, section: isText, number: isNumber, at: isTime, numbers: isNumbers });

const isTicket = (value: unknown): boolean =>
  has(value, {
    id: isText,
    lottoId: isNumber,
    lottoName: isText,
    drawNumber: isNumber,
    drawAt: isTime,
    numbers: isNumbers,
    price: isNumber,
    iso: isText,
    status: (v) => v === 'waiting' || v === 'won' || v === 'lost',
    matches: (v) => v === null || isNumber(v),
    drawnNumbers: (v) => v === null || isNumbers(v),
    win: isNumber,
  });

export function parseCatalog(answer: unknown): LottoCatalogAnswer | null {
  return has(answer, {
    sections: listOf((s) => has(s, { id: isText, name: isText, count: isNumber })),
    section: (v) => v === null || isText(v),
    lotteries: listOf(isSummary),
  })
    ? (answer as LottoCatalogAnswer)
    : null;
}

export function parseLottery(answer: unknown): LottoLotteryAnswer | null {
  return isSummary(answer) &&
    has(answer, { about: isText, prizes: listOf((p) => has(p, { matches: isNumber, amount: isNumber })), maxTicketsPerDraw: isNumber, lastDraws: listOf(isDraw) })
    ? (answer as LottoLotteryAnswer)
    : null;
}

export function parseResults(answer: unknown): LottoResultsAnswer | null {
  return has(answer, { lottoId: (v) => v === null || isNumber(v), draws: listOf(isDraw) }) ? (answer as LottoResultsAnswer) : null;
}

export function parseTickets(answer: unknown): LottoTicketsAnswer | null {
  return has(answer, { tickets: listOf(isTicket) }) ? (answer as LottoTicketsAnswer) : null;
}

export function parseBought(answer: unknown): LottoTicketBoughtAnswer | null {
  return has(answer, { ticket: isTicket, balance: isNumber }) ? (answer as LottoTicketBoughtAnswer) : null;
}

export function parseToto(answer: unknown): TotoSectionsAnswer | null {
  return has(answer, { origin: isText, sections: listOf((s) => has(s, { id: isText, name: isText, about: isText, url: isText })) }) ? (answer as TotoSectionsAnswer) : null;
}
