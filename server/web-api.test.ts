import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildFixtureServer, VALID_ROOT } from './test-helpers.ts';

let dev: FastifyInstance;
let prod: FastifyInstance;
beforeAll(async () => {
  dev = await buildFixtureServer();
  prod = await buildFixtureServer({ production: true, blockReason: 4 });
});
afterAll(async () => {
  await dev.close();
  await prod.close();
});

describe('dictionaries', () => {
  it('answers {id, lang, entries} for the asked language, cached 5 minutes', async () => {
    const res = await dev.inject({ url: '/web-api/dictionaries/main?lang=ru' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=300');
    expect(res.json()).toMatchObject({ id: 'main', lang: 'ru', entries: { main_ok: 'ОК', main_javascript_required: 'Включите JavaScript' } });
    expect(Object.keys(res.json().entries as object)).toEqual(Object.keys(JSON.parse(readFileSync(join(VALID_ROOT, 'data/dictionaries/main/ru.json'), 'utf8')) as object));
  });

  it('falls back to English when the language file is missing', async () => {
    const res = await dev.inject({ url: '/web-api/dictionaries/only-en?lang=ru' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id: 'only-en', lang: 'en', entries: { only_key: 'English only' } });
  });

  it('answers 404 JSON for an unknown id, a malformed language and path traversal', async () => {
    for (const url of [
      '/web-api/dictionaries/unknown?lang=en',
      '/web-api/dictionaries/main?lang=english',
      '/web-api/dictionaries/main?lang=..%2F..%2Fsite-configs%2Fdefault',
      '/web-api/dictionaries/..%2Fconfig-groups?lang=en',
      '/web-api/dictionaries/..%2F..%2F..%2Fvalid%2Fdata%2Fdictionaries%2Fmain?lang=en',
      '/web-api/dictionaries/%2E%2E?lang=en',
      '/web-api/dictionaries/main?lang=%2E%2E',
      '/web-api/dictionaries/Main?lang=en',
    ]) {
      const res = await dev.inject({ url });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).toMatch(/^application\/json/);
      expect(typeof res.json().message, url).toBe('string');
    }
  });

  it('in development answers 500 naming the schema and pointer when its own answer is wrong', async () => {
    const res = await dev.inject({ url: '/web-api/dictionaries/bad?lang=en' });
    expect(res.statusCode).toBe(500);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json().message).toBe(
      'The server\'s answer to GET /web-api/dictionaries/:id does not match schema "dictionary-answer" (fix the data file or the schema): answer /entries/bad_count: has the wrong type; expected a value of type string',
    );
  });

  it('in production does not check answers', async () => {
    const res = await prod.inject({ url: '/web-api/dictionaries/bad?lang=en' });
    expect(res.statusCode).toBe(200);
  });

  it('answers 500 for a dictionary file that is not JSON (details only in development)', async () => {
    const res = await dev.inject({ url: '/web-api/dictionaries/broken?lang=en' });
    expect(res.statusCode).toBe(500);
    expect(res.json().message).toMatch(/broken\/en\.json is not valid JSON/);
    expect((await prod.inject({ url: '/web-api/dictionaries/broken?lang=en' })).json()).toEqual({ message: 'Internal server error' });
  });
});

describe('config groups', () => {
  it('answers the asked groups, leaving unknown ones out, cached 10 minutes', async () => {
    const res = await dev.inject({ url: '/web-api/config-groups?groups=betting,nope,__proto__&lang=en' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=600');
    expect(res.json()).toEqual({ groups: { betting: { defaultCoefViewId: 0, allowedCoefViewIds: [0, 1, 2, 4, 5, 6] } } });
  });

  it('answers no groups when none are asked', async () => {
    expect((await dev.inject({ url: '/web-api/config-groups' })).json()).toEqual({ groups: {} });
  });
});

describe('blocks', () => {
  it('answers not blocked by default, for GET v1 and POST v2', async () => {
    const get = await dev.inject({ url: '/web-api/blocks/light/v1?stage=1' });
    expect(get.json()).toEqual({ displayTypeId: 0, templateTypeId: 0 });
    expect(get.headers['cache-control']).toBe('no-cache');
    const post = await dev.inject({ method: 'POST', url: '/web-api/blocks/v2', payload: { auth: false, url: '/en/' } });
    expect(post.json()).toEqual({ displayTypeId: 0, templateTypeId: 0 });
  });

  it('takes the reason from the ref_block_reason cookie outside production', async () => {
    const res = await dev.inject({ url: '/web-api/blocks/light/v1', headers: { cookie: 'a=b; ref_block_reason=13' } });
    expect(res.json()).toEqual({ displayTypeId: 13, templateTypeId: 0 });
    const junk = await dev.inject({ url: '/web-api/blocks/light/v1', headers: { cookie: 'ref_block_reason=-1' } });
    expect(junk.json().displayTypeId).toBe(0);
  });

  it('ignores the cookie in production and uses BLOCK_REASON', async () => {
    const res = await prod.inject({ method: 'POST', url: '/web-api/blocks/v2', payload: { auth: false, url: '/en/' }, headers: { cookie: 'ref_block_reason=13' } });
    expect(res.json()).toEqual({ displayTypeId: 4, templateTypeId: 0 });
  });
});

describe('session', () => {
  it('answers the session ping as plain text, never stored', async () => {
    const res = await dev.inject({ url: '/web-api/session' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toBe('ok');
  });

  it('checks the session as a guest', async () => {
    expect((await dev.inject({ url: '/web-api/session/check' })).json()).toEqual({ user_id: null });
  });
});

describe('unknown endpoints', () => {
  it('answers 404 JSON for any unknown /web-api path and method, never the HTML shell', async () => {
    for (const [method, url] of [['GET', '/web-api/nope'], ['POST', '/web-api/user/gettoken'], ['GET', '/web-api'], ['GET', '/web-api/dictionaries/a/b']] as const) {
      const res = await dev.inject({ method, url, headers: { accept: 'text/html' } });
      expect(res.statusCode, url).toBe(404);
      expect(res.json(), url).toEqual({ error: 'not_found', message: `Unknown endpoint: ${method} ${url}` });
    }
  });
});
