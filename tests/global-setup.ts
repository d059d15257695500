import { buildIfStale } from '../tools/current-build.ts';
import { generateSources } from '../esbuild.config.ts';

export default async function setup(): Promise<void> {
  // The catalog tests render with the build's page renderer (tests/catalog/server.ts): the build of
  // the current sources, made here when `npm test` has not just made it.
  await buildIfStale('vitest');
  // Generated sources (validators, plugin registry, route data) are gitignored build products; a
  // fresh checkout running `npx vitest` directly must still find them. After the build, which
  // generates them without the development-only areas, whose tests run here too.
  await generateSources();
}
