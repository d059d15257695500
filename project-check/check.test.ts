import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import fc from 'fast-check';
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { formatProblem, escapePointerSegment, type Problem } from '../src/composer/problems.ts';
import { routeManifestSchema, BUILT_IN_LAYOUTS } from '../schemas/route-manifest.schema.ts';
import { siteConfigSchema } from '../schemas/site-config.schema.ts';
import { pluginManifestSchema } from '../schemas/plugin-manifest.schema.ts';
import { validDocuments, writeProject } from './test-documents.ts';
import type { ProjectDocuments, JsonDocument } from './documents.ts';
import { checkDocuments, checkProject, loadValidators } from './index.ts';
import { findJsonSyntaxError, parseJson } from './json.ts';
import { readProjectDocuments } from './read.ts';
import { MAX_OPTIONAL_SEGMENTS } from './rules.ts';

// The validators are generated code (src/generated is not committed); loading them refreshes them first.
const validators = await loadValidators();
const validateDocuments = (docs: ProjectDocuments) => checkDocuments(docs, validators);
const checkProjectAt = (rootDir: string) => {
  const { problems, counts } = checkProject(rootDir, { validators });
  return { problems, counts };
};

type Json = Record<string, unknown>;
type Collection = 'routeManifests' | 'siteConfigs' | 'plugins';

/** The data of the document `file` (tests know its shape). */
function doc(docs: ProjectDocuments, file: string): Json {
  const found = [...docs.routeManifests, ...docs.siteConfigs, ...docs.plugins].find((d) => d.file === file);
  if (!found) throw new Error(`no document ${file}`);
  return found.data as Json;
}
const routesOf = (docs: ProjectDocuments, file: string) => doc(docs, file).routes as Json[];
const route = (docs: ProjectDocuments, file: string, id: string) => routesOf(docs, file).find((r) => r.id === id)!;

const SPORTS = 'route-manifests/sports.json';
const OTHER = 'route-manifests/other.json';
const DEFAULT = 'site-configs/default.json';
const KZ = 'site-configs/kz.json';
const CORE = 'plugins/core/plugin.json';
const COUPON = 'plugins/coupon/plugin.json';

/** Problems after `mutate` has changed a fresh valid document set. */
function problemsAfter(mutate: (docs: ProjectDocuments) => void): Problem[] {
  const docs = validDocuments();
  mutate(docs);
  return validateDocuments(docs);
}

/** Asserts exactly these problems (file, pointer, a fragment of the message), in any order. */
function expectExactly(problems: Problem[], expected: [file: string, pointer: string, fragment: string][]): void {
  const lines = problems.map(formatProblem);
  expect(problems.map((p) => `${p.file} ${p.pointer}`).sort(), lines.join('\n')).toEqual(expected.map(([f, p]) => `${f} ${p}`).sort());
  for (const [file, pointer, fragment] of expected) {
    const p = problems.find((x) => x.file === file && x.pointer === pointer && x.message.includes(fragment));
    expect(p, `no problem at ${file} ${pointer} mentioning "${fragment}" in:\n${lines.join('\n')}`).toBeDefined();
    expect(p!.expected.length).toBeGreaterThan(0);
  }
}

describe('validateDocuments: a valid set', () => {
  it('yields no problem', () => {
    expect(validateDocuments(validDocuments()).map(formatProblem)).toEqual([]);
  });

  it('accepts a route with two optional params, although it shares a shape with itself', () => {
    // "rules/:ruleGroup?/:chapter?" expands to rules/:ruleGroup and rules/:chapter: same shape, same route.
    expect(route(validDocuments(), OTHER, 'rules').path).toBe('rules/:ruleGroup?/:chapter?');
    expect(validateDocuments(validDocuments())).toEqual([]);
  });

  it('accepts built-in layouts, page extensions in slots and an empty project', () => {
    expect(
      problemsAfter((d) => {
        const home = route(d, SPORTS, 'home');
        home.layout = 'thirdParty';
        (home.slots as Json).brandsSlider = ['sports/live'];
      }),
    ).toEqual([]);
    expect(validateDocuments({ routeManifests: [], siteConfigs: [], plugins: [], dictionaryIds: new Set() })).toEqual([]);
  });
});

describe('validateDocuments: schema problems', () => {
  it('reports a schema error through problemsFromAjv with the exact pointer', () => {
    expectExactly(
      problemsAfter((d) => {
        (doc(d, DEFAULT).currencies as Json).default = 'eur';
      }),
      // Only the format: "not an available currency" for the same value would be a second line for one mistake.
      [[DEFAULT, '/currencies/default', 'wrong format']],
    );
  });

  it('escapes an unknown property name in the pointer', () => {
    expectExactly(
      problemsAfter((d) => {
        route(d, SPORTS, 'home')['a/b~c'] = 1;
      }),
      [[SPORTS, '/routes/0/a~1b~0c', 'not a known property']],
    );
  });

  it('reports an invalid slot name once, not once per ajv keyword', () => {
    expectExactly(
      problemsAfter((d) => {
        (route(d, SPORTS, 'home').slots as Json)['Bad Slot'] = [];
      }),
      [[SPORTS, '/routes/0/slots', 'invalid key "Bad Slot"']],
    );
  });
});

describe('validateDocuments: plugin manifests', () => {
  it('id must equal the folder name (and references to either name are not judged twice)', () => {
    expectExactly(
      problemsAfter((d) => {
        doc(d, COUPON).id = 'bet-slip';
      }),
      [[COUPON, '/id', 'is "bet-slip" but the plugin folder is "coupon"']],
    );
  });

  it('the folder needs an index.tsx', () => {
    expectExactly(
      problemsAfter((d) => {
        d.plugins[1]!.hasIndex = false;
      }),
      [[COUPON, '', 'has no index.tsx']],
    );
  });

  it('extension names are unique within a plugin', () => {
    expectExactly(
      problemsAfter((d) => {
        (doc(d, CORE).extensions as Json[]).push({ name: 'footer', kind: 'widget' });
      }),
      [[CORE, '/extensions/7/name', 'repeats extension name "footer" (first at /extensions/2)']],
    );
  });

  it('the same extension name in two plugins is fine', () => {
    expect(
      problemsAfter((d) => {
        (doc(d, CORE).extensions as Json[]).push({ name: 'quick-panel', kind: 'widget' });
      }),
    ).toEqual([]);
  });

  it('dictionaries it lists must exist', () => {
    const problems = problemsAfter((d) => {
      (doc(d, COUPON).dictionaries as string[]).push('betslip');
    });
    expectExactly(problems, [[COUPON, '/dictionaries/1', 'names dictionary "betslip", which does not exist']]);
    expect(problems[0]!.expected).toContain('server/data/dictionaries/');
    expect(problems[0]!.expected).toContain('coupon');
  });

  it('with no dictionaries folder every dictionary id is unknown', () => {
    const problems = problemsAfter((d) => {
      d.dictionaryIds = new Set();
    });
    expect(problems.every((p) => p.message.includes('names dictionary'))).toBe(true);
    expect(problems.length).toBe(6); // core: main; coupon: coupon; coupon route: main; home: main; sports defaults: sports; bet modal: sports
    expect(problems[0]!.expected).toContain('known: none');
  });
});

