/**
 * The limit service's state and rules for one server: the store, a region's rules for a request
 * (the site config chosen by its host) and the PlayRestrictions the coupon and payment routes ask.
 * A player belongs to no region of their own, so the rules that depend on one (the monthly deposit
 * cap) follow the site the player last called signed in.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ServerContext } from '../context.ts';
import { currentUserId } from '../auth/current-user.ts';
import type { Identity } from '../auth/identity.ts';
import { betRefusal, depositRefusal, kindOf, regionRules, type RegionRules } from '../../src/domain/limits/index.ts';
import type { SiteConfig } from '../../schemas/site-config.schema.ts';
import type { PlayRestrictions } from './restrictions.ts';
import { LimitStore } from './store.ts';

/** Every limit the service knows: what a site without `limits.availableLimitIds` offers. */
export const ALL_LIMIT_IDS = [1, 2, 3, 10, 11, 12, 20, 21, 22, 30, 31, 32, 33] as const;

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

export function createLimitService(app: FastifyInstance, ctx: ServerContext, identity: Identity): LimitService {
  const store = new LimitStore(() => identity.nowSeconds());
  const hostOfPlayer = new Map<number, string>();
  const configFor = (request: FastifyRequest) => ctx.siteConfigs.select(request.hostname);
  const rulesOfPlayer = (playerId: number) => {
    const host = hostOfPlayer.get(playerId);
    return regionRules(host === undefined ? undefined : ctx.siteConfigs.select(host).responsibleGaming);
  };

  // Remembers the site of each signed-in call, for the rules the restrictions cannot read from a request.
  app.addHook('onRequest', async (request) => {
    if (!request.headers.authorization) return;
    const userId = currentUserId(request);
    if (userId !== null) hostOfPlayer.set(userId, request.hostname);
  });

  const restrictions: PlayRestrictions = {
    refuseBet: (playerId, stake) => betRefusal(store.limitsOf(playerId), store.activityOf(playerId), store.now(), stake?.amount),
    refuseDeposit: (playerId, amount) => depositRefusal(store.limitsOf(playerId), store.activityOf(playerId), rulesOfPlayer(playerId), store.now(), amount),
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
