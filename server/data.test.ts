// The server's own data files (server/data), checked through the real endpoints.
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildFixtureServer } from './test-helpers.ts';

const DATA_DIR = join(dirname(fileURLToPath(import.meta.url)), 'data');
let app: FastifyInstance;
beforeAll(async () => {
  app = await buildFixtureServer({ dataDir: DATA_DIR }); // development: answers are schema-checked
});
afterAll(() => app.close());

describe('server/data', () => {
  it('has the shell texts in English and Russian, with the same keys', async () => {
    const en = await app.inject({ url: '/web-api/dictionaries/main?lang=en' });
    const ru = await app.inject({ url: '/web-api/dictionaries/main?lang=ru' });
    expect(en.statusCode).toBe(200);
    expect(ru.statusCode).toBe(200);
    expect(en.json().entries.main_page_not_found).toBe('This page could not be found');
    expect(Object.keys(ru.json().entries).sort()).toEqual(Object.keys(en.json().entries).sort());
    for (const [key, text] of Object.entries(ru.json().entries as Record<string, string>)) {
      expect(text, key).not.toBe('');
      if (key !== 'main_ok') expect(text, key).toMatch(/[а-яё]/i);
    }
  });

  it('has the betting and app config groups', async () => {
    const res = await app.inject({ url: '/web-api/config-groups?groups=betting,app&lang=en' });
    expect(res.statusCode).toBe(200);
    expect(res.json().groups.betting).toMatchObject({ defaultCoefViewId: 0, allowedCoefViewIds: [0, 1, 2, 4, 5, 6] });
    expect(res.json().groups.app).toBeTypeOf('object');
  });
});
