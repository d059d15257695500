/**
 * The limit service's calls made while a player plays (401 for guests, 400 for a bad body):
 *
 *   POST /limit-service-api/api/external/web/v3/ping    every 30 s while a session limit exists:
 *        counts the time since the player's last sign of play → {sessionHoursLeft} (null without a
 *        session limit). The server counts play time itself from every stake (bets, casino rounds,
 *        lotto tickets): a client that never pings still uses up its session limit.
 *   POST /limit-service-api/api/external/web/v3/panic   the panic button: a time-out of the region's
 *        panicBlockHours at once → {success, limitsData}; 403 where the region has no panic button
 *   POST /web-api/user/reality-check {action: continue|log_out|nothing, do_not_show_again, popup_show_at}
 *        records the player's answer to the reality-check popup → {success, doNotShowAgain}
 *
 * Only with the test routes on (REFERENCE_TEST_ROUTES=1; e2e moves the clock instead of waiting out a cooling-off):
 *   POST /web-api/__test/limits-clock {advanceSeconds} → {now, offsetSeconds}
 */
import type { FastifyInstance } from 'fastify';
import { requirePlayer } from '../auth/current-user.ts';
import type { Identity } from '../auth/identity.ts';
import { panicBlock, sessionSecondsLeft, withBalances } from '../../src/domain/limits/index.ts';
import { readClockMove, readRealityCheck } from './body.ts';
import { LIMIT_BASE, sendRefusal } from './limit-routes.ts';
import { languageOf } from '../kit/language.ts';
import type { LimitService } from './service.ts';

export function registerPlayRoutes(app: FastifyInstance, identity: Identity, service: LimitService, testRoutes: boolean): void {
  const { store } = service;

  app.post(`${LIMIT_BASE}/ping`, { config: { answerSchema: 'limitPingAnswer' } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const playerId = requirePlayer(identity, request, reply)?.player.id;
    if (playerId === undefined) return reply;
    store.notePlay(playerId);
    const left = sessionSecondsLeft(store.limitsOf(playerId), store.activityOf(playerId), store.now());
    return { sessionHoursLeft: left === null ? null : Math.round((left / 3600) * 10000) / 10000 };
  });

  app.post(`${LIMIT_BASE}/panic`, { config: { answerSchema: 'limitActionAnswer' } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const playerId = requirePlayer(identity, request, reply)?.player.id;
    if (playerId === undefined) return reply;
    const result = panicBlock(store.limitsOf(playerId), service.rulesFor(request), store.now(), languageOf(request));
    if (!result.ok) return sendRefusal(reply, result.status, result.message);
    store.setLimits(playerId, result.limits);
    return { success: true as const, limitsData: withBalances(result.limits, store.activityOf(playerId), store.now()) };
  });

  app.post('/web-api/user/reality-check', { config: { answerSchema: 'realityCheckAnswer' } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const playerId = requirePlayer(identity, request, reply)?.player.id;
    if (playerId === undefined) return reply;
    const read = readRealityCheck(request.body);
    if (!read.ok) return sendRefusal(reply, 400, read.message);
    store.recordRealityCheck(playerId, { ...read.value, at: store.now() });
    return { success: true as const, doNotShowAgain: read.value.doNotShowAgain };
  });

  if (!testRoutes) return;
  app.post('/web-api/__test/limits-clock', { config: { answerSchema: 'limitsClockAnswer' } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const read = readClockMove(request.body);
    if (!read.ok) return sendRefusal(reply, 400, read.message);
    return store.advance(read.value);
  });
}
