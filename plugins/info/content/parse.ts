/**
 * What the content API answers, checked before a page uses it. Block types the page does not know
 * are left out (a newer server may add some); anything else that is not the expected shape makes
 * the whole answer unreadable.
 */
import type { CmsBlock, CmsPageAnswer } from './model.ts';

const BLOCK_TYPES = new Set(['heading', 'paragraph', 'notice', 'list', 'table', 'links', 'contacts']);

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isStringArray(value: unknown): value is string[] {
  return Array.isArray(value) && value.every((item) => typeof item === 'string');
}

function isBlock(value: unknown): value is CmsBlock {
  if (!isRecord(value) || typeof value.type !== 'string') return false;
  switch (value.type) {
    case 'heading':
    case 'paragraph':
    case 'notice':
      return typeof value.text === 'string';
    case 'list':
      return typeof value.ordered === 'boolean' && isStringArray(value.items);
    case 'table':
      return typeof value.caption === 'string' && isStringArray(value.columns) && Array.isArray(value.rows) && value.rows.every(isStringArray);
    case 'links':
      return Array.isArray(value.items) && value.items.every((item) => isRecord(item) && typeof item.routeId === 'string' && typeof item.text === 'string');
    case 'contacts':
      return Array.isArray(value.items) && value.items.every((item) => isRecord(item) && (item.kind === 'email' || item.kind === 'phone') && typeof item.value === 'string' && typeof item.label === 'string');
    default:
      return false;
  }
}

export function parseContent(answer: unknown): CmsPageAnswer | null {
  if (!isRecord(answer) || typeof answer.page !== 'string' || typeof answer.title !== 'string') return null;
  if (!isStringArray(answer.path) || !Array.isArray(answer.blocks) || !Array.isArray(answer.children) || !Array.isArray(answer.trail)) return null;
  const blocks = answer.blocks.filter((block) => isRecord(block) && BLOCK_TYPES.has(String(block.type)));
  if (!blocks.every(isBlock)) return null;
  const childrenOk = answer.children.every((c) => isRecord(c) && typeof c.slug === 'string' && typeof c.title === 'string');
  const trailOk = answer.trail.every((c) => isRecord(c) && isStringArray(c.path) && typeof c.title === 'string');
  if (!childrenOk || !trailOk) return null;
  return { ...(answer as unknown as CmsPageAnswer), blocks };
}
