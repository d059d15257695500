/**
 * The site configs as this server serves them: a config's "{gameOrigin}" (in the casino's game origins
 * and the toto frames' origin, both served by the game origin started beside this server) becomes
 * that server's address, before anything (the CSP, the config the client reads, the launch check)
 * looks at the list. Configs are not changed in place: each one is copied.
 */
import { GAME_ORIGIN_PLACEHOLDER } from '../../schemas/casino-config.schema.ts';
import type { SiteConfig } from '../../schemas/site-config.schema.ts';

/** Where the game origin of a server on the default port (3000) listens: that port plus 100. */
export const DEFAULT_GAME_ORIGIN = 'http://127.0.0.1:3100';

export function withGameOrigin<T extends { config: SiteConfig }>(checked: readonly T[], gameOrigin: string): T[] {
  const resolve = (origin: string): string => (origin === GAME_ORIGIN_PLACEHOLDER ? gameOrigin : origin);
  return checked.map((entry) => {
    let config = entry.config;
    if (config.casino?.gameOrigins.includes(GAME_ORIGIN_PLACEHOLDER)) {
      config = { ...config, casino: { ...config.casino, gameOrigins: [...new Set(config.casino.gameOrigins.map(resolve))] } };
    }
    const toto = config.lotto?.toto;
    if (toto?.origin === GAME_ORIGIN_PLACEHOLDER) config = { ...config, lotto: { ...config.lotto, toto: { ...toto, origin: gameOrigin } } };
    return config === entry.config ? entry : { ...entry, config };
  });
}
