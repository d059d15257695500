// Public surface of the web-API client. Import from 'src/api', not from the files behind it.
export {
  createApiClient,
  AUTHORIZATION_HEADER,
  CAPTCHA_ERROR_CODES,
  CAPTCHA_HEADER,
  CAPTCHA_LOGOUT_TYPE,
  CAPTCHA_VALIDATE_PATH,
  DEFAULT_BASE_PATH,
  DEFAULT_MAX_RETRIES,
  DEFAULT_TIMEOUT_MS,
  FINGERPRINT_ERROR_CODE,
  IDEMPOTENCY_HEADER,
  LANGUAGE_HEADER,
  MAX_FINGERPRINT_RETRIES,
  RETRYABLE_STATUSES,
  STATUS_TERMS_REQUIRED,
  TERMS_EXCEPTION_CODE,
  TOKEN_PATH,
} from './client.ts';
export type {
  ApiClient,
  ApiClientOptions,
  CaptchaChallenge,
  CaptchaValidation,
  HttpMethod,
  NetworkWatch,
  Query,
  QueryValue,
  RequestOptions,
  RetryOptions,
} from './client.ts';
export {
  API_ERROR_CODES,
  ApiError,
  STATUS_CANCELLED,
  STATUS_NETWORK,
  STATUS_UNKNOWN,
  errorFromResponse,
  isApiError,
  messageFromBody,
  toApiError,
} from './errors.ts';
export type { ApiErrorCode } from './errors.ts';
export { DEFAULT_BACKOFF, backoffDelay } from './backoff.ts';
export type { BackoffOptions } from './backoff.ts';
export { TOKEN_SHARE_MS, createMemoryTokenStore, createTokenProvider } from './token.ts';
export type { TokenProvider, TokenProviderOptions, TokenStore } from './token.ts';
