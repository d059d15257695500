/**
 * The core APIs' answers as a plugin reads them (identity, session, platform): parsers built on the
 * validators generated from the core's schemas. A module of its own (`@plugin-api/core-answers`,
 * decision 0010) so that their validators load with the plugins that read these answers, not with
 * every page.
 */
export * from './identity-answers.ts';
export { parseSecureDataAnswer } from './platform-answers.ts';
