/**
 * The payment consultant's invitation: a link with `payment_consultant=1` (from a campaign or the
 * support team) makes the consultant's entry show on the payment pages from then on.
 *
 * Kept in localStorage, not a cookie: only this browser's pages read it, the server never needs it,
 * so a cookie would travel with every request for nothing; and it outlives a sign-out, as the
 * invitation was to the person at this device. Storage that is full or off (private mode) only
 * means the entry shows for this visit.
 */
import { useEffect, useState } from 'react';
import { useAppSelector, selectSiteConfig } from '@plugin-api';
import { isConsultantOffered } from './guards.ts';

export const CONSULTANT_QUERY = 'payment_consultant';
export const CONSULTANT_STORAGE_KEY = 'payments.consultantInvited';

let invitedThisVisit = false;

export function rememberInvitation(query: string): boolean {
  if (new URLSearchParams(query).get(CONSULTANT_QUERY) !== '1') return false;
  invitedThisVisit = true;
  try {
    window.localStorage.setItem(CONSULTANT_STORAGE_KEY, '1');
  } catch {
    // Storage refused: the flag lives for this visit only (invitedThisVisit).
  }
  return true;
}

export function wasInvited(): boolean {
  if (invitedThisVisit) return true;
  try {
    return window.localStorage.getItem(CONSULTANT_STORAGE_KEY) === '1';
  } catch {
    return false;
  }
}

/**
 * Whether the consultant's entry shows: the site offers the consultant and this browser was
 * invited. Read after mounting (storage is the browser's), so the server's markup never differs
 * from the first render.
 */
export function useConsultantEntry(query: string): boolean {
  const offered = isConsultantOffered(useAppSelector(selectSiteConfig));
  const [invited, setInvited] = useState(false);
  useEffect(() => {
    setInvited(rememberInvitation(query) || wasInvited());
  }, [query]);
  return offered && invited;
}
