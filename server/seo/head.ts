/**
 * The SEO page data as <head> markup (after the title, which the shell writes itself): the same
 * elements the browser writes on a move inside the app (src/domain/page-head.ts), here as HTML.
 */
import { escapeHtml } from '../html.ts';
import { pageHeadElements, pageHeadHtml } from '../../src/domain/page-head.ts';
import type { SeoPageData } from './page-data.ts';

export function seoHeadTags(data: SeoPageData): string {
  return pageHeadHtml(pageHeadElements(data), escapeHtml);
}
