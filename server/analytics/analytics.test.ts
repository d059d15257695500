/**
 * The analytics API over the repository's site configs: counters by domain and project, the
 * reference counter script, performance reports and events stored per host and refused when they
 * are not what they claim, and the app version read from the build at each call.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { buildServer } from '../app.ts';
import { p75 } from './store.ts';

const ROOT = join(import.meta.dirname, '..', '..');
let app: FastifyInstance | undefined;
let dist: string | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
  if (dist) rmSync(dist, { recursive: true, force: true });
  dist = undefined;
});

const report = { routeId: 'home', lng: 'en', lcp: 1200, inp: 80, cls: 0.02, ttfb: 150, viewportWidth: 390, connection: '4g' };

describe('analytics API', () => {
  it('answers the counters of a project on a domain, none for a domain it does not know, 400 for a bad query', async () => {
    app = await buildServer({ rootDir: ROOT });
    const known = await app.inject({ url: '/web-api/analytics/counters?domain=localhost&projectId=1' });
    expect(known.statusCode).toBe(200);
    expect(known.json().counters).toEqual([{ type: 1, code: 'BH-1001' }, { type: 2, code: '90210' }]);
    expect((await app.inject({ url: '/web-api/analytics/counters?domain=127.0.0.1:4310&projectId=1' })).json().counters).toHaveLength(2);
    expect((await app.inject({ url: '/web-api/analytics/counters?domain=localhost&projectId=2' })).json()).toEqual({ counters: [] });
    expect((await app.inject({ url: '/web-api/analytics/counters?domain=elsewhere.example&projectId=1' })).json()).toEqual({ counters: [] });
    const noProject = await app.inject({ url: '/web-api/analytics/counters?domain=localhost' });
    expect(noProject.statusCode).toBe(400);
    expect(noProject.json().message).toMatch(/projectId/);
    expect((await app.inject({ url: '/web-api/analytics/counters?domain=<script>&projectId=1' })).statusCode).toBe(400);
  });

  it('serves the reference counter script for a valid type and code only', async () => {
    app = await buildServer({ rootDir: ROOT });
    const script = await app.inject({ url: '/web-api/analytics/counter.js?type=2&code=90210' });
    expect(script.statusCode).toBe(200);
    expect(script.headers['content-type']).toMatch(/javascript/);
    expect(script.body).toContain('"2:90210"');
    expect((await app.inject({ url: '/web-api/analytics/counter.js?type=12&code=x' })).statusCode).toBe(400);
    expect((await app.inject({ url: '/web-api/analytics/counter.js?type=1&code=%22);alert(1)//' })).statusCode).toBe(400);
  });

  it('stores performance reports per host, lists them newest first with 75th percentiles, and refuses what is not a report', async () => {
    app = await buildServer({ rootDir: ROOT });
    for (const lcp of [1000, 2000, 3000, 4000]) {
      const sent = await app.inject({ method: 'POST', url: '/web-api/analytics/performance', payload: { ...report, lcp } });
      expect(sent.statusCode).toBe(200);
      expect(sent.json()).toEqual({ accepted: true });
    }
    await app.inject({ method: 'POST', url: '/web-api/analytics/performance', headers: { host: 'ru.localhost' }, payload: report });
    const listed = (await app.inject({ url: '/web-api/analytics/performance' })).json();
    expect(listed.summary).toEqual({ count: 4, lcpP75: 3000, inpP75: 80, clsP75: 0.02 });
    expect(listed.reports.map((r: { report: { lcp: number } }) => r.report.lcp)).toEqual([4000, 3000, 2000, 1000]);

    const bad = await app.inject({ method: 'POST', url: '/web-api/analytics/performance', payload: { ...report, cls: -1 } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/not a performance report.*cls/);
    const extra = await app.inject({ method: 'POST', url: '/web-api/analytics/performance', payload: { ...report, userId: 7 } });
    expect(extra.statusCode).toBe(400);
    const huge = await app.inject({ method: 'POST', url: '/web-api/analytics/performance', payload: { ...report, connection: 'x'.repeat(5000) } });
    expect(huge.statusCode).toBe(413);
    expect((await app.inject({ url: '/web-api/analytics/performance' })).json().summary.count).toBe(4);
  });

  it('stores registration and recovery events and refuses unknown steps', async () => {
    app = await buildServer({ rootDir: ROOT });
    const event = { flow: 'registration', step: 'popup-shown', eventId: 1000, routeId: 'home' };
    expect((await app.inject({ method: 'POST', url: '/web-api/analytics/events', payload: event })).statusCode).toBe(200);
    expect((await app.inject({ method: 'POST', url: '/web-api/analytics/events', payload: { ...event, step: 'hacked' } })).statusCode).toBe(400);
    const listed = (await app.inject({ url: '/web-api/analytics/events' })).json();
    expect(listed.events.map((e: { event: unknown }) => e.event)).toEqual([event]);
  });

  it("answers the version the build wrote, read again at each call, and null without a build", async () => {
    dist = mkdtempSync(join(tmpdir(), 'app-version-'));
    app = await buildServer({ rootDir: ROOT, distDir: dist });
    expect((await app.inject({ url: '/web-api/app-version' })).json()).toEqual({ version: null });
    writeFileSync(join(dist, 'version.json'), JSON.stringify({ version: '1.0.0+abc' }));
    const first = await app.inject({ url: '/web-api/app-version' });
    expect(first.json()).toEqual({ version: '1.0.0+abc' });
    expect(first.headers['cache-control']).toBe('no-store');
    writeFileSync(join(dist, 'version.json'), JSON.stringify({ version: '1.0.0+def' }));
    expect((await app.inject({ url: '/web-api/app-version' })).json()).toEqual({ version: '1.0.0+def' });
    writeFileSync(join(dist, 'version.json'), '{"version": "<not a version>"}');
    expect((await app.inject({ url: '/web-api/app-version' })).json()).toEqual({ version: null });
  });

  it('takes the 75th percentile by nearest rank, ignoring unknown values', () => {
    expect(p75([])).toBeNull();
    expect(p75([null, undefined])).toBeNull();
    expect(p75([5])).toBe(5);
    expect(p75([4, 1, 3, 2, null])).toBe(3);
  });
});
