/**
 * Builds only when dist/ does not hold a build of the current sources. A build is current when
 * dist/version.json names the version the sources give (appVersionOf: a hash of everything that goes
 * into the bundle). The e2e servers and the catalog tests use the build `npm test` has just made (a
 * second build would cost its time again), while running them alone after an edit or on a fresh
 * checkout still tests what the sources give.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { appVersionOf, runBuild } from '../esbuild.config.ts';

export const DIST_DIR = fileURLToPath(new URL('../dist', import.meta.url));

function builtVersion(): string | undefined {
  const versionFile = join(DIST_DIR, 'version.json');
  if (!existsSync(versionFile)) return undefined;
  return (JSON.parse(readFileSync(versionFile, 'utf8')) as { version?: string }).version;
}

/** Builds when dist/ is missing or older than the sources; says so on the console when it does. */
export async function buildIfStale(who: string): Promise<void> {
  if (builtVersion() === appVersionOf()) return;
  console.log(`${who}: dist/ is missing or older than the sources; building`);
  await runBuild();
}
