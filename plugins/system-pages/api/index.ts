/**
 * The system pages' reference API: block appeals and the welcome data (./appeals.ts), and the
 * reference data of the other pages (./reference-routes.ts: the supported browsers, the operator's
 * apps, a game's statistics, the internal VPN check).
 */
import type { FastifyInstance } from 'fastify';
import { answerRefusal, defineReferenceApi, Refusal, type ServerContext } from '../../../server/kit/index.ts';
import { registerAppealRoutes } from './appeals.ts';
import { registerReferenceRoutes } from './reference-routes.ts';

function registerSystemPageRoutes(app: FastifyInstance, ctx: ServerContext): void {
  // Own scope for the error handler: a refusal is answered with its field (`{ message, field? }`);
  // anything else goes on to the server's handler like every other route's error.
  app.register(async (scope) => {
    scope.setErrorHandler((error, _request, reply) => {
      if (error instanceof Refusal) return answerRefusal(reply, error);
      throw error;
    });
    registerAppealRoutes(scope, () => scope.identity.options.now());
    registerReferenceRoutes(scope, ctx);
  });
}

export default defineReferenceApi({ register: registerSystemPageRoutes });
