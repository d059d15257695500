/**
 * Lookups derived from a site config, computed once per config object (WeakMap) so that guards
 * answer in constant time on every navigation.
 */
import type { SiteConfig } from '../../schemas/site-config.schema.ts';

export interface ConfigIndex {
  readonly enabledRouteIds: ReadonlySet<number>;
  readonly blockedFragments: readonly string[];
  readonly languages: ReadonlySet<string>;
  readonly hiddenLanguages: ReadonlySet<string>;
  readonly platformTypes: ReadonlySet<string>;
}

const cache = new WeakMap<SiteConfig, ConfigIndex>();

export function indexConfig(config: SiteConfig): ConfigIndex {
  let index = cache.get(config);
  if (!index) {
    index = {
      enabledRouteIds: new Set(config.routes.enabled),
      blockedFragments: config.routes.blockedFragments ?? [],
      languages: new Set(config.languages.available),
      hiddenLanguages: new Set(config.languages.hidden ?? []),
      platformTypes: new Set(config.platformTypes ?? []),
    };
    cache.set(config, index);
  }
  return index;
}

/** Languages a user may see: hidden ones only once signed in. */
export function isOfferedLanguage(index: ConfigIndex, lng: string, isAuthenticated: boolean): boolean {
  return index.languages.has(lng) && (isAuthenticated || !index.hiddenLanguages.has(lng));
}

/** The user's language if offered, else the default, else en. */
export function resolveLanguage(
  config: SiteConfig,
  index: ConfigIndex,
  preferred: string | null,
  isAuthenticated: boolean,
): string {
  if (preferred && isOfferedLanguage(index, preferred, isAuthenticated)) return preferred;
  if (isOfferedLanguage(index, config.languages.default, isAuthenticated)) return config.languages.default;
  return 'en';
}
