/**
 * Loads route areas' details into the table: each area once (concurrent navigations share the
 * load), a failed load retried with a fresh URL after a short wait, and a load that still fails
 * forgotten so that the next navigation tries again.
 */
import type { ExpandedRouteManifest } from './manifest-defaults.ts';
import type { RouteTable } from './route-table.ts';

export type AreaImporter = (area: string, attempt: number) => Promise<{ default: ExpandedRouteManifest }>;

/** Attempts per area in one load: the first and two retries, 500 ms then 1 s apart. */
export const ROUTE_AREA_ATTEMPTS = 3;
const RETRY_DELAYS_MS = [500, 1000];

export function createRouteAreaLoader(
  table: RouteTable,
  importArea: AreaImporter,
  wait: (ms: number) => Promise<void> = (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
): (areas: readonly string[]) => Promise<void> {
  const pending = new Map<string, Promise<void>>();

  async function loadOne(area: string): Promise<void> {
    for (let attempt = 0; ; attempt++) {
      try {
        const module = await importArea(area, attempt);
        if (module.default?.area !== area) throw new Error(`route area "${area}" arrived as "${String(module.default?.area)}"`);
        table.addArea(module.default);
        return;
      } catch (error) {
        if (attempt + 1 >= ROUTE_AREA_ATTEMPTS) throw error;
        await wait(RETRY_DELAYS_MS[attempt] ?? 1000);
      }
    }
  }

  return (areas) =>
    Promise.all(
      areas
        .filter((area) => !table.hasArea(area))
        .map((area) => {
          let load = pending.get(area);
          if (!load) {
            load = loadOne(area).finally(() => pending.delete(area));
            pending.set(area, load);
          }
          return load;
        }),
    ).then(() => undefined);
}
