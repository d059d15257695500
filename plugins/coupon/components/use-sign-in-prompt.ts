import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { selectIsAuthenticated, useAppDispatch, useAppSelector } from '@plugin-api';
import { signInModalOpened, selectCoupon } from '../slice.ts';
import { SETTINGS_MODAL_QUERY } from './use-settings-modal.ts';

/** The auth plugin's sign-in modal (route-manifests/auth.json), opened by this query. */
export const SIGN_IN_MODAL_QUERY = 'login-modal';
/** The modal guard keeps the modals already open when the query carries it (src/guards/modal.guard.ts). */
export const KEEP_MODALS_QUERY = 'keep_modals';

/**
 * The current address with the sign-in modal open. An open coupon settings modal stays open under
 * it (keep_modals=1); without another modal the flag is left out, because while it is in the
 * address the modal guard keeps every open modal, so the sign-in modal could not close after
 * signing in.
 */
export function signInModalHref(location: { pathname: string; search: string; hash: string }): string {
  const params = new URLSearchParams(location.search);
  params.set(SIGN_IN_MODAL_QUERY, '1');
  if (params.has(SETTINGS_MODAL_QUERY)) params.set(KEEP_MODALS_QUERY, '1');
  return `${location.pathname}?${params.toString()}${location.hash}`;
}

/**
 * A guest's refused bet (the placement saga's `signInRequired`) opens the sign-in modal, once per
 * prompt: the coupon page and the quick coupon mount this, so the press that was refused, on the
 * coupon or on a price, opens it where the player is. Returns whether to show the "sign in to
 * place" text (a guest who was asked; signed in, it goes).
 */
export function useSignInPrompt(): boolean {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const location = useLocation();
  const prompt = useAppSelector((state) => selectCoupon(state).signInPrompt);
  const isSignedIn = useAppSelector(selectIsAuthenticated);
  const opened = useRef(0);
  const pendingId = prompt?.isModalPending ? prompt.id : null;

  useEffect(() => {
    if (pendingId === null || opened.current === pendingId) return;
    opened.current = pendingId;
    dispatch(signInModalOpened({ id: pendingId }));
    navigate(signInModalHref(location));
    // Only a new prompt opens the modal; the location is read for the address only.
  }, [pendingId]); // eslint-disable-line react-hooks/exhaustive-deps

  return prompt !== null && !isSignedIn;
}
