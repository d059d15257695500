/**
 * The reference remote views: technical pages served as remote-view data (appName, title, head, body, style, scriptsToLoad, cssToLoad).
 * (Registered by server/app.ts; its routes are being built.)
 */
import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../context.ts';

// eslint-disable-next-line @typescript-eslint/no-unused-vars
export function registerRemoteViewRoutes(app: FastifyInstance, ctx: ServerContext): void {}
