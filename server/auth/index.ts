/**
 * The reference identity API (docs/contracts/identity-api.md), in memory per server process.
 * buildServer calls registerAuthRoutes; other server routes ask `currentUserId(request)`.
 */
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../context.ts';
import { operatorsOf } from '../site-configs.ts';
import { AUTH_ERROR, AuthFailure, sendAuthFailure } from './failures.ts';
import { createIdentity } from './identity.ts';
import { resolveAuthOptions, type AuthOverrides } from './options.ts';
import { registerCaptchaRoutes } from './routes/captcha.ts';
import { registerPhoneRoutes } from './routes/phone.ts';
import { registerRecoveryRoutes } from './routes/recovery.ts';
import { registerRegistrationRoutes } from './routes/registration.ts';
import { registerSessionRoutes } from './routes/session.ts';
import { registerSignInRoutes } from './routes/sign-in.ts';
import { registerSocialRoutes } from './routes/social.ts';
import { registerTestCodeRoutes } from './routes/test-codes.ts';
import { registerUserRoutes } from './routes/user.ts';
import { sendThrottled, TooManyAttempts } from './throttle.ts';

export { currentUserId, identifyCaller, type Caller } from './current-user.ts';
export type { AuthOverrides } from './options.ts';
export { SEEDS } from './seed-players.ts';

export function registerAuthRoutes(app: FastifyInstance, ctx: ServerContext, overrides: AuthOverrides = {}): void {
  const identity = createIdentity(resolveAuthOptions(ctx.production, overrides), operatorsOf(ctx.siteConfigs));
  app.decorate('identity', identity);
  // The per-address call windows (throttle.ts) come from this library; no route is limited by it
  // unless it asks (global: false). On the root, so the account and platform routes can ask too.
  app.register(rateLimit, { global: false });

  // Own scope for the error handler: an AuthFailure becomes the contract's 400 answer; anything else
  // is thrown on to the server's handler, which answers it like every other route's error.
  app.register(async (scope) => {
    scope.setErrorHandler((error, _request, reply) => {
      if (error instanceof AuthFailure) return sendAuthFailure(reply, error);
      // error_code 7 (too early), as the identity API's contract answers a refused attempt.
      if (error instanceof TooManyAttempts) return sendThrottled(reply, error, { error_code: AUTH_ERROR.tooEarly });
      throw error;
    });
    registerSessionRoutes(scope, identity);
    registerSignInRoutes(scope, identity);
    registerRegistrationRoutes(scope, identity, ctx);
    registerRecoveryRoutes(scope, identity);
    registerCaptchaRoutes(scope, identity);
    registerUserRoutes(scope, identity);
    registerPhoneRoutes(scope);
    registerSocialRoutes(scope, identity, ctx);
    registerTestCodeRoutes(scope, identity, ctx);
  });
}
