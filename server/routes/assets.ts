import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { join } from 'node:path';
import type { ServerContext } from '../context.ts';

/** Built files have content hashes in their names, so they never change: cache them for a year. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * The hashed build output under /assets/. The build writes `<file>.br` and `<file>.gz` next to each
 * text asset (tools/precompress.ts); `preCompressed` sends the best one the browser accepts, with
 * the content type of the original file and `Vary: Accept-Encoding` (also on the uncompressed
 * fallback), and the original to a browser that accepts neither. A file without variants (a source
 * map) is compressed on the fly by @fastify/compress, which leaves an already encoded answer alone.
 */
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
    preCompressed: true,
    setHeaders: (reply) => {
      reply.header('cache-control', IMMUTABLE);
    },
  });
}
