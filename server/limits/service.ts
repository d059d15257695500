/**
 * The limit service's state and rules for one server: the store, a region's rules for a request
 * and the PlayRestrictions the coupon and payment routes ask. The rules are always the player's
 * operator's (where they registered), whatever host a call arrives on: a signed-in call is answered
 * only on its operator's hosts (identifyCaller refuses a token of another operator), so a request's
 * site config is its player's; the restrictions, asked without a request, read the player's own.
 */
import type { FastifyRequest } from 'fastify';
import type { ServerContext } from '../context.ts';
import type { Identity } from '../auth/identity.ts';
import { betRefusal, depositRefusal, kindOf, limitLanguageOf, regionRules, type RegionRules } from '../../src/domain/limits/index.ts';
import type { SiteConfig } from '../../schemas/site-config.schema.ts';
import type { PlayRestrictions } from './restrictions.ts';
import { LimitStore } from './store.ts';

/** Every limit the service knows: what a site without `limits.availableLimitIds` offers. */
export const ALL_LIMIT_IDS = [1, 2, 3, 10, 11, 12, 20, 21, 22, 30, 31, 32, 33, 37] as const;

export interface LimitService {
  readonly store: LimitStore;
  configFor(request: FastifyRequest): SiteConfig;
  rulesFor(request: FastifyRequest): RegionRules;
  /** The limit ids this request's site offers. */
  offeredIds(request: FastifyRequest): number[];
  readonly restrictions: PlayRestrictions;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** What the coupon and payment routes ask before they take a bet or money; set by registerLimitRoutes. */
    restrictions: PlayRestrictions;
  }
}

export function offeredLimitIds(config: SiteConfig): number[] {
  const ids = config.limits?.availableLimitIds ?? ALL_LIMIT_IDS;
  return ids.filter((id) => kindOf(id) !== null);
}

export function createLimitService(ctx: ServerContext, identity: Identity): LimitService {
  const store = new LimitStore(() => identity.nowSeconds());
  const configFor = (request: FastifyRequest) => ctx.siteConfigs.select(request.hostname);
  const rulesOfPlayer = (playerId: number) => {
    const operatorId = identity.players.byUserId(playerId)?.operatorId;
    return regionRules(operatorId === undefined ? undefined : ctx.siteConfigs.configs.get(operatorId)?.responsibleGaming);
  };

  const restrictions: PlayRestrictions = {
    refuseBet: (playerId, stake, language) =>
      betRefusal(store.limitsOf(playerId), store.activityOf(playerId), store.now(), stake?.amount, limitLanguageOf(language), stake?.currencyIso),
    // Limits are kept in the account's currency, so the amount left is quoted in it.
    refuseDeposit: (playerId, amount, currencyIso, language) =>
      depositRefusal(store.limitsOf(playerId), store.activityOf(playerId), rulesOfPlayer(playerId), store.now(), amount, currencyIso, limitLanguageOf(language)),
    recordDeposit: (playerId, amount, currencyIso) => store.recordDeposit(playerId, amount, currencyIso),
    recordStake: (playerId, amount, currencyIso) => store.recordStake(playerId, amount, currencyIso),
  };

  return {
    store,
    configFor,
    rulesFor: (request) => regionRules(configFor(request).responsibleGaming),
    offeredIds: (request) => offeredLimitIds(configFor(request)),
    restrictions,
  };
}
