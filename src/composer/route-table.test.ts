import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import type { RouteManifest, RouteRecord } from '../../schemas/route-manifest.schema.ts';
import { compileRouteTable, expandOptionalSegments } from './route-table.ts';

const manifest = (routes: RouteRecord[], area = 'test'): RouteManifest => ({ area, routes });
const tableOf = (...routes: RouteRecord[]) => compileRouteTable([manifest(routes)]).table;

describe('route table: matching', () => {
  const table = tableOf(
    { id: 'home', path: '' },
    { id: 'line-any', path: 'line/*' },
    { id: 'line-sport', path: 'line/:sportId' },
    { id: 'line-live', path: 'line/live' },
    { id: 'line-sport-league', path: 'line/:sportId/league' },
    { id: 'rules', path: 'information/rules/:ruleGroup?/:chapter?' },
    { id: 'game', path: 'game/:gameId', paramTypes: { gameId: 'number' } },
    { id: 'statistic', path: 'statisticpopup/*' },
  );
  const idOf = (url: string) => table.match(url).match?.route.id ?? null;

  it('prefers a static segment over a param, and a param over a splat, whatever the manifest order', () => {
    expect(idOf('/en/line/live')).toBe('line-live');
    expect(table.match('/en/line/football').match).toMatchObject({ route: { id: 'line-sport' }, params: { sportId: 'football' } });
    expect(table.match('/en/line/football/today/extra').match).toMatchObject({
      route: { id: 'line-any' },
      params: { '*': 'football/today/extra' },
    });
  });

  it('backtracks from a static branch that leads nowhere to a competing param branch', () => {
    // "live" is a static child of line/, but only line/:sportId continues with "league".
    expect(table.match('/en/line/live/league').match).toMatchObject({ route: { id: 'line-sport-league' }, params: { sportId: 'live' } });
  });

  it('matches a splat route with nothing after it', () => {
    expect(table.match('/en/statisticpopup').match).toMatchObject({ route: { id: 'statistic' }, params: { '*': '' } });
  });

  it('matches optional params with 0, 1 and 2 segments, and not with 3', () => {
    expect(table.match('/en/information/rules').match).toMatchObject({ route: { id: 'rules' }, params: {} });
    expect(table.match('/en/information/rules/sport').match).toMatchObject({ route: { id: 'rules' }, params: { ruleGroup: 'sport' } });
    expect(table.match('/en/information/rules/sport/3').match).toMatchObject({
      route: { id: 'rules' },
      params: { ruleGroup: 'sport', chapter: '3' },
    });
    expect(idOf('/en/information/rules/sport/3/more')).toBeNull();
  });

  it('parses number params and does not match a value that is not a number', () => {
    expect(table.match('/en/game/123').match?.params).toEqual({ gameId: 123 });
    expect(typeof table.match('/en/game/123').match?.params.gameId).toBe('number');
    expect(idOf('/en/game/abc')).toBeNull();
    expect(idOf('/en/game/12abc')).toBeNull();
    expect(idOf('/en/game/1.5')).toBeNull();
  });

  it('decodes params and answers no match, without throwing, for a malformed escape', () => {
    expect(table.match('/en/line/f%C3%BCtbol').match?.params).toEqual({ sportId: 'fütbol' });
    expect(() => table.match('/en/line/%E0%A4%A')).not.toThrow();
    expect(table.match('/en/line/%E0%A4%A').match).toBeNull();
    expect(table.match('/en/line/%').match).toBeNull();
  });

  it('ignores a trailing slash and repeated slashes', () => {
    expect(idOf('/en/line/live/')).toBe('line-live');
    expect(idOf('/en//line//live')).toBe('line-live');
    expect(idOf('/en/')).toBe('home');
    expect(idOf('/en')).toBe('home');
  });

  it('answers no match for an unknown path', () => {
    expect(idOf('/en/nowhere')).toBeNull();
    expect(idOf('/en/game')).toBeNull();
  });
});

