/** The project's JSON documents as the check sees them: read, parsed, not yet trusted. */
import type { StandaloneValidator } from '../src/composer/validation-types.ts';

export const ROUTE_MANIFESTS_DIR = 'route-manifests';
export const SITE_CONFIGS_DIR = 'site-configs';
export const PLUGINS_DIR = 'plugins';
/** Where a project keeps its dictionaries (the server may be given another data folder). */
export const DICTIONARIES_DIR = 'server/data/dictionaries';

export interface JsonDocument {
  /** Path relative to the repository root, with forward slashes, e.g. `route-manifests/sports.json`. */
  file: string;
  data: unknown;
  /**
   * The file could not be read or parsed (the caller has reported that). Its content is unknown, so
   * checks that need the complete set (does route id X exist anywhere?) are skipped rather than
   * guessed.
   */
  unreadable?: boolean;
}

export interface PluginDocument extends JsonDocument {
  /** The folder under plugins/ that holds the plugin.json. */
  folder: string;
  /** Whether the folder has an index.tsx. */
  hasIndex: boolean;
}

export interface ProjectDocuments {
  routeManifests: JsonDocument[];
  siteConfigs: JsonDocument[];
  plugins: PluginDocument[];
  /** The dictionary ids that exist (folder names under the dictionaries folder). */
  dictionaryIds: ReadonlySet<string>;
  /** That folder as problem lines name it; DICTIONARIES_DIR when not given. */
  dictionariesFolder?: string;
}

/** The three standalone validators the check needs (generated from schemas/ by schemas/generate.ts). */
export interface SchemaValidators {
  routeManifest: StandaloneValidator;
  siteConfig: StandaloneValidator;
  pluginManifest: StandaloneValidator;
}
