/**
 * Component tests of the account pages talk to the reference server itself (in-process, through
 * app.inject), so a page meets the answers and refusals players really get. The fake API client
 * adds what the app's client adds: the /web-api prefix, the player's token, the language, and an
 * ApiError with the server's message for a 4xx or 5xx.
 */
import { ApiError, type ApiRequestOptions, type HttpMethod } from '@plugin-api';
import { buildAuthServer, setCookieHeaders, type AuthHarness } from '../../server/auth/test-kit.ts';

export type Request = (method: HttpMethod, path: string, options?: ApiRequestOptions) => Promise<unknown>;

export interface TestPlayer {
  request: Request;
  login: string;
  password: string;
}

export interface AccountServer {
  harness: AuthHarness;
  /** A newly registered one-click player: no phone, no e-mail, not verified. */
  freshPlayer(): Promise<TestPlayer>;
  close(): Promise<void>;
}

export async function startAccountServer(): Promise<AccountServer> {
  const harness = await buildAuthServer();
  const freshPlayer = async (): Promise<TestPlayer> => {
    const browser = harness.browser();
    const res = await browser.post('/web-api/user/registration', { type: 'one_click', currency: 'USD', country_id: 1 });
    if (res.statusCode !== 200 || !browser.token) throw new Error(`could not register (${res.statusCode}): ${res.body}`);
    const { login, password } = res.json().data as { login: string; password: string };
    const token = browser.token;
    // The browser's cookie jar, as far as the pages need one (the secure-data grant is a cookie).
    const cookies = new Map<string, string>();
    const request: Request = async (method, path, options = {}) => {
      const query = new URLSearchParams(Object.entries(options.query ?? {}).flatMap(([k, v]) => (v === undefined || v === null ? [] : [[k, String(v)]]))).toString();
      const answer = await harness.app.inject({
        method,
        url: `/web-api${path}${query ? `?${query}` : ''}`,
        headers: { authorization: `Bearer ${token}`, 'x-language': 'en', ...(cookies.size > 0 ? { cookie: [...cookies].map((c) => c.join('=')).join('; ') } : {}) },
        ...(options.body !== undefined ? { payload: options.body as object } : {}),
      });
      for (const header of setCookieHeaders(answer)) {
        const pair = header.split(';', 1)[0]!;
        cookies.set(pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1));
      }
      const body: unknown = answer.body ? answer.json() : null;
      if (answer.statusCode >= 400) throw new ApiError(String((body as { message?: unknown })?.message ?? answer.statusMessage), answer.statusCode);
      return body;
    };
    return { request, login, password };
  };
  return { harness, freshPlayer, close: () => harness.app.close() };
}
