/**
 * Pages for players rendered by the server for the player whose user token the request carries
 * (src/app/server-render.tsx): the office menu's first HTML shows who they are, and nobody else,
 * nothing forged and no other operator's token gets a player's page; the page is never shared.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { catalogServer, HTML_HEADERS } from './server.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await catalogServer();
});
afterAll(() => app.close());

const base64 = (text: string) => Buffer.from(text, 'utf8').toString('base64');

async function tokenOf(login: string, password: string, host = 'localhost'): Promise<string> {
  const answer = await app.inject({ method: 'POST', url: '/web-api/user/login', headers: { host, 'content-type': 'application/json' }, payload: { login: base64(login), password: base64(password), save: false } });
  expect(answer.statusCode).toBe(200);
  return (answer.json() as { data: { token: string } }).data.token;
}

const page = (url: string, cookie?: string, host = 'localhost') => app.inject({ url, headers: { ...HTML_HEADERS, host, ...(cookie ? { cookie } : {}) } });
/** The hydration state the page was rendered with. */
const stateOf = (html: string) => JSON.parse(/<script type="application\/json" id="hydration">(.*?)<\/script>/.exec(html)![1]!).state as { user: { isAuthenticated: boolean } };

describe('a page for players, first loaded with a user token', () => {
  it('is rendered for that player: their name and bonus balance in the HTML, the state signed in, private', async () => {
    const answer = await page('/en/office/menu', `user_token=${await tokenOf('demo', 'demo1234')}`);
    expect(answer.statusCode).toBe(200);
    expect(answer.body).toContain('Demo Player');
    expect(answer.body).toContain('office-menu__user');
    expect(stateOf(answer.body).user.isAuthenticated).toBe(true);
    expect(answer.headers['cache-control']).toBe('private, no-cache');
    // Every text the state says is there came with the page (the signed-in widgets' too): none shows as its key.
    const snapshot = JSON.parse(/<script type="application\/json" id="hydration">(.*?)<\/script>/.exec(answer.body)![1]!) as { texts: Record<string, unknown>; state: { dictionaries: { byKey: Record<string, string> } } };
    const ready = Object.entries(snapshot.state.dictionaries.byKey).filter(([key, status]) => key.startsWith('en:') && status === 'ready').map(([key]) => key.slice(3));
    expect(ready.filter((id) => !(id in snapshot.texts))).toEqual([]);
  });

  it('is the frame the browser completes for a forged token, a guest, or a token of another operator', async () => {
    const demo = await tokenOf('demo', 'demo1234');
    for (const [cookie, host] of [['user_token=eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOjEwMDF9.forged', 'localhost'], [undefined, 'localhost'], [`user_token=${demo}`, 'de.localhost']] as const) {
      const answer = await page('/en/office/menu', cookie, host);
      expect(answer.statusCode).toBe(200);
      expect(answer.body).not.toContain('Demo Player');
      expect(stateOf(answer.body).user.isAuthenticated).toBe(false);
    }
  });

  it('is left to the browser where being a player is not enough (a guests-only page says where to go there)', async () => {
    const answer = await page('/en/user/login', `user_token=${await tokenOf('demo', 'demo1234')}`);
    expect(answer.body).not.toContain('Demo Player');
    expect(stateOf(answer.body).user.isAuthenticated).toBe(false);
  });
});
