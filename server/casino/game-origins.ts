/**
 * The site configs as this server serves them: a config's "{gameOrigin}" becomes the address of the
 * game origin started beside this server, before anything (the CSP, the config the client reads, the
 * launch check) looks at the list. Configs are not changed in place: each one is copied.
 */
import { GAME_ORIGIN_PLACEHOLDER } from '../../schemas/casino-config.schema.ts';
import type { SiteConfig } from '../../schemas/site-config.schema.ts';

/** Where the game origin of a server on the default port (3000) listens: that port plus 100. */
export const DEFAULT_GAME_ORIGIN = 'http://127.0.0.1:3100';

export function withGameOrigin<T extends { config: SiteConfig }>(checked: readonly T[], gameOrigin: string): T[] {
  return checked.map((entry) => {
    const casino = entry.config.casino;
    if (!casino?.gameOrigins.includes(GAME_ORIGIN_PLACEHOLDER)) return entry;
    const gameOrigins = [...new Set(casino.gameOrigins.map((origin) => (origin === GAME_ORIGIN_PLACEHOLDER ? gameOrigin : origin)))];
    return { ...entry, config: { ...entry.config, casino: { ...casino, gameOrigins } } };
  });
}
