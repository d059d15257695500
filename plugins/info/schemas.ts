/**
 * The info feature's data: the answers of its content API (./api, /web-api/cms/...), an information
 * page as structured content, never HTML. A page is blocks (headings, paragraphs, lists, tables,
 * notices, links to route ids, contact lines) and may have children (rule chapters, news articles,
 * partner sections) listed by slug. The pages check answers with the validators generated from
 * `answerSchemas` (generated/validators/).
 */
import type { FromSchema } from 'json-schema-to-ts';

const textSchema = { type: 'string', minLength: 1, maxLength: 4000 } as const;
const slugSchema = { type: 'string', pattern: '^[a-z0-9][a-z0-9_-]*$' } as const;
const dateSchema = { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}$' } as const;

export const cmsBlockSchema = {
  oneOf: [
    {
      type: 'object',
      additionalProperties: false,
      required: ['type', 'text'],
      properties: { type: { type: 'string', enum: ['heading'] }, text: textSchema },
    },
    {
      type: 'object',
      additionalProperties: false,
      required: ['type', 'text'],
      properties: { type: { type: 'string', enum: ['paragraph'] }, text: textSchema },
    },
    {
      type: 'object',
      additionalProperties: false,
      required: ['type', 'text'],
      properties: { type: { type: 'string', enum: ['notice'] }, text: textSchema },
    },
    {
      type: 'object',
      additionalProperties: false,
      required: ['type', 'ordered', 'items'],
      properties: { type: { type: 'string', enum: ['list'] }, ordered: { type: 'boolean' }, items: { type: 'array', minItems: 1, items: textSchema } },
    },
    {
      type: 'object',
      additionalProperties: false,
      required: ['type', 'caption', 'columns', 'rows'],
      properties: {
        type: { type: 'string', enum: ['table'] },
        caption: textSchema,
        columns: { type: 'array', minItems: 1, items: textSchema },
        rows: { type: 'array', minItems: 1, items: { type: 'array', minItems: 1, items: { type: 'string', maxLength: 400 } } },
      },
    },
    {
      type: 'object',
      additionalProperties: false,
      required: ['type', 'items'],
      properties: {
        type: { type: 'string', enum: ['links'] },
        items: {
          type: 'array',
          minItems: 1,
          items: {
            type: 'object',
            additionalProperties: false,
            required: ['routeId', 'text'],
            properties: {
              routeId: { type: 'string', pattern: '^[a-zA-Z][a-zA-Z0-9_.-]*$' },
              params: { type: 'object', additionalProperties: { type: 'string', pattern: '^[a-z0-9_-]+$' } },
              text: textSchema,
            },
          },
        },
      },
    },
    {
      type: 'object',
      additionalProperties: false,
      required: ['type', 'items'],
      properties: {
        type: { type: 'string', enum: ['contacts'] },
        items: {
          type: 'array',
          minItems: 1,
          items: {
            type: 'object',
            additionalProperties: false,
            required: ['kind', 'label', 'value'],
            properties: {
              kind: { type: 'string', enum: ['email', 'phone'] },
              label: textSchema,
              value: { type: 'string', pattern: '^[^\\s<>"]{3,120}$' },
            },
          },
        },
      },
    },
  ],
} as const;

export const cmsPageAnswerSchema = {
  $id: 'cms-page-answer',
  type: 'object',
  additionalProperties: false,
  required: ['page', 'path', 'title', 'blocks', 'children', 'trail'],
  properties: {
    page: slugSchema,
    /** The slugs below the page: [] for the page itself, [group, chapter] for a rule chapter. */
    path: { type: 'array', items: slugSchema },
    title: textSchema,
    date: dateSchema,
    blocks: { type: 'array', items: cmsBlockSchema },
    /** What lies one level below, in reading order (news newest first). */
    children: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['slug', 'title'],
        properties: { slug: slugSchema, title: textSchema, date: dateSchema, summary: textSchema },
      },
    },
    /** The pages above this one, from the page itself: what a "back" link names. */
    trail: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['path', 'title'],
        properties: { path: { type: 'array', items: slugSchema }, title: textSchema },
      },
    },
  },
} as const;

export type CmsBlock = FromSchema<typeof cmsBlockSchema>;
export type CmsPageAnswer = FromSchema<typeof cmsPageAnswerSchema>;

/** The content API's answers by validator name. */
export const answerSchemas = { cmsPageAnswer: cmsPageAnswerSchema } as const;
