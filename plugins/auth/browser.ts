/**
 * What the plugin asks of the browser beyond the DOM React manages: leaving for a sign-in
 * provider, downloading a text file, copying to the clipboard, adding a script element. One
 * object, so tests replace its methods (vi.spyOn) instead of the browser's.
 */
import { downloadBlob, safeReturnPath, scriptUrlPolicy } from '@plugin-api';

// The page's Trusted Types want a policy's value for a script's src: this one takes only an origin
// the site config lists for remote code (the one-tap provider's).
const signInScriptPolicy = scriptUrlPolicy('sign-in-script', (url, remoteOrigins: readonly string[]) => remoteOrigins.includes(url.origin));

export const browser = {
  origin(): string {
    return window.location.origin;
  },
  /** Leaves the app for `url` (a full page load). */
  assign(url: string): void {
    window.location.assign(url);
  },
  downloadText(fileName: string, text: string): void {
    downloadBlob(new Blob([text], { type: 'text/plain;charset=utf-8' }), fileName);
  },
  async copyText(text: string): Promise<void> {
    if (!navigator.clipboard) throw new Error('the clipboard is not available');
    await navigator.clipboard.writeText(text);
  },
  /** Adds a script element (allowed by the page's 'strict-dynamic' CSP) from one of `remoteOrigins`; resolves on load. */
  loadScript(src: string, remoteOrigins: readonly string[]): Promise<void> {
    return new Promise((resolve, reject) => {
      const existing = document.querySelector<HTMLScriptElement>(`script[data-auth-src="${CSS.escape(src)}"]`);
      if (existing?.dataset.loaded === '1') {
        resolve();
        return;
      }
      const script = existing ?? document.createElement('script');
      const done = (): void => {
        script.dataset.loaded = '1';
        resolve();
      };
      script.addEventListener('load', done, { once: true });
      script.addEventListener('error', () => {
        script.remove();
        reject(new Error(`script ${src} failed to load`));
      }, { once: true });
      if (!existing) {
        script.src = signInScriptPolicy(src, remoteOrigins);
        script.async = true;
        script.dataset.authSrc = src;
        document.head.append(script);
      }
    });
  },
};

/**
 * Where the browser may be sent after a provider hand-off: a same-origin path, or an https URL of
 * an origin the site config allows (`remoteOrigins`). Anything else is refused (null).
 */
export function allowedRedirect(url: string, origin: string, remoteOrigins: readonly string[] = []): string | null {
  const local = safeReturnPath(url, origin);
  if (local !== null) return local;
  try {
    const parsed = new URL(url);
    if (parsed.protocol === 'https:' && parsed.username === '' && parsed.password === '' && remoteOrigins.includes(parsed.origin)) return parsed.href;
  } catch {
    return null;
  }
  return null;
}
