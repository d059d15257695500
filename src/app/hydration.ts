/**
 * What the server rendered a page with, carried in the HTML as a JSON data block (data, not
 * script: the CSP has nothing to say about it). The browser starts from it so that its first
 * render equals the server's markup, and hydrates instead of painting the page again.
 */
export const HYDRATION_ELEMENT_ID = 'hydration';

export interface HydrationSnapshot {
  /** The store's state the server rendered (site config, committed page, dictionary statuses). */
  state: unknown;
  lng: string;
  /** The texts of the page's dictionaries, by dictionary id. */
  texts: Record<string, Record<string, unknown>>;
  /** Extensions rendered on the server; the browser loads their code before it hydrates. */
  extensions: string[];
  /**
   * Whether #root holds server markup to hydrate. When false (a page that differs by user) the
   * state still has the site config and the page's texts: the browser renders afresh from them.
   */
  rendered: boolean;
}

export function readHydrationSnapshot(doc: Document): HydrationSnapshot | null {
  const text = doc.getElementById(HYDRATION_ELEMENT_ID)?.textContent;
  if (!text) return null;
  try {
    const value = JSON.parse(text) as Partial<HydrationSnapshot>;
    if (typeof value.lng !== 'string' || typeof value.rendered !== 'boolean' || !Array.isArray(value.extensions) || typeof value.texts !== 'object' || value.texts === null || typeof value.state !== 'object') {
      return null;
    }
    return value as HydrationSnapshot;
  } catch {
    return null; // a broken block means a plain client render, never a broken page
  }
}
