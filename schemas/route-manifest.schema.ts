import type { FromSchema } from 'json-schema-to-ts';
import { dictionaryIdSchema, extensionIdSchema, routeIdSchema } from './common.schema.ts';

/** The built-in layouts of SPEC 2.1; a plugin may add more as `layout` extensions. */
export const BUILT_IN_LAYOUTS = ['default', 'thirdParty', 'headless', 'empty', 'blocked', 'maintenance'] as const;

export const routeFlagsSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    authNeeded: { type: 'boolean', description: 'Only signed-in users may open it.' },
    guestOnly: { type: 'boolean', description: 'Only guests may open it.' },
    hiddenFooter: { type: 'boolean' },
    normalUsersOnly: { type: 'boolean', description: 'Not for banned users.' },
    bannedOnly: { type: 'boolean', description: 'Only for banned users.' },
    quickCoupon: { type: 'boolean', description: 'The quick coupon may show on this route.' },
    blockPage: {
      type: 'boolean',
      description: 'A page that explains a block or maintenance; without one the user goes back to the language home.',
    },
  },
} as const;

export const routeRecordSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'path'],
  properties: {
    id: routeIdSchema,
    path: {
      type: 'string',
      // Segments: static text, :param, :param? (optional) or a final * (splat). Relative to /:lng.
      pattern: '^$|^(?:[A-Za-z0-9_.~-]+|:[a-zA-Z][a-zA-Z0-9]*\\??)(?:/(?:[A-Za-z0-9_.~-]+|:[a-zA-Z][a-zA-Z0-9]*\\??))*(?:/\\*)?$|^\\*$',
      description: 'Path under /:lng without a leading slash, e.g. "rules/:ruleGroup?/:chapter?".',
    },
    layout: { type: 'string', minLength: 1, description: 'A built-in layout or a layout extension id.' },
    component: { ...extensionIdSchema, description: 'The page extension rendered in the main slot.' },
    slots: {
      type: 'object',
      description: 'Extra widgets by slot name, rendered in order.',
      propertyNames: { pattern: '^[a-z][a-zA-Z0-9]*$' },
      additionalProperties: { type: 'array', items: extensionIdSchema },
    },
    redirect: {
      type: 'object',
      additionalProperties: false,
      required: ['to'],
      properties: {
        to: routeIdSchema,
        permanent: { type: 'boolean', description: '301 instead of a replace.' },
      },
    },
    dictionaryIds: { type: 'array', items: dictionaryIdSchema, uniqueItems: true },
    dataIds: { type: 'array', items: { type: 'string' } },
    guards: {
      type: 'array',
      items: { ...extensionIdSchema, description: 'A guard extension run for this route only.' },
      uniqueItems: true,
    },
    flags: routeFlagsSchema,
    availableRouteId: {
      type: 'integer',
      minimum: 1,
      description: 'The route exists only when the site config enables this availability id.',
    },
    paramTypes: {
      type: 'object',
      description: 'Params parsed before the page sees them; a value that does not parse gives 404.',
      additionalProperties: { enum: ['number', 'string'] },
    },
    pageType: { type: 'string' },
    seoPageId: { type: 'string' },
  },
} as const;

export const modalRecordSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['query', 'component'],
  properties: {
    query: { type: 'string', pattern: '^[a-z][a-z0-9-]*$', description: 'The query parameter that opens it.' },
    component: extensionIdSchema,
    dictionaryIds: { type: 'array', items: dictionaryIdSchema, uniqueItems: true },
  },
} as const;

export const routeManifestSchema = {
  $id: 'route-manifest',
  title: 'Route manifest',
  type: 'object',
  additionalProperties: false,
  required: ['area', 'routes'],
  properties: {
    $schema: { type: 'string' },
    area: { type: 'string', pattern: '^[a-z][a-z0-9-]*$' },
    routes: { type: 'array', items: routeRecordSchema },
    modals: { type: 'array', items: modalRecordSchema },
  },
} as const;

export type RouteManifest = FromSchema<typeof routeManifestSchema>;
export type RouteRecord = FromSchema<typeof routeRecordSchema>;
export type RouteFlags = FromSchema<typeof routeFlagsSchema>;
export type ModalRecord = FromSchema<typeof modalRecordSchema>;
