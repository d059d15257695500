import {
  API_ERROR_CODES,
  CAPTCHA_HEADER,
  DEFAULT_TIMEOUT_MS,
  FINGERPRINT_ERROR_CODE,
  IDEMPOTENCY_HEADER,
  LANGUAGE_HEADER,
  createApiClient,
  createMemoryTokenStore,
  isApiError,
  type ApiClientOptions,
  type ApiError,
} from './index.ts';

interface Call {
  url: string;
  method: string;
  headers: Headers;
  body: string | undefined;
}

type Answer = Response | Error | Promise<Response | Error>;

/** A fake fetch: records every call and answers through `handler`. */
function fakeFetch(handler: (call: Call, calls: Call[]) => Answer) {
  const calls: Call[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const call: Call = {
      url: String(input),
      method: init?.method ?? 'GET',
      headers: new Headers(init?.headers),
      body: typeof init?.body === 'string' ? init.body : undefined,
    };
    calls.push(call);
    const answer = await handler(call, calls);
    if (answer instanceof Error) throw answer;
    return answer;
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, calls };
}

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

const TOKEN_URL = '/web-api/user/gettoken?force_refresh=true';
const VALIDATE_URL = '/web-api/captcha/validate';

function setup(handler: (call: Call, calls: Call[]) => Answer, options: Partial<ApiClientOptions> = {}) {
  const { fetch, calls } = fakeFetch(handler);
  const tokens = options.tokens ?? createMemoryTokenStore('old-token');
  const sleep = vi.fn(async (_ms: number) => {});
  const client = createApiClient({
    fetch,
    tokens,
    sleep,
    random: () => 0.5,
    getLanguage: () => 'en',
    ...options,
  });
  const urls = () => calls.map((c) => `${c.method} ${c.url}`);
  return { client, calls, urls, tokens, sleep };
}

async function rejection(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (isApiError(error)) return error;
    throw new Error(`expected an ApiError, got ${String(error)}`, { cause: error });
  }
  throw new Error('expected the request to fail');
}

describe('requests', () => {
  it('sends language, auth and accept headers and parses the JSON answer', async () => {
    const { client, calls } = setup(() => json(200, { data: { id: 7 } }));
    const answer = await client.get<{ data: { id: number } }>('/user/info', { query: { a: 1, b: 'x y', skip: undefined } });
    expect(answer).toEqual({ data: { id: 7 } });
    expect(calls).toHaveLength(1);
    expect(calls[0]!.url).toBe('/web-api/user/info?a=1&b=x+y');
    expect(calls[0]!.headers.get(LANGUAGE_HEADER)).toBe('en');
    expect(calls[0]!.headers.get('Authorization')).toBe('Bearer old-token');
    expect(calls[0]!.headers.get('Accept')).toBe('application/json');
  });

  it('sends no Authorization header without a token', async () => {
    const { client, calls } = setup(() => json(200, {}), { tokens: createMemoryTokenStore() });
    await client.get('/session');
    expect(calls[0]!.headers.has('Authorization')).toBe(false);
  });

  it('posts a plain body as JSON', async () => {
    const { client, calls } = setup(() => json(200, { ok: true }));
    await client.post('/redirect-light', { url: '/en/office' });
    expect(calls[0]!.method).toBe('POST');
    expect(calls[0]!.headers.get('Content-Type')).toBe('application/json');
    expect(JSON.parse(calls[0]!.body!)).toEqual({ url: '/en/office' });
  });

  it("returns the raw text with parse: 'text' and undefined for an empty JSON answer", async () => {
    const { client } = setup((call) =>
      call.url.endsWith('/session') ? new Response('not json {', { status: 200 }) : new Response(null, { status: 204 }),
    );
    await expect(client.get('/session', { parse: 'text' })).resolves.toBe('not json {');
    await expect(client.post('/limits/action', { action: 1 })).resolves.toBeUndefined();
  });

  it('uses a per-call base path for other APIs', async () => {
    const { client, calls } = setup(() => json(200, []));
    await client.get('/api/external/web/v3/limits', { basePath: '/limit-service-api' });
    expect(calls[0]!.url).toBe('/limit-service-api/api/external/web/v3/limits');
  });

  it.each(['//evil.com/steal', 'https://evil.com/steal', '\\\\evil.com'])(
    'refuses a path that would leave the API root (%s) without sending anything',
    async (path) => {
      const { client, calls } = setup(() => json(200, {}));
      const error = await rejection(client.get(path));
      expect(error.code).toBe(API_ERROR_CODES.invalidRequest);
      expect(calls).toHaveLength(0);
    },
  );
});

