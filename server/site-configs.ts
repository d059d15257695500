/**
 * Site configs (site-configs/<id>.json) as the server serves them: the project check
 * (project-check/) has read and checked them all before buildServer gets here; this only picks the
 * config for a request (SITE_CONFIG, else by host, else 'default') and refuses a selection that
 * cannot work.
 */
import type { Problem } from '../src/composer/problems.ts';
import type { SiteConfig } from '../schemas/site-config.schema.ts';

export const SITE_CONFIGS_FOLDER = 'site-configs';
export const DEFAULT_CONFIG_ID = 'default';

export interface SiteConfigStore {
  /** By id, without the editor-only `$schema` property. */
  readonly configs: ReadonlyMap<string, SiteConfig>;
  /** SITE_CONFIG when set, else the config listing this host name, else the 'default' config. */
  select(hostname: string): SiteConfig;
}

export type SiteConfigSelection = { ok: true; store: SiteConfigStore } | { ok: false; problems: Problem[] };

/**
 * The store over checked configs (ids unique, each host in one config: the check saw to that).
 * Refuses a SITE_CONFIG that names no config, and a server without SITE_CONFIG that has no
 * 'default' config for the hosts no config lists.
 */
export function siteConfigStore(checked: readonly { config: SiteConfig }[], fixedId?: string): SiteConfigSelection {
  const configs = new Map(checked.map(({ config }) => [config.id, config]));
  const byHost = new Map<string, SiteConfig>();
  for (const config of configs.values()) for (const host of config.hosts ?? []) byHost.set(host.toLowerCase(), config);

  const ids = JSON.stringify([...configs.keys()]);
  if (fixedId !== undefined && !configs.has(fixedId)) {
    return {
      ok: false,
      problems: [{ file: `${SITE_CONFIGS_FOLDER}/${fixedId}.json`, pointer: '', message: 'does not exist (SITE_CONFIG names it)', expected: `SITE_CONFIG to be one of the config ids ${ids}` }],
    };
  }
  if (fixedId === undefined && !configs.has(DEFAULT_CONFIG_ID)) {
    return {
      ok: false,
      problems: [
        {
          file: `${SITE_CONFIGS_FOLDER}/${DEFAULT_CONFIG_ID}.json`,
          pointer: '',
          message: 'does not exist (it serves hosts no config lists)',
          expected: `a config with id "${DEFAULT_CONFIG_ID}", or SITE_CONFIG set to one of ${ids}`,
        },
      ],
    };
  }

  const fixed = fixedId === undefined ? undefined : configs.get(fixedId);
  const fallback = configs.get(DEFAULT_CONFIG_ID);
  const vipViews = new Map<SiteConfig, SiteConfig>();
  const store: SiteConfigStore = {
    configs,
    select(hostname) {
      // Both lookups succeed here: the checks above guarantee the fixed or the default config.
      const config = fixed ?? byHost.get(hostname.toLowerCase()) ?? fallback!;
      return isVipHost(config, hostname) ? vipView(vipViews, config) : config;
    },
  };
  return { ok: true, store };
}

function isVipHost(config: SiteConfig, hostname: string): boolean {
  const host = hostname.toLowerCase();
  return config.vipHosts?.some((vip) => vip.toLowerCase() === host) === true;
}

/**
 * The operator's config as its VIP domains see it (SPEC 5: no registration form there): the same id,
 * operator and players, with features.vipDomain set, made once per config so the answer stays one object.
 */
function vipView(views: Map<SiteConfig, SiteConfig>, config: SiteConfig): SiteConfig {
  let view = views.get(config);
  if (!view) {
    view = { ...config, features: { ...config.features, vipDomain: true } };
    views.set(config, view);
  }
  return view;
}

/**
 * The operators one server runs. Each site config is one operator: a separate back end with its own
 * players, sessions and rules, so a player, a token or a session cookie of one is nobody on another.
 */
export interface Operators {
  /** Every operator's id (its site config id). */
  readonly ids: readonly string[];
  /** The operator of the hosts no config lists (SITE_CONFIG's when it is set): its seeded players keep the contract's ids. */
  readonly home: string;
  /** The operator a request is made to: its host's site config (SITE_CONFIG's for every host when it is set). */
  of(request: { readonly hostname: string }): string;
}

export function operatorsOf(store: Pick<SiteConfigStore, 'configs' | 'select'>): Operators {
  return {
    ids: [...store.configs.keys()],
    // No config lists the empty host name, so this is the fallback (or the fixed) config.
    home: store.select('').id,
    of: (request) => store.select(request.hostname).id,
  };
}
