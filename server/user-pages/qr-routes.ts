/**
 * QR sign-in (see qr-desk.ts):
 *   POST /web-api/user-pages/qr                            → { id, code, status, expires_at }   a new request
 *   GET  /web-api/user-pages/qr/:id                        → the same, as it is now (the waiting browser polls)
 *   POST /web-api/user-pages/qr/:id/claim                  → the sign-in answer, once approved
 *   GET  /web-api/user-pages/qr/code/:code                 signed in → { code, status, device, created_at, expires_at }
 *   POST /web-api/user-pages/qr/approve { code, approve }  signed in → the same, approved or declined
 */
import type { FastifyInstance } from 'fastify';
import { bodyOf } from '../auth/request-body.ts';
import { requirePlayer } from '../auth/current-user.ts';
import { signIn } from '../auth/sign-in-result.ts';
import type { QrRequest } from './qr-desk.ts';
import { badInput, callingPlayer, linkRefused, notFound, PageRefusal } from './refusal.ts';
import type { UserPagesStore } from './store.ts';

/** "Chrome on Android", from what the browser says of itself; the approver sees who asks. */
export function deviceOf(userAgent: string | undefined): string {
  const ua = userAgent ?? '';
  const browser = /Edg\//.test(ua) ? 'Edge' : /OPR\//.test(ua) ? 'Opera' : /Firefox\//.test(ua) ? 'Firefox' : /Chrome\//.test(ua) ? 'Chrome' : /Safari\//.test(ua) ? 'Safari' : 'A browser';
  const system = /Android/.test(ua) ? 'Android' : /iPhone|iPad/.test(ua) ? 'iOS' : /Windows/.test(ua) ? 'Windows' : /Mac OS X/.test(ua) ? 'macOS' : /Linux/.test(ua) ? 'Linux' : null;
  return system ? `${browser} on ${system}` : browser;
}

export function registerQrRoutes(app: FastifyInstance, store: UserPagesStore): void {
  const identity = app.identity;
  const desk = store.qr;
  const session = (request: QrRequest) => ({ id: request.id, code: request.code, status: desk.statusOf(request), expires_at: request.expiresAt });
  const asked = (request: QrRequest) => ({ code: request.code, status: desk.statusOf(request), device: request.device, created_at: request.createdAt, expires_at: request.expiresAt });
  const byId = (id: string): QrRequest => {
    const found = desk.byRequestId(id);
    if (!found) throw notFound('No QR sign-in has this id: start again');
    return found;
  };

  app.post('/web-api/user-pages/qr', { config: { answerSchema: 'qrSessionAnswer' } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return session(desk.open(deviceOf(request.headers['user-agent'])));
  });

  app.get<{ Params: { id: string } }>('/web-api/user-pages/qr/:id', { config: { answerSchema: 'qrSessionAnswer' } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return session(byId(request.params.id));
  });

  app.post<{ Params: { id: string } }>('/web-api/user-pages/qr/:id/claim', { config: { answerSchema: 'signInAnswer' } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const found = byId(request.params.id);
    const status = desk.statusOf(found);
    if (status === 'waiting') throw new PageRefusal(409, 'Not approved yet: confirm the sign-in on the device where you are signed in');
    if (status === 'declined') throw linkRefused('invalid', 'The sign-in was declined on the other device');
    if (status === 'expired') throw linkRefused('expired', 'This QR code has expired');
    if (status === 'used') throw linkRefused('used', 'This QR code has been used already');
    const player = identity.playersOf(request).byId(found.approvedBy!);
    if (!player) throw linkRefused('invalid', 'The account that approved this sign-in no longer exists');
    if (found.approvedInSession === null || !identity.sessions.byPublicId(found.approvedInSession)) {
      throw linkRefused('expired', 'The sign-in that approved this QR code has ended (a password change or a sign-out everywhere): scan a new code');
    }
    found.claimed = true;
    return signIn(identity, request, reply, player, false);
  });

  app.get<{ Params: { code: string } }>('/web-api/user-pages/qr/code/:code', { config: { answerSchema: 'qrRequestAnswer' } }, async (request, reply) => {
    const player = callingPlayer(request, reply);
    if (!player) return reply;
    const found = desk.byTypedCode(request.params.code);
    if (!found) throw notFound('No sign-in waits for this code: check it, or scan the QR code again');
    return asked(found);
  });

  app.post('/web-api/user-pages/qr/approve', { config: { answerSchema: 'qrRequestAnswer' } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const caller = requirePlayer(identity, request, reply);
    if (!caller) return reply;
    const body = bodyOf(request.body);
    if (typeof body.code !== 'string' || body.code.trim() === '') throw badInput('"code" is needed: the eight characters under the QR code', 'code');
    if (typeof body.approve !== 'boolean') throw badInput('"approve" must be true or false', 'approve');
    const found = desk.byTypedCode(body.code);
    if (!found) throw notFound('No sign-in waits for this code: check it, or scan the QR code again');
    const status = desk.statusOf(found);
    if (status !== 'waiting') throw linkRefused(status === 'expired' ? 'expired' : 'used', status === 'expired' ? 'This QR code has expired' : 'This sign-in has been answered already');
    if (body.approve) {
      found.approvedBy = caller.player.id;
      found.approvedInSession = caller.session.id;
    } else found.declined = true;
    return asked(found);
  });
}
