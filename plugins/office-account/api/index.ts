/** The reference account API: profile, security, phone and e-mail, verification. */
import type { FastifyInstance } from 'fastify';
import { defineReferenceApi, sendThrottled, type ServerContext, TooManyAttempts } from '../../../server/kit/index.ts';
import { registerContactRoutes } from './contact-routes.ts';
import { registerCredentialRoutes } from './credential-routes.ts';
import { registerProfileRoutes } from './profile-routes.ts';
import { AccountRefusal, sendRefusal } from './refusal.ts';
import { AccountStore } from './store.ts';
import { registerVerificationRoutes } from './verification-routes.ts';

function registerAccountRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const store = new AccountStore();
  // Own scope for the error handler: refusals become their 400/403/404 answers; anything else goes
  // on to the server's handler like every other route's error.
  app.register(async (scope) => {
    scope.setErrorHandler((error, _request, reply) => {
      if (error instanceof AccountRefusal) return sendRefusal(reply, error);
      if (error instanceof TooManyAttempts) return sendThrottled(reply, error);
      throw error;
    });
    registerCredentialRoutes(scope);
    registerContactRoutes(scope, store);
    registerProfileRoutes(scope, ctx);
    registerVerificationRoutes(scope, store);
  });
}

export default defineReferenceApi({ register: registerAccountRoutes });
