/**
 * The modules plugins may import from the core: the plugin API's index and the few heavy parts that
 * only some plugins need, kept apart so that they do not load with every page
 * (docs/decisions/0010-heavy-plugin-api-by-subpath.md). The build, the tests, the dependency rules
 * and the API report read this list.
 */
export const PLUGIN_API_MODULES = {
  '@plugin-api': 'src/plugin-api/index.ts',
  '@plugin-api/coupon-maths': 'src/plugin-api/coupon-maths.ts',
  '@plugin-api/limit-rules': 'src/plugin-api/limit-rules.ts',
  '@plugin-api/core-answers': 'src/plugin-api/core-answers.ts',
  '@plugin-api/favorites': 'src/plugin-api/favorites.tsx',
} as const;

/** The esbuild `alias` option: each import name to its module, relative to the project root. */
export function pluginApiAliases(): Record<string, string> {
  return Object.fromEntries(Object.entries(PLUGIN_API_MODULES).map(([name, path]) => [name, `./${path}`]));
}
