/**
 * Development-only areas (route manifests with "developmentOnly": true, such as the debugger) are
 * served only by a server whose build has them: a production build leaves their plugins out, so the
 * server leaves their routes out too and those URLs answer 404, as the page in the browser says.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { CheckedProject } from '../project-check/index.ts';

/** The plugin ids of the build in `distDir` (its asset map), or none when there is no build yet. */
export function builtPluginIds(distDir: string): ReadonlySet<string> {
  try {
    const map = JSON.parse(readFileSync(join(distDir, 'asset-map.json'), 'utf8')) as { plugins?: Record<string, unknown> };
    return new Set(Object.keys(map.plugins ?? {}));
  } catch {
    return new Set();
  }
}

/** The page plugins an area's routes render. */
function pagePluginsOf(manifest: CheckedProject['routeManifests'][number]): string[] {
  return manifest.expanded.routes.flatMap((route) => (route.component ? [route.component.split('/')[0]!] : []));
}

/** The route manifests this build serves: every area, except a development-only one whose plugins the build left out. */
export function servedRouteManifests(manifests: CheckedProject['routeManifests'], built: ReadonlySet<string>): CheckedProject['routeManifests'] {
  return manifests.filter((m) => m.manifest.developmentOnly !== true || pagePluginsOf(m).every((id) => built.has(id)));
}
