/**
 * The social side of sign-in, same origin (no real provider is called):
 *   GET  /social-api/oauth/:provider/consent?state=   the stand-in provider's consent page (HTML)
 *   POST /social-api/oauth/:provider/consent          form: state, decision=allow|deny → 303 to
 *                                                     /<lng>/registration?social_state=<state>
 *   GET  /social-api/oauth/:provider-one-tap/clientId { clientId }
 *   POST /social-api/oauth/:provider-one-tap          multipart: credential, language, currency (id),
 *                                                     countryId → { redirectUrl } (the same landing)
 * The one-tap calls also answer under /web-api/social-api/ for a client that keeps its base path.
 *
 * The consent page runs under the site's strict CSP: plain HTML, a form and buttons, no script
 * and no inline style, so it needs no nonce at all.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ServerContext } from '../../context.ts';
import { currencyById } from '../currencies.ts';
import { invalid } from '../failures.ts';
import type { Identity, SocialSignIn } from '../identity.ts';
import { newTicket } from '../one-time-codes.ts';
import { countryById } from '../phone-countries.ts';
import { bodyOf, optionalText, requiredText } from '../request-body.ts';
import { pageLanguage } from '../site-rules.ts';
import { SOCIAL_PROVIDERS, SOCIAL_STATE_TTL_MS } from './registration.ts';

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

function displayName(provider: string): string {
  return provider.charAt(0).toUpperCase() + provider.slice(1);
}

function page(title: string, content: string): string {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title></head>
<body>
<main>
${content}
</main>
</body>
</html>
`;
}

function isProvider(name: string): boolean {
  return (SOCIAL_PROVIDERS as readonly string[]).includes(name);
}

/** `google-one-tap` → `google`; undefined for anything else. */
function oneTapProvider(name: string): string | undefined {
  const match = /^([a-z]+)-one-tap$/.exec(name);
  return match && isProvider(match[1]!) ? match[1] : undefined;
}

export function registerSocialRoutes(app: FastifyInstance, identity: Identity, ctx: ServerContext): void {
  // Form and multipart bodies are parsed only for these routes; the rest of the API stays JSON.
  app.register(async (scope) => {
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    });
    scope.addContentTypeParser('multipart/form-data', { parseAs: 'buffer' }, async (request: FastifyRequest, body: Buffer) => {
      // The platform's own multipart parser (undici), so no dependency is needed for a few text fields.
      const form = await new Response(new Uint8Array(body), { headers: { 'content-type': String(request.headers['content-type']) } }).formData();
      const fields: Record<string, string> = {};
      form.forEach((value, key) => {
        if (typeof value === 'string') fields[key] = value;
      });
      return fields;
    });

    const htmlAnswer = (reply: FastifyReply, status: number, html: string) =>
      reply.code(status).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(html);

    /** The unexpired sign-in of this state and provider, started on this operator's site (another's is nobody's here). */
    const pendingSignIn = (request: FastifyRequest, state: string, provider: string): SocialSignIn | undefined => {
      const pending = identity.social.get(state);
      if (!pending || pending.provider !== provider || pending.expiresAt <= identity.options.now()) return undefined;
      return pending.operatorId === identity.operatorOf(request) ? pending : undefined;
    };

    const expiredPage = (reply: FastifyReply, language: string) =>
      htmlAnswer(
        reply,
        400,
        page('Sign-in link expired', `<h1>This sign-in link has expired</h1>\n<p><a href="/${escapeHtml(language)}/registration">Back to registration</a></p>`),
      );

    scope.get<{ Params: { provider: string }; Querystring: { state?: string } }>('/social-api/oauth/:provider/consent', async (request, reply) => {
      const { provider } = request.params;
      const state = typeof request.query.state === 'string' ? request.query.state : '';
      const pending = pendingSignIn(request, state, provider);
      if (!pending) {
        return expiredPage(reply, pageLanguage(ctx, request));
      }
      const company = ctx.siteConfigs.select(request.hostname).companyName;
      const name = displayName(provider);
      const action = `/social-api/oauth/${encodeURIComponent(provider)}/consent`;
      return htmlAnswer(
        reply,
        200,
        page(
          `Sign in with ${name}`,
          `<h1>Sign in with ${escapeHtml(name)}</h1>
<p>${escapeHtml(company)} asks to create an account with your ${escapeHtml(name)} profile.</p>
<p>(Reference server: no real ${escapeHtml(name)} account is used.)</p>
<form method="post" action="${escapeHtml(action)}">
<input type="hidden" name="state" value="${escapeHtml(state)}">
<button type="submit" name="decision" value="allow">Continue</button>
<button type="submit" name="decision" value="deny">Cancel</button>
</form>`,
        ),
      );
    });

    scope.post<{ Params: { provider: string } }>('/social-api/oauth/:provider/consent', async (request, reply) => {
      const body = bodyOf(request.body);
      const state = typeof body.state === 'string' ? body.state : '';
      const pending = pendingSignIn(request, state, request.params.provider);
      if (!pending) {
        return expiredPage(reply, pageLanguage(ctx, request));
      }
      if (body.decision !== 'allow') {
        identity.social.delete(state);
        return reply.code(303).header('cache-control', 'no-store').header('location', `/${pending.language}/registration`).send();
      }
      pending.approved = true;
      return reply
        .code(303)
        .header('cache-control', 'no-store')
        .header('location', `/${pending.language}/registration?social_state=${encodeURIComponent(state)}`)
        .send();
    });

    for (const prefix of ['/social-api', '/web-api/social-api']) {
      scope.get<{ Params: { name: string } }>(
        `${prefix}/oauth/:name/clientId`,
        { config: { answerSchema: 'oneTapClientIdAnswer' } },
        async (request, reply) => {
          const provider = oneTapProvider(request.params.name);
          if (!provider) return reply.code(404).header('cache-control', 'no-store').send({ message: 'Unknown one-tap provider' });
          reply.header('cache-control', 'public, max-age=3600');
          return { clientId: `reference-${provider}-one-tap.apps.example` };
        },
      );

      scope.post<{ Params: { name: string } }>(`${prefix}/oauth/:name`, { config: { answerSchema: 'redirectAnswer' } }, async (request, reply) => {
        reply.header('cache-control', 'no-store');
        const provider = oneTapProvider(request.params.name);
        if (!provider) return reply.code(404).send({ message: 'Unknown one-tap provider' });
        const body = bodyOf(request.body);
        requiredText(body, 'credential', undefined, 8192); // the provider's token; the reference trusts any
        const { currencies } = ctx.siteConfigs.select(request.hostname);
        // The currency comes as its id; one the site does not offer falls back to the site's default.
        const currencyIso = currencyById(Number(body.currency))?.iso;
        const currency = currencyIso !== undefined && currencies.available.includes(currencyIso) ? currencyIso : currencies.default;
        const countryId = Number(body.countryId);
        const language = optionalText(body, 'language', undefined, 10)?.toLowerCase();
        if (language !== undefined && language !== '' && !/^[a-z]{2}$/.test(language)) throw invalid(undefined, '"language" must be a two-letter code');
        const state = newTicket();
        const lng = pageLanguage(ctx, request, language);
        // One tap is the provider's consent already: the state is approved at once.
        identity.social.set(state, {
          operatorId: identity.operatorOf(request),
          provider,
          currency,
          countryId: countryById(countryId) ? countryId : null,
          language: lng,
          approved: true,
          expiresAt: identity.options.now() + SOCIAL_STATE_TTL_MS,
        });
        return { redirectUrl: `/${lng}/registration?social_state=${encodeURIComponent(state)}` };
      });
    }
  });
}
