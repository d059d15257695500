import { ApiError, errorFromResponse, isApiError, messageFromBody, toApiError } from './errors.ts';

describe('toApiError', () => {
  it('keeps an ApiError as it is', () => {
    const original = new ApiError('x', 418, 'teapot');
    expect(toApiError(original)).toBe(original);
  });

  it('takes the status from the error, else from the response, else 500', () => {
    expect(toApiError(Object.assign(new Error('gone'), { status: 410 }), { status: 404 }).status).toBe(410);
    expect(toApiError(new Error('missing'), { status: 404 }).status).toBe(404);
    const unknown = toApiError(new Error('boom'));
    expect(unknown.status).toBe(500);
    expect(unknown.message).toBe('boom');
  });

  it.each(['Failed to fetch', 'fetch failed', 'Load failed', 'NetworkError when attempting to fetch resource.'])(
    "turns a fetch TypeError '%s' into status 0 with a clear message",
    (message) => {
      const error = toApiError(new TypeError(message));
      expect(error.status).toBe(0);
      expect(error.message).toContain('Network error: the server could not be reached');
    },
  );

  it('does not mistake a programming TypeError for a network error', () => {
    const error = toApiError(new TypeError("Cannot read properties of undefined (reading 'x')"));
    expect(error.status).toBe(500);
  });

  it("turns an AbortError into 499 'cancelled'", () => {
    const error = toApiError(new DOMException('The operation was aborted.', 'AbortError'));
    expect(error.status).toBe(499);
    expect(error.message).toBe('cancelled');
  });

  it('gives a message for thrown strings and server-like objects', () => {
    expect(toApiError('plain').message).toBe('plain');
    expect(toApiError({ status: 409, errors: [{ detail: 'a' }, { detail: 'b' }] })).toMatchObject({ status: 409, message: 'a; b' });
  });
});

describe('server error bodies', () => {
  it("joins errors[].detail with '; ' and skips entries without a detail", () => {
    expect(messageFromBody({ errors: [{ detail: 'a' }, { title: 'no detail' }, { detail: 'b' }] })).toBe('a; b');
  });

  it('falls back to message, then error_message', () => {
    expect(messageFromBody({ errors: [], message: 'm' })).toBe('m');
    expect(messageFromBody({ error_message: 'e' })).toBe('e');
    expect(messageFromBody('text')).toBeUndefined();
  });

  it('reads the server code from error_code or code, numbers or numeric strings', () => {
    expect(errorFromResponse(400, { error_code: 111 }).code).toBe(111);
    expect(errorFromResponse(400, { code: '113' }).code).toBe(113);
    expect(errorFromResponse(400, { code: 'LIMIT_EXCEEDED' }).code).toBe('LIMIT_EXCEEDED');
  });
});

describe('isApiError', () => {
  it('tells ApiErrors from other values', () => {
    expect(isApiError(new ApiError('x', 400))).toBe(true);
    expect(isApiError(new Error('x'))).toBe(false);
    expect(isApiError({ message: 'x', status: 400 })).toBe(false);
  });
});
