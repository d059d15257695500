// The media endpoints through the real server (the repository's data and match clip) with a fixed
// feed clock and an identity clock the test moves; in development the server checks its JSON
// answers against their schemas itself, so these tests hold the shapes too.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listGames, setFeedClock, startTestServer, type Browser, type TestServer } from '../../../../server/test-kit/index.ts';
import type { UpdateTokenAnswer } from '../../../../schemas/media-api.schema.ts';
import type { GameMediaAnswer, ZoneEventsAnswer } from '../../schemas.ts';
import { VIDEO_TOKEN_TTL_MS } from './video-tokens.ts';
import { byteRange } from './byte-range.ts';

const T0 = Date.UTC(2025, 5, 1, 12, 0, 0);

let server: TestServer;
let app: FastifyInstance;
let restoreClock: () => void;
let feedClock = T0;

beforeAll(async () => {
  restoreClock = setFeedClock(() => feedClock);
  server = await startTestServer({ siteConfigId: 'default', clockStart: T0 });
  app = server.app;
}, 60_000);
afterAll(async () => {
  await server.close();
  restoreClock();
});

const signedInDemo = (): Promise<Browser> => server.signIn('demo', 'demo1234');

const liveGame = (sport: string): number => {
  const game = listGames('live', { sport }, T0).games[0];
  if (!game) throw new Error(`no live ${sport} game at T0`);
  return game.id;
};
const lineGame = (): number => listGames('line', { sport: 'football' }, T0).games.find((g) => !g.isLive)!.id;

describe('the video token', () => {
  it('is refused to guests and given to a signed-in player, a new one on each renewal', async () => {
    const guest = await app.inject({ method: 'POST', url: '/web-api/user/updatetoken' });
    expect(guest.statusCode).toBe(401);
    const player = await signedInDemo();
    const first = await player.post('/web-api/user/updatetoken');
    expect(first.statusCode).toBe(200);
    const a = first.json() as UpdateTokenAnswer;
    expect(a.expiresAt).toBe(server.now() + VIDEO_TOKEN_TTL_MS);
    server.advance(60_000);
    const b = (await player.post('/web-api/user/updatetoken')).json() as UpdateTokenAnswer;
    expect(b.token).not.toBe(a.token);
  });
});

describe("a game's media", () => {
  it('offers video and the zone tracker for a live football game, video only for tennis, nothing before the start', async () => {
    const football = (await app.inject({ url: `/web-api/media/games/${liveGame('football')}` })).json() as GameMediaAnswer;
    expect(football).toMatchObject({ live: true, video: { type: 'video/webm' }, zone: { zoneId: expect.any(String) } });
    const tennis = (await app.inject({ url: `/web-api/media/games/${liveGame('tennis')}` })).json() as GameMediaAnswer;
    expect(tennis.video).not.toBeNull();
    expect(tennis.zone).toBeNull();
    const notStarted = (await app.inject({ url: `/web-api/media/games/${lineGame()}` })).json() as GameMediaAnswer;
    expect(notStarted).toMatchObject({ live: false, video: null, zone: null });
  });

  it('answers 400 for an id that is not a number and 404 for an unknown game', async () => {
    const bad = await app.inject({ url: '/web-api/media/games/abc' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/positive whole number/);
    expect((await app.inject({ url: '/web-api/media/games/999999999' })).statusCode).toBe(404);
  });
});

describe('the zone tracker', () => {
  it('tells the same match on every poll and moves on with the clock, goals included', async () => {
    const gameId = liveGame('football');
    const first = (await app.inject({ url: `/web-api/media/zone/${gameId}` })).json() as ZoneEventsAnswer;
    const again = (await app.inject({ url: `/web-api/media/zone/${gameId}` })).json() as ZoneEventsAnswer;
    expect(again).toEqual(first);
    expect(first.events.length).toBeGreaterThan(0);
    expect(first.events.every((e) => e.clockSec <= first.clockSec)).toBe(true);
    feedClock = T0 + 20_000;
    try {
      const later = (await app.inject({ url: `/web-api/media/zone/${gameId}` })).json() as ZoneEventsAnswer;
      expect(later.clockSec).toBeGreaterThan(first.clockSec);
      expect(later.events.at(-1)!.clockSec).toBeGreaterThan(first.events.at(-1)!.clockSec);
      const goals = later.events.filter((e) => e.kind === 'goal').length;
      expect(later.score.home + later.score.away).toBeGreaterThanOrEqual(goals);
    } finally {
      feedClock = T0;
    }
  });

  it('has no tracker for a sport without one (404)', async () => {
    const res = await app.inject({ url: `/web-api/media/zone/${liveGame('tennis')}` });
    expect(res.statusCode).toBe(404);
  });
});

describe('the match stream', () => {
  it('plays only with a live token, in ranges, and not once the token expired', async () => {
    const gameId = liveGame('football');
    const noToken = await app.inject({ url: `/web-api/media/video/${gameId}` });
    expect(noToken.statusCode).toBe(401);
    const forged = await app.inject({ url: `/web-api/media/video/${gameId}?token=1.99999999999999.${'a'.repeat(43)}` });
    expect(forged.statusCode).toBe(401);

    const player = await signedInDemo();
    const { token } = (await player.post('/web-api/user/updatetoken')).json() as UpdateTokenAnswer;
    const whole = await app.inject({ url: `/web-api/media/video/${gameId}?token=${encodeURIComponent(token)}` });
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['content-type']).toBe('video/webm');
    expect(whole.rawPayload.subarray(0, 4)).toEqual(Buffer.from([0x1a, 0x45, 0xdf, 0xa3])); // the EBML magic of WebM
    const part = await app.inject({ url: `/web-api/media/video/${gameId}?token=${encodeURIComponent(token)}`, headers: { range: 'bytes=100-199' } });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 100-199/${whole.rawPayload.length}`);
    expect(part.rawPayload).toEqual(whole.rawPayload.subarray(100, 200));

    server.advance(VIDEO_TOKEN_TTL_MS + 1);
    expect((await app.inject({ url: `/web-api/media/video/${gameId}?token=${encodeURIComponent(token)}` })).statusCode).toBe(401);
  });

  it('sends a poster naming the game, and the page may play media from its own origin only', async () => {
    const gameId = liveGame('football');
    const poster = await app.inject({ url: `/web-api/media/poster/${gameId}` });
    expect(poster.headers['content-type']).toMatch(/^image\/svg\+xml/);
    const media = (await app.inject({ url: `/web-api/media/games/${gameId}` })).json() as GameMediaAnswer;
    expect(poster.body).toContain(media.title.split(' – ')[0]!.replace(/&/g, '&amp;'));
    expect(String(poster.headers['content-security-policy'])).toContain("media-src 'self'");
  });
});

describe('byte ranges', () => {
  it('reads the forms browsers send and refuses a start past the end', () => {
    expect(byteRange(undefined, 10)).toBeNull();
    expect(byteRange('bytes=0-', 10)).toEqual({ start: 0, end: 9 });
    expect(byteRange('bytes=2-4', 10)).toEqual({ start: 2, end: 4 });
    expect(byteRange('bytes=-3', 10)).toEqual({ start: 7, end: 9 });
    expect(byteRange('bytes=5-100', 10)).toEqual({ start: 5, end: 9 });
    expect(byteRange('bytes=10-', 10)).toBe('unsatisfiable');
    expect(byteRange('bytes=0-1,4-5', 10)).toBeNull();
  });
});
