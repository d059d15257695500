/**
 * Where transfers between players are offered (the site config's payments.transfers) and how the
 * transfer-user modal is opened: by its query on the current address, as every modal is.
 */
import { configSectionOf, type NavigationContext } from '@plugin-api';
import type { PaymentsConfig } from './schemas.ts';

export const TRANSFER_QUERY = 'transfer-user';
/** The auth plugin's sign-in modal (route-manifests/auth.json), opened by this query. */
export const SIGN_IN_QUERY = 'login-modal';

export function isTransferOffered(config: NavigationContext['config'] | null | undefined): boolean {
  return config ? configSectionOf<PaymentsConfig>(config, 'payments')?.transfers === true : false;
}

/** The address with `query`'s modal open too (the transfer modal, or the sign-in modal over it). */
export function withModal(location: { pathname: string; search: string; hash: string }, query: string): string {
  const params = new URLSearchParams(location.search);
  params.set(query, '1');
  return `${location.pathname}?${params.toString()}${location.hash}`;
}
