import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { defineConfig, type ViteUserConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';
import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PLUGIN_API_MODULES } from './tools/plugin-api-modules.ts';

const TEST_FOLDERS = ['src', 'plugins', 'server', 'tools', 'project-check', 'tests', 'schemas', 'bench'];
const TEST_FILE = /\.test\.tsx?$/;

/** Test files (relative to this folder) whose text matches `mark`. */
function testFilesMarked(mark: RegExp): string[] {
  return TEST_FOLDERS.flatMap((folder) =>
    readdirSync(folder, { recursive: true, encoding: 'utf8' })
      .filter((name) => TEST_FILE.test(name) && !name.split('/').includes('node_modules'))
      .map((name) => `${folder}/${name}`)
      .filter((file) => mark.test(readFileSync(file, 'utf8'))),
  );
}

// A file picks the browser-like environment with a `// @vitest-environment jsdom` comment.
const domFiles = testFilesMarked(/@vitest-environment jsdom/);
// A module mock replaces the module for every file the worker runs next, and a file marked
// `@vitest-isolate` needs modules of its own (it stubs a global that a module keeps for its life, or
// tests what a module does once): these files get a fresh module graph each (`isolate: true`).
const ownModuleFiles = testFilesMarked(/\bvi\.(do)?mock\(|@vitest-isolate\b/);
const moduleMockFiles = ownModuleFiles.filter((file) => !domFiles.includes(file));
// The jsdom files that install a fake clock get modules of their own too: after them, files in a
// shared graph sometimes waited forever (20 s timeouts in files that pass alone; cause not found).
// (tests/helpers/page-visibility.ts installs one for the file that calls it.)
const fakeClockFiles = testFilesMarked(/\bvi\.useFakeTimers\(|\bwithHiddenPageAndFakeClock\(/);
const domOwnModuleFiles = domFiles.filter((file) => ownModuleFiles.includes(file) || fakeClockFiles.includes(file));

/**
 * Files that take a minute or a quarter of one on their own, started before everything else so the
 * other worker runs the many short files beside them. Vitest's own order (projects by name, larger
 * files first) started the dead-links walk last: the run's last 60 s were that one file on one core.
 */
const LONGEST_FIRST = [
  'tests/catalog/dead-links.test.ts',
  'tests/deploy/haproxy-topology.test.ts',
  'server/main.test.ts',
  'tests/catalog/first-load-status.test.ts',
  'tests/resilience/first-load-garbage.test.ts',
];

class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const rank = (spec: TestSpecification) => {
      const at = LONGEST_FIRST.indexOf(relative(spec.project.config.root, spec.moduleId));
      return at === -1 ? LONGEST_FIRST.length : at;
    };
    // Array.prototype.sort is stable: the rest keep Vitest's order.
    return sorted.sort((a, b) => rank(a) - rank(b));
  }
}

const shared: ViteUserConfig = {
  resolve: {
    // Exact names: '@plugin-api' must not swallow '@plugin-api/coupon-maths' as a prefix.
    alias: Object.entries(PLUGIN_API_MODULES).map(([name, path]) => ({
      find: new RegExp(`^${name}$`),
      replacement: fileURLToPath(new URL(`./${path}`, import.meta.url)),
    })),
  },
};

const sharedTest = {
  globals: true,
  setupFiles: ['./tests/setup.ts'],
  testTimeout: 20000,
};

export default defineConfig({
  ...shared,
  test: {
    ...sharedTest,
    // Generated sources once per run, before any project starts (the projects do not inherit it).
    globalSetup: ['./tests/global-setup.ts'],
    sequence: { sequencer: LongestFirst },
    // Transformed modules kept on disk (node_modules/.experimental-vitest-cache), keyed by content and
    // environment: the three projects transform many of the same files. A fresh clone's run: 220 -> 208 s
    // (transform 745 -> 486 s summed); a second run on the same checkout starts warm.
    experimental: { fsModuleCache: true },
    pool: 'threads',
    // Vitest's default for a run is one worker fewer than the cores: one worker on this 2-core machine,
    // while the main thread's transforms leave the other core half idle. Every core a worker: the unit
    // run took 8 m 07 s with one and 5 m 53 s with two, on the same machine in one session.
    maxWorkers: availableParallelism(),
    projects: [
      {
        ...shared,
        test: {
          ...sharedTest,
          name: 'node',
          include: TEST_FOLDERS.map((folder) => `${folder}/**/*.test.{ts,tsx}`),
          exclude: ['**/node_modules/**', ...domFiles, ...moduleMockFiles],
          environment: 'node',
          // Most of a file's time was transforming and importing the same modules again: one module
          // graph per worker instead. Tests that change process-wide state undo it in their hooks.
          isolate: false,
        },
      },
      {
        ...shared,
        test: { ...sharedTest, name: 'node-mocked', include: moduleMockFiles, environment: 'node' },
      },
      {
        ...shared,
        // One window and module graph per worker, as in the node project: creating a jsdom window
        // and importing React and the app again for every file was most of this project's time.
        // tests/setup.ts leaves each file a clean document.
        test: { ...sharedTest, name: 'dom', include: domFiles, exclude: domOwnModuleFiles, environment: 'jsdom', isolate: false },
      },
      {
        ...shared,
        test: { ...sharedTest, name: 'dom-own-modules', include: domOwnModuleFiles, environment: 'jsdom' },
      },
    ],
  },
});