describe('validateDocuments: route manifests', () => {
  it('route ids are unique across all manifests (the second is reported, naming the first)', () => {
    expectExactly(
      problemsAfter((d) => {
        routesOf(d, SPORTS).push({ id: 'coupon', path: 'coupon-2', component: 'coupon/coupon-page' });
      }),
      [[SPORTS, '/routes/5/id', 'repeats route id "coupon", first declared in route-manifests/other.json at /routes/0']],
    );
  });

  it('two paths of the same shape: the later route is reported', () => {
    expectExactly(
      problemsAfter((d) => {
        routesOf(d, SPORTS).push({ id: 'ruleBook', path: 'rules/:book', component: 'core/rules' });
      }),
      [[SPORTS, '/routes/5/path', 'matches the same URLs as route "rules"']],
    );
  });

  it('an optional segment that expands onto another route is a conflict, reported once per pair', () => {
    expectExactly(
      problemsAfter((d) => {
        routesOf(d, SPORTS).push({ id: 'liveGame', path: 'live/:a?/:b?', component: 'sports/game' });
      }),
      [
        [SPORTS, '/routes/5/path', 'route "live"'],
        [SPORTS, '/routes/5/path', 'route "game"'],
      ],
    );
  });

  it('static segments and splats are part of the shape', () => {
    expect(
      problemsAfter((d) => {
        routesOf(d, SPORTS).push({ id: 'liveAll', path: 'live/all', component: 'sports/live' }, { id: 'liveRest', path: 'live/*', component: 'sports/live' });
      }),
    ).toEqual([]);
    expectExactly(
      problemsAfter((d) => {
        routesOf(d, SPORTS).push({ id: 'everything', path: '*', component: 'core/not-found' });
      }),
      [[SPORTS, '/routes/5/path', 'route "notFound"']],
    );
  });

  it('refuses a path that would expand into too many patterns', () => {
    const path = Array.from({ length: MAX_OPTIONAL_SEGMENTS + 1 }, (_, i) => `:p${i}?`).join('/');
    expectExactly(
      problemsAfter((d) => {
        routesOf(d, SPORTS).push({ id: 'deep', path, component: 'sports/live' });
      }),
      [[SPORTS, '/routes/5/path', `${MAX_OPTIONAL_SEGMENTS + 1} optional segments`]],
    );
  });

  it('component must be a known page extension', () => {
    const problems = problemsAfter((d) => {
      route(d, SPORTS, 'home').component = 'nope/line';
      route(d, SPORTS, 'live').component = 'sports/lines';
      route(d, SPORTS, 'game').component = 'coupon/quick-panel';
    });
    expectExactly(problems, [
      [SPORTS, '/routes/0/component', 'unknown page component "nope/line": there is no plugin "nope"'],
      [SPORTS, '/routes/1/component', 'plugin "sports" declares no extension "lines"'],
      [SPORTS, '/routes/2/component', '"coupon/quick-panel" is a widget extension, not a page component'],
    ]);
    // The closest known page first: the likely fix is in the short list.
    expect(problems[1]!.expected).toMatch(/^an extension id of kind page declared by a plugin \(known: sports\/line, /);
  });

  it('slot entries must be known widget or page extensions', () => {
    expectExactly(
      problemsAfter((d) => {
        (route(d, SPORTS, 'home').slots as Json).aboveContent = ['coupon/quick-panel', 'core/auth', 'coupon/nope'];
      }),
      [
        [SPORTS, '/routes/0/slots/aboveContent/1', 'is a guard extension, not a slot widget'],
        [SPORTS, '/routes/0/slots/aboveContent/2', 'unknown slot widget "coupon/nope"'],
      ],
    );
  });

  it('guards must be known guard extensions', () => {
    expectExactly(
      problemsAfter((d) => {
        route(d, SPORTS, 'live').guards = ['core/auth', 'core/age', 'core/footer'];
      }),
      [
        [SPORTS, '/routes/1/guards/1', 'unknown guard "core/age"'],
        [SPORTS, '/routes/1/guards/2', 'is a shell extension, not a guard'],
      ],
    );
  });

  it('layout must be built in or a known layout extension', () => {
    const problems = problemsAfter((d) => {
      route(d, SPORTS, 'home').layout = 'fancy';
      route(d, SPORTS, 'live').layout = 'core/narrow';
      route(d, SPORTS, 'game').layout = 'sports/line';
    });
    expectExactly(problems, [
      [SPORTS, '/routes/0/layout', 'unknown layout "fancy"'],
      [SPORTS, '/routes/1/layout', 'unknown layout "core/narrow"'],
      [SPORTS, '/routes/2/layout', 'is a page extension, not a layout'],
    ]);
    expect(problems[0]!.expected).toBe(`a built-in layout (${BUILT_IN_LAYOUTS.join(', ')}) or a layout extension id (known: core/wide)`);
  });

  it('dictionary ids of routes and modals must exist', () => {
    expectExactly(
      problemsAfter((d) => {
        route(d, SPORTS, 'home').dictionaryIds = ['main', 'sport'];
        ((doc(d, OTHER).modals as Json[])[0]!).dictionaryIds = ['coupons'];
      }),
      [
        [SPORTS, '/routes/0/dictionaryIds/1', 'names dictionary "sport"'],
        [OTHER, '/modals/0/dictionaryIds/0', 'names dictionary "coupons"'],
      ],
    );
  });

  it('redirect.to must be an existing route id', () => {
    const problems = problemsAfter((d) => {
      route(d, SPORTS, 'oldLive').redirect = { to: 'lives' };
    });
    expectExactly(problems, [[SPORTS, '/routes/3/redirect/to', 'redirects to route id "lives", which no route declares']]);
    expect(problems[0]!.expected).toMatch(/^an existing route id \(closest: live, /);
  });

  it('a redirect cycle is reported once, at the route declared first, naming the chain', () => {
    expectExactly(
      problemsAfter((d) => {
        route(d, SPORTS, 'older').redirect = { to: 'oldLive' };
        route(d, SPORTS, 'oldLive').redirect = { to: 'older' };
      }),
      [[SPORTS, '/routes/3/redirect/to', 'redirect cycle "oldLive" → "older" → "oldLive"']],
    );
  });

  it('a cycle across manifests, a chain leading into a cycle, and a self-redirect', () => {
    expectExactly(
      problemsAfter((d) => {
        routesOf(d, OTHER).push({ id: 'a', path: 'a', redirect: { to: 'b' } }, { id: 'self', path: 'self', redirect: { to: 'self' } });
        routesOf(d, SPORTS).push({ id: 'b', path: 'b', redirect: { to: 'a' } }, { id: 'intoCycle', path: 'c', redirect: { to: 'b' } });
      }),
      [
        [OTHER, '/routes/3/redirect/to', 'redirect cycle "a" → "b" → "a"'],
        [OTHER, '/routes/4/redirect/to', 'redirect cycle "self" → "self"'],
      ],
    );
  });

  it('a redirect to a redirect is refused, naming the route the chain ends at (one hop for the visitor)', () => {
    const problems = problemsAfter((d) => {
      route(d, SPORTS, 'older').redirect = { to: 'oldLive' }; // oldLive → live
    });
    expectExactly(problems, [[SPORTS, '/routes/4/redirect/to', 'redirects to route id "oldLive", which redirects again']]);
    expect(problems[0]!.expected).toContain('"live"');
  });

  it('a route needs a component or a redirect', () => {
    expectExactly(
      problemsAfter((d) => {
        delete route(d, OTHER, 'coupon').component;
      }),
      [[OTHER, '/routes/0', 'route "coupon" has neither "component" nor "redirect"']],
    );
  });

  it('modal query names are unique across manifests and components are modal extensions', () => {
    expectExactly(
      problemsAfter((d) => {
        doc(d, SPORTS).modals = [
          { query: 'bet', component: 'coupon/bet-modal' },
          { query: 'stats', component: 'sports/game' },
        ];
      }),
      [
        [SPORTS, '/modals/0/query', 'repeats modal query "bet", first declared in route-manifests/other.json at /modals/0'],
        [SPORTS, '/modals/1/component', 'is a page extension, not a modal component'],
      ],
    );
  });
});

describe('validateDocuments: area defaults of a route manifest', () => {
  const defaultsOf = (d: ProjectDocuments) => doc(d, SPORTS).defaults as Json;

  it('a mistake in defaults points into defaults, once, however many routes inherit it', () => {
    expectExactly(
      problemsAfter((d) => {
        (defaultsOf(d).flags as Json).quickCopon = true;
        defaultsOf(d).component = 'sports/lines';
        defaultsOf(d).layout = 'core/narrow';
        (defaultsOf(d).slots as Json).quickCoupon = ['coupon/quick-panel', 'core/auth'];
        defaultsOf(d).dictionaryIds = ['sport'];
      }),
      [
        [SPORTS, '/defaults/flags/quickCopon', 'is not a known property'],
        [SPORTS, '/defaults/component', 'plugin "sports" declares no extension "lines"'],
        [SPORTS, '/defaults/layout', 'unknown layout "core/narrow"'],
        [SPORTS, '/defaults/slots/quickCoupon/1', '"core/auth" is a guard extension, not a slot widget'],
        [SPORTS, '/defaults/dictionaryIds/0', 'names dictionary "sport"'],
      ],
    );
  });

  it('defaults hold only what routes may share', () => {
    expectExactly(
      problemsAfter((d) => {
        defaultsOf(d).paramTypes = { gameId: 'number' };
        defaultsOf(d).redirect = { to: 'live' };
      }),
      [
        [SPORTS, '/defaults/paramTypes', 'is not a known property'],
        [SPORTS, '/defaults/redirect', 'is not a known property'],
      ],
    );
  });

  it("a route's own mistake still points at the route, not at the default it replaces", () => {
    expectExactly(
      problemsAfter((d) => {
        route(d, SPORTS, 'game').component = 'sports/gam';
        route(d, SPORTS, 'home').slots = { quickCoupon: ['coupon/nope'] };
        route(d, SPORTS, 'home').flags = { hiddenFooter: 'no' };
      }),
      [
        [SPORTS, '/routes/2/component', 'unknown page component "sports/gam"'],
        [SPORTS, '/routes/0/slots/quickCoupon/0', 'unknown slot widget "coupon/nope"'],
        [SPORTS, '/routes/0/flags/hiddenFooter', 'wrong type'],
      ],
    );
  });

  it('a page route with no layout of its own and none in defaults is reported at the route', () => {
    const problems = problemsAfter((d) => {
      delete defaultsOf(d).layout;
    });
    // "live" names its own layout; the redirects show no page and need none.
    expectExactly(problems, [
      [SPORTS, '/routes/0/layout', 'is missing: route "home" shows a page'],
      [SPORTS, '/routes/2/layout', 'is missing: route "game" shows a page'],
    ]);
    expect(problems[0]!.expected).toBe(`a "layout" on the route or in the file's "defaults" (a built-in layout: ${BUILT_IN_LAYOUTS.join(', ')}; or a layout extension id)`);
    // The same in a file without defaults.
    expectExactly(
      problemsAfter((d) => {
        delete route(d, OTHER, 'coupon').layout;
      }),
      [[OTHER, '/routes/0/layout', 'is missing: route "coupon" shows a page']],
    );
  });

  it('a component in defaults is a component: only without one anywhere is a route incomplete', () => {
    expect(route(validDocuments(), SPORTS, 'home')).not.toHaveProperty('component');
    expectExactly(
      problemsAfter((d) => {
        delete defaultsOf(d).component;
      }),
      [[SPORTS, '/routes/0', 'route "home" has neither "component" nor "redirect"']],
    );
  });

  it('a redirect takes no layout or component from defaults and is never missing one', () => {
    expect(
      problemsAfter((d) => {
        routesOf(d, SPORTS).push({ id: 'older2', path: 'older2', redirect: { to: 'live' }, flags: { authNeeded: true } });
      }),
    ).toEqual([]);
  });

  it('defaults that are not an object are one schema line, and routes are still checked', () => {
    expectExactly(
      problemsAfter((d) => {
        doc(d, SPORTS).defaults = 'default';
      }),
      [
        [SPORTS, '/defaults', 'wrong type'],
        [SPORTS, '/routes/0', 'route "home" has neither "component" nor "redirect"'],
        [SPORTS, '/routes/2/layout', 'is missing'],
      ],
    );
  });
});

describe('validateDocuments: site configs', () => {
  it('enabled route ids must be declared by some route', () => {
    const problems = problemsAfter((d) => {
      (doc(d, KZ).routes as Json).enabled = [1, 99];
    });
    expectExactly(problems, [[KZ, '/routes/enabled/1', 'enables route id 99 that no route declares']]);
    expect(problems[0]!.expected).toBe('an availableRouteId declared in route-manifests/ (declared: 1, 2)');
  });

  it('languages: default available, hidden available, default not hidden', () => {
    expectExactly(
      problemsAfter((d) => {
        (doc(d, DEFAULT).languages as Json).hidden = ['de', 'fr', 'en'];
        (doc(d, KZ).languages as Json).default = 'en';
      }),
      [
        [DEFAULT, '/languages/hidden/1', 'hidden language "fr" is not available'],
        [DEFAULT, '/languages/hidden/2', 'hides the default language "en"'],
        [KZ, '/languages/default', 'default language "en" is not available'],
      ],
    );
  });

  it('the default currency must be available', () => {
    expectExactly(
      problemsAfter((d) => {
        (doc(d, KZ).currencies as Json).default = 'RUB';
      }),
      [[KZ, '/currencies/default', 'default currency "RUB" is not available']],
    );
  });

  it('shell parts must be known shell extensions', () => {
    expectExactly(
      problemsAfter((d) => {
        doc(d, DEFAULT).shell = { header: 'core/heder', bottomNavigation: 'coupon/quick-panel', footer: 'footer/main' };
      }),
      [
        [DEFAULT, '/shell/header', 'unknown shell component "core/heder"'],
        [DEFAULT, '/shell/bottomNavigation', 'is a widget extension, not a shell component'],
        [DEFAULT, '/shell/footer', 'there is no plugin "footer"'],
      ],
    );
  });

  it('signed-in widgets must be known widget extensions', () => {
    expectExactly(
      problemsAfter((d) => {
        doc(d, DEFAULT).shell = { header: 'core/header', bottomNavigation: 'core/bottom-nav', signedIn: ['coupon/quick-panel', 'core/header', 'core/gone'] };
      }),
      [
        [DEFAULT, '/shell/signedIn/1', 'is a shell extension, not a signed-in widget'],
        [DEFAULT, '/shell/signedIn/2', 'unknown signed-in widget "core/gone"'],
      ],
    );
  });

  it('ids are unique across configs, and a config is named by its file', () => {
    expectExactly(
      problemsAfter((d) => {
        doc(d, KZ).id = 'default';
      }),
      [
        [KZ, '/id', 'repeats site config id "default", already used by site-configs/default.json'],
        [KZ, '/id', 'is "default" but the file is named kz.json'],
      ],
    );
  });

  it('a host name is served by one config only (case-insensitive)', () => {
    expectExactly(
      problemsAfter((d) => {
        (doc(d, KZ).hosts as string[]).push('Example.COM', 'kz.example.com');
      }),
      [
        [KZ, '/hosts/1', 'host "Example.COM" is already served by site-configs/default.json'],
        [KZ, '/hosts/2', 'host "kz.example.com" is already served at /hosts/0'],
      ],
    );
  });

  it('a VIP host is one of the config\'s own hosts', () => {
    expectExactly(
      problemsAfter((d) => {
        doc(d, KZ).vipHosts = ['vip.kz.example.com', 'KZ.example.com'];
      }),
      [[KZ, '/vipHosts/0', 'VIP host "vip.kz.example.com" is not one of this config\'s hosts']],
    );
  });
});

describe('validateDocuments: robustness and messages', () => {
  it('lists at most 8 known values, then an ellipsis', () => {
    const problems = problemsAfter((d) => {
      const ext = doc(d, 'plugins/sports/plugin.json').extensions as Json[];
      for (let i = 0; i < 10; i++) ext.push({ name: `page${i}`, kind: 'page' });
      route(d, SPORTS, 'home').component = 'sports/zzz';
    });
    expect(problems).toHaveLength(1);
    const listed = /\(known: (.*)\)$/.exec(problems[0]!.expected)![1]!.split(', ');
    expect(listed).toHaveLength(9);
    expect(listed[8]).toBe('…');
  });

  it('a manifest that failed its schema still gets the checks its readable parts allow', () => {
    const problems = problemsAfter((d) => {
      doc(d, SPORTS).area = 42;
      route(d, SPORTS, 'home').component = 'sports/nope';
    });
    expectExactly(problems, [
      [SPORTS, '/area', 'wrong type'],
      [SPORTS, '/routes/0/component', 'unknown page component'],
    ]);
  });

  it('an unreadable manifest suppresses checks that need every route (no guessing)', () => {
    const problems = problemsAfter((d) => {
      d.routeManifests[1] = { file: SPORTS, data: undefined, unreadable: true };
    });
    // kz and default enable 1 and 2, declared only in the unreadable file; nothing is reported for it.
    expect(problems).toEqual([]);
  });

  it('references into a plugin whose extension list is unreadable are not judged', () => {
    expectExactly(
      problemsAfter((d) => {
        doc(d, 'plugins/sports/plugin.json').extensions = 'line,live,game';
      }),
      [['plugins/sports/plugin.json', '/extensions', 'wrong type']],
    );
  });

  it('never throws on wrong types anywhere', () => {
    const weird: unknown[] = [null, 0, 'x', [], {}, [null], { routes: null }, { routes: [null, 1, { id: 1, path: 2, slots: [], guards: {}, redirect: 'x' }] }, Object.create(null)];
    for (const data of weird) {
      expect(() =>
        validateDocuments({
          routeManifests: [{ file: 'route-manifests/a.json', data }],
          siteConfigs: [{ file: 'site-configs/a.json', data }],
          plugins: [{ file: 'plugins/a/plugin.json', folder: 'a', data, hasIndex: false }],
          dictionaryIds: new Set(),
        }),
      ).not.toThrow();
    }
  });
});

describe('validateDocuments: slot names a route may fill', () => {
  it("a route's slot must be rendered by its layout or its page; the line names the known ones, closest first", () => {
    const problems = problemsAfter((d) => {
      route(d, SPORTS, 'game').slots = { quickCupon: ['coupon/quick-panel'] };
    });
    expect(problems.map(formatProblem)).toEqual([
      `${SPORTS} /routes/2/slots/quickCupon: unknown slot; expected one of the slots its layout and page render: quickCoupon, aboveContent, belowContent`,
    ]);
  });

  it("a page's declared slots count, a plugin layout's slots replace the built-in ones", () => {
    // home: default layout + page sports/line, which renders "content"
    expect(problemsAfter((d) => void ((route(d, SPORTS, 'home').slots as Json).content = ['sports/promo-banner']))).toEqual([]);
    // live: layout core/wide renders banner and quickCoupon, page sports/live renders none
    expectExactly(
      problemsAfter((d) => {
        route(d, SPORTS, 'live').slots = { banner: ['sports/promo-banner'], aboveContent: ['sports/promo-banner'] };
      }),
      [[SPORTS, '/routes/1/slots/aboveContent', 'unknown slot']],
    );
  });

  it('an empty list (emptying a default) is a slot name too, and a layout that renders none says so', () => {
    const problems = problemsAfter((d) => {
      route(d, OTHER, 'notFound').slots = { quickCoupon: [] };
    });
    expect(problems.map(formatProblem)).toEqual([`${OTHER} /routes/2/slots/quickCoupon: unknown slot; expected no slots (its layout and page render none)`]);
  });

  it('a default slot is judged on the routes that take it, once, at /defaults', () => {
    const problems = problemsAfter((d) => {
      const defaults = doc(d, SPORTS).defaults as Json;
      defaults.slots = { quickCupon: ['coupon/quick-panel'] };
    });
    // home, live (core/wide) and game take it; the redirects take no slots.
    expect(problems.map(formatProblem)).toEqual([
      `${SPORTS} /defaults/slots/quickCupon: unknown slot on route "home" and 2 more; expected one of the slots its layout and page render: quickCoupon, content, aboveContent, belowContent`,
    ]);
    // A route that names the slot itself is judged at its own pointer, not for the default.
    expect(
      problemsAfter((d) => {
        (doc(d, SPORTS).defaults as Json).slots = { content: ['sports/promo-banner'] };
        route(d, SPORTS, 'live').slots = { content: [] };
        route(d, SPORTS, 'game').component = 'sports/line';
      }),
    ).toEqual([
      { file: SPORTS, pointer: '/routes/1/slots/content', message: 'unknown slot', expected: 'one of the slots its layout and page render: banner, quickCoupon' },
    ]);
  });

  it('an unknown layout or page is one line: its slots are not guessed', () => {
    expectExactly(
      problemsAfter((d) => {
        route(d, SPORTS, 'home').component = 'sports/lin';
        route(d, SPORTS, 'game').layout = 'core/narrow';
      }),
      [
        [SPORTS, '/routes/0/component', 'unknown page component "sports/lin"'],
        [SPORTS, '/routes/2/layout', 'unknown layout "core/narrow"'],
      ],
    );
  });

  it('only page and layout extensions declare slots', () => {
    expectExactly(
      problemsAfter((d) => {
        ((doc(d, COUPON).extensions as Json[])[0]!).slots = ['inside']; // quick-panel, a widget
        ((doc(d, COUPON).extensions as Json[])[1]!).slots = ['inside']; // coupon-page, a page
      }),
      [[COUPON, '/extensions/0/slots', 'a widget extension renders no route slots']],
    );
  });
});

describe('validateDocuments: a route states only the dictionaries its plugins do not bring', () => {
  it("a route's or modal's dictionary id that the plugin behind its page, slot widgets or modal declares", () => {
    const problems = problemsAfter((d) => {
      route(d, OTHER, 'coupon').dictionaryIds = ['main', 'coupon'];
      route(d, SPORTS, 'home').dictionaryIds = ['main', 'coupon']; // its quickCoupon widget is the coupon plugin's
      ((doc(d, OTHER).modals as Json[])[0]!).dictionaryIds = ['coupon'];
    });
    expect(problems.map(formatProblem)).toEqual([
      `${OTHER} /routes/0/dictionaryIds/1: repeats dictionary "coupon", already loaded through plugin coupon; expected only the dictionaries it adds to its plugins' (plugins/coupon/plugin.json lists "coupon"; remove it here)`,
      `${OTHER} /modals/0/dictionaryIds/0: repeats dictionary "coupon", already loaded through plugin coupon; expected only the dictionaries it adds to its plugins' (plugins/coupon/plugin.json lists "coupon"; remove it here)`,
      `${SPORTS} /routes/0/dictionaryIds/1: repeats dictionary "coupon", already loaded through plugin coupon; expected only the dictionaries it adds to its plugins' (plugins/coupon/plugin.json lists "coupon"; remove it here)`,
    ]);
  });

  it('a default dictionary id is reported only when every page route and modal of the file already has it', () => {
    // sports.json: every route shows coupon/quick-panel through the default quickCoupon slot.
    expectExactly(
      problemsAfter((d) => {
        (doc(d, SPORTS).defaults as Json).dictionaryIds = ['sports', 'coupon'];
      }),
      [[SPORTS, '/defaults/dictionaryIds/1', 'repeats dictionary "coupon", already loaded through plugin coupon on every route and modal of this file']],
    );
    // One route that empties the slot needs the default: nothing to report.
    expect(
      problemsAfter((d) => {
        (doc(d, SPORTS).defaults as Json).dictionaryIds = ['sports', 'coupon'];
        route(d, SPORTS, 'game').slots = { quickCoupon: [] };
      }),
    ).toEqual([]);
  });
});

describe('validateDocuments: route ids a site config names', () => {
  it('authRedirects keys and values must be declared routes', () => {
    const problems = problemsAfter((d) => {
      doc(d, DEFAULT).authRedirects = { coupon: 'live', registration: 'coupn' };
    });
    expect(problems.map(formatProblem)).toEqual([
      `${DEFAULT} /authRedirects/registration: redirects from route id "registration", which no route declares; expected a route id declared in route-manifests/ (closest: coupon, game, rules, live, notFound, oldLive, older, home)`,
      `${DEFAULT} /authRedirects/registration: redirects to route id "coupn", which no route declares; expected a route id declared in route-manifests/ (closest: coupon, home, game, live, older, rules, notFound, oldLive)`,
    ]);
  });
});

// The mistakes an operator or plugin author is most likely to make, made in the real project's files (read from disk, changed in memory):
// each gives exactly one line, with the file and pointer where the operator or plugin author fixes it.
describe('the real project', () => {
  const REPO = join(dirname(fileURLToPath(import.meta.url)), '..');
  const real = () => readProjectDocuments(REPO).docs;
  const after = (mutate: (docs: ProjectDocuments) => void) => {
    const docs = real();
    mutate(docs);
    return validateDocuments(docs);
  };
  const routeIn = (docs: ProjectDocuments, file: string, id: string) => routesOf(docs, file).find((r) => r.id === id)!;

  it('passes unchanged', () => {
    const check = checkProject(REPO, { validators });
    expect(check.problems.map(formatProblem)).toEqual([]);
    expect(check.ok).toBe(true);
  });

  it('unknown component: sports/line-pag', () => {
    const problems = after((d) => void ((doc(d, SPORTS).defaults as Json).component = 'sports/line-pag'));
    expect(problems).toHaveLength(1);
    expect(formatProblem(problems[0]!)).toMatch(
      /^route-manifests\/sports\.json \/defaults\/component: unknown page component "sports\/line-pag": plugin "sports" declares no extension "line-pag" in plugins\/sports\/plugin\.json; expected an extension id of kind page declared by a plugin \(known: sports\/line-page, /,
    );
  });

  it('unknown slot: quickCupon', () => {
    const problems = after((d) => void (routeIn(d, SPORTS, 'live').slots = { quickCupon: ['coupon/quick-panel'] }));
    const index = routesOf(real(), SPORTS).findIndex((r) => r.id === 'live');
    expect(problems.map(formatProblem)).toEqual([
      `route-manifests/sports.json /routes/${index}/slots/quickCupon: unknown slot; expected one of the slots its layout and page render: quickCoupon, aboveContent, belowContent`,
    ]);
  });

  it('unknown guard', () => {
    const problems = after((d) => void (routeIn(d, 'route-manifests/auth.json', 'login').guards = ['auth/registration-alowed']));
    expect(problems).toHaveLength(1);
    expect(formatProblem(problems[0]!)).toMatch(
      /^route-manifests\/auth\.json \/routes\/0\/guards\/0: unknown guard "auth\/registration-alowed": plugin "auth" declares no extension "registration-alowed" in plugins\/auth\/plugin\.json; expected an extension id of kind guard declared by a plugin \(known: auth\/registration-allowed/,
    );
  });

  it('a config naming an unknown route id or extension', () => {
    const problems = after((d) => {
      const config = doc(d, DEFAULT);
      config.authRedirects = { registration: 'recharge' };
      (config.routes as Json).enabled = [47, 12];
      (config.shell as Json).header = 'navigation/heder';
    });
    expect(problems.map((p) => `${p.file} ${p.pointer}: ${p.message}`)).toEqual([
      'site-configs/default.json /routes/enabled/1: enables route id 12 that no route declares',
      'site-configs/default.json /authRedirects/registration: redirects to route id "recharge", which no route declares',
      'site-configs/default.json /shell/header: unknown shell component "navigation/heder": plugin "navigation" declares no extension "heder" in plugins/navigation/plugin.json',
    ]);
    expect(problems[2]!.expected).toMatch(/^an extension id of kind shell declared by a plugin \(known: navigation\/header, /);
  });

  it("a route repeating its plugin's dictionary", () => {
    const problems = after((d) => void ((doc(d, 'route-manifests/auth.json').defaults as Json).dictionaryIds = ['auth']));
    expect(problems.map((p) => `${p.file} ${p.pointer}: ${p.message}`)).toEqual([
      'route-manifests/auth.json /defaults/dictionaryIds/0: repeats dictionary "auth", already loaded through plugin auth on every route and modal of this file',
    ]);
  });
});

describe('JSON syntax errors', () => {
  const located = (text: string) => {
    const r = parseJson('x.json', text);
    if (r.ok) throw new Error('parsed');
    return r.problem;
  };

  it('names line, column and what was expected', () => {
    expect(located('{\n  "a": 1,\n}\n')).toEqual({
      file: 'x.json',
      pointer: '',
      message: 'is not valid JSON: unexpected "}" at line 3, column 1',
      expected: 'a property name in double quotes (JSON allows no trailing comma)',
    });
    expect(located('{"a": [1 2]}').message).toBe('is not valid JSON: unexpected "2" at line 1, column 10');
    expect(located('{"a": [1 2]}').expected).toBe("',' or ']'");
    expect(located('').message).toBe('is not valid JSON: the file ends too early at line 1, column 1');
    expect(located("{'a': 1}").expected).toBe("a property name in double quotes or '}'");
    expect(located('{"a": "x\ny"}').message).toContain('line 1, column 9');
    expect(located('{} {}').expected).toContain('only one top-level value');
  });

  it('accepts a leading BOM', () => {
    expect(parseJson('x.json', '\ufeff{"a":1}')).toEqual({ ok: true, data: { a: 1 } });
  });

  it('does not overflow on deep nesting', () => {
    expect(findJsonSyntaxError('['.repeat(200_000))).toEqual({ offset: 200_000, expected: 'a value before the end of the file' });
    expect(findJsonSyntaxError('['.repeat(100_000) + ']'.repeat(100_000))).toBeNull();
  });

  it('agrees with JSON.parse on slightly broken JSON texts', () => {
    const parses = (t: string) => {
      try {
        JSON.parse(t);
        return true;
      } catch {
        return false;
      }
    };
    fc.assert(
      fc.property(fc.jsonValue(), fc.nat(), fc.constantFrom('', ',', '"', '}', ']', '{', '[', ':', '\\', 'x', '\n', '0', '-', '.', 'e', 't'), fc.boolean(), (value, at, ch, remove) => {
        const text = JSON.stringify(value, null, at % 3);
        const i = at % (text.length + 1);
        const broken = remove ? text.slice(0, i) + text.slice(i + 1) : text.slice(0, i) + ch + text.slice(i);
        const found = findJsonSyntaxError(broken);
        expect(found === null).toBe(parses(broken));
        if (found) expect(found.offset).toBeLessThanOrEqual(broken.length);
      }),
      { numRuns: 500 },
    );
  });
});

describe('checkProject (reads a directory)', () => {
  let root: string;
  beforeAll(() => {
    root = mkdtempSync(join(tmpdir(), 'project-check-'));
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  const fresh = (name: string) => {
    const dir = join(root, name);
    writeProject(dir);
    return dir;
  };

  it('a valid project: no problem, counts per kind', () => {
    expect(checkProjectAt(fresh('valid'))).toEqual({ problems: [], counts: { routeManifests: 2, siteConfigs: 2, plugins: 3 } });
  });

  it('missing folders are empty, not an error', () => {
    const dir = join(root, 'empty');
    mkdirSync(dir);
    expect(checkProjectAt(dir)).toEqual({ problems: [], counts: { routeManifests: 0, siteConfigs: 0, plugins: 0 } });
  });

  it('broken JSON is one line with its position, and the other files are still checked', () => {
    const dir = fresh('broken');
    writeFileSync(join(dir, SPORTS), '{\n  "area": "sports",\n  "routes": [\n    { "id": "home" "path": "" }\n  ]\n}\n');
    writeFileSync(join(dir, 'plugins/core/plugin.json'), '');
    writeFileSync(join(dir, 'site-configs/kz.json'), JSON.stringify({ ...(validDocuments().siteConfigs[1]!.data as Json), companyName: '' }));
    let report!: ReturnType<typeof checkProjectAt>;
    expect(() => (report = checkProjectAt(dir))).not.toThrow();
    expectExactly(report.problems, [
      [SPORTS, '', 'is not valid JSON: unexpected "\\"" at line 4, column 20'],
      [KZ, '/companyName', 'is too short'],
      [CORE, '', 'is not valid JSON: the file ends too early at line 1, column 1'],
    ]);
    expect(report.counts).toEqual({ routeManifests: 2, siteConfigs: 2, plugins: 3 });
  });

  it('reads dictionary ids from server/data/dictionaries and index.tsx next to plugin.json', () => {
    const dir = fresh('dictionaries');
    rmSync(join(dir, 'server/data/dictionaries/sports'), { recursive: true });
    rmSync(join(dir, 'plugins/sports/index.tsx'));
    mkdirSync(join(dir, 'plugins/empty-folder'));
    expectExactly(checkProjectAt(dir).problems, [
      [SPORTS, '/defaults/dictionaryIds/0', 'names dictionary "sports"'],
      [OTHER, '/modals/0/dictionaryIds/0', 'names dictionary "sports"'],
      ['plugins/sports/plugin.json', '', 'has no index.tsx'],
      ['plugins/empty-folder/plugin.json', '', 'is missing'],
    ]);
  });
});

// ---------------------------------------------------------------------------------------------
// Properties: mutate a valid set; validateDocuments never throws, and a mutation known to make the
// set invalid always yields a problem (for most kinds, at the exact pointer that was broken).

type Schema = Record<string, unknown>;
const SCHEMA_OF: Record<Collection, Schema> = {
  routeManifests: routeManifestSchema as unknown as Schema,
  siteConfigs: siteConfigSchema as unknown as Schema,
  plugins: pluginManifestSchema as unknown as Schema,
};
const COLLECTIONS: Collection[] = ['routeManifests', 'siteConfigs', 'plugins'];

interface Node {
  collection: Collection;
  docIndex: number;
  file: string;
  path: (string | number)[];
  value: unknown;
  schema: Schema | undefined;
  parent: Json | unknown[] | undefined;
}

const pointerOf = (path: (string | number)[]) => path.map((s) => `/${escapePointerSegment(s)}`).join('');

/** Every node of every document, with the sub-schema that governs it (as ajv resolves it here). */
function nodes(docs: ProjectDocuments): Node[] {
  const out: Node[] = [];
  for (const collection of COLLECTIONS) {
    (docs[collection] as JsonDocument[]).forEach((d, docIndex) => {
      const walk = (value: unknown, schema: Schema | undefined, path: (string | number)[], parent: Node['parent']) => {
        out.push({ collection, docIndex, file: d.file, path, value, schema, parent });
        if (Array.isArray(value)) {
          const items = schema?.items as Schema | undefined;
          value.forEach((v, i) => walk(v, items, [...path, i], value));
        } else if (typeof value === 'object' && value !== null) {
          const props = schema?.properties as Record<string, Schema> | undefined;
          for (const [k, v] of Object.entries(value)) {
            const additional = schema?.additionalProperties;
            const sub = props && Object.hasOwn(props, k) ? props[k] : typeof additional === 'object' ? (additional as Schema) : undefined;
            walk(v, sub, [...path, k], value as Json);
          }
        }
      };
      walk(d.data, SCHEMA_OF[collection], [], undefined);
    });
  }
  return out;
}

function setAt(docs: ProjectDocuments, node: Node, value: unknown): void {
  if (node.path.length === 0) (docs[node.collection] as JsonDocument[])[node.docIndex]!.data = value;
  else (node.parent as Record<string | number, unknown>)[node.path[node.path.length - 1]!] = value;
}

function matchesType(schema: Schema, value: unknown): boolean {
  if (Array.isArray(schema.enum)) return schema.enum.includes(value);
  const types = ([] as unknown[]).concat(schema.type);
  return types.some(
    (t) =>
      (t === 'string' && typeof value === 'string') ||
      (t === 'boolean' && typeof value === 'boolean') ||
      (t === 'null' && value === null) ||
      (t === 'number' && typeof value === 'number') ||
      (t === 'integer' && Number.isInteger(value)) ||
      (t === 'array' && Array.isArray(value)) ||
      (t === 'object' && typeof value === 'object' && value !== null && !Array.isArray(value)),
  );
}

/** Where a value refers to something declared elsewhere, and which values would be valid there. */
interface RefSite {
  file: string;
  pointer: string;
  set: (v: unknown) => void;
  valid: ReadonlySet<unknown>;
  numeric?: boolean;
}

// Guarded readers: after earlier mutations in a sequence any node may have any type.
const obj = (v: unknown): Json => (typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Json) : {});
const arr = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);

function referenceSites(docs: ProjectDocuments): RefSite[] {
  const ext = new Map<unknown, string[]>();
  for (const p of docs.plugins) for (const e of arr(obj(p.data).extensions)) {
    const list = ext.get(obj(e).kind) ?? [];
    list.push(`${String(obj(p.data).id)}/${String(obj(e).name)}`);
    ext.set(obj(e).kind, list);
  }
  const kinds = (...k: string[]) => new Set(k.flatMap((x) => ext.get(x) ?? []));
  const routeIds = new Set<unknown>();
  const available = new Set<unknown>();
  for (const m of docs.routeManifests) for (const r of arr(obj(m.data).routes)) {
    routeIds.add(obj(r).id);
    available.add(obj(r).availableRouteId);
  }
  const sites: RefSite[] = [];
  const at = (file: string, o: Json | unknown[], key: string | number, base: (string | number)[], valid: ReadonlySet<unknown>, numeric = false) => {
    if ((o as Record<string | number, unknown>)[key] === undefined) return;
    sites.push({ file, pointer: pointerOf([...base, key]), set: (v) => ((o as Record<string | number, unknown>)[key] = v), valid, numeric });
  };
  const each = (file: string, list: unknown, base: (string | number)[], valid: ReadonlySet<unknown>, numeric = false) => {
    arr(list).forEach((_, i) => at(file, list as unknown[], i, base, valid, numeric));
  };
  for (const m of docs.routeManifests) {
    const data = obj(m.data);
    arr(data.routes).forEach((route, i) => {
      const r = obj(route);
      const base = ['routes', i];
      at(m.file, r, 'component', base, kinds('page'));
      at(m.file, r, 'layout', base, new Set([...BUILT_IN_LAYOUTS, ...kinds('layout')]));
      each(m.file, r.guards, [...base, 'guards'], kinds('guard'));
      each(m.file, r.dictionaryIds, [...base, 'dictionaryIds'], docs.dictionaryIds);
      for (const [slot, list] of Object.entries(obj(r.slots))) each(m.file, list, [...base, 'slots', slot], kinds('widget', 'page'));
      at(m.file, obj(r.redirect), 'to', [...base, 'redirect'], routeIds);
    });
    const defaults = obj(data.defaults);
    at(m.file, defaults, 'component', ['defaults'], kinds('page'));
    at(m.file, defaults, 'layout', ['defaults'], new Set([...BUILT_IN_LAYOUTS, ...kinds('layout')]));
    each(m.file, defaults.dictionaryIds, ['defaults', 'dictionaryIds'], docs.dictionaryIds);
    for (const [slot, list] of Object.entries(obj(defaults.slots))) each(m.file, list, ['defaults', 'slots', slot], kinds('widget', 'page'));
    arr(data.modals).forEach((modal, i) => {
      at(m.file, obj(modal), 'component', ['modals', i], kinds('modal'));
      each(m.file, obj(modal).dictionaryIds, ['modals', i, 'dictionaryIds'], docs.dictionaryIds);
    });
  }
  for (const c of docs.siteConfigs) {
    const data = obj(c.data);
    const languages = obj(data.languages);
    const currencies = obj(data.currencies);
    at(c.file, data, 'id', [], new Set([c.file.replace(/^.*\/|\.json$/g, '')]));
    at(c.file, languages, 'default', ['languages'], new Set(arr(languages.available)));
    each(c.file, languages.hidden, ['languages', 'hidden'], new Set(arr(languages.available)));
    at(c.file, currencies, 'default', ['currencies'], new Set(arr(currencies.available)));
    each(c.file, obj(data.routes).enabled, ['routes', 'enabled'], available, true);
    for (const part of ['header', 'bottomNavigation', 'footer']) at(c.file, obj(data.shell), part, ['shell'], kinds('shell'));
    at(c.file, obj(data.shell), 'account', ['shell'], kinds('widget'));
    at(c.file, obj(data.shell), 'captcha', ['shell'], kinds('modal'));
    each(c.file, obj(data.shell).signedIn, ['shell', 'signedIn'], kinds('widget'));
  }
  for (const p of docs.plugins) {
    at(p.file, obj(p.data), 'id', [], new Set([p.folder]));
    each(p.file, obj(p.data).dictionaries, ['dictionaries'], docs.dictionaryIds);
  }
  return sites;
}

const kebab = fc.stringMatching(/^[a-z][a-z0-9]{0,6}(?:-[a-z0-9]{1,4})?$/);
const refString = fc.oneof(
  fc.string({ maxLength: 12 }),
  kebab,
  fc.tuple(fc.constantFrom('core', 'coupon', 'sports', 'nope'), kebab).map(([p, n]) => `${p}/${n}`),
  fc.constantFrom('', 'default', 'en', 'EUR', 'core/header', 'coupon/quick-panel', 'sports/line', 'live', 'main'),
);
const refNumber = fc.oneof(fc.integer({ min: -3, max: 200 }), fc.double(), fc.string({ maxLength: 3 }));

/** What a known-invalid mutation promises: a problem in `file`, at `pointer` when given, mentioning `fragment` when given. */
interface Promise_ {
  file: string;
  pointer?: string;
  fragment?: string;
}

type Mutation = { describe: string; apply: (docs: ProjectDocuments) => Promise_ | null };

const pick = <T,>(list: readonly T[], n: number): T | undefined => (list.length === 0 ? undefined : list[n % list.length]);

const knownInvalidMutation: fc.Arbitrary<Mutation> = fc.oneof(
  fc.nat().map((n) => ({
    describe: `delete a required property #${n}`,
    apply: (docs: ProjectDocuments) => {
      const candidates = nodes(docs).flatMap((node) =>
        node.schema && Array.isArray(node.schema.required) && typeof node.value === 'object' && node.value !== null && !Array.isArray(node.value)
          ? (node.schema.required as string[]).filter((k) => Object.hasOwn(node.value as Json, k)).map((key) => ({ node, key }))
          : [],
      );
      const c = pick(candidates, n);
      if (!c) return null;
      delete (c.node.value as Json)[c.key];
      return { file: c.node.file, pointer: pointerOf([...c.node.path, c.key]), fragment: 'is missing' };
    },
  })),
  fc.tuple(fc.nat(), fc.array(fc.jsonValue(), { minLength: 1, maxLength: 3 })).map(([n, values]) => ({
    describe: `set node #${n} to a value of the wrong type among ${JSON.stringify(values)}`,
    apply: (docs: ProjectDocuments) => {
      const node = pick(nodes(docs).filter((x) => x.schema && (x.schema.type !== undefined || Array.isArray(x.schema.enum))), n);
      if (!node) return null;
      const value = [...values, 42.5, 'text', null, { a: 1 }].find((v) => !matchesType(node.schema!, v));
      setAt(docs, node, value);
      return { file: node.file, pointer: pointerOf(node.path) };
    },
  })),
  fc.tuple(fc.nat(), fc.string({ maxLength: 8 }), fc.jsonValue()).map(([n, suffix, value]) => ({
    describe: `insert unknown property "zz${suffix}" into object #${n}`,
    apply: (docs: ProjectDocuments) => {
      const node = pick(nodes(docs).filter((x) => x.schema?.additionalProperties === false && typeof x.value === 'object' && x.value !== null && !Array.isArray(x.value)), n);
      if (!node) return null;
      (node.value as Json)[`zz${suffix}`] = value;
      return { file: node.file, pointer: pointerOf([...node.path, `zz${suffix}`]), fragment: 'not a known property' };
    },
  })),
  fc.tuple(fc.nat(), fc.array(refString, { minLength: 1, maxLength: 3 }), refNumber).map(([n, strings, number]) => ({
    describe: `change reference #${n} to one of ${JSON.stringify(strings)} / ${number}`,
    apply: (docs: ProjectDocuments) => {
      const site = pick(referenceSites(docs), n);
      if (!site) return null;
      const candidates: unknown[] = site.numeric ? [number, 9999] : [...strings, 'zz-not-declared'];
      site.set(candidates.find((v) => !site.valid.has(v)));
      return { file: site.file, pointer: site.pointer };
    },
  })),
  fc.tuple(fc.nat(), fc.nat()).map(([n, m]) => ({
    describe: `duplicate route #${n} into manifest #${m}`,
    apply: (docs: ProjectDocuments) => {
      const all = docs.routeManifests.flatMap((d) => arr(obj(d.data).routes));
      const r = pick(all, n);
      const target = pick(docs.routeManifests, m);
      const routes = target && obj(target.data).routes;
      if (r === undefined || !Array.isArray(routes)) return null;
      routes.push(structuredClone(r));
      return { file: '', fragment: 'repeats route id' };
    },
  })),
  fc.nat().map((n) => ({
    describe: `plugin #${n} loses its index.tsx`,
    apply: (docs: ProjectDocuments) => {
      const p = pick(docs.plugins, n)!;
      p.hasIndex = false;
      return { file: p.file, pointer: '', fragment: 'index.tsx' };
    },
  })),
);

/** Mutations that may or may not leave the set valid: only "never throws" can be promised. */
const anyMutation: fc.Arbitrary<Mutation> = fc.oneof(
  knownInvalidMutation,
  fc.tuple(fc.nat(), fc.jsonValue()).map(([n, value]) => ({
    describe: `replace node #${n} with ${JSON.stringify(value)}`,
    apply: (docs: ProjectDocuments) => {
      const node = pick(nodes(docs), n)!;
      setAt(docs, node, value);
      return null;
    },
  })),
  fc.nat().map((n) => ({
    describe: `delete property #${n}`,
    apply: (docs: ProjectDocuments) => {
      const node = pick(nodes(docs).filter((x) => x.parent !== undefined && !Array.isArray(x.parent)), n);
      if (node) delete (node.parent as Json)[node.path[node.path.length - 1] as string];
      return null;
    },
  })),
);

function checkShape(problems: Problem[], docs: ProjectDocuments): void {
  const files = new Set([...docs.routeManifests, ...docs.siteConfigs, ...docs.plugins].map((d) => d.file));
  for (const p of problems) {
    expect(files.has(p.file)).toBe(true);
    expect(typeof p.message === 'string' && p.message.length > 0).toBe(true);
    expect(typeof p.expected === 'string' && p.expected.length > 0).toBe(true);
    expect(p.pointer === '' || p.pointer.startsWith('/')).toBe(true);
  }
}

describe('properties', () => {
  it('one known-invalid mutation of a valid set always yields a problem where it was made', () => {
    fc.assert(
      fc.property(knownInvalidMutation, (mutation) => {
        const docs = validDocuments();
        const promise = mutation.apply(docs);
        const problems = validateDocuments(docs);
        checkShape(problems, docs);
        expect(promise).not.toBeNull();
        const hit = problems.find(
          (p) =>
            (promise!.file === '' || p.file === promise!.file) &&
            (promise!.pointer === undefined || p.pointer === promise!.pointer) &&
            (promise!.fragment === undefined || p.message.includes(promise!.fragment)),
        );
        expect(hit, `${mutation.describe}: expected ${JSON.stringify(promise)} in\n${problems.map(formatProblem).join('\n')}`).toBeDefined();
      }),
      { numRuns: 1500 },
    );
  });

  it('a sequence of mutations never throws; ending with a known-invalid one yields a problem', () => {
    fc.assert(
      fc.property(fc.array(anyMutation, { minLength: 1, maxLength: 4 }), knownInvalidMutation, fc.boolean(), (mutations, last, endInvalid) => {
        const docs = validDocuments();
        for (const m of mutations) m.apply(docs);
        const promised = endInvalid ? last.apply(docs) : null;
        let problems: Problem[] = [];
        expect(() => (problems = validateDocuments(docs))).not.toThrow();
        checkShape(problems, docs);
        if (promised) expect(problems.length).toBeGreaterThan(0);
      }),
      { numRuns: 700 },
    );
  });

  it('arbitrary values as documents never make it throw', () => {
    const anything = fc.anything({ withNullPrototype: true, withBigInt: true, withSparseArray: true, withBoxedValues: true, withMap: true, withSet: true, withDate: true, withTypedArray: true });
    const docsArb = fc.record({
      routeManifests: fc.array(anything.map((data) => ({ file: "route-manifests/m.json", data })), { maxLength: 3 }),
      siteConfigs: fc.array(anything.map((data) => ({ file: 'site-configs/c.json', data })), { maxLength: 2 }),
      plugins: fc.array(fc.record({ file: fc.constant('plugins/p/plugin.json'), folder: fc.string(), data: anything, hasIndex: fc.boolean() }), { maxLength: 2 }),
      dictionaryIds: fc.array(fc.string()).map((a) => new Set(a)),
    });
    fc.assert(
      fc.property(docsArb, (docs) => {
        expect(() => validateDocuments(docs)).not.toThrow();
      }),
      { numRuns: 400 },
    );
  });

  it('arbitrary JSON values in every slot of a valid set never make it throw', () => {
    fc.assert(
      fc.property(fc.constantFrom(...COLLECTIONS), fc.nat(), fc.jsonValue(), (collection, n, value) => {
        const docs = validDocuments();
        const list = docs[collection] as JsonDocument[];
        list[n % list.length]!.data = value;
        const problems = validateDocuments(docs);
        checkShape(problems, docs);
        // Replacing a whole document with another JSON value cannot keep it valid (it lacks required properties or types).
        expect(problems.length).toBeGreaterThan(0);
      }),
      { numRuns: 400 },
    );
  });
});
