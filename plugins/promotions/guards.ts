/**
 * `promotions/bonus-section`: bonus/:section is a page for the sections rules and games only. The
 * casino's bonus pages (bonus/casino, bonus/slot_first_deposit) are static paths that win over the
 * param; any other section is not found, so a mistyped link answers 404 rather than an empty page.
 */
import type { GuardDecision, GuardExtension, NavigationContext } from '@plugin-api';

export const BONUS_SECTIONS = ['rules', 'games'] as const;
export type BonusSection = (typeof BONUS_SECTIONS)[number];

export const isBonusSection = (value: unknown): value is BonusSection => (BONUS_SECTIONS as readonly unknown[]).includes(value);

export const bonusSectionGuard: GuardExtension = {
  kind: 'guard',
  decide(ctx: NavigationContext): GuardDecision {
    return isBonusSection(ctx.url.match?.params.section) ? { kind: 'allow' } : { kind: 'notFound' };
  },
};