describe('error normalisation', () => {
  it("joins the details of a JSON error body with '; '", async () => {
    const { client } = setup(() => json(422, { errors: [{ detail: 'a' }, { detail: 'b' }] }));
    const error = await rejection(client.post('/limits', {}));
    expect(error).toBeInstanceOf(Error);
    expect(error.message).toBe('a; b');
    expect(error.status).toBe(422);
  });

  it('uses the message of a {message} body', async () => {
    const { client } = setup(() => json(403, { message: 'Forbidden for you' }));
    const error = await rejection(client.get('/office'));
    expect(error.message).toBe('Forbidden for you');
    expect(error.status).toBe(403);
  });

  it('gives a readable message when the error body is HTML', async () => {
    const { client } = setup(() => new Response('<html>oops</html>', { status: 500, statusText: 'Internal Server Error' }));
    const error = await rejection(client.post('/x', {}));
    expect(error.status).toBe(500);
    expect(error.message).toBe('Request failed with status 500 (Internal Server Error)');
  });

  it("turns 'Failed to fetch' into status 0 with a clear message", async () => {
    const { client, calls } = setup(() => new TypeError('Failed to fetch'));
    const error = await rejection(client.post('/bet', { amount: 1 }));
    expect(error.status).toBe(0);
    expect(error.code).toBe(API_ERROR_CODES.network);
    expect(error.message).toMatch(/^Network error: the server could not be reached/);
    expect(calls).toHaveLength(1); // a POST without an idempotency key is never repeated
  });

  it("turns an abort into status 499 'cancelled'", async () => {
    const controller = new AbortController();
    const { client } = setup(
      () =>
        new Promise<Error>((resolve) => {
          controller.signal.addEventListener('abort', () => resolve(new DOMException('aborted', 'AbortError')));
        }),
    );
    const pending = rejection(client.get('/slow', { signal: controller.signal }));
    controller.abort();
    const error = await pending;
    expect(error.status).toBe(499);
    expect(error.message).toBe('cancelled');
  });

  it('reports an unparsable success answer instead of returning garbage', async () => {
    const { client } = setup(() => new Response('<html>', { status: 200 }));
    const error = await rejection(client.get('/config'));
    expect(error.code).toBe(API_ERROR_CODES.invalidResponse);
  });
});

