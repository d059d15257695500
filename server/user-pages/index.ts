/**
 * The reference API behind the user pages: the links e-mails carry (activation, password reset,
 * newsletter stop, e-mail confirmation), app and QR sign-in. (Block appeals, the welcome data and
 * the other pages' reference data are the system pages' own: plugins/system-pages/api.)
 */
import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../context.ts';
import { AuthFailure, sendAuthFailure } from '../auth/failures.ts';
import { sendThrottled, TooManyAttempts } from '../auth/throttle.ts';
import { registerAppSignInRoutes } from './app-sign-in-routes.ts';
import { registerLinkRoutes } from './link-routes.ts';
import { registerQrRoutes } from './qr-routes.ts';
import { PageRefusal, sendPageRefusal } from './refusal.ts';
import { UserPagesStore } from './store.ts';

export function registerUserPageRoutes(app: FastifyInstance, ctx: ServerContext): void {
  // Own scope for the error handler: refusals become their answers (a new password is checked by the
  // identity API's rules, so its refusal keeps that API's shape); anything else goes on to the
  // server's handler like every other route's error.
  app.register(async (scope) => {
    const store = new UserPagesStore(() => scope.identity.options.now());
    scope.setErrorHandler((error, _request, reply) => {
      if (error instanceof PageRefusal) return sendPageRefusal(reply, error);
      if (error instanceof AuthFailure) return sendAuthFailure(reply, error);
      // The throttle's refusal (its Retry-After header is set already): the wait in the body too.
      if (error instanceof TooManyAttempts) return sendThrottled(reply, error);
      throw error;
    });
    registerLinkRoutes(scope, store, ctx.testRoutes);
    registerAppSignInRoutes(scope, store);
    registerQrRoutes(scope, store);
  });
}
