/**
 * `payments/consultant-available`: the payment consultant exists only where the site config offers
 * it (payments.consultant); elsewhere its route leads to the 500 page, as an unavailable service
 * does, rather than a 404 that would read as a mistyped address.
 */
import { configSectionOf, type GuardDecision, type GuardExtension, type NavigationContext } from '@plugin-api';
import type { PaymentsConfig } from './schemas.ts';

export const ERROR_PAGE_ROUTE_ID = 'error-500';

export function isConsultantOffered(config: NavigationContext['config'] | null | undefined): boolean {
  return config ? configSectionOf<PaymentsConfig>(config, 'payments')?.consultant === true : false;
}

export const consultantAvailableGuard: GuardExtension = {
  kind: 'guard',
  decide(ctx: NavigationContext): GuardDecision {
    if (isConsultantOffered(ctx.config)) return { kind: 'allow' };
    if (ctx.table.routes.has(ERROR_PAGE_ROUTE_ID)) return { kind: 'redirect', to: ctx.table.href(ERROR_PAGE_ROUTE_ID, ctx.lng), replace: true };
    return { kind: 'error', status: 500, reason: 'the payment consultant is not offered by this site config' };
  },
};
