import type { FromSchema } from 'json-schema-to-ts';
import { dictionaryIdSchema } from './common.schema.ts';
import { slotNameSchema } from './route-manifest.schema.ts';

export const EXTENSION_KINDS = ['page', 'layout', 'shell', 'modal', 'widget', 'guard'] as const;

export const pluginManifestSchema = {
  $id: 'plugin-manifest',
  title: 'Plugin manifest',
  type: 'object',
  additionalProperties: false,
  required: ['id', 'version', 'extensions'],
  properties: {
    $schema: { type: 'string' },
    id: { type: 'string', pattern: '^[a-z][a-z0-9]*(?:-[a-z0-9]+)*$', description: 'Kebab case; equals the folder name.' },
    version: { type: 'string', pattern: '^\\d+\\.\\d+\\.\\d+(?:-[0-9A-Za-z.-]+)?$' },
    description: { type: 'string' },
    extensions: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['name', 'kind'],
        properties: {
          name: { type: 'string', pattern: '^[a-z][a-z0-9]*(?:-[a-z0-9]+)*$' },
          kind: { enum: EXTENSION_KINDS },
          description: { type: 'string' },
          slots: {
            type: 'array',
            items: slotNameSchema,
            uniqueItems: true,
            description: 'Page and layout extensions: the named slots it renders (<Slot name>), which route manifests may fill.',
          },
        },
      },
    },
    dictionaries: { type: 'array', items: dictionaryIdSchema, uniqueItems: true },
    slices: { type: 'array', items: { type: 'string', pattern: '^[a-zA-Z][a-zA-Z0-9]*$' }, uniqueItems: true },
    sagas: { type: 'array', items: { type: 'string', pattern: '^[a-zA-Z][a-zA-Z0-9]*$' }, uniqueItems: true },
    configSchema: { type: 'object', description: 'A JSON Schema for this plugin’s block in the site config.' },
  },
} as const;

export type PluginManifest = FromSchema<typeof pluginManifestSchema>;
export type ExtensionKind = (typeof EXTENSION_KINDS)[number];
