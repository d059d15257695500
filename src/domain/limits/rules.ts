/**
 * A region's responsible-gaming rules with the defaults filled in: the one reading of the site
 * config's `responsibleGaming` section, shared by the reference server and the plugin.
 */
import type { ResponsibleGamingConfig } from '../../../schemas/responsible-gaming-config.schema.ts';
import { DEFAULT_SELF_EXCLUSION_DAYS, DEFAULT_TIME_OUT_DAYS } from './codes.ts';

export interface RegionRules {
  /** Seconds a raised limit waits as PENDING. */
  coolingOffSeconds: number;
  /** The raised limit needs the player's confirmation once the cooling-off is over. */
  needsApproval: boolean;
  /** The raised limit never applies before the current limit's period ends. */
  waitsForPeriodEnd: boolean;
  timeOutDays: readonly number[];
  selfExclusionDays: readonly number[];
  promptDepositLimit: boolean;
  monthlyDepositCap: { amount: number; currency: string } | null;
  /** Hours the panic button blocks play; null: the region has no panic button. */
  panicBlockHours: number | null;
  /** A raise needs the questionnaire answered first. */
  raiseQuestionnaire: boolean;
  limitActionMethod: 'limitaction' | 'delete';
}

const DEFAULT_COOLING_OFF_HOURS = 24;

export function regionRules(config: ResponsibleGamingConfig | undefined): RegionRules {
  const c = config ?? {};
  return {
    coolingOffSeconds: (c.increaseCoolingOffHours ?? DEFAULT_COOLING_OFF_HOURS) * 3600,
    needsApproval: c.increaseNeedsApproval ?? true,
    waitsForPeriodEnd: c.increaseWaitsForPeriodEnd ?? false,
    timeOutDays: c.timeOutDays ?? DEFAULT_TIME_OUT_DAYS,
    selfExclusionDays: c.selfExclusionDays ?? DEFAULT_SELF_EXCLUSION_DAYS,
    promptDepositLimit: c.promptDepositLimit ?? false,
    monthlyDepositCap: c.monthlyDepositCap ?? null,
    panicBlockHours: c.panicBlockHours ?? null,
    raiseQuestionnaire: c.raiseQuestionnaire ?? false,
    limitActionMethod: c.limitActionMethod ?? 'limitaction',
  };
}
