/**
 * The site config's check, fetched while the config is (src/sagas/site-config.saga.ts): the
 * generated validator and the words for what it refuses travel together, so neither is in the
 * initial JavaScript.
 */
import { problemsFromAjv, formatProblem } from '../composer/problems.ts';
import { validate } from '../generated/validators/siteConfig.js';

/** null when the answer is a valid site config, else one line per problem. */
export function siteConfigProblems(answer: unknown): string[] | null {
  return validate(answer) ? null : problemsFromAjv('all.json', validate.errors).map(formatProblem);
}

