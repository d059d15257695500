/**
 * The reference SEO API (server/seo): a page's head for search engines, per route and language.
 *   GET /web-api/seo/page-data?path=/en/live   the page data of the page at that address
 */
import type { FromSchema } from 'json-schema-to-ts';

const link = {
  type: 'object',
  additionalProperties: false,
  required: ['href'],
  properties: { href: { type: 'string', pattern: '^https?://' } },
} as const;

export const seoPageDataAnswerSchema = {
  $id: 'seo-page-data-answer',
  title: 'SEO page data',
  type: 'object',
  additionalProperties: false,
  required: ['routeId', 'language', 'title', 'description', 'metaRobots', 'metas', 'canonical', 'alternates', 'mediaAlternates'],
  properties: {
    routeId: { type: ['string', 'null'], description: 'The route the address opens; null for an address no route serves.' },
    language: { type: 'string', pattern: '^[a-z]{2}$' },
    title: { type: 'string', minLength: 1 },
    description: { type: 'string' },
    metaRobots: { type: 'string', description: 'The robots meta of this page (its own, else an ancestor page’s hierarchy robots, else index, follow).' },
    hierarchyMetaRobots: { type: 'string', description: 'Robots this page hands down to the pages under its path.' },
    metas: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['property', 'content'],
        properties: { property: { type: 'string', pattern: '^(?:og|twitter):[a-z_:]+$' }, content: { type: 'string' } },
      },
    },
    customCanonical: {
      type: 'object',
      additionalProperties: false,
      required: ['mode', 'targetUrl'],
      properties: { mode: { enum: ['url', 'mirror'] }, targetUrl: { type: 'string' }, domain: { type: 'object', required: ['host'], properties: { host: { type: 'string' } } } },
    },
    canonical: { type: 'string', pattern: '^https?://' },
    alternates: {
      type: 'array',
      items: { ...link, required: ['hreflang', 'href'], properties: { ...link.properties, hreflang: { type: 'string', pattern: '^(?:[a-z]{2}|x-default)$' } } },
    },
    mediaAlternates: {
      type: 'array',
      items: { ...link, required: ['media', 'href'], properties: { ...link.properties, media: { type: 'string' } } },
    },
  },
} as const;
export type SeoPageDataAnswer = FromSchema<typeof seoPageDataAnswerSchema>;
