import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { join } from 'node:path';
import type { ServerContext } from '../context.ts';

/** Built files have content hashes in their names, so they never change: cache them for a year. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';

export async function registerAssetRoutes(app: FastifyInstance, ctx: ServerContext): Promise<void> {
  await app.register(fastifyStatic, {
    root: join(ctx.distDir, 'public', 'assets'),
    prefix: '/assets/',
    // The folder may not exist yet (npm run serve before a build); files appear once it is built.
    wildcard: true,
    suppressWarning: true,
    decorateReply: false,
    index: false,
    list: false,
    dotfiles: 'ignore',
    cacheControl: false,
    setHeaders: (reply) => {
      reply.header('cache-control', IMMUTABLE);
    },
  });
}
