/**
 * `casino/slot-first-deposit-redirect`: where the region's casino settings ask for it, the bonus page
 * slot_first_deposit lives on as the casino's own page, so old links and bookmarks move there for
 * good (301); elsewhere the bonus page shows the offer itself.
 */
import type { GuardDecision, GuardExtension, NavigationContext } from '@plugin-api';
import { casinoSettingsOf } from './config.ts';

export const SLOT_FIRST_DEPOSIT_ROUTE_ID = 'casino-slot-first-deposit';

export const slotFirstDepositRedirectGuard: GuardExtension = {
  kind: 'guard',
  decide(ctx: NavigationContext): GuardDecision {
    if (!casinoSettingsOf(ctx.config).slotFirstDepositRedirect) return { kind: 'allow' };
    if (!ctx.table.routes.has(SLOT_FIRST_DEPOSIT_ROUTE_ID)) return { kind: 'allow' };
    const to = `${ctx.table.href(SLOT_FIRST_DEPOSIT_ROUTE_ID, ctx.lng)}${ctx.location.search}`;
    return { kind: 'redirect', to, replace: true, status: 301 };
  },
};
