/**
 * The reference office API (/web-api/office/...): the menu, messages, sessions, currency accounts,
 * settings, hidden sports, the powerbet of an opened coupon and the history e-mails. Every call needs
 * a signed-in player (401 otherwise) and refuses input it does not understand with 400 {message, field}.
 */
import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../context.ts';
import { registerHistoryRoutes } from './history-routes.ts';
import { registerProfileRoutes } from './profile-routes.ts';
import { registerSettingsRoutes } from './settings-routes.ts';

export function registerOfficeRoutes(app: FastifyInstance, _ctx: ServerContext): void {
  registerProfileRoutes(app);
  registerSettingsRoutes(app);
  registerHistoryRoutes(app);
}
