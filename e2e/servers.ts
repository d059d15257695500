/** Where the e2e servers listen (playwright.config.ts starts them; specs open pages on them). */
export const HOST = '127.0.0.1';
/** The default site config (BetHub, English by default), started with `npm start`. */
export const DEFAULT_PORT = 4310;
/** The Russian-language operator (SITE_CONFIG=ru-operator, СтавкаПлюс). */
export const RU_OPERATOR_PORT = 4311;

export const DEFAULT_ORIGIN = `http://${HOST}:${DEFAULT_PORT}`;
export const RU_OPERATOR_ORIGIN = `http://${HOST}:${RU_OPERATOR_PORT}`;
/**
 * What the default server's links name (canonical, hreflang, sitemap): the default config's first host
 * (site-configs/default.json) on the server's port, whichever of its hosts the page was opened on.
 */
export const DEFAULT_CANONICAL_ORIGIN = `http://localhost:${DEFAULT_PORT}`;

/** The reference game origins beside them (server/game-origin, started by server/main.ts on PORT + 100). */
export const DEFAULT_GAME_ORIGIN = `http://${HOST}:${DEFAULT_PORT + 100}`;
export const RU_OPERATOR_GAME_ORIGIN = `http://${HOST}:${RU_OPERATOR_PORT + 100}`;