describe('401: token refresh and replay', () => {
  /** /x answers 200 only to the new token; gettoken answers 'new-token'. */
  function tokenServer(opts: { slowToken?: boolean } = {}) {
    return async (call: Call): Promise<Response> => {
      if (call.url === TOKEN_URL) {
        if (opts.slowToken) await new Promise((r) => setTimeout(r, 10));
        return json(200, { data: { token: 'new-token' } });
      }
      return call.headers.get('Authorization') === 'Bearer new-token'
        ? json(200, { ok: call.url })
        : json(401, { message: 'Unauthorized' });
    };
  }

  it('drops the token, fetches a new one and replays the request with it', async () => {
    const { client, urls, calls, tokens } = setup(tokenServer());
    await expect(client.get('/x')).resolves.toEqual({ ok: '/web-api/x' });
    expect(urls()).toEqual(['GET /web-api/x', `GET ${TOKEN_URL}`, 'GET /web-api/x']);
    expect(calls[1]!.headers.has('Authorization')).toBe(false); // the refused token is not sent again
    expect(calls[2]!.headers.get('Authorization')).toBe('Bearer new-token');
    expect(tokens.get()).toBe('new-token');
  });

  it.each([
    ['while the token request is in flight', true],
    ['when some 401s arrive after the refresh', false],
  ])('makes exactly one token request for 10 parallel 401s (%s)', async (_name, slowToken) => {
    const { client, calls } = setup(tokenServer({ slowToken }));
    const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => client.get(`/x/${i}`)));
    expect(answers).toEqual(Array.from({ length: 10 }, (_, i) => ({ ok: `/web-api/x/${i}` })));
    expect(calls.filter((c) => c.url === TOKEN_URL)).toHaveLength(1);
    const replays = calls.filter((c) => c.url !== TOKEN_URL && c.headers.get('Authorization') === 'Bearer new-token');
    expect(replays).toHaveLength(10);
  });

  it('fails with 401 when the replay is refused too (no loop)', async () => {
    const { client, urls } = setup((call) =>
      call.url === TOKEN_URL ? json(200, { data: { token: 'new-token' } }) : json(401, { message: 'Unauthorized' }),
    );
    const error = await rejection(client.get('/x'));
    expect(error.status).toBe(401);
    expect(urls()).toEqual(['GET /web-api/x', `GET ${TOKEN_URL}`, 'GET /web-api/x']);
  });

  it('fails without recursion when the token request itself gets 401', async () => {
    const { client, urls, tokens } = setup(() => json(401, { message: 'Session expired' }));
    const error = await rejection(client.get('/x'));
    expect(error.status).toBe(401);
    expect(error.message).toBe('Session expired');
    expect(urls()).toEqual(['GET /web-api/x', `GET ${TOKEN_URL}`]);
    expect(tokens.get()).toBeNull();
  });

  it('refuses a token answer without data.token', async () => {
    const { client } = setup((call) => (call.url === TOKEN_URL ? json(200, { data: {} }) : json(401, {})));
    const error = await rejection(client.get('/x'));
    expect(error.code).toBe(API_ERROR_CODES.invalidResponse);
  });
});

describe('getToken: shared for 60 s', () => {
  function tokenSetup() {
    let now = 1_000_000;
    let issued = 0;
    const { client, calls, tokens } = setup(
      () => json(200, { data: { token: `t${++issued}` } }),
      { now: () => now, tokens: createMemoryTokenStore() },
    );
    return { client, calls, tokens, advance: (ms: number) => (now += ms) };
  }

  it('reuses a fetched token for 60 s, then fetches a new one', async () => {
    const { client, calls, advance } = tokenSetup();
    await expect(client.getToken()).resolves.toBe('t1');
    advance(59_999);
    await expect(client.getToken()).resolves.toBe('t1');
    expect(calls).toHaveLength(1);
    advance(1);
    await expect(client.getToken()).resolves.toBe('t2');
    expect(calls).toHaveLength(2);
    expect(calls[0]!.url).toBe(TOKEN_URL);
  });

  it('makes one request for parallel callers', async () => {
    const { client, calls } = tokenSetup();
    const tokens = await Promise.all([client.getToken(), client.getToken(), client.getToken()]);
    expect(tokens).toEqual(['t1', 't1', 't1']);
    expect(calls).toHaveLength(1);
  });

  it('does not hand out a token the store no longer holds (after a logout)', async () => {
    const { client, calls, tokens } = tokenSetup();
    await client.getToken();
    tokens.clear();
    await expect(client.getToken()).resolves.toBe('t2');
    expect(calls).toHaveLength(2);
  });

  it('fetches a fresh token just before a call that needs one (freshToken), not for a guest', async () => {
    let minted = 0;
    const { client, calls, tokens } = setup((call) => (call.url === TOKEN_URL ? json(200, { data: { token: `fresh-${++minted}` } }) : json(200, {})));
    await client.get('/limit/reasons', { freshToken: true });
    await client.get('/limit/reasons', { freshToken: true });
    expect(calls.map((c) => [c.url, c.headers.get('Authorization')])).toEqual([
      [TOKEN_URL, 'Bearer old-token'],
      ['/web-api/limit/reasons', 'Bearer fresh-1'],
      [TOKEN_URL, 'Bearer fresh-1'],
      ['/web-api/limit/reasons', 'Bearer fresh-2'],
    ]);
    tokens.clear();
    await client.get('/limit/reasons', { freshToken: true });
    expect(calls.slice(4).map((c) => c.url)).toEqual(['/web-api/limit/reasons']);
  });

  it('shares a token obtained by a 401 refresh', async () => {
    let now = 0;
    const { client, calls } = setup(
      (call) =>
        call.url === TOKEN_URL
          ? json(200, { data: { token: 'fresh' } })
          : call.headers.get('Authorization') === 'Bearer fresh'
            ? json(200, {})
            : json(401, {}),
      { now: () => now },
    );
    await client.get('/x');
    now += 30_000;
    await expect(client.getToken()).resolves.toBe('fresh');
    expect(calls.filter((c) => c.url === TOKEN_URL)).toHaveLength(1);
  });
});

