/**
 * What the content API answers, checked before a page uses it with the validator generated from its
 * schema (../schemas.ts). Block types the page does not know are left out first (a newer server may
 * add some); anything else that is not the expected shape makes the whole answer unreadable.
 */
import { validate as isPageAnswer } from '../generated/validators/cmsPageAnswer.js';
import type { CmsPageAnswer } from './model.ts';

const BLOCK_TYPES: ReadonlySet<unknown> = new Set(['heading', 'paragraph', 'notice', 'list', 'table', 'links', 'contacts']);

const isKnownBlock = (block: unknown): boolean => BLOCK_TYPES.has((block as { type?: unknown } | null)?.type);

export function parseContent(answer: unknown): CmsPageAnswer | null {
  const blocks: unknown = (answer as { blocks?: unknown } | null)?.blocks;
  const known = Array.isArray(blocks) ? { ...(answer as object), blocks: blocks.filter(isKnownBlock) } : answer;
  return isPageAnswer(known) ? known : null;
}
