/**
 * Component tests of the lotto pages talk to the reference server itself (in process, the one test
 * kit), on the shipped default and uk-regulated site configs chosen by Host, so a page meets the
 * answers and refusals players really get. The server's clock stands three minutes past a fast
 * draw: sales for the next one are open.
 */
import { apiCallOf, startTestServer, type ApiCall, type TestServer } from '../../server/test-kit/index.ts';

export type Request = ApiCall;

/** Who calls, and on which site: localhost is the default region (toto offered), uk.localhost the UK's (none). */
export type Who = 'guest' | 'fresh' | 'demo';
export type Host = 'localhost' | 'uk.localhost';

export interface LottoServer {
  caller(who: Who, host?: Host): Promise<Request>;
  close(): Promise<void>;
}

export async function startLottoServer(): Promise<LottoServer> {
  const server: TestServer = await startTestServer({ clockStart: Date.UTC(2026, 0, 15, 12, 3), gameOrigin: 'http://127.0.0.1:3100' });
  const tokenOf = async (who: Who): Promise<string | undefined> => {
    if (who === 'guest') return undefined;
    return who === 'demo' ? (await server.signIn('demo', 'demo1234')).token : (await server.register({ currency: 'USD' })).token;
  };
  const caller = async (who: Who, host: Host = 'localhost'): Promise<Request> => {
    const call = apiCallOf(server.app, await tokenOf(who));
    return (method, path, options = {}) => call(method, path, { ...options, headers: { host, ...options.headers } });
  };
  return { caller, close: () => server.close() };
}
