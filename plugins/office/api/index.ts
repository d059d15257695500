/**
 * The reference office API (/web-api/office/...): the menu, messages, sessions, currency accounts,
 * settings, hidden sports, the powerbet of an opened coupon and the history e-mails. Every call needs
 * a signed-in player (401 otherwise) and refuses input it does not understand with 400 {message, field}.
 */
import type { FastifyInstance } from 'fastify';
import { defineReferenceApi, identifyCaller, officeRecordOf, type ServerContext } from '../../../server/kit/index.ts';
import { identityOf } from './caller.ts';
import { registerHistoryRoutes } from './history-routes.ts';
import { registerProfileRoutes } from './profile-routes.ts';
import { noteSession } from './sessions.ts';
import { registerSettingsRoutes } from './settings-routes.ts';

function registerOfficeRoutes(app: FastifyInstance, ctx: ServerContext): void {
  // The session history sees every signed-in call, not only the office's: a session that never
  // opened the office is listed too, with the device it was used from.
  app.addHook('onRequest', async (request) => {
    if (!request.headers.authorization || !request.url.startsWith('/web-api/')) return;
    const identity = identityOf(app);
    const caller = identifyCaller(identity, request);
    if (caller.kind === 'user') noteSession(officeRecordOf(caller.player), caller.session, request, identity.options.now());
  });
  registerProfileRoutes(app, ctx);
  registerSettingsRoutes(app, ctx);
  registerHistoryRoutes(app);
}

export default defineReferenceApi({ register: registerOfficeRoutes });
