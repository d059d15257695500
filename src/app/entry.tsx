/**
 * The browser's entry: evaluates the app's code in a few tasks instead of one. A module graph is
 * evaluated in one go, so the whole start-up graph (the libraries, then the app) was one task of about
 * 60 ms here, four times that on a mid-range phone, in which the page answered no tap. Each step below
 * is a module imported with `import()`, evaluated in a task of its own, with a yield to the browser in
 * between. The build preloads every step's chunks with the first screen (esbuild.config.ts,
 * PRELOADED_DYNAMIC_IMPORTS), so the steps add no round trip. A step that fails to load fails the
 * entry, as a failed static import did: the bootstrap retries and then reloads (server/bootstrap.ts).
 */
import { yieldToBrowser } from './yield-to-browser.ts';

await import('./libraries.ts');
await yieldToBrowser();
await import('./start.tsx');
