/** Every schema the build turns into a .json copy and an ajv standalone validator, by validator name. */
import { routeManifestSchema } from './route-manifest.schema.ts';
import { siteConfigSchema } from './site-config.schema.ts';
import { pluginManifestSchema } from './plugin-manifest.schema.ts';
import {
  blocksAnswerSchema,
  configGroupsAnswerSchema,
  dictionaryAnswerSchema,
  sessionCheckAnswerSchema,
} from './api.schema.ts';

export const SCHEMAS = {
  routeManifest: routeManifestSchema,
  siteConfig: siteConfigSchema,
  pluginManifest: pluginManifestSchema,
  dictionaryAnswer: dictionaryAnswerSchema,
  blocksAnswer: blocksAnswerSchema,
  configGroupsAnswer: configGroupsAnswerSchema,
  sessionCheckAnswer: sessionCheckAnswerSchema,
} as const;

export type SchemaName = keyof typeof SCHEMAS;
