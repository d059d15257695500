// Generated sources (validators, plugin registry, route data) are gitignored build products;
// a fresh checkout running `npx vitest` directly must still find them.
import { generateSources } from '../esbuild.config.ts';

export default async function setup(): Promise<void> {
  await generateSources();
}
