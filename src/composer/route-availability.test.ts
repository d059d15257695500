import { describe, expect, it } from 'vitest';
import { compileRouteTable } from './route-table.ts';
import { availableHref, isRouteAvailable, isUnderFragment } from './route-availability.ts';

const { table } = compileRouteTable([
  {
    area: 'info',
    routes: [
      { id: 'home', path: '', layout: 'default', component: 'p/home' },
      { id: 'rules', path: 'information/rules/:ruleGroup?', layout: 'default', component: 'p/rules', availableRouteId: 47 },
      { id: 'casino', path: 'casino', layout: 'default', component: 'p/casino' },
    ],
  },
]);
const region = (enabled: number[], blockedFragments: string[] = []) => ({ enabledRouteIds: new Set(enabled), blockedFragments });

describe('route availability (shared by the guard, the server status and links)', () => {
  it('a fragment blocks itself and what lies under it, not a longer segment', () => {
    expect(isUnderFragment('/casino', '/casino')).toBe(true);
    expect(isUnderFragment('/casino/slots', '/casino/')).toBe(true);
    expect(isUnderFragment('/casinos', '/casino')).toBe(false);
  });

  it('a route with an availability id is served only where the config enables it', () => {
    const rules = table.routes.get('rules')!;
    expect(isRouteAvailable(rules, '/information/rules', region([47]))).toBe(true);
    expect(isRouteAvailable(rules, '/information/rules', region([]))).toBe(false);
  });

  it('gives the href where the region serves the route, null where it does not', () => {
    expect(availableHref(table, region([47]), 'rules', 'en')).toBe('/en/information/rules');
    expect(availableHref(table, region([]), 'rules', 'en')).toBeNull();
    expect(availableHref(table, region([47], ['/information/rules/casino']), 'rules', 'en', { ruleGroup: 'casino' })).toBeNull();
    expect(availableHref(table, region([47], ['/information/rules/casino']), 'rules', 'en', { ruleGroup: 'sports' })).toBe('/en/information/rules/sports');
    expect(availableHref(table, region([], ['/casino']), 'casino', 'ru')).toBeNull();
    expect(availableHref(table, region([], ['/']), 'home', 'en')).toBeNull();
    expect(availableHref(table, region([]), 'home', 'en')).toBe('/en/');
  });

  it('without a site config nothing is judged; an id the table lacks has no href', () => {
    expect(availableHref(table, null, 'rules', 'en')).toBe('/en/information/rules');
    expect(availableHref(table, region([47]), 'no-such-route', 'en')).toBeNull();
  });
});
