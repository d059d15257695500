import { describe, expect, it } from 'vitest';
import { paramsOfPath, routeIdsModule } from './generate-route-ids.ts';

describe('route id types from the manifests', () => {
  it('reads params from a path: required, optional, the splat, numbers from paramTypes', () => {
    expect(paramsOfPath('')).toEqual([]);
    expect(paramsOfPath('line/:sport/:champ', { champ: 'number' })).toEqual([
      { name: 'sport', optional: false, type: 'string' },
      { name: 'champ', optional: false, type: 'number' },
    ]);
    expect(paramsOfPath('information/rules/:ruleGroup?/:chapter?')).toEqual([
      { name: 'ruleGroup', optional: true, type: 'string' },
      { name: 'chapter', optional: true, type: 'string' },
    ]);
    expect(paramsOfPath('statisticpopup/*')).toEqual([{ name: '*', optional: true, type: 'string' }]);
  });

  it('writes one entry per declared route, the first declaration of an id winning', () => {
    const text = routeIdsModule([
      {
        area: 'a',
        routes: [
          { id: 'home', path: '', layout: 'default', component: 'p/home' },
          { id: 'game', path: 'game/:sport/:game', layout: 'default', component: 'p/game', paramTypes: { game: 'number' } },
          { id: 'rules', path: 'rules/:group?', layout: 'default', component: 'p/rules' },
        ],
      },
      { area: 'b', routes: [{ id: 'stats', path: 'stats/*', layout: 'default', component: 'p/stats' }, { id: 'home', path: 'again', redirect: { to: 'stats' } }] },
    ]);
    expect(text).toContain("  'home': Record<string, never>;\n");
    expect(text).toContain("  'game': { sport: string; game: number };\n");
    expect(text).toContain("  'rules': { group?: string };\n");
    expect(text).toContain(`  'stats': { "*"?: string };\n`);
    expect(text.match(/'home'/g)).toHaveLength(1);
    expect(text).toContain('export type RouteId = keyof RouteParamsById;');
    expect(text).toContain('export type RouteParamsOf<Id extends RouteId> = RouteParamsById[Id];');
  });
});
