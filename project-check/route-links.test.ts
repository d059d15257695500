import { describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { checkProject, loadValidators, problemLine } from './index.ts';
import { validDocuments, writeProject } from './test-documents.ts';
import { declaredRouteIds, readPluginSources, routeLinkProblems, routeReferences } from './route-links.ts';
import { readProjectDocuments } from './read.ts';

const ROUTES = new Set(['home', 'contacts', 'rules', 'live', 'sports', 'coupon']);
const source = (text: string, file = 'plugins/demo/Links.tsx') => ({ file, text });
const ids = (text: string) => routeReferences(source(text)).map((r) => r.id);

describe('plugin code naming undeclared routes', () => {
  it('reads links, href hooks, link items, route targets and route id comparisons', () => {
    expect(ids(`<RouteLink to="home" className="x">a</RouteLink>`)).toEqual(['home']);
    expect(ids(`<RouteLink to={'rules'} params={{ ruleGroup: g }} />`)).toEqual(['rules']);
    expect(ids(`const a = useRouteHref('coupon'); const b = useHasRoute(live ? 'live' : 'sports');`)).toEqual(['coupon', 'live', 'sports']);
    expect(ids(`function* s() { yield* routeHref('coupon', lng); } useIsRouteActive('home');`)).toEqual(['coupon', 'home']);
    expect(ids(`const LINKS = [{ routeId: 'contacts', textKey: 'k' }] as const;`)).toEqual(['contacts']);
    expect(ids(`return { to: 'sports-sport', params: { sport } };`)).toEqual(['sports-sport']);
    expect(ids(`if (page?.routeId === 'coupon' || 'home' !== props.routeId) {}`)).toEqual(['coupon', 'home']);
  });

  it('ignores what is not a route: other objects with `to`, other elements, comments, types', () => {
    expect(ids(`t('changed', { from: 'a', to: 'b' }); send({ to: 'x@example.com' });`)).toEqual([]);
    expect(ids(`<Link to="/en/x">x</Link>`)).toEqual([]);
    expect(ids(`// <RouteLink to="nowhere">\ntype T = { routeId: 'casino' };`)).toEqual([]);
  });

  it('says where: file, line and column, and the declared ids closest to the mistake', () => {
    const problems = routeLinkProblems([source(`import { RouteLink } from '@plugin-api';\nexport const L = () => <RouteLink to="contact">x</RouteLink>;\n`)], ROUTES);
    expect(problems.map(problemLine)).toEqual([
      'plugins/demo/Links.tsx line 2, column 38: names route id "contact", which no route declares; expected a route id declared in route-manifests/ (closest: contacts, coupon, home, sports, live, …)',
    ]);
  });

  it('judges nothing when a manifest could not be read', () => {
    expect(routeLinkProblems([source(`<RouteLink to="casino">c</RouteLink>`)], null)).toEqual([]);
    expect(declaredRouteIds([{ file: 'route-manifests/a.json', data: undefined, unreadable: true }])).toBeNull();
    expect(declaredRouteIds([{ file: 'route-manifests/a.json', data: { area: 'a', routes: [{ id: 'x', path: 'x' }] } }])).toEqual(new Set(['x']));
  });

  it('finds nothing to report in this repository, whose plugins link only to declared routes', () => {
    const root = new URL('..', import.meta.url).pathname;
    const { docs } = readProjectDocuments(root);
    const sources = readPluginSources(root);
    expect(sources.some((s) => s.file === 'plugins/navigation/Footer.tsx')).toBe(true);
    expect(sources.some((s) => s.file.endsWith('.test.tsx'))).toBe(false);
    expect(routeLinkProblems(sources, declaredRouteIds(docs.routeManifests))).toEqual([]);
  });

  it('stops the project check (validate, the build, the server start) with that line', async () => {
    const root = mkdtempSync(join(tmpdir(), 'route-links-'));
    try {
      const docs = validDocuments();
      writeProject(root, docs);
      const plugin = docs.plugins[0]!;
      const ids = declaredRouteIds(docs.routeManifests)!;
      const known = [...ids][0]!;
      writeFileSync(join(root, 'plugins', plugin.folder, 'Links.tsx'), `export const A = () => <RouteLink to="${known}">a</RouteLink>;\nexport const B = () => <RouteLink to="no-such-route">b</RouteLink>;\n`);
      const check = checkProject(root, { validators: await loadValidators() });
      expect(check.ok).toBe(false);
      expect(check.problems.map(problemLine)).toEqual([expect.stringMatching(new RegExp(`^plugins/${plugin.folder}/Links\\.tsx line 2, column 38: names route id "no-such-route", which no route declares; expected a route id declared in route-manifests/`))]);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
