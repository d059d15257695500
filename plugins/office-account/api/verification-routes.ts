/**
 * Verification documents, sent in pieces so the page can show real progress on a slow network:
 *   GET  /web-api/account/verification                                     → documents sent and the limits
 *   POST /web-api/account/verification/uploads   { document_type, file_name, content_type, size } → { upload_id, chunk_bytes }
 *   POST /web-api/account/verification/uploads/:id/chunks   { index, data (base64) }             → { received_bytes }
 *   POST /web-api/account/verification/uploads/:id/complete                                      → as GET
 * Chunks arrive in order; a repeated chunk (a retry after a lost answer) is acknowledged, not added
 * twice. A completed document puts an unverified player's status to "verification pending" (1).
 */
import type { FastifyInstance } from 'fastify';
import { newTicket, type Player } from '../../../server/kit/index.ts';
import { bodyOf, integerOf, text } from './input.ts';
import { isVerifiedPlayer } from './profile-routes.ts';
import { AccountRefusal, badInput, callingPlayer } from './refusal.ts';
import type { AccountStore, OpenUpload } from './store.ts';
import {
  bytesMatchType,
  CHUNK_BYTES,
  DOCUMENT_CONTENT_TYPES,
  isDocumentType,
  MAX_DOCUMENT_BYTES,
  MAX_DOCUMENTS,
  uploadRefusal,
} from './verification-rules.ts';
import { answerSchemas } from '../schemas.ts';

/** What "verification pending" is in user_status_id. */
export const USER_STATUS_PENDING = 1;
const UPLOAD_TTL_MS = 30 * 60 * 1000;
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

export function registerVerificationRoutes(app: FastifyInstance, store: AccountStore): void {
  const identity = app.identity;
  const now = (): number => identity.options.now();

  const answerFor = (player: Player) => ({
    documents: store.documentsOf(player.id).map((d) => ({
      id: d.id,
      document_type: d.documentType,
      file_name: d.fileName,
      content_type: d.contentType,
      size: d.bytes.length,
      uploaded_at: d.uploadedAt,
    })),
    max_bytes: MAX_DOCUMENT_BYTES,
    max_documents: MAX_DOCUMENTS,
    content_types: [...DOCUMENT_CONTENT_TYPES],
    chunk_bytes: CHUNK_BYTES,
  });

  const uploadOf = (player: Player, id: string): OpenUpload => {
    store.forgetStaleUploads(now());
    const upload = store.uploads.get(id);
    if (!upload || upload.playerId !== player.id) throw new AccountRefusal(404, 'This upload is unknown or has expired: send the file again');
    return upload;
  };

  app.get('/web-api/account/verification', { config: { answerSchema: answerSchemas.verificationAnswer } }, async (request, reply) => {
    const player = callingPlayer(request, reply);
    if (!player) return reply;
    return answerFor(player);
  });

  app.post('/web-api/account/verification/uploads', { config: { answerSchema: answerSchemas.uploadStartedAnswer } }, async (request, reply) => {
    const player = callingPlayer(request, reply);
    if (!player) return reply;
    const body = bodyOf(request.body);
    const documentType = integerOf(body, 'document_type');
    if (!isDocumentType(documentType)) throw badInput('Choose what the document is', 'document_type');
    const fileName = text(body, 'file_name', { max: 120 });
    const size = integerOf(body, 'size');
    const refusal = uploadRefusal(size, body.content_type, store.documentsOf(player.id).length);
    if (refusal) throw badInput(refusal, 'file');
    store.forgetStaleUploads(now());
    const upload: OpenUpload = {
      id: newTicket(),
      playerId: player.id,
      documentType,
      fileName,
      contentType: body.content_type as OpenUpload['contentType'],
      size,
      chunks: [],
      received: 0,
      expiresAt: now() + UPLOAD_TTL_MS,
    };
    store.uploads.set(upload.id, upload);
    return { upload_id: upload.id, chunk_bytes: CHUNK_BYTES };
  });

  app.post<{ Params: { id: string } }>('/web-api/account/verification/uploads/:id/chunks', { config: { answerSchema: answerSchemas.uploadChunkAnswer } }, async (request, reply) => {
    const player = callingPlayer(request, reply);
    if (!player) return reply;
    const upload = uploadOf(player, request.params.id);
    const body = bodyOf(request.body);
    const index = integerOf(body, 'index');
    if (index < upload.chunks.length) return { received_bytes: upload.received }; // a retried chunk
    if (index !== upload.chunks.length) throw badInput(`Send chunk ${upload.chunks.length} next`, 'index');
    const data = body.data;
    if (typeof data !== 'string' || data === '' || !BASE64.test(data)) throw badInput('"data" must be the chunk in base64', 'data');
    const bytes = Buffer.from(data, 'base64');
    if (bytes.length > CHUNK_BYTES) throw badInput(`A chunk holds at most ${CHUNK_BYTES} bytes`, 'data');
    if (upload.received + bytes.length > upload.size) throw badInput('The chunks are larger than the announced file', 'data');
    upload.chunks.push(bytes);
    upload.received += bytes.length;
    return { received_bytes: upload.received };
  });

  app.post<{ Params: { id: string } }>('/web-api/account/verification/uploads/:id/complete', { config: { answerSchema: answerSchemas.verificationAnswer } }, async (request, reply) => {
    const player = callingPlayer(request, reply);
    if (!player) return reply;
    const upload = uploadOf(player, request.params.id);
    if (upload.received !== upload.size) throw badInput(`The server has ${upload.received} of ${upload.size} bytes: send the rest`, 'file');
    const bytes = Buffer.concat(upload.chunks);
    store.uploads.delete(upload.id);
    if (!bytesMatchType(bytes, upload.contentType)) throw badInput('The file is not the JPEG, PNG or PDF it claims to be', 'file');
    store.keepDocument(player.id, { documentType: upload.documentType, fileName: upload.fileName, contentType: upload.contentType, bytes, uploadedAt: now() });
    if (!isVerifiedPlayer(player)) player.userStatusId = USER_STATUS_PENDING;
    return answerFor(player);
  });
}