describe('captcha', () => {
  function captchaServer(validation: unknown, captchaBody: unknown = { error_code: 111 }) {
    return (call: Call): Response => {
      if (call.url === VALIDATE_URL) return json(200, validation);
      return call.headers.has(CAPTCHA_HEADER) ? json(200, { placed: true }) : json(400, captchaBody);
    };
  }

  it.each([
    [100, 'error_code'],
    [111, 'error_code'],
    [112, 'code'],
    [113, 'code'],
  ])('code %i in %s: solves, validates and replays once with the solved token', async (code, field) => {
    const solveCaptcha = vi.fn(async () => 'solved-1');
    const { client, calls, urls } = setup(captchaServer({ success: true, type: 1, time: 60 }, { [field]: code }), {
      solveCaptcha,
    });
    await expect(client.post('/auth/login', { login: 'a' })).resolves.toEqual({ placed: true });
    expect(solveCaptcha).toHaveBeenCalledTimes(1);
    expect(solveCaptcha).toHaveBeenCalledWith(expect.objectContaining({ errorCode: code, method: 'POST', path: '/auth/login' }));
    expect(urls()).toEqual(['POST /web-api/auth/login', `POST ${VALIDATE_URL}`, 'POST /web-api/auth/login']);
    expect(JSON.parse(calls[1]!.body!)).toEqual({ captcha: 'solved-1' });
    expect(calls[2]!.headers.get(CAPTCHA_HEADER)).toBe('solved-1');
    expect(calls[2]!.body).toBe(calls[0]!.body);
  });

  it('fails when the captcha is dismissed, without validating or replaying', async () => {
    const { client, urls } = setup(captchaServer({ success: true }), { solveCaptcha: async () => null });
    const error = await rejection(client.post('/auth/login', {}));
    expect(error.code).toBe(API_ERROR_CODES.captchaDismissed);
    expect(error.status).toBe(400);
    expect(urls()).toEqual(['POST /web-api/auth/login']);
  });

  it('fails with the error_message when validation is not successful', async () => {
    const { client, urls } = setup(captchaServer({ success: false, type: 1, error_message: 'Wrong captcha' }), {
      solveCaptcha: async () => 'bad',
    });
    const error = await rejection(client.post('/auth/login', {}));
    expect(error.message).toBe('Wrong captcha');
    expect(urls()).toHaveLength(2);
  });

  it('calls the logout hook and fails when validation answers type 2', async () => {
    const onLogoutRequired = vi.fn();
    const { client, urls } = setup(captchaServer({ success: false, type: 2, error_message: 'Too many attempts' }), {
      solveCaptcha: async () => 'x',
      onLogoutRequired,
    });
    const error = await rejection(client.post('/auth/login', {}));
    expect(onLogoutRequired).toHaveBeenCalledTimes(1);
    expect(error.code).toBe(API_ERROR_CODES.captchaLogout);
    expect(error.message).toBe('Too many attempts');
    expect(urls()).toHaveLength(2);
  });

  it('fails on a second captcha answer instead of asking again', async () => {
    const solveCaptcha = vi.fn(async () => 'solved');
    const { client, urls } = setup(
      (call) => (call.url === VALIDATE_URL ? json(200, { success: true }) : json(400, { error_code: 112 })),
      { solveCaptcha },
    );
    const error = await rejection(client.post('/auth/login', {}));
    expect(error.status).toBe(400);
    expect(error.code).toBe(112);
    expect(solveCaptcha).toHaveBeenCalledTimes(1);
    expect(urls()).toEqual(['POST /web-api/auth/login', `POST ${VALIDATE_URL}`, 'POST /web-api/auth/login']);
  });

  it('does not open the captcha for other 400 codes', async () => {
    const solveCaptcha = vi.fn(async () => 'x');
    const { client } = setup(() => json(400, { error_code: 5, message: 'Bad amount' }), { solveCaptcha });
    const error = await rejection(client.post('/bet', {}));
    expect(error.message).toBe('Bad amount');
    expect(error.code).toBe(5);
    expect(solveCaptcha).not.toHaveBeenCalled();
  });
});

