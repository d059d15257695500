/**
 * Component tests of the promotion pages talk to the reference promotions API itself (in-process,
 * through app.inject), so a page is tested against the answers and refusals players really get. The
 * API client stand-in adds what the app's client adds: the /web-api prefix, the player's token, the
 * language, and an ApiError with the server's message for a 4xx or 5xx.
 */
import { ApiError, type ApiRequestOptions, type HttpMethod } from '@plugin-api';
import type { SiteConfig } from '../../schemas/site-config.schema.ts';
import { buildPromotionsServer, type PromotionsHarness } from '../../server/promotions/test-kit.ts';

export type Request = (method: HttpMethod, path: string, options?: ApiRequestOptions) => Promise<unknown>;

export interface PromotionsServer {
  harness: PromotionsHarness;
  /** A guest's API, or a newly registered player's. */
  caller(who: 'guest' | 'player', lng?: string): Promise<Request>;
  close(): Promise<void>;
}

export async function startPromotionsServer(config: SiteConfig): Promise<PromotionsServer> {
  // The browser's clock is the real one: the server's starts there too, so countdowns have time left.
  const harness = await buildPromotionsServer(config, Date.now());
  const caller = async (who: 'guest' | 'player', lng = 'en'): Promise<Request> => {
    let token: string | undefined;
    if (who === 'player') {
      const browser = harness.browser();
      const res = await browser.post('/web-api/user/registration', { type: 'one_click', currency: config.currencies.default, country_id: 1 });
      if (res.statusCode !== 200 || !browser.token) throw new Error(`could not register (${res.statusCode}): ${res.body}`);
      token = browser.token;
    }
    return async (method, path, options = {}) => {
      const query = new URLSearchParams(Object.entries(options.query ?? {}).flatMap(([k, v]) => (v === undefined || v === null ? [] : [[k, String(v)]]))).toString();
      const answer = await harness.app.inject({
        method,
        url: `/web-api${path}${query ? `?${query}` : ''}`,
        headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), 'x-language': lng },
        ...(options.body !== undefined ? { payload: options.body as object } : {}),
      });
      const body: unknown = answer.body ? answer.json() : null;
      if (answer.statusCode >= 400) throw new ApiError(String((body as { message?: unknown })?.message ?? answer.statusMessage), answer.statusCode);
      return body;
    };
  };
  return { harness, caller, close: () => harness.app.close() };
}
