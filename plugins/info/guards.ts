/**
 * `info/payment-page-available`: the payment information page exists only where the site config's
 * support.paymentPage offers it; elsewhere its address is not found. Who may read it (everyone, or
 * signed-in players only) is the content API's answer, so the page asks a guest to sign in.
 */
import type { GuardDecision, GuardExtension, NavigationContext } from '@plugin-api';

export function isPaymentPageOffered(config: NavigationContext['config'] | null | undefined): boolean {
  const mode = config?.support?.paymentPage ?? 'off';
  return mode !== 'off';
}

export const paymentPageAvailableGuard: GuardExtension = {
  kind: 'guard',
  decide(ctx: NavigationContext): GuardDecision {
    return isPaymentPageOffered(ctx.config) ? { kind: 'allow' } : { kind: 'notFound' };
  },
};
