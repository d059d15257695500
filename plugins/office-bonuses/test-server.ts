/**
 * Component tests of the bonus pages talk to the reference server itself (in-process, through
 * app.inject), so a page is tested against the answers and refusals players really get. The
 * fake API client adds what the app's client adds: the /web-api prefix, the player's token, the
 * language, and an ApiError with the server's message for a 4xx or 5xx.
 */
import { ApiError, type ApiRequestOptions, type HttpMethod } from '@plugin-api';
import { buildAuthServer, type AuthHarness } from '../../server/auth/test-kit.ts';

export type Request = (method: HttpMethod, path: string, options?: ApiRequestOptions) => Promise<unknown>;

export interface BonusServer {
  harness: AuthHarness;
  /** A newly registered player's API (no history, no points), or the seeded demo player's. */
  player(who?: 'fresh' | 'demo'): Promise<Request>;
  close(): Promise<void>;
}

export async function startBonusServer(): Promise<BonusServer> {
  const harness = await buildAuthServer();
  const player = async (who: 'fresh' | 'demo' = 'fresh'): Promise<Request> => {
    const browser = harness.browser();
    const res = who === 'demo' ? await browser.signIn('demo', 'demo1234') : await browser.post('/web-api/user/registration', { type: 'one_click', currency: 'USD', country_id: 1 });
    if (res.statusCode !== 200 || !browser.token) throw new Error(`could not sign in (${res.statusCode}): ${res.body}`);
    const token = browser.token;
    return async (method, path, options = {}) => {
      const query = new URLSearchParams(Object.entries(options.query ?? {}).flatMap(([k, v]) => (v === undefined || v === null ? [] : [[k, String(v)]]))).toString();
      const answer = await harness.app.inject({
        method,
        url: `/web-api${path}${query ? `?${query}` : ''}`,
        headers: { authorization: `Bearer ${token}`, 'x-language': 'en' },
        ...(options.body !== undefined ? { payload: options.body as object } : {}),
      });
      const body: unknown = answer.body ? answer.json() : null;
      if (answer.statusCode >= 400) throw new ApiError(String((body as { message?: unknown })?.message ?? answer.statusMessage), answer.statusCode);
      return body;
    };
  };
  return { harness, player, close: () => harness.app.close() };
}
