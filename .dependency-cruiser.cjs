/**
 * Dependency direction, checked on resolved paths:
 *  - src/ never imports plugins/, except the registries the build generates in src/app (the browser's
 *    plugin-registry.generated.ts and the server renderer's plugin-modules.generated.ts, which only
 *    src/app/server-render.tsx may import);
 *  - a plugin never imports another plugin;
 *  - a plugin imports from src/ only the plugin API's index (src/plugin-api/index.ts, `@plugin-api`),
 *    whose names are the recorded public surface — types from schemas/ are allowed;
 *  - a feature's two halves stay apart (decision 0016): its browser code never imports a reference API
 *    module (plugins/<id>/api/) nor the server; a reference API module imports only the server's
 *    shared kit (server/kit), its own feature's schemas.ts and api/, and pure domain code (src/domain);
 *    a plugin's tests (*.test.ts, test-*.ts helpers) reach the server only through the one test kit
 *    (server/test-kit);
 *  - no import cycles, type-only imports included (a cycle of types is still a knot of modules);
 *  - the server never imports tools/ (the server ships; tools are for development and CI);
 *  - browser code (src/, plugins/) never imports the schema generator (the ajv compiler, node:fs);
 *  - the project check (project-check/) is node-only: the build, the server and tools/ import it,
 *    browser code never does; it imports none of its callers.
 * `npm run deps` cruises src, plugins, server, tools, project-check and esbuild.config.ts.
 */
module.exports = {
  forbidden: [
    {
      name: 'core-imports-plugin',
      comment: 'src/ must not know any particular plugin; the build generates the registries.',
      severity: 'error',
      from: { path: '^src/', pathNot: '^src/app/plugin-(registry|modules)\\.generated\\.ts$' },
      to: { path: '^plugins/' },
    },
    {
      name: 'server-registry-only-in-server-render',
      comment: 'plugin-modules.generated.ts imports every plugin statically: in the browser it would put all plugins in one chunk.',
      severity: 'error',
      from: { path: '^(src|plugins)/', pathNot: '^src/app/server-render\\.tsx$' },
      to: { path: '^src/app/plugin-modules\\.generated\\.ts$' },
    },
    {
      name: 'plugin-imports-other-plugin',
      comment: 'Plugins talk through the core (store, slots), never by importing each other.',
      severity: 'error',
      from: { path: '^plugins/([^/]+)/' },
      to: { path: '^plugins/', pathNot: '^plugins/$1/' },
    },
    {
      name: 'browser-code-not-reference-api',
      comment: 'A feature\'s pages and state run in the browser: the stand-in back end (its api/ and server/) never ships there.',
      severity: 'error',
      from: { path: '^(src|plugins)/', pathNot: '^plugins/[^/]+/api/|\\.test\\.tsx?$|/test-[a-z-]+\\.tsx?$' },
      to: { path: '^plugins/[^/]+/api/|^server/' },
    },
    {
      name: 'reference-api-uses-the-kit',
      comment: 'A reference API module is a feature of the stand-in back end: it uses the server through its shared kit only, so any area can move without breaking another.',
      severity: 'error',
      from: { path: '^plugins/([^/]+)/api/', pathNot: '\\.test\\.tsx?$' },
      to: { path: '^server/|^plugins/|^src/', pathNot: '^server/kit/|^plugins/$1/(api/|schemas\\.ts$)|^src/domain/' },
    },
    {
      name: 'plugin-tests-through-the-test-kit',
      comment: 'One way to test against the reference back end: the real server in process, through server/test-kit.',
      severity: 'error',
      from: { path: '^plugins/.*(\\.test\\.tsx?|/test-[a-z-]+\\.tsx?)$' },
      to: { path: '^server/', pathNot: '^server/test-kit/' },
    },
    {
      name: 'plugin-imports-core-internals',
      comment: 'A plugin may import src/ only through the plugin API: its index (@plugin-api) and the heavy parts kept apart (@plugin-api/coupon-maths, @plugin-api/limit-rules, @plugin-api/core-answers, @plugin-api/favorites; tools/plugin-api-modules.ts). What they offer is the recorded surface (src/plugin-api/api-report.md). Its reference API (api/) follows its own rule.',
      severity: 'error',
      from: { path: '^plugins/', pathNot: '^plugins/[^/]+/api/' },
      to: { path: '^src/', pathNot: '^src/plugin-api/(index|coupon-maths|limit-rules|core-answers)\\.ts$|^src/plugin-api/favorites\\.tsx$' },
    },
    {
      name: 'no-circular',
      comment: 'Modules form layers: a cycle means two modules cannot be understood, tested or loaded apart.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'server-not-tools',
      comment: 'The server ships; tools/ is for development and CI. What both need lives in src/composer or schemas/.',
      severity: 'error',
      from: { path: '^server/' },
      to: { path: '^tools/' },
    },
    {
      name: 'browser-code-not-schema-generator',
      comment: 'The browser gets standalone validators only: no ajv compiler, eval or new Function (CSP, size).',
      severity: 'error',
      from: { path: '^(src|plugins)/' },
      to: { path: '^schemas/generate\\.ts$' },
    },
    {
      name: 'browser-code-not-project-check',
      comment: 'project-check/ reads the file system and loads the ajv validators at run time: node only.',
      severity: 'error',
      from: { path: '^(src|plugins)/' },
      to: { path: '^project-check/' },
    },
    {
      name: 'project-check-not-its-callers',
      comment: 'The build, the server and tools/ call the project check; it depends on none of them (schemas/ and src/ data modules only).',
      severity: 'error',
      from: { path: '^project-check/' },
      to: { path: '^(server|tools|plugins)/|^esbuild\\.config\\.ts$' },
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
