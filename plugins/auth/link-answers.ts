/**
 * The user-pages API's answers as the link, app and QR sign-in pages read them, checked by the plugin
 * API's parsers (the validators generated from schemas/user-pages-api.schema.ts): an answer of
 * another shape becomes a failed call with a retry, never a page that throws.
 */
import type { LinkCheckAnswer, LinkDoneAnswer, LinkSentAnswer, PasswordResetSentAnswer, QrRequestAnswer, QrSessionAnswer, QrStatus } from '../../schemas/user-pages-api.schema.ts';

export type { LinkCheckAnswer, LinkDoneAnswer, LinkSentAnswer, PasswordResetSentAnswer, QrRequestAnswer, QrSessionAnswer, QrStatus };
export {
  parseLinkCheckAnswer as readLinkCheck,
  parseLinkDoneAnswer as readLinkDone,
  parseLinkSentAnswer as readLinkSent,
  parsePasswordResetSentAnswer as readResetSent,
  parseQrRequestAnswer as readQrRequest,
  parseQrSessionAnswer as readQrSession,
} from '@plugin-api/core-answers';

/** What a refused link means for the page: 400 never was valid, 410 was and no longer is. */
export type LinkProblem = 'invalid' | 'gone' | 'other';
export const linkProblemOf = (status: number): LinkProblem => (status === 400 ? 'invalid' : status === 410 ? 'gone' : 'other');

/** "ABCD-EFGH": the QR sign-in code as people read and type it. */
export const formatQrCode = (code: string): string => (code.length === 8 ? `${code.slice(0, 4)}-${code.slice(4)}` : code);
