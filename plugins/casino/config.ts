/**
 * The casino section of the site config, with the safe choice where a region has none: no game
 * origin allowed (nothing is framed), no popup leaves a game's sandbox, no session stats, no
 * redirect, the brands slider shown.
 */
import type { SiteConfig } from '@plugin-api';

export type CasinoSettings = Required<Omit<NonNullable<SiteConfig['casino']>, 'market'>>;

const NONE: CasinoSettings = { gameOrigins: [], popupsEscapeSandbox: [], sessionStats: false, minGameCycleMs: 0, slotFirstDepositRedirect: false, brandsSlider: true };

export function casinoSettingsOf(config: SiteConfig | null | undefined): CasinoSettings {
  return { ...NONE, ...config?.casino };
}

/**
 * The origin a launch URL may be framed from: an absolute http(s) URL on the origin the launch
 * answer named, which the site config lists. Anything else is refused before an iframe exists.
 */
export function frameableOrigin(url: string, announcedOrigin: string, allowed: readonly string[]): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return null;
  if (parsed.origin !== announcedOrigin) return null;
  return allowed.includes(parsed.origin) ? parsed.origin : null;
}
