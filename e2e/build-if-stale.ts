/**
 * Before the e2e servers start: builds only when dist/ is not a build of the current sources (see
 * tools/current-build.ts), so they serve the build `npm test` has just made.
 */
import { buildIfStale } from '../tools/current-build.ts';

await buildIfStale('e2e');
