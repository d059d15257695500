/**
 * The site configs as this server serves them: a config's "{gameOrigin}" (in the casino's game origins,
 * the toto frames' origin, and the origins of either whose popups may leave the sandbox, all served by
 * the game origin started beside this server) becomes
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
    const casino = config.casino;
    if (casino && (casino.gameOrigins.includes(GAME_ORIGIN_PLACEHOLDER) || casino.popupsEscapeSandbox?.some((p) => p.origin === GAME_ORIGIN_PLACEHOLDER))) {
      config = {
        ...config,
        casino: {
          ...casino,
          gameOrigins: [...new Set(casino.gameOrigins.map(resolve))],
          ...(casino.popupsEscapeSandbox ? { popupsEscapeSandbox: casino.popupsEscapeSandbox.map((p) => ({ ...p, origin: resolve(p.origin) })) } : {}),
        },
      };
    }
    const toto = config.lotto?.toto;
    if (toto && (toto.origin === GAME_ORIGIN_PLACEHOLDER || toto.popupsEscapeSandbox?.some((p) => p.origin === GAME_ORIGIN_PLACEHOLDER))) {
      const popupsEscapeSandbox = toto.popupsEscapeSandbox?.map((p) => ({ ...p, origin: resolve(p.origin) }));
      config = { ...config, lotto: { ...config.lotto, toto: { ...toto, origin: resolve(toto.origin), ...(popupsEscapeSandbox ? { popupsEscapeSandbox } : {}) } } };
    }
    return config === entry.config ? entry : { ...entry, config };
  });
}
