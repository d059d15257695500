/**
 * Builds only when dist/ does not hold a build of the current sources, so the e2e servers serve the
 * build `npm test` has just made (a second build would cost its time again), while
 * `npm run test:e2e` alone, after an edit or on a fresh checkout, still tests what the sources give.
 * A build is current when dist/version.json names the version the sources give (appVersionOf: a hash
 * of everything that goes into the bundle).
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { appVersionOf, runBuild } from '../esbuild.config.ts';

const versionFile = join(fileURLToPath(new URL('..', import.meta.url)), 'dist', 'version.json');

function builtVersion(): string | undefined {
  if (!existsSync(versionFile)) return undefined;
  return (JSON.parse(readFileSync(versionFile, 'utf8')) as { version?: string }).version;
}

if (builtVersion() !== appVersionOf()) {
  console.log('e2e: dist/ is missing or older than the sources; building');
  await runBuild();
}
