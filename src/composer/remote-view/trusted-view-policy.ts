/**
 * The one Trusted Types policy remote views go through ("remote-view"): HTML becomes TrustedHTML
 * only after DOMPurify sanitised it, and a script URL becomes a TrustedScriptURL only once the view
 * code approved it (allowed origin). The server's CSP names this policy, so no other code can mint
 * one under the same name. Where the browser has no Trusted Types (jsdom, older Safari) the same
 * functions return the sanitised string: the sanitising never depends on the browser.
 */
import DOMPurify, { type Config } from 'dompurify';
import { REMOTE_VIEW_TRUSTED_TYPES_POLICY } from '../../../schemas/remote-view-api.schema.ts';

export const REMOTE_VIEW_POLICY = REMOTE_VIEW_TRUSTED_TYPES_POLICY;

// What a view's HTML may not carry: code, styles (they come through `style` under the nonce),
// forms (a view never collects input), frames and document-level elements.
const BODY_CONFIG: Config = {
  FORBID_TAGS: ['script', 'style', 'link', 'meta', 'base', 'form', 'input', 'button', 'select', 'textarea', 'iframe', 'frame', 'object', 'embed'],
  FORBID_ATTR: ['style', 'srcset'],
  ALLOW_DATA_ATTR: true,
};

// From the head only stylesheet links are taken (everything else there belongs to the site).
const HEAD_CONFIG: Config = { ALLOWED_TAGS: ['link'], ALLOWED_ATTR: ['rel', 'href'], FORCE_BODY: true };

export type TrustedHtmlValue = string & { readonly __trustedHtml?: never };

interface ViewPolicy {
  createHTML(html: string): TrustedHtmlValue;
  createScriptURL(url: string): string;
}

interface TrustedTypesFactory {
  createPolicy(name: string, rules: { createHTML(input: string): string; createScriptURL(input: string): string }): ViewPolicy;
}

const approvedScriptUrls = new Set<string>();
let policy: ViewPolicy | undefined;

export function sanitizeViewHtml(html: string): string {
  return DOMPurify.sanitize(html, { ...BODY_CONFIG, RETURN_TRUSTED_TYPE: false });
}

function createPolicy(): ViewPolicy {
  const rules = {
    createHTML: sanitizeViewHtml,
    createScriptURL(url: string): string {
      if (!approvedScriptUrls.has(url)) throw new TypeError(`remote-view policy: script URL ${url} was not approved`);
      return url;
    },
  };
  const plain: ViewPolicy = { createHTML: (html) => rules.createHTML(html) as TrustedHtmlValue, createScriptURL: rules.createScriptURL };
  const factory = (globalThis as { trustedTypes?: TrustedTypesFactory }).trustedTypes;
  if (!factory) return plain;
  try {
    return factory.createPolicy(REMOTE_VIEW_POLICY, rules);
  } catch (error) {
    // The name is taken (a second copy of this module) or not allowed: the sanitising stays the same.
    console.warn(`[remote-view] Trusted Types policy "${REMOTE_VIEW_POLICY}" could not be created`, error);
    return plain;
  }
}

function viewPolicy(): ViewPolicy {
  policy ??= createPolicy();
  return policy;
}

/** The view's HTML, sanitised, as the value an innerHTML sink accepts under Trusted Types. */
export function trustedViewHtml(html: string): TrustedHtmlValue {
  return viewPolicy().createHTML(html);
}

/** A script URL the caller already checked against the allowed origins, as a TrustedScriptURL. */
export function trustedScriptUrl(url: string): string {
  approvedScriptUrls.add(url);
  return viewPolicy().createScriptURL(url);
}

/** The stylesheet links (href values) a view's head names; nothing else of the head is used. */
export function stylesheetLinksOf(head: string): string[] {
  if (head.trim() === '') return [];
  const fragment = DOMPurify.sanitize(head, { ...HEAD_CONFIG, RETURN_DOM_FRAGMENT: true });
  return [...fragment.querySelectorAll('link[href]')]
    .filter((link) => (link.getAttribute('rel') ?? '').toLowerCase().split(/\s+/).includes('stylesheet'))
    .map((link) => link.getAttribute('href') ?? '')
    .filter((href) => href !== '');
}
