import { definePlugin, lazyExtension } from '@plugin-api';

/**
 * The debugger: one page, a lazy extension (extensions/page.tsx) that brings its slice and the
 * navigation trace recorder. Development builds only: the route manifest is development-only, so a
 * production build has neither the route nor this plugin.
 */
export default definePlugin({
  id: 'debugger',
  extensions: { page: lazyExtension },
});
