import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { ROUTE_MANIFESTS } from '../generated/route-manifests.ts';
import { derivedRouteId, fromIndexEntry, routeIndexOf, toIndexEntry, type RouteSummary } from './route-index.ts';
import { compileRouteIndex, compileRouteTable } from './route-table.ts';

describe('route index', () => {
  it('derives an id from the path: params and the splat dropped, segments joined by "-"', () => {
    expect(derivedRouteId('cricket/champ/:champ')).toBe('cricket-champ');
    expect(derivedRouteId('news/:slug?')).toBe('news');
    expect(derivedRouteId('statisticpopup/*')).toBe('statisticpopup');
    expect(derivedRouteId('')).toBe('');
  });

  it('stores a route whose id is its derived one as its bare path, and keeps every other id', () => {
    expect(toIndexEntry({ id: 'cricket-champ', path: 'cricket/champ/:champ' })).toBe('cricket/champ/:champ');
    expect(toIndexEntry({ id: 'sports', path: 'line' })).toEqual(['line', 'sports']);
    expect(toIndexEntry({ id: 'rules', path: 'information/rules/:g?', availableRouteId: 47 })).toEqual(['information/rules/:g?', 'rules', 47]);
    expect(toIndexEntry({ id: 'game', path: 'game/:x', paramTypes: { x: 'number' } })).toEqual(['game/:x', 0, 0, { x: 'number' }]);
  });

  it('reads back exactly what it stored, for any route', () => {
    const segment = fc.stringMatching(/^[a-z][a-z0-9-]{0,8}$/);
    const route = fc.record(
      {
        id: fc.oneof(segment, fc.constant('')),
        path: fc.array(fc.oneof(segment, segment.map((s) => `:${s}`)), { maxLength: 4 }).map((s) => s.join('/')),
        availableRouteId: fc.integer({ min: 1, max: 99 }),
        paramTypes: fc.dictionary(segment, fc.constantFrom('number' as const, 'string' as const), { maxKeys: 2 }),
      },
      { requiredKeys: ['id', 'path'] },
    );
    fc.assert(
      fc.property(route, (r) => {
        const expected: RouteSummary = { ...r, ...(r.paramTypes && Object.keys(r.paramTypes).length === 0 ? { paramTypes: undefined } : {}) };
        const back = fromIndexEntry(toIndexEntry(r));
        expect(back.id).toBe(expected.id);
        expect(back.path).toBe(expected.path);
        expect(back.availableRouteId).toBe(expected.availableRouteId);
        expect(back.paramTypes).toEqual(expected.paramTypes);
      }),
    );
  });

  it('matches every real route and builds every link as the complete table does, before any area is loaded', () => {
    const full = compileRouteTable(ROUTE_MANIFESTS).table;
    const { table: index, conflicts } = compileRouteIndex(routeIndexOf(ROUTE_MANIFESTS));
    expect(conflicts).toEqual([]);
    expect([...index.routes.keys()]).toEqual([...full.routes.keys()]);
    for (const route of full.routes.values()) {
      const params = Object.fromEntries((route.path.match(/:[a-zA-Z]+/g) ?? []).map((p) => [p.slice(1), route.record.paramTypes?.[p.slice(1)] === 'number' ? 7 : 'x']));
      const href = full.href(route.id, 'en', params);
      expect(index.href(route.id, 'en', params)).toBe(href);
      expect(index.routes.get(route.id)!.record.availableRouteId).toBe(route.record.availableRouteId);
      const matched = index.match(href).match;
      expect(matched?.route.area).toBe(full.match(href).match?.route.area);
      expect(matched?.route.id).toBe(full.match(href).match?.route.id);
    }
  });
});
