/**
 * The lotto and toto answers as the pages read them: types from the answer schemas (./schemas.ts)
 * and parsers from the validators generated from them, so a page checks an answer with the same
 * schema the reference server's answers are held to. An answer that does not match is null (the page
 * then shows a failure with a retry rather than breaking on a missing field).
 */
import { parserOf } from '@plugin-api';
import { validate as isCatalogAnswer } from './generated/validators/lottoCatalogAnswer.js';
import { validate as isLotteryAnswer } from './generated/validators/lottoLotteryAnswer.js';
import { validate as isResultsAnswer } from './generated/validators/lottoResultsAnswer.js';
import { validate as isTicketBoughtAnswer } from './generated/validators/lottoTicketBoughtAnswer.js';
import { validate as isTicketsAnswer } from './generated/validators/lottoTicketsAnswer.js';
import { validate as isTotoSectionsAnswer } from './generated/validators/totoSectionsAnswer.js';

export type {
  LottoCatalogAnswer,
  LottoDraw,
  LotterySummary,
  LottoLotteryAnswer,
  LottoResultsAnswer,
  LottoTicket,
  LottoTicketBoughtAnswer,
  LottoTicketsAnswer,
  TotoSectionsAnswer,
} from './schemas.ts';

export const parseCatalog = parserOf(isCatalogAnswer);
export const parseLottery = parserOf(isLotteryAnswer);
export const parseResults = parserOf(isResultsAnswer);
export const parseTickets = parserOf(isTicketsAnswer);
export const parseBought = parserOf(isTicketBoughtAnswer);
export const parseToto = parserOf(isTotoSectionsAnswer);