describe('fingerprint', () => {
  it(`refreshes the fingerprint on code ${FINGERPRINT_ERROR_CODE} and retries at most twice`, async () => {
    const refreshFingerprint = vi.fn(async () => {});
    const { client, calls } = setup(() => json(400, { error_code: FINGERPRINT_ERROR_CODE }), { refreshFingerprint });
    const error = await rejection(client.post('/auth/login', {}));
    expect(error.status).toBe(400);
    expect(refreshFingerprint).toHaveBeenCalledTimes(2);
    expect(calls).toHaveLength(3);
  });

  it('succeeds when the retry after a refresh is accepted', async () => {
    const refreshFingerprint = vi.fn(async () => {});
    const { client, calls } = setup(
      (_call, all) => (all.length === 1 ? json(400, { code: FINGERPRINT_ERROR_CODE }) : json(200, { ok: 1 })),
      { refreshFingerprint },
    );
    await expect(client.post('/auth/login', {})).resolves.toEqual({ ok: 1 });
    expect(refreshFingerprint).toHaveBeenCalledTimes(1);
    expect(calls).toHaveLength(2);
  });
});

describe('451 terms confirmation', () => {
  it('calls the terms hook and fails with 451 when the feature is on', async () => {
    const onTermsConfirmationRequired = vi.fn();
    const { client } = setup(() => json(451, { exception_code: 1 }), {
      onTermsConfirmationRequired,
      isTermsFeatureOn: () => true,
    });
    const error = await rejection(client.get('/office'));
    expect(error.status).toBe(451);
    expect(error.code).toBe(API_ERROR_CODES.termsConfirmationRequired);
    expect(onTermsConfirmationRequired).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['the feature is off', { exception_code: 1 }, false],
    ['the exception code is another', { exception_code: 2 }, true],
  ])('does not call the hook when %s', async (_name, body, featureOn) => {
    const onTermsConfirmationRequired = vi.fn();
    const { client } = setup(() => json(451, body), { onTermsConfirmationRequired, isTermsFeatureOn: () => featureOn });
    const error = await rejection(client.get('/office'));
    expect(error.status).toBe(451);
    expect(onTermsConfirmationRequired).not.toHaveBeenCalled();
  });
});

