/**
 * Guest one-tap sign-in (guests only; site config auth.oneTap): the provider's client id from our
 * API, then the provider's script (a script element: the page's CSP has 'strict-dynamic', so a
 * script our code adds may run; its origin must still be one the site config allows), then the
 * provider's prompt. Its credential goes to our API, which answers where the browser goes next.
 *
 * The provider's script writes cookies of its own (Google's remembers a dismissed prompt), so on a
 * site with a cookie notice it waits for the functional consent it needs. A script that does not
 * load is logged only: the prompt is a convenience, and an error in the header (narrow on a phone)
 * would push the brand out for nothing the guest can act on.
 */
import { useEffect, type ReactNode } from 'react';
import { selectConsentAllows, selectIsAuthenticated, useAppDispatch, useAppSelector, type SlotProps } from '@plugin-api';
import { browser } from '../browser.ts';
import { oneTapClientIdRequested, oneTapCredentialReceived, oneTapScriptFailed, selectAuth } from '../slice.ts';
import { useAuthSettings } from './hooks.ts';

/** The part of a provider's one-tap API we use (Google Identity Services' `google.accounts.id`). */
export interface OneTapApi {
  initialize(options: { client_id: string; callback(response: { credential?: string }): void; auto_select?: boolean; cancel_on_tap_outside?: boolean }): void;
  prompt(): void;
}

/** Where each provider's script puts its API; others are looked for at `window[provider].accounts.id`. */
export function oneTapApiOf(provider: string, win: Window = window): OneTapApi | null {
  const root = (win as unknown as Record<string, unknown>)[provider] as { accounts?: { id?: unknown } } | undefined;
  const api = root?.accounts?.id as Partial<OneTapApi> | undefined;
  return api && typeof api.initialize === 'function' && typeof api.prompt === 'function' ? (api as OneTapApi) : null;
}


/** Client ids already handed to a provider: a second one-tap widget never prompts twice. */
const initialised = new Set<string>();

export function OneTap(_props: Partial<SlotProps>): ReactNode {
  const dispatch = useAppDispatch();
  const { oneTap, remoteOrigins } = useAuthSettings();
  const signedIn = useAppSelector(selectIsAuthenticated);
  const { clientId, status } = useAppSelector((s) => selectAuth(s).oneTap);
  const provider = oneTap?.provider ?? '';
  const scriptUrl = oneTap?.scriptUrl ?? '';
  // The provider's script keeps functional state of its own.
  const consented = useAppSelector((state) => selectConsentAllows(state, 'functional'));
  const active = oneTap !== null && !signedIn;

  useEffect(() => {
    if (active && status === 'idle') dispatch(oneTapClientIdRequested({ provider }));
  }, [active, status, provider, dispatch]);

  useEffect(() => {
    if (!active || !consented || clientId === null || status !== 'ready') return;
    let cancelled = false;
    const fail = (reason: string): void => {
      if (!cancelled) dispatch(oneTapScriptFailed({ provider, scriptUrl, reason }));
    };
    let origin: string | null;
    try {
      origin = new URL(scriptUrl).origin;
    } catch {
      origin = null;
    }
    if (origin === null || !remoteOrigins.includes(origin)) {
      fail(`the origin of ${scriptUrl} is not in the site config's remoteOrigins`);
      return;
    }
    browser.loadScript(scriptUrl, remoteOrigins).then(
      () => {
        if (cancelled) return;
        const api = oneTapApiOf(provider);
        if (!api) {
          fail('the script loaded but the provider API is missing');
          return;
        }
        if (initialised.has(clientId)) return;
        initialised.add(clientId);
        api.initialize({
          client_id: clientId,
          cancel_on_tap_outside: true,
          callback: (response) => {
            if (response.credential) dispatch(oneTapCredentialReceived({ provider, credential: response.credential }));
          },
        });
        api.prompt();
      },
      (error: unknown) => fail(error instanceof Error ? error.message : String(error)),
    );
    return () => {
      cancelled = true;
    };
  }, [active, consented, clientId, status, provider, scriptUrl, remoteOrigins, dispatch]);

  // The provider draws its own prompt; this component shows nothing, loaded or failed.
  return null;
}
