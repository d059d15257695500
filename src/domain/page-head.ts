/**
 * A page's <head> after its title, from the SEO page data (GET /web-api/seo/page-data): the
 * description, robots, canonical, hreflang and media alternates and the Open Graph metas. One list
 * for both writers: the server serialises it into a first load's HTML (server/seo/head.ts) and the
 * browser puts it in place of the previous page's on every move inside the app
 * (src/sagas/page-head.saga.ts), so a page reached by a link has the head it has when opened directly.
 */
import type { SeoPageDataAnswer } from '../../schemas/seo-api.schema.ts';

export interface HeadElement {
  tag: 'meta' | 'link';
  /** In the order they are written. */
  attributes: ReadonlyArray<readonly [name: string, value: string]>;
}

/**
 * What the browser removes before writing a page's elements: everything the list can hold, so a
 * tag the previous page had and this one has not (an hreflang, a media alternate) goes too.
 */
export const PAGE_HEAD_SELECTOR = 'meta[name="description"], meta[name="robots"], link[rel="canonical"], link[rel="alternate"], meta[property^="og:"], meta[property^="twitter:"]';

export function pageHeadElements(data: SeoPageDataAnswer): HeadElement[] {
  const meta = (...attributes: Array<readonly [string, string]>): HeadElement => ({ tag: 'meta', attributes });
  const link = (...attributes: Array<readonly [string, string]>): HeadElement => ({ tag: 'link', attributes });
  return [
    // An empty description says nothing; a crawler would show it as such.
    ...(data.description === '' ? [] : [meta(['name', 'description'], ['content', data.description])]),
    meta(['name', 'robots'], ['content', data.metaRobots]),
    link(['rel', 'canonical'], ['href', data.canonical]),
    ...data.alternates.map((a) => link(['rel', 'alternate'], ['hreflang', a.hreflang], ['href', a.href])),
    ...data.mediaAlternates.map((a) => link(['rel', 'alternate'], ['media', a.media], ['href', a.href])),
    ...data.metas.map((m) => meta(['property', m.property], ['content', m.content])),
  ];
}

/** The elements as HTML, each value escaped by `escape`. */
export function pageHeadHtml(elements: readonly HeadElement[], escape: (text: string) => string): string {
  return elements.map((element) => `<${element.tag}${element.attributes.map(([name, value]) => ` ${name}="${escape(value)}"`).join('')}>`).join('');
}

/** Puts `elements` in place of the head's current page elements, where the title is (after it). */
export function replacePageHead(doc: Document, elements: readonly HeadElement[]): void {
  for (const old of Array.from(doc.head.querySelectorAll(PAGE_HEAD_SELECTOR))) old.remove();
  const fragment = doc.createDocumentFragment();
  for (const element of elements) {
    const node = doc.createElement(element.tag);
    for (const [name, value] of element.attributes) node.setAttribute(name, value);
    fragment.append(node);
  }
  const title = doc.head.querySelector('title');
  if (title) title.after(fragment);
  else doc.head.append(fragment);
}
