/**
 * GET /web-api/__test/last-code?kind=sms|email|two_step|recovery|captcha|link[&to=<phone, login, e-mail, captcha id>]
 * → { code }: the last code the server "sent", so browser tests need not scrape the log. `to` is
 * optional: without it, the newest code of that kind (for captcha: of the caller's own captcha_id
 * cookie). Registered only with the test routes on (REFERENCE_TEST_ROUTES=1, never in production):
 * otherwise the path is an unknown endpoint (404), since it hands out any player's codes.
 */
import type { FastifyInstance } from 'fastify';
import { CODE_KINDS, type CodeKind } from '../code-log.ts';
import { CAPTCHA_COOKIE, cookieOf } from '../cookies.ts';
import type { ServerContext } from '../../context.ts';
import type { Identity } from '../identity.ts';

export function registerTestCodeRoutes(app: FastifyInstance, identity: Identity, ctx: Pick<ServerContext, 'testRoutes'>): void {
  if (!ctx.testRoutes) return;
  app.get<{ Querystring: { kind?: string; to?: string } }>(
    '/web-api/__test/last-code',
    { config: { answerSchema: 'lastCodeAnswer' } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { kind, to } = request.query;
      if (typeof kind !== 'string' || !(CODE_KINDS as readonly string[]).includes(kind)) {
        return reply.code(400).send({ message: `"kind" must be one of ${CODE_KINDS.join(', ')}` });
      }
      const recipient = typeof to === 'string' && to !== '' ? to : kind === 'captcha' ? cookieOf(request, CAPTCHA_COOKIE) : undefined;
      const code = identity.codeLog.last(kind as CodeKind, recipient);
      if (code === undefined) return reply.code(404).send({ message: `No ${kind} code was sent${recipient ? ` to ${recipient}` : ''}` });
      return { code };
    },
  );
}
