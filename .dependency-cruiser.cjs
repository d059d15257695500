/**
 * Dependency direction (DESIGN.md convention 4), checked on resolved paths:
 *  - src/ never imports plugins/, except the generated registry (src/app/plugin-registry.generated.ts);
 *  - a plugin never imports another plugin;
 *  - a plugin imports from src/ only the plugin API (src/plugin-api) — types from schemas/ are allowed.
 */
module.exports = {
  forbidden: [
    {
      name: 'core-imports-plugin',
      comment: 'src/ must not know any particular plugin; the build generates the registry.',
      severity: 'error',
      from: { path: '^src/', pathNot: '^src/app/plugin-registry\\.generated\\.ts$' },
      to: { path: '^plugins/' },
    },
    {
      name: 'plugin-imports-other-plugin',
      comment: 'Plugins talk through the core (store, slots), never by importing each other.',
      severity: 'error',
      from: { path: '^plugins/([^/]+)/' },
      to: { path: '^plugins/', pathNot: '^plugins/$1/' },
    },
    {
      name: 'plugin-imports-core-internals',
      comment: 'A plugin may import src/ only through the plugin API.',
      severity: 'error',
      from: { path: '^plugins/' },
      to: { path: '^src/', pathNot: '^src/plugin-api/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist)/' },
    tsConfig: { fileName: 'tsconfig.json' },
    tsPreCompilationDeps: true,
    combinedDependencies: false,
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.json'] },
  },
};
