/**
 * The site config's `seo` section: how this operator's pages present themselves to search
 * engines. Absent: every page is its own canonical, indexable unless it needs a signed-in player,
 * with hreflang alternates in every language a guest is offered.
 */
import type { FromSchema } from 'json-schema-to-ts';

export const seoConfigSchema = {
  type: 'object',
  additionalProperties: false,
  description: 'Search engine presentation. Absent: the defaults above.',
  properties: {
    canonical: {
      type: 'object',
      additionalProperties: false,
      required: ['mode'],
      description: "Where pages' canonical links point. Absent: the page's own address without its query.",
      properties: {
        mode: {
          enum: ['url', 'mirror'],
          description: 'url: every page names targetUrl; mirror: the same path on the mirror host (domain.host).',
        },
        targetUrl: { type: 'string', pattern: '^https://[^\\s"<>]+$', description: 'The canonical address in the url mode.' },
        domain: {
          type: 'object',
          additionalProperties: false,
          required: ['host'],
          properties: { host: { type: 'string', pattern: '^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)+$' } },
          description: 'The mirror whose addresses are canonical in the mirror mode.',
        },
      },
    },
    metaRobots: {
      type: 'string',
      pattern: '^[a-z-]+(?:, ?[a-z-]+)*$',
      description: 'The robots meta of every page of this site (e.g. "noindex, nofollow" on a staging host). Absent: the page data decides.',
    },
    mediaAlternates: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['media', 'origin'],
        properties: {
          media: { type: 'string', minLength: 1, maxLength: 120, pattern: '^[^"<>]+$' },
          origin: { type: 'string', pattern: '^https://[a-z0-9.-]+(?::\\d+)?$' },
        },
      },
      description: 'Versions of each page for other screens (e.g. the desktop site): the same path on that origin for that media query.',
    },
    crawlerRenderTimeoutMs: {
      type: 'integer',
      minimum: 500,
      maximum: 10000,
      description: "How long a crawler's page waits for its data on the server (default 4000 ms; players get the shell sooner).",
    },
  },
} as const;
export type SeoConfig = FromSchema<typeof seoConfigSchema>;
