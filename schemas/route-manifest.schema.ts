import type { FromSchema } from 'json-schema-to-ts';
import { dictionaryIdSchema, extensionIdSchema, routeIdSchema } from './common.schema.ts';

/** The built-in layouts; a plugin may add more as `layout` extensions. */
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
    blockPage: {
      type: 'boolean',
      description: 'A page that explains a block or maintenance; without one the user goes back to the language home.',
    },
  },
} as const;

const layoutSchema = { type: 'string', minLength: 1, description: 'A built-in layout or a layout extension id.' } as const;

const componentSchema = { ...extensionIdSchema, description: 'The page extension rendered in the main slot.' } as const;

/** A named slot: rendered by a layout (built-in: src/composer/layout-slots.ts) or by a page (plugin.json `slots`). */
export const slotNameSchema = { type: 'string', pattern: '^[a-z][a-zA-Z0-9]*$' } as const;

const slotsSchema = {
  type: 'object',
  description: 'Extra widgets by slot name, rendered in order. Only slots the layout or the page render (the project check names them).',
  propertyNames: { pattern: slotNameSchema.pattern },
  additionalProperties: { type: 'array', items: extensionIdSchema },
} as const;

const dictionaryIdsSchema = { type: 'array', items: dictionaryIdSchema, uniqueItems: true } as const;

/**
 * What every route of a manifest file has unless the route says otherwise, so that a route states
 * only what differs. How a route and the defaults combine is decided in one place:
 * src/composer/manifest-defaults.ts (expandRouteManifest). Only values that whole areas really share
 * belong here; per-route facts (path, params, availability, redirects, guards) do not.
 */
export const routeDefaultsSchema = {
  type: 'object',
  additionalProperties: false,
  description: "Defaults for this file's routes (and dictionary ids for its modals); a route states only what differs.",
  properties: {
    layout: { ...layoutSchema, description: 'The layout of every page route that names none.' },
    component: { ...componentSchema, description: 'The page extension of every route that names none and does not redirect.' },
    flags: {
      ...routeFlagsSchema,
      description: "Merged key by key with a route's flags; a route switches one off with false.",
    },
    slots: {
      ...slotsSchema,
      description: "Merged slot by slot: a route's list replaces that slot's list; [] empties it.",
    },
    dictionaryIds: {
      ...dictionaryIdsSchema,
      description: "Loaded for every page route and modal of the file, before the route's own.",
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
    layout: {
      ...layoutSchema,
      description: "A built-in layout or a layout extension id. Required on a page route unless the file's defaults give one.",
    },
    component: { ...componentSchema, description: "The page extension rendered in the main slot (else the file's default)." },
    slots: slotsSchema,
    redirect: {
      type: 'object',
      additionalProperties: false,
      required: ['to'],
      properties: {
        to: routeIdSchema,
        permanent: { type: 'boolean', description: '301 instead of a replace.' },
      },
    },
    dictionaryIds: dictionaryIdsSchema,
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
    pageType: { type: 'string', description: 'Passed to the page extension as its pageType prop.' },
  },
} as const;

export const modalRecordSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['query', 'component'],
  properties: {
    query: { type: 'string', pattern: '^[a-z][a-z0-9-]*$', description: 'The query parameter that opens it.' },
    component: extensionIdSchema,
    dictionaryIds: { ...dictionaryIdsSchema, description: "Loaded with the modal, after the file's default dictionary ids." },
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
    developmentOnly: {
      type: 'boolean',
      description:
        'The area exists only in development builds (npm run build -- --dev): a production build leaves out its routes (they answer 404) and the plugins no other area or config uses.',
    },
    defaults: routeDefaultsSchema,
    routes: { type: 'array', items: routeRecordSchema },
    modals: { type: 'array', items: modalRecordSchema },
  },
} as const;

export type RouteManifest = FromSchema<typeof routeManifestSchema>;
export type RouteRecord = FromSchema<typeof routeRecordSchema>;
export type RouteFlags = FromSchema<typeof routeFlagsSchema>;
export type RouteDefaults = FromSchema<typeof routeDefaultsSchema>;
export type ModalRecord = FromSchema<typeof modalRecordSchema>;
