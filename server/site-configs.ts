/**
 * Site configs (site-configs/<id>.json): loaded and checked once at start-up. A config that fails
 * its schema or the cross-field rules below never reaches a player: the server refuses to start.
 */
import { basename } from 'node:path';
import { escapePointerSegment, problemsFromAjv, type Problem } from '../src/composer/problems.ts';
import type { StandaloneValidator } from '../src/composer/validation-types.ts';
import type { SiteConfig } from '../schemas/site-config.schema.ts';
import { readJsonFolder } from './json-files.ts';

export const SITE_CONFIGS_FOLDER = 'site-configs';
export const DEFAULT_CONFIG_ID = 'default';

export interface SiteConfigStore {
  /** By id, without the editor-only `$schema` property. */
  readonly configs: ReadonlyMap<string, SiteConfig>;
  /** SITE_CONFIG when set, else the config listing this host name, else the 'default' config. */
  select(hostname: string): SiteConfig;
}

export type SiteConfigLoad = { ok: true; store: SiteConfigStore } | { ok: false; problems: Problem[] };

/** Rules a JSON Schema cannot state: values that must be members of another list. */
export function crossFieldProblems(file: string, config: SiteConfig): Problem[] {
  const problems: Problem[] = [];
  const languages = config.languages.available;
  const expectedLanguage = `one of the available languages ${JSON.stringify(languages)}`;
  if (!languages.includes(config.languages.default)) {
    problems.push({ file, pointer: '/languages/default', message: `"${config.languages.default}" is not an available language`, expected: expectedLanguage });
  }
  (config.languages.hidden ?? []).forEach((lng, i) => {
    if (!languages.includes(lng)) {
      problems.push({ file, pointer: `/languages/hidden/${i}`, message: `"${lng}" is hidden but not available`, expected: expectedLanguage });
    }
  });
  const currencies = config.currencies.available;
  if (!currencies.includes(config.currencies.default)) {
    problems.push({
      file,
      pointer: '/currencies/default',
      message: `"${config.currencies.default}" is not an available currency`,
      expected: `one of the available currencies ${JSON.stringify(currencies)}`,
    });
  }
  const fileId = basename(file, '.json');
  if (config.id !== fileId) {
    problems.push({ file, pointer: '/id', message: `is "${config.id}" but the file is named ${fileId}.json`, expected: `"${fileId}" (a config is named by its file)` });
  }
  return problems;
}

export async function loadSiteConfigs(rootDir: string, validate: StandaloneValidator, fixedId?: string): Promise<SiteConfigLoad> {
  const { files, problems } = await readJsonFolder(rootDir, SITE_CONFIGS_FOLDER);
  const configs = new Map<string, SiteConfig>();
  const byHost = new Map<string, { config: SiteConfig; file: string }>();

  for (const { file, data } of files) {
    if (!validate(data)) {
      problems.push(...problemsFromAjv(file, validate.errors));
      continue;
    }
    const { $schema: _editorOnly, ...config } = data as SiteConfig;
    const own = crossFieldProblems(file, config);
    (config.hosts ?? []).forEach((host, i) => {
      const key = host.toLowerCase();
      const other = byHost.get(key);
      if (other && other.config !== config) {
        own.push({ file, pointer: `/hosts/${escapePointerSegment(i)}`, message: `"${host}" is already served by ${other.file}`, expected: 'each host name in one site config only' });
      } else {
        byHost.set(key, { config, file });
      }
    });
    problems.push(...own);
    if (own.length === 0) configs.set(config.id, config);
  }

  if (problems.length > 0) return { ok: false, problems };

  const ids = JSON.stringify([...configs.keys()]);
  if (fixedId !== undefined && !configs.has(fixedId)) {
    problems.push({ file: `${SITE_CONFIGS_FOLDER}/${fixedId}.json`, pointer: '', message: 'does not exist (SITE_CONFIG names it)', expected: `SITE_CONFIG to be one of the config ids ${ids}` });
  }
  if (fixedId === undefined && !configs.has(DEFAULT_CONFIG_ID)) {
    problems.push({
      file: `${SITE_CONFIGS_FOLDER}/${DEFAULT_CONFIG_ID}.json`,
      pointer: '',
      message: 'does not exist (it serves hosts no config lists)',
      expected: `a config with id "${DEFAULT_CONFIG_ID}", or SITE_CONFIG set to one of ${ids}`,
    });
  }
  if (problems.length > 0) return { ok: false, problems };

  const fixed = fixedId === undefined ? undefined : configs.get(fixedId);
  const fallback = configs.get(DEFAULT_CONFIG_ID);
  const store: SiteConfigStore = {
    configs,
    select(hostname) {
      // Both lookups succeed here: the checks above guarantee the fixed or the default config.
      return fixed ?? byHost.get(hostname.toLowerCase())?.config ?? fallback!;
    },
  };
  return { ok: true, store };
}
