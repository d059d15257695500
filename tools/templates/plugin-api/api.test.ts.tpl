/** The __TITLE__ API as the reference server answers it (the one test kit: the real server in process). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../server/test-kit/index.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

describe('GET /web-api/__ID__/entries', () => {
  it('answers the entries in the caller’s language, English by default', async () => {
    const english = (await server.guest()('GET', '/__ID__/entries')) as { entries: { title: string }[] };
    const russian = (await server.guest('ru')('GET', '/__ID__/entries')) as { entries: { title: string }[] };
    expect(english.entries.length).toBeGreaterThan(0);
    expect(russian.entries).toHaveLength(english.entries.length);
    expect(russian.entries[0]!.title).not.toBe(english.entries[0]!.title);
  });

  it('is JSON a cache may keep for a minute', async () => {
    const answer = await server.app.inject({ method: 'GET', url: '/web-api/__ID__/entries' });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^application\/json/);
    expect(answer.headers['cache-control']).toBe('public, max-age=60');
  });
});
