// Error normalisation for every web-API call: whatever went wrong, callers get an ApiError
// with a message a person can read and a numeric status. Framework-agnostic: no React, no redux.

/** Codes the client itself gives to errors that did not come with a server code. */
export const API_ERROR_CODES = {
  network: 'network_error',
  cancelled: 'cancelled',
  timeout: 'timeout',
  invalidResponse: 'invalid_response',
  invalidRequest: 'invalid_request',
  captchaDismissed: 'captcha_dismissed',
  captchaUnavailable: 'captcha_unavailable',
  captchaInvalid: 'captcha_invalid',
  captchaRepeated: 'captcha_repeated',
  captchaLogout: 'captcha_logout',
  termsConfirmationRequired: 'terms_confirmation_required',
} as const;

/** Status given to a request the caller cancelled (nginx's "client closed request"). */
export const STATUS_CANCELLED = 499;
/** Status given to a request that never reached the server (no HTTP answer at all). */
export const STATUS_NETWORK = 0;
/** Status used when neither the error nor a response carries one. */
export const STATUS_UNKNOWN = 500;

export type ApiErrorCode = string | number;

export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly code: ApiErrorCode | undefined;
  /** The parsed (or raw text) body of the failed response, when there was one. */
  readonly body: unknown;

  constructor(message: string, status: number, code?: ApiErrorCode, options?: { body?: unknown; cause?: unknown }) {
    super(message, options?.cause === undefined ? undefined : { cause: options.cause });
    this.status = status;
    this.code = code;
    this.body = options?.body;
  }
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function nonEmptyString(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

/**
 * The human message in a server error body: `{errors:[{detail}...]}` joined with '; ',
 * else `message`, else `error_message`, else a string `error`. Undefined when the body has none.
 */
export function messageFromBody(body: unknown): string | undefined {
  if (!isRecord(body)) return undefined;
  if (Array.isArray(body.errors)) {
    const details = body.errors
      .map((e) => (isRecord(e) ? nonEmptyString(e.detail) : undefined))
      .filter((d): d is string => d !== undefined);
    if (details.length > 0) return details.join('; ');
  }
  return nonEmptyString(body.message) ?? nonEmptyString(body.error_message) ?? nonEmptyString(body.error);
}

/** A numeric code from a field that may hold a number or a numeric string. */
export function numericField(body: unknown, field: string): number | undefined {
  if (!isRecord(body)) return undefined;
  const v = body[field];
  if (typeof v === 'number' && Number.isFinite(v)) return v;
  if (typeof v === 'string' && /^-?\d+$/.test(v.trim())) return Number(v);
  return undefined;
}

/** The server's error code: `error_code` or `code` (both spellings are in use). */
export function errorCodeFromBody(body: unknown): number | undefined {
  return numericField(body, 'error_code') ?? numericField(body, 'code');
}

/** An ApiError for a non-2xx response whose body was already read (and parsed if it was JSON). */
export function errorFromResponse(status: number, body: unknown, statusText = ''): ApiError {
  const message =
    messageFromBody(body) ??
    (typeof body === 'string' && body.trim() !== '' && body.length <= 200 && !/^\s*</.test(body) ? body.trim() : undefined) ??
    `Request failed with status ${status}${statusText ? ` (${statusText})` : ''}`;
  const serverCode = isRecord(body) ? (errorCodeFromBody(body) ?? nonEmptyString(body.code)) : undefined;
  return new ApiError(message, status, serverCode, { body });
}

function ownField(error: unknown, field: 'name' | 'status' | 'code'): unknown {
  return typeof error === 'object' && error !== null ? (error as Record<string, unknown>)[field] : undefined;
}

function errorName(error: unknown): string | undefined {
  const name = ownField(error, 'name');
  return typeof name === 'string' ? name : undefined;
}

export function isAbortError(error: unknown): boolean {
  return errorName(error) === 'AbortError';
}

export function cancelledError(cause?: unknown): ApiError {
  return new ApiError('cancelled', STATUS_CANCELLED, API_ERROR_CODES.cancelled, { cause });
}

/** A request that got no HTTP answer (DNS, offline, CORS, connection reset ...). */
export function networkError(cause?: unknown): ApiError {
  const detail = cause instanceof Error && cause.message ? ` (${cause.message})` : '';
  return new ApiError(
    `Network error: the server could not be reached${detail}`,
    STATUS_NETWORK,
    API_ERROR_CODES.network,
    { cause },
  );
}

// What browsers and Node say when fetch gets no answer: Chrome, Node (undici), Safari, Firefox.
const NETWORK_MESSAGE = /failed to fetch|fetch failed|load failed|networkerror/i;

/**
 * Normalise anything thrown into an ApiError: status from the error, else the response's
 * status, else 500. A fetch TypeError ('Failed to fetch') becomes status 0, an AbortError 499 'cancelled'.
 */
export function toApiError(error: unknown, response?: { status: number } | null): ApiError {
  if (isApiError(error)) return error;
  if (isAbortError(error)) return cancelledError(error);
  if (errorName(error) === 'TimeoutError') {
    return new ApiError('The request timed out', STATUS_NETWORK, API_ERROR_CODES.timeout, { cause: error });
  }
  if (error instanceof TypeError && NETWORK_MESSAGE.test(error.message)) return networkError(error);

  const ownStatus = ownField(error, 'status');
  const status =
    typeof ownStatus === 'number' && Number.isInteger(ownStatus)
      ? ownStatus
      : response && Number.isInteger(response.status)
        ? response.status
        : STATUS_UNKNOWN;

  const message =
    error instanceof Error && error.message
      ? error.message
      : typeof error === 'string' && error !== ''
        ? error
        : (messageFromBody(error) ?? `Request failed with status ${status}`);
  const ownCode = ownField(error, 'code');
  const code = typeof ownCode === 'string' || typeof ownCode === 'number' ? ownCode : undefined;
  return new ApiError(message, status, code, { cause: error });
}
