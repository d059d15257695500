/**
 * The reference content API: information pages as structured content per page id and language.
 * (Registered by server/app.ts; its routes are being built.)
 */
import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../context.ts';

// eslint-disable-next-line @typescript-eslint/no-unused-vars
export function registerCmsRoutes(app: FastifyInstance, ctx: ServerContext): void {}
