/**
 * The reference API behind the user and system pages: activation, password reset, newsletter stop, account verification, app sign-in, QR sign-in and block appeals.
 * (Registered by server/app.ts; its routes are being built.)
 */
import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../context.ts';

// eslint-disable-next-line @typescript-eslint/no-unused-vars
export function registerUserPageRoutes(app: FastifyInstance, ctx: ServerContext): void {}
