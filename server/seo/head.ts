/** The SEO page data as <head> markup (after the title, which the shell writes itself). */
import { escapeHtml } from '../html.ts';
import type { SeoPageData } from './page-data.ts';

export function seoHeadTags(data: SeoPageData): string {
  const attr = escapeHtml;
  return [
    `<meta name="robots" content="${attr(data.metaRobots)}">`,
    `<link rel="canonical" href="${attr(data.canonical)}">`,
    ...data.alternates.map((a) => `<link rel="alternate" hreflang="${attr(a.hreflang)}" href="${attr(a.href)}">`),
    ...data.mediaAlternates.map((a) => `<link rel="alternate" media="${attr(a.media)}" href="${attr(a.href)}">`),
    ...data.metas.map((m) => `<meta property="${attr(m.property)}" content="${attr(m.content)}">`),
  ].join('');
}
