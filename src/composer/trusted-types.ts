/**
 * Script addresses under Trusted Types. The page's CSP makes the browser refuse a plain string
 * wherever a script URL is given (a script element's src, the service worker's registration), so
 * each place that loads code names its own policy here, and that policy accepts only the
 * addresses the place may load. The server's CSP allows exactly these names and no 'default'
 * policy exists: a sink we did not wrap fails with a CSP violation instead of passing unnoticed.
 * Where the browser has no Trusted Types (jsdom, older Safari) the same rule still refuses.
 */

/** Every script-URL policy the app creates; server/security.ts lists them in the CSP. */
export type ScriptUrlPolicyName = 'service-worker' | 'analytics-counter' | 'sign-in-script' | 'live-chat';
export const SCRIPT_URL_POLICIES: readonly ScriptUrlPolicyName[] = ['service-worker', 'analytics-counter', 'sign-in-script', 'live-chat'];

/** What a script sink accepts: a TrustedScriptURL (typed as the string it stands for). */
export type TrustedScriptUrl = string & { readonly __trustedScriptUrl?: never };

interface ScriptUrlPolicy<A extends unknown[]> {
  createScriptURL(input: string, ...context: A): TrustedScriptUrl;
}

interface TrustedTypesFactory {
  createPolicy<A extends unknown[]>(name: string, rules: { createScriptURL(input: string, ...context: A): string }): ScriptUrlPolicy<A>;
}

/**
 * A named policy that turns a script address into a TrustedScriptURL only when `accepts` says yes
 * (it throws otherwise, as the browser would). Extra arguments reach the rule (an allowed-origins
 * list from the site config, say). Call it once per name, at module level: a name can be created
 * only once per page.
 */
export function scriptUrlPolicy<A extends unknown[] = []>(
  name: ScriptUrlPolicyName,
  accepts: (url: URL, ...context: A) => boolean,
): (input: string, ...context: A) => TrustedScriptUrl {
  const check = (input: string, ...context: A): string => {
    let url: URL | null;
    try {
      url = new URL(input, globalThis.location?.href);
    } catch {
      url = null;
    }
    if (url === null || !accepts(url, ...context)) throw new TypeError(`Trusted Types policy "${name}" refused the script address ${input}`);
    return input;
  };
  let policy: ScriptUrlPolicy<A> | undefined;
  return (input, ...context) => {
    policy ??= createPolicy(name, check);
    return policy.createScriptURL(input, ...context);
  };
}

function createPolicy<A extends unknown[]>(name: string, check: (input: string, ...context: A) => string): ScriptUrlPolicy<A> {
  const plain: ScriptUrlPolicy<A> = { createScriptURL: (input, ...context) => check(input, ...context) as TrustedScriptUrl };
  const factory = (globalThis as { trustedTypes?: TrustedTypesFactory }).trustedTypes;
  if (!factory) return plain;
  try {
    return factory.createPolicy<A>(name, { createScriptURL: check });
  } catch (error) {
    // Not allowed by this page's CSP, or made twice: the sink then reports the violation itself.
    console.warn(`Trusted Types policy "${name}" could not be created`, error);
    return plain;
  }
}

/** The usual rule: this page's own origin, or one of `origins` (from the site config). */
export function isOwnOrListedOrigin(url: URL, origins: readonly string[] = []): boolean {
  return url.origin === globalThis.location?.origin || origins.includes(url.origin);
}
