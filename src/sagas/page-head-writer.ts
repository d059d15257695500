/**
 * What the page-head saga writes with, fetched on the first move inside the app (beside that move's
 * page data): the answer's check and the head writer. A first load needs neither (the server wrote
 * its head), so the entry does not carry them.
 */
import type { SeoPageDataAnswer } from '../../schemas/seo-api.schema.ts';
import { validate as isSeoPageData } from '../generated/validators/seoPageDataAnswer.js';
import { pageHeadElements, replacePageHead } from '../domain/page-head.ts';

export const ANNOUNCER_ID = 'route-announcer';

export type PageHead = SeoPageDataAnswer;

export function isPageHead(value: unknown): value is PageHead {
  return isSeoPageData(value);
}

/** Writes the page's head into `doc` and says the title in the announcer. */
export function showPageHead(doc: Document, head: PageHead): void {
  doc.title = head.title;
  replacePageHead(doc, pageHeadElements(head));
  let announcer = doc.getElementById(ANNOUNCER_ID);
  if (!announcer) {
    // Outside the app's root, so rendering never replaces it; created on the first move only.
    announcer = doc.createElement('p');
    announcer.id = ANNOUNCER_ID;
    announcer.className = 'route-announcer';
    announcer.setAttribute('aria-live', 'polite');
    announcer.setAttribute('aria-atomic', 'true');
    doc.body.append(announcer);
  }
  announcer.textContent = head.title;
}
