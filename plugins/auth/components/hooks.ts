/**
 * Small hooks the auth screens share: the site's auth settings, opening and closing modals by
 * their query, where registration opens (modal or page), and closing on sign-in.
 */
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { selectIsAuthenticated, useAppSelector, useCommittedPage, useRouteHref, useSiteConfig } from '@plugin-api';
import { MODAL, REGISTRATION_TYPES, ROUTE, SIGN_IN_MODES, type ChoosableSignInMode, type ModalQuery, type RegistrationType } from '../model.ts';
import { selectSignIn } from '../slice.ts';
import { isRegistrationFormAvailable } from '../guards.ts';

export interface AuthSettings {
  signInModes: readonly ChoosableSignInMode[];
  registrationTypes: readonly RegistrationType[];
  socialProviders: readonly string[];
  customRegistration: boolean;
  /** Registration is allowed and this is not a VIP domain (SPEC 5): the form and the buttons to it are offered. */
  registrationAllowed: boolean;
  oneTap: { provider: string; scriptUrl: string } | null;
  currencies: readonly string[];
  defaultCurrency: string;
  remoteOrigins: readonly string[];
}

/** The site config's `auth` block with its defaults (all sign-in modes, all registration types). */
export function useAuthSettings(): AuthSettings {
  const config = useSiteConfig();
  return useMemo(() => {
    const auth = config.auth ?? {};
    const socialProviders = auth.socialProviders ?? [];
    return {
      signInModes: auth.signInModes && auth.signInModes.length > 0 ? auth.signInModes : SIGN_IN_MODES,
      registrationTypes: (auth.registrationTypes ?? REGISTRATION_TYPES).filter((t) => t !== 'social' || socialProviders.length > 0),
      socialProviders,
      customRegistration: auth.customRegistration === true,
      registrationAllowed: isRegistrationFormAvailable(config),
      oneTap: auth.oneTap ?? null,
      currencies: config.currencies.available,
      defaultCurrency: config.currencies.default,
      remoteOrigins: config.remoteOrigins ?? [],
    };
  }, [config]);
}

const ALL_MODALS: readonly string[] = Object.values(MODAL);

/**
 * Opening and closing the auth modals. Always from the router's current location, so a close that
 * comes after the core already navigated elsewhere changes nothing there.
 */
export function useModalNavigation(): { open(query: ModalQuery): void; close(query: ModalQuery): void; isOpen(query: ModalQuery): boolean } {
  const navigate = useNavigate();
  const location = useLocation();
  const latest = useRef(location);
  useEffect(() => {
    latest.current = location;
  }, [location]);

  const open = useCallback(
    (query: ModalQuery) => {
      const { pathname, search, hash } = latest.current;
      const params = new URLSearchParams(search);
      // Another auth modal gives way (it would stay open while its query is in the URL).
      for (const name of ALL_MODALS) params.delete(name);
      params.set(query, '1');
      navigate(`${pathname}?${params.toString()}${hash}`);
    },
    [navigate],
  );
  const close = useCallback(
    (query: ModalQuery) => {
      const { pathname, search, hash } = latest.current;
      const params = new URLSearchParams(search);
      if (!params.has(query)) return;
      params.delete(query);
      const rest = params.toString();
      navigate(`${pathname}${rest ? `?${rest}` : ''}${hash}`, { replace: true });
    },
    [navigate],
  );
  const isOpen = useCallback((query: ModalQuery) => new URLSearchParams(location.search).has(query), [location.search]);
  return { open, close, isOpen };
}

/**
 * Opens registration: the modal, or the registration page when the site has custom
 * registration, when the login page is open, or when the caller is the registration widget.
 */
export function useOpenRegistration(options: { fromWidget?: boolean } = {}): () => void {
  const settings = useAuthSettings();
  const page = useCommittedPage();
  const href = useRouteHref(ROUTE.registration);
  const navigate = useNavigate();
  const { open } = useModalNavigation();
  const asPage = settings.customRegistration || page?.routeId === ROUTE.login || options.fromWidget === true;
  // Where the region serves no registration page (href null), the modal is the way to register.
  return useCallback(() => (asPage && href !== null ? navigate(href) : open(MODAL.registration)), [asPage, navigate, href, open]);
}

/** Runs `onSignedIn` when a sign-in or registration happens after this component mounted. */
export function useOnSignedIn(onSignedIn: () => void): void {
  const count = useAppSelector((s) => selectSignIn(s).signedInCount);
  const atMount = useRef(count);
  const callback = useRef(onSignedIn);
  useEffect(() => {
    callback.current = onSignedIn;
  });
  useEffect(() => {
    if (count !== atMount.current) {
      atMount.current = count;
      callback.current();
    }
  }, [count]);
}

/**
 * A modal that is only for guests (sign-in, registration, recovery) or only for users
 * (logout) closes itself for the others, e.g. on a shared link. `when` false pauses the rule
 * (a finished registration still shows its last steps to the new user).
 */
export function useModalFor(audience: 'guests' | 'users', query: ModalQuery, when = true): boolean {
  const signedIn = useAppSelector(selectIsAuthenticated);
  const { close } = useModalNavigation();
  const wrong = when && (audience === 'guests' ? signedIn : !signedIn);
  useEffect(() => {
    if (wrong) close(query);
  }, [wrong, close, query]);
  return !wrong;
}
