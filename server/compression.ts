/**
 * Response compression: brotli or gzip for every text answer, chosen by the
 * request's Accept-Encoding, with `Vary: Accept-Encoding`.
 *
 *  - Routes (the web API, /manifest.json, robots.txt, sitemap.xml, ...) go through @fastify/compress.
 *    It must be registered before the routes it covers: it hooks each route as it is added.
 *  - Hashed assets under /assets/ are compressed once at build time (tools/precompress.ts) and sent
 *    as they are by @fastify/static (`preCompressed`); an answer that already has a
 *    Content-Encoding is left alone by both paths here, so nothing is compressed twice.
 *  - The HTML shell is answered by the not-found handler (the SPA fallback), which is not a route:
 *    Fastify gives it only the instance's own hooks, never a plugin's per-route ones, so
 *    @fastify/compress does not see it. A small onSend hook compresses what that handler sends
 *    with the same encodings, threshold and levels.
 *
 * No route streams (Server-Sent Events or chunked answers) today; text/event-stream is never
 * compressed by either path, so one added later keeps flushing its events.
 */
import fastifyCompress from '@fastify/compress';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** Smaller answers fit in the first packets anyway; compressing them costs more than it saves. */
export const COMPRESSION_THRESHOLD = 1024;
/** Our preference when the browser accepts both equally (every current browser accepts both). */
export const ENCODINGS = ['br', 'gzip'] as const;
export type Encoding = (typeof ENCODINGS)[number];

/**
 * Compressed per request, so a middle setting: brotli 5 is about as fast as gzip 6 and a little
 * smaller (11, used for the prebuilt assets, is far too slow for this).
 */
const BROTLI_OPTIONS = {
  params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT },
};
const GZIP_OPTIONS = { level: 6 };

/** Text worth compressing; never an event stream (it must flush each event as it is written). */
const COMPRESSIBLE = /^text\/(?!event-stream)|[+/](?:json|xml)\s*(?:;|$)|\/javascript\s*(?:;|$)/i;

export function isCompressibleType(contentType: string): boolean {
  return COMPRESSIBLE.test(contentType);
}

/**
 * The encoding to answer with for an Accept-Encoding header (RFC 9110 12.5.3): the highest q
 * among br and gzip, `*` standing for any encoding the header does not name; equal q prefers br.
 * undefined when neither is acceptable (no header, `identity`, or q=0).
 */
export function negotiateEncoding(header: string | undefined): Encoding | undefined {
  if (header === undefined || header.trim() === '') return undefined;
  const quality = new Map<string, number>();
  for (const part of header.split(',')) {
    const [rawName = '', ...params] = part.split(';');
    const name = rawName.trim().toLowerCase();
    if (name === '') continue;
    let q = 1;
    for (const param of params) {
      const [key, value] = param.split('=').map((s) => s.trim());
      if (key?.toLowerCase() === 'q') q = Number(value);
    }
    if (Number.isFinite(q) && q >= 0 && q <= 1 && !quality.has(name)) quality.set(name, q);
  }
  let best: Encoding | undefined;
  let bestQ = 0;
  for (const encoding of ENCODINGS) {
    const q = quality.get(encoding) ?? quality.get('*') ?? 0;
    if (q > bestQ) [best, bestQ] = [encoding, q];
  }
  return best;
}

function addVary(reply: FastifyReply): void {
  const current = reply.getHeader('vary');
  const values = (Array.isArray(current) ? current.join(',') : String(current ?? '')).split(',').map((v) => v.trim()).filter((v) => v !== '');
  if (values.some((v) => v === '*' || v.toLowerCase() === 'accept-encoding')) return;
  reply.header('vary', [...values, 'Accept-Encoding'].join(', '));
}

/** The onSend hook for the not-found handler's answers (the HTML shell); see the module comment. */
async function compressNotFoundAnswer(request: FastifyRequest, reply: FastifyReply, payload: unknown): Promise<unknown> {
  if (!request.is404) return payload; // a route: @fastify/compress has it
  if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
  if (reply.hasHeader('content-encoding') || reply.statusCode === 204 || reply.statusCode === 206) return payload;
  if (!isCompressibleType(String(reply.getHeader('content-type') ?? ''))) return payload;
  // The answer depends on Accept-Encoding from here on, even when it is too small to compress.
  addVary(reply);
  if (Buffer.byteLength(payload) < COMPRESSION_THRESHOLD || request.headers['x-no-compression'] !== undefined) return payload;
  const encoding = negotiateEncoding(request.headers['accept-encoding']);
  if (encoding === undefined) return payload;
  const body = encoding === 'br' ? brotliCompressSync(payload, BROTLI_OPTIONS) : gzipSync(payload, GZIP_OPTIONS);
  reply.header('content-encoding', encoding).header('content-length', body.length);
  return body;
}

export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, {
    global: true,
    // Only answers: request bodies stay plain (a compressed upload is not part of any API here).
    globalDecompression: false,
    encodings: [...ENCODINGS],
    threshold: COMPRESSION_THRESHOLD,
    brotliOptions: BROTLI_OPTIONS,
    zlibOptions: GZIP_OPTIONS,
  });
  app.addHook('onSend', compressNotFoundAnswer);
}
