/**
 * React DOM's client, imported by the entry on its own (`import()`): evaluating it is the largest
 * single piece of the app's start-up (about a fifth of evaluating all its modules), and a module
 * imported dynamically is evaluated in a task of its own. The build preloads it with the entry's
 * static graph (esbuild.config.ts, PRELOADED_DYNAMIC_IMPORTS), so splitting it costs no round trip.
 */
export { createRoot, hydrateRoot } from 'react-dom/client';
