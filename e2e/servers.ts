/** Where the e2e servers listen (playwright.config.ts starts them; specs open pages on them). */
export const HOST = '127.0.0.1';
/** The default site config's shell (BetHub, English by default): what players open. */
export const DEFAULT_PORT = 4310;
/** The Russian-language operator's shell (SITE_CONFIG=ru-operator, СтавкаПлюс). */
export const RU_OPERATOR_PORT = 4311;
/** The reference back ends the shells render from and forward to (npm run serve:api). */
export const DEFAULT_API_PORT = 4320;
export const RU_OPERATOR_API_PORT = 4321;

export const DEFAULT_ORIGIN = `http://${HOST}:${DEFAULT_PORT}`;
export const RU_OPERATOR_ORIGIN = `http://${HOST}:${RU_OPERATOR_PORT}`;
/**
 * What the default server's links name (canonical, hreflang, sitemap): the default config's first host
 * (site-configs/default.json) on the server's port, whichever of its hosts the page was opened on.
 */
export const DEFAULT_CANONICAL_ORIGIN = `http://localhost:${DEFAULT_PORT}`;

/** The reference game origins beside the back ends (server/game-origin, GAME_PORT: the shell's port + 100). */
export const DEFAULT_GAME_ORIGIN = `http://${HOST}:${DEFAULT_PORT + 100}`;
export const RU_OPERATOR_GAME_ORIGIN = `http://${HOST}:${RU_OPERATOR_PORT + 100}`;