describe('idempotent retries', () => {
  it('retries a GET on 503 three times with jittered, growing, bounded delays, then fails', async () => {
    const { client, calls, sleep } = setup(() => json(503, { message: 'Down' }), {
      retry: { baseMs: 100, maxMs: 300 },
      random: () => 0.5,
    });
    const error = await rejection(client.get('/menu'));
    expect(error.status).toBe(503);
    expect(calls).toHaveLength(4);
    // full jitter with random 0.5: half of min(300, 100 * 2^attempt)
    expect(sleep.mock.calls.map(([ms]) => ms)).toEqual([50, 100, 150]);
  });

  it('a call that retries on its own schedule (the session check) turns the client\'s retries off or down', async () => {
    const off = setup(() => json(503, {}));
    expect((await rejection(off.client.request('GET', '/session/check', { retries: 0 }))).status).toBe(503);
    expect(off.calls).toHaveLength(1);
    expect(off.sleep).not.toHaveBeenCalled();
    const one = setup(() => new TypeError('Failed to fetch'));
    await expect(one.client.request('GET', '/menu', { retries: 1 })).rejects.toMatchObject({ status: expect.any(Number) });
    expect(one.calls).toHaveLength(2);
  });

  it('retries a GET after network errors and returns the eventual answer', async () => {
    const { client, calls } = setup((_call, all) => (all.length < 3 ? new TypeError('Failed to fetch') : json(200, [1])));
    await expect(client.get('/menu')).resolves.toEqual([1]);
    expect(calls).toHaveLength(3);
  });

  describe('offline', () => {
    /** A network that is down until `restore()`; `flap()` wakes the waiters while it is still down. */
    function fakeNetwork() {
      let online = false;
      let waiters: (() => void)[] = [];
      const whenOnline = vi.fn(() => new Promise<void>((resolve) => waiters.push(resolve)));
      const wake = () => {
        for (const resolve of waiters) resolve();
        waiters = [];
      };
      return {
        network: { isOnline: () => online, whenOnline },
        whenOnline,
        isOnline: () => online,
        flap: wake,
        restore() {
          online = true;
          wake();
        },
      };
    }

    it('a GET that fails offline waits for the network, spending no retry, then goes again', async () => {
      const net = fakeNetwork();
      const { client, calls, sleep } = setup(() => (net.isOnline() ? json(200, [1]) : new TypeError('Failed to fetch')), { network: net.network });
      const answer = client.get('/sports/menu');
      await vi.waitFor(() => expect(net.whenOnline).toHaveBeenCalledTimes(1));
      expect(calls).toHaveLength(1);
      // A flapping network: five failures offline, more than the three retries a GET has.
      for (let failures = 2; failures <= 5; failures++) {
        net.flap();
        await vi.waitFor(() => expect(net.whenOnline).toHaveBeenCalledTimes(failures));
      }
      expect(calls).toHaveLength(5);
      expect(sleep).not.toHaveBeenCalled();
      net.restore();
      await expect(answer).resolves.toEqual([1]);
      expect(calls).toHaveLength(6);
      expect(sleep).not.toHaveBeenCalled();
    });

    it('the caller can still stop a GET that waits for the network', async () => {
      const net = fakeNetwork();
      const { client, calls } = setup(() => new TypeError('Failed to fetch'), { network: net.network });
      const controller = new AbortController();
      const answer = rejection(client.get('/sports/menu', { signal: controller.signal }));
      await vi.waitFor(() => expect(net.whenOnline).toHaveBeenCalledTimes(1));
      controller.abort();
      expect((await answer).code).toBe(API_ERROR_CODES.cancelled);
      expect(calls).toHaveLength(1);
    });

    it('a write does not wait for the network: a bet must not be placed minutes later', async () => {
      const net = fakeNetwork();
      const { client } = setup(() => new TypeError('Failed to fetch'), { network: net.network });
      const error = await rejection(client.post('/coupon/bet', { stake: 1 }, { idempotencyKey: 'bet-1' }));
      expect(error.status).toBe(0);
      expect(net.whenOnline).not.toHaveBeenCalled();
    });
  });

  it.each([502, 504])('retries on %i', async (status) => {
    const { client, calls } = setup((_call, all) => (all.length === 1 ? json(status, {}) : json(200, 'ok')));
    await expect(client.get('/menu')).resolves.toBe('ok');
    expect(calls).toHaveLength(2);
  });

  it('does not retry 500 nor a POST without an idempotency key', async () => {
    const a = setup(() => json(500, {}));
    await rejection(a.client.get('/menu'));
    expect(a.calls).toHaveLength(1);
    const b = setup(() => json(503, {}));
    await rejection(b.client.post('/bet', {}));
    expect(b.calls).toHaveLength(1);
    expect(b.sleep).not.toHaveBeenCalled();
  });

  it('sends the same Idempotency-Key on every retry and replay of a POST', async () => {
    const answers: Answer[] = [json(502, {}), new TypeError('Failed to fetch'), json(401, {}), json(200, { betId: 9 })];
    const { client, calls } = setup((call) =>
      call.url === TOKEN_URL ? json(200, { data: { token: 'new-token' } }) : answers.shift()!,
    );
    await expect(client.post('/bet', { amount: 5 }, { idempotencyKey: 'bet-123' })).resolves.toEqual({ betId: 9 });
    const betCalls = calls.filter((c) => c.url === '/web-api/bet');
    expect(betCalls).toHaveLength(4);
    expect(betCalls.map((c) => c.headers.get(IDEMPOTENCY_HEADER))).toEqual(['bet-123', 'bet-123', 'bet-123', 'bet-123']);
    expect(betCalls.map((c) => c.body)).toEqual(Array(4).fill(JSON.stringify({ amount: 5 })));
  });

  it('treats a caller-set Idempotency-Key header (any case) as idempotent', async () => {
    const { client, calls } = setup((_call, all) => (all.length === 1 ? json(503, {}) : json(200, {})));
    await client.post('/bet', {}, { headers: { 'idempotency-key': 'k1' } });
    expect(calls).toHaveLength(2);
  });

  it('stops retrying when the caller aborts during the backoff wait', async () => {
    const controller = new AbortController();
    const { client, calls } = setup(() => json(503, {}), { sleep: () => new Promise<void>(() => {}) });
    const pending = rejection(client.get('/menu', { signal: controller.signal }));
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    controller.abort();
    const error = await pending;
    expect(error.status).toBe(499);
    expect(calls).toHaveLength(1);
  });
});

