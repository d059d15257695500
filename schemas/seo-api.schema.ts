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

const language = { type: 'string', pattern: '^[a-z]{2}$' } as const;
const nameEng = { type: 'string', pattern: '^[a-z0-9]+(?:-[a-z0-9]+)*$', description: 'The English name as it stands in addresses (lower case, hyphens).' } as const;

/**
 * GET /web-api/seo/content?path=/en/live   the SEO text of a page: shown under the page's content
 * (the layout's SEO block, written by the server into the HTML); null where the page has none.
 */
export const seoContentAnswerSchema = {
  $id: 'seo-content-answer',
  title: 'SEO text of a page',
  type: 'object',
  additionalProperties: false,
  required: ['routeId', 'language', 'content'],
  properties: {
    routeId: { type: ['string', 'null'] },
    language,
    content: {
      oneOf: [
        { type: 'null' },
        {
          type: 'object',
          additionalProperties: false,
          required: ['title', 'paragraphs'],
          properties: {
            title: { type: 'string', minLength: 1 },
            paragraphs: { type: 'array', minItems: 1, items: { type: 'string', minLength: 1 } },
          },
        },
      ],
    },
  },
} as const;

/** GET /web-api/seo/visual?path=/en/live   the pictures that go with a page's SEO text, each with its alt text and size. */
export const seoVisualAnswerSchema = {
  $id: 'seo-visual-answer',
  title: 'SEO pictures of a page',
  type: 'object',
  additionalProperties: false,
  required: ['routeId', 'language', 'images'],
  properties: {
    routeId: { type: ['string', 'null'] },
    language,
    images: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['src', 'alt', 'width', 'height'],
        properties: {
          src: { type: 'string', pattern: '^/(?!/)' },
          alt: { type: 'string', minLength: 1 },
          width: { type: 'integer', minimum: 1 },
          height: { type: 'integer', minimum: 1 },
        },
      },
    },
  },
} as const;

/**
 * GET /web-api/seo/iso-codes?lng=ru   the site's languages with their ISO codes (BCP 47 for hreflang,
 * the Open Graph locale) and their names in `lng`.
 */
export const seoIsoCodesAnswerSchema = {
  $id: 'seo-iso-codes-answer',
  title: 'ISO code map of the languages',
  type: 'object',
  additionalProperties: false,
  required: ['language', 'codes'],
  properties: {
    language,
    codes: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['code', 'iso', 'locale', 'name', 'nameEng'],
        properties: {
          code: language,
          iso: { type: 'string', pattern: '^[a-z]{2}-[A-Z]{2}$' },
          locale: { type: 'string', pattern: '^[a-z]{2}_[A-Z]{2}$' },
          name: { type: 'string', minLength: 1 },
          nameEng,
        },
      },
    },
  },
} as const;

/**
 * GET /web-api/seo/sports-map?lng=ru[&nameEng=football]   each sport's name in `lng` by its English
 * address name (the :sport of line/:sport and live/:sport); with nameEng, that sport only.
 */
export const seoSportsMapAnswerSchema = {
  $id: 'seo-sports-map-answer',
  title: 'Sports map',
  type: 'object',
  additionalProperties: false,
  required: ['language', 'sports'],
  properties: {
    language,
    sports: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['sportId', 'nameEng', 'name'],
        properties: { sportId: { type: 'integer', minimum: 1 }, nameEng, name: { type: 'string', minLength: 1 } },
      },
    },
  },
} as const;

/** 400 and 404 of the SEO API: what was wrong with the call. */
export const seoRefusalAnswerSchema = {
  $id: 'seo-refusal-answer',
  type: 'object',
  additionalProperties: false,
  required: ['message'],
  properties: { message: { type: 'string', minLength: 1 } },
} as const;

export type SeoContentAnswer = FromSchema<typeof seoContentAnswerSchema>;
export type SeoContent = NonNullable<SeoContentAnswer['content']>;
export type SeoVisualAnswer = FromSchema<typeof seoVisualAnswerSchema>;
export type SeoImage = SeoVisualAnswer['images'][number];
export type SeoIsoCodesAnswer = FromSchema<typeof seoIsoCodesAnswerSchema>;
export type SeoSportsMapAnswer = FromSchema<typeof seoSportsMapAnswerSchema>;
