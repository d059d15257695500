/**
 * Puts a remote view into the page: its sanitised HTML into the container, its CSS under the page's
 * CSP nonce, its stylesheets and scripts only from allowed origins (with the nonce), and links to
 * this site through the app's navigation. `codeToEval` is refused and logged, never run. Loaded
 * with the first remote view (this module brings the sanitiser), never with the home page.
 */
import type { RemoteViewAnswer } from './view-answer.ts';
import { allowedAssetUrl } from './asset-urls.ts';
import { stylesheetLinksOf, trustedScriptUrl, trustedViewHtml } from './trusted-view-policy.ts';

export interface MountOptions {
  /** The page's origin: paths are resolved against it. */
  readonly pageOrigin: string;
  /** Other origins assets may come from (the site config's). */
  readonly allowedOrigins: readonly string[];
  /** The CSP nonce of this page; undefined where there is none (tests). */
  readonly nonce: string | undefined;
  /** Where refusals are reported (never shown to the player). */
  log(message: string): void;
  /** Same-site links in the view go through the app's router instead of a full page load. */
  navigate(path: string): void;
}

/** The nonce the server gave this page: the bootstrap script carries it (the attribute is hidden, the property is not). */
export function documentNonce(doc: Document): string | undefined {
  const script = doc.querySelector<HTMLScriptElement>('script[nonce]');
  const nonce = script?.nonce || script?.getAttribute('nonce') || '';
  return nonce === '' ? undefined : nonce;
}

function sameSiteLinkTarget(event: MouseEvent, container: HTMLElement, pageOrigin: string): string | null {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const anchor = (event.target as Element | null)?.closest?.('a[href]');
  if (!(anchor instanceof HTMLAnchorElement) || !container.contains(anchor) || (anchor.target !== '' && anchor.target !== '_self')) return null;
  const url = new URL(anchor.getAttribute('href') ?? '', pageOrigin);
  return url.origin === pageOrigin ? `${url.pathname}${url.search}${url.hash}` : null;
}

/** Mounts `view` into `container`; the returned function takes everything it added away again. */
export function mountRemoteView(container: HTMLElement, view: RemoteViewAnswer, options: MountOptions): () => void {
  const doc = container.ownerDocument;
  const added: Element[] = [];
  const refuse = (what: string, url: string): void => options.log(`remote view ${view.appName}: ${what} ${url} refused (not from this site or an allowed origin)`);

  if (view.codeToEval !== undefined && view.codeToEval.trim() !== '') {
    options.log(`remote view ${view.appName}: codeToEval refused (code sent by an API is never run)`);
  }

  container.innerHTML = trustedViewHtml(view.body);

  if (view.style.trim() !== '') {
    const style = doc.createElement('style');
    if (options.nonce) style.nonce = options.nonce;
    style.dataset.remoteView = view.appName;
    style.textContent = view.style;
    doc.head.append(style);
    added.push(style);
  }

  for (const raw of new Set([...view.cssToLoad, ...stylesheetLinksOf(view.head)])) {
    const href = allowedAssetUrl(raw, options.pageOrigin, options.allowedOrigins);
    if (href === null) {
      refuse('stylesheet', raw);
      continue;
    }
    const link = doc.createElement('link');
    link.rel = 'stylesheet';
    if (options.nonce) link.nonce = options.nonce;
    link.dataset.remoteView = view.appName;
    link.href = href;
    doc.head.append(link);
    added.push(link);
  }

  // After the HTML: a view's script may look for its own elements.
  for (const raw of view.scriptsToLoad) {
    const src = allowedAssetUrl(raw, options.pageOrigin, options.allowedOrigins);
    if (src === null) {
      refuse('script', raw);
      continue;
    }
    const script = doc.createElement('script');
    if (options.nonce) script.nonce = options.nonce;
    script.async = true;
    script.dataset.remoteView = view.appName;
    script.src = trustedScriptUrl(src);
    doc.body.append(script);
    added.push(script);
  }

  const onClick = (event: MouseEvent): void => {
    const path = sameSiteLinkTarget(event, container, options.pageOrigin);
    if (path === null) return;
    event.preventDefault();
    options.navigate(path);
  };
  container.addEventListener('click', onClick);

  return () => {
    container.removeEventListener('click', onClick);
    for (const element of added) element.remove();
    container.textContent = '';
  };
}