describe('timeout: no request waits forever', () => {
  /** A fetch that never answers, like a server that accepted the connection and went silent; it stops only when aborted. */
  function silentServer() {
    const calls: RequestInit[] = [];
    const fetch = vi.fn(
      (_input: RequestInfo | URL, init?: RequestInit) =>
        new Promise<Response>((_resolve, reject) => {
          calls.push(init ?? {});
          init?.signal?.addEventListener('abort', () => reject(init.signal!.reason as Error));
        }),
    );
    return { fetch: fetch as unknown as typeof globalThis.fetch, calls };
  }

  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it(`fails a silent GET with status 0 'timeout' after DEFAULT_TIMEOUT_MS (${DEFAULT_TIMEOUT_MS} ms), once, without retrying`, async () => {
    const { fetch, calls } = silentServer();
    const client = createApiClient({ fetch, tokens: createMemoryTokenStore('t') });
    const pending = rejection(client.get('/sports/menu'));
    await vi.advanceTimersByTimeAsync(DEFAULT_TIMEOUT_MS - 1);
    expect(calls).toHaveLength(1);
    let settled = false;
    void pending.then(() => (settled = true));
    await vi.advanceTimersByTimeAsync(0);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const error = await pending;
    expect(error.status).toBe(0);
    expect(error.code).toBe(API_ERROR_CODES.timeout);
    expect(error.message).toBe('The server did not answer within 10 s');
    expect(calls).toHaveLength(1);
  });

  it('bounds reading a body that stops half-way, and a per-call timeoutMs wins over the client default', async () => {
    // Headers arrived, then the body stopped: reading it ends only when the attempt's signal aborts.
    const fetch = vi.fn(async (_input: RequestInfo | URL, init?: RequestInit) => ({
      status: 200,
      ok: true,
      text: () => new Promise<string>((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal!.reason as Error))),
    }) as unknown as Response);
    const client = createApiClient({ fetch: fetch as unknown as typeof globalThis.fetch, timeoutMs: 60_000 });
    const pending = rejection(client.get('/casino/lobby', { timeoutMs: 2_000 }));
    await vi.advanceTimersByTimeAsync(2_000);
    const error = await pending;
    expect(error.code).toBe(API_ERROR_CODES.timeout);
    expect(error.message).toBe('The server did not answer within 2 s');
  });

  it('clears its timer when the answer arrives, and a caller abort still means cancelled, not timeout', async () => {
    const { client } = setup(() => json(200, { ok: true }));
    await expect(client.get('/office/menu')).resolves.toEqual({ ok: true });
    expect(vi.getTimerCount()).toBe(0);

    const { fetch } = silentServer();
    const controller = new AbortController();
    const cancellable = createApiClient({ fetch });
    const pending = rejection(cancellable.get('/office/menu', { signal: controller.signal }));
    controller.abort();
    const error = await pending;
    expect(error.status).toBe(499);
    expect(vi.getTimerCount()).toBe(0);
  });

  it.each([0, -5, Number.NaN])('refuses a timeoutMs of %s (a request must always have a bound)', async (timeoutMs) => {
    const { client } = setup(() => json(200, {}));
    const error = await rejection(client.get('/x', { timeoutMs }));
    expect(error.code).toBe(API_ERROR_CODES.invalidRequest);
    expect(() => createApiClient({ timeoutMs })).toThrow(/timeoutMs must be a positive number/);
  });
});