describe('route table: language segment', () => {
  const table = tableOf({ id: 'home', path: '' }, { id: 'casino', path: 'casino' });

  it('takes a two-letter first segment as the language and the rest as the path', () => {
    expect(table.match('/en/casino')).toMatchObject({ lngSegment: 'en', rest: '/casino', match: { route: { id: 'casino' } } });
    expect(table.match('/ru/')).toMatchObject({ lngSegment: 'ru', rest: '/', match: { route: { id: 'home' } } });
  });

  it('detects an unknown two-letter segment by its shape alone', () => {
    expect(table.match('/xx/casino')).toMatchObject({ lngSegment: 'xx', rest: '/casino' });
  });

  it('finds no language in /casino, /, /eng/ or /EN/, and matches no route then', () => {
    expect(table.match('/casino')).toEqual({ lngSegment: null, rest: '/casino', match: null });
    expect(table.match('/')).toEqual({ lngSegment: null, rest: '/', match: null });
    expect(table.match('/eng/casino').lngSegment).toBeNull();
    expect(table.match('/EN/casino').lngSegment).toBeNull();
  });
});

describe('route table: href', () => {
  const table = tableOf(
    { id: 'home', path: '' },
    { id: 'rules', path: 'information/rules/:ruleGroup?/:chapter?' },
    { id: 'game', path: 'game/:gameId' },
    { id: 'statistic', path: 'statisticpopup/*' },
  );

  it('builds the home URL with a trailing slash', () => {
    expect(table.href('home', 'en')).toBe('/en/');
  });

  it('leaves out optional params that are not given', () => {
    expect(table.href('rules', 'ru')).toBe('/ru/information/rules');
    expect(table.href('rules', 'ru', { ruleGroup: 'sport' })).toBe('/ru/information/rules/sport');
    expect(table.href('rules', 'ru', { ruleGroup: 'sport', chapter: 3 })).toBe('/ru/information/rules/sport/3');
  });

  it('encodes params so that the URL matches back to the same values', () => {
    const href = table.href('game', 'en', { gameId: 'a b/c' });
    expect(href).toBe('/en/game/a%20b%2Fc');
    expect(table.match(href).match?.params).toEqual({ gameId: 'a b/c' });
  });

  it('appends the splat as it is', () => {
    expect(table.href('statistic', 'en', { '*': 'game/5' })).toBe('/en/statisticpopup/game/5');
    expect(table.href('statistic', 'en')).toBe('/en/statisticpopup');
  });

  it('throws, naming the route and the param, when a required param is missing or empty', () => {
    expect(() => table.href('game', 'en')).toThrow('Route "game" needs param "gameId"');
    expect(() => table.href('game', 'en', { gameId: '' })).toThrow('needs param "gameId"');
  });

  it('throws for an unknown route id', () => {
    expect(() => table.href('nope', 'en')).toThrow('Unknown route id "nope"');
  });
});

describe('route table: compiling', () => {
  it('expands optional segments into every prefix', () => {
    expect(expandOptionalSegments('rules/:ruleGroup?/:chapter?')).toEqual(['rules', 'rules/:ruleGroup', 'rules/:ruleGroup/:chapter']);
    expect(expandOptionalSegments('')).toEqual(['']);
  });

  it('reports routes of the same shape, and the first one keeps matching', () => {
    const { table, conflicts } = compileRouteTable([
      manifest([
        { id: 'game', path: 'game/:gameId' },
        { id: 'game-by-slug', path: 'game/:slug' },
        { id: 'promo', path: 'promo' },
      ]),
      manifest([{ id: 'promo-optional', path: 'promo/:code?' }], 'other'),
    ]);
    expect(conflicts).toEqual([
      { routeId: 'game-by-slug', shadowedBy: 'game', pattern: 'game/:slug' },
      { routeId: 'promo-optional', shadowedBy: 'promo', pattern: 'promo' },
    ]);
    expect(table.match('/en/game/7').match?.route.id).toBe('game');
    // The non-conflicting expansion of the optional route still works.
    expect(table.match('/en/promo/X1').match).toMatchObject({ route: { id: 'promo-optional' }, params: { code: 'X1' } });
  });

  it('reports two splats under the same prefix', () => {
    const { conflicts } = compileRouteTable([manifest([{ id: 'a', path: 'x/*' }, { id: 'b', path: 'x/*' }])]);
    expect(conflicts).toEqual([{ routeId: 'b', shadowedBy: 'a', pattern: 'x/*' }]);
  });

  it('keeps the first route of a repeated id and collects modals by query', () => {
    const { table } = compileRouteTable([
      { area: 'a', routes: [{ id: 'dup', path: 'first' }], modals: [{ query: 'transfer-user', component: 'coupon/transfer' }] },
      { area: 'b', routes: [{ id: 'dup', path: 'second' }], modals: [{ query: 'transfer-user', component: 'other/transfer' }] },
    ]);
    expect(table.routes.get('dup')?.path).toBe('first');
    expect(table.match('/en/second').match).toBeNull();
    expect(table.modals.get('transfer-user')?.component).toBe('coupon/transfer');
  });
});

