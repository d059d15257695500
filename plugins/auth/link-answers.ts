/**
 * The user-pages API's answers as the link, app and QR sign-in pages read them (types from
 * schemas/user-pages-api.schema.ts), with light checks: an answer of another shape becomes a failed
 * call with a retry, never a page that throws.
 */
import type { LinkCheckAnswer, LinkDoneAnswer, LinkSentAnswer, PasswordResetSentAnswer, QrRequestAnswer, QrSessionAnswer, QrStatus } from '../../schemas/user-pages-api.schema.ts';

export type { LinkCheckAnswer, LinkDoneAnswer, LinkSentAnswer, PasswordResetSentAnswer, QrRequestAnswer, QrSessionAnswer, QrStatus };

type Json = Record<string, unknown>;
const isRecord = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);
const isText = (v: unknown): v is string => typeof v === 'string' && v !== '';
const isTime = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v) && v >= 0;
const QR_STATUSES: readonly QrStatus[] = ['waiting', 'approved', 'declined', 'expired', 'used'];

export const readLinkCheck = (a: unknown): LinkCheckAnswer | null => (isRecord(a) && isText(a.purpose) && isTime(a.expires_at) && isText(a.email) ? (a as LinkCheckAnswer) : null);
export const readLinkSent = (a: unknown): LinkSentAnswer | null => (isRecord(a) && a.success === true && isText(a.email) ? (a as LinkSentAnswer) : null);
export const readResetSent = (a: unknown): PasswordResetSentAnswer | null =>
  isRecord(a) && a.success === true && typeof a.expires_in === 'number' && Number.isSafeInteger(a.expires_in) && a.expires_in > 0 ? (a as PasswordResetSentAnswer) : null;
export const readLinkDone = (a: unknown): LinkDoneAnswer | null => (isRecord(a) && a.success === true && isText(a.email) ? (a as LinkDoneAnswer) : null);

export const readQrSession = (a: unknown): QrSessionAnswer | null =>
  isRecord(a) && isText(a.id) && isText(a.code) && QR_STATUSES.includes(a.status as QrStatus) && isTime(a.expires_at) ? (a as QrSessionAnswer) : null;
export const readQrRequest = (a: unknown): QrRequestAnswer | null =>
  isRecord(a) && isText(a.code) && QR_STATUSES.includes(a.status as QrStatus) && isText(a.device) && isTime(a.created_at) && isTime(a.expires_at) ? (a as QrRequestAnswer) : null;

/** What a refused link means for the page: 400 never was valid, 410 was and no longer is. */
export type LinkProblem = 'invalid' | 'gone' | 'other';
export const linkProblemOf = (status: number): LinkProblem => (status === 400 ? 'invalid' : status === 410 ? 'gone' : 'other');

/** "ABCD-EFGH": the QR sign-in code as people read and type it. */
export const formatQrCode = (code: string): string => (code.length === 8 ? `${code.slice(0, 4)}-${code.slice(4)}` : code);