describe('route table: property', () => {
  // Static words are letters, param values are digits: a value can never be taken for a static
  // segment, so each route's own URL has exactly one right answer: that route.
  const STATIC = ['a', 'b', 'c', 'line', 'live'];
  type Seg = { kind: 'static'; word: string } | { kind: 'param'; number: boolean };
  const segmentArb: fc.Arbitrary<Seg> = fc.oneof(
    fc.constantFrom(...STATIC).map((word) => ({ kind: 'static' as const, word })),
    fc.boolean().map((number) => ({ kind: 'param' as const, number })),
  );
  const routeArb = fc.record({
    segments: fc.array(segmentArb, { maxLength: 4 }),
    // A trailing run of optional params, as in rules/:ruleGroup?/:chapter?.
    optionalTail: fc.integer({ min: 0, max: 2 }),
  });

  it('every route that is not shadowed matches its own href back, with the same params', () => {
    fc.assert(
      fc.property(
        fc.array(routeArb, { minLength: 1, maxLength: 12 }),
        fc.array(fc.boolean(), { minLength: 2, maxLength: 2 }),
        fc.integer({ min: 0, max: 99999 }),
        (routes, giveOptional, seed) => {
          const records: RouteRecord[] = routes.map((r, i) => {
            const paramTypes: Record<string, 'number' | 'string'> = {};
            const parts = r.segments.map((s, j) => {
              if (s.kind === 'static') return s.word;
              paramTypes[`p${j}`] = s.number ? 'number' : 'string';
              return `:p${j}`;
            });
            for (let k = 0; k < r.optionalTail; k++) parts.push(`:o${k}?`);
            return { id: `r${i}`, path: parts.join('/'), paramTypes };
          });
          const { table, conflicts } = compileRouteTable([manifest(records)]);
          const shadowed = new Set(conflicts.map((c) => c.routeId));
          for (const record of records) {
            if (shadowed.has(record.id)) continue;
            const params: Record<string, string | number> = {};
            const expected: Record<string, string | number> = {};
            let n = seed;
            for (const segment of record.path.split('/')) {
              if (!segment.startsWith(':')) continue;
              const name = segment.replace(/^:|\?$/g, '');
              const optionalIndex = name.startsWith('o') ? Number(name.slice(1)) : -1;
              // Optional params are given as a prefix of the tail (giving a later one alone is ambiguous).
              if (optionalIndex >= 0 && !giveOptional.slice(0, optionalIndex + 1).every(Boolean)) continue;
              const value = String(n++ % 1000);
              params[name] = value;
              expected[name] = record.paramTypes?.[name] === 'number' ? Number(value) : value;
            }
            const href = table.href(record.id, 'en', params);
            const found = table.match(href);
            expect(found.lngSegment).toBe('en');
            expect(found.match?.route.id, `${record.path} → ${href}`).toBe(record.id);
            expect(found.match?.params).toEqual(expected);
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});
