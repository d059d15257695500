/**
 * The reference promotions API: promotions (and taking part), bonuses with their rules, the games
 * bonus money counts on, offers, partners, and CMS landing pages as structured blocks.
 *
 *   GET  /web-api/promo/promotions                        every promotion with its dates and state now
 *   GET  /web-api/promo/promotions/:id                    one, with its terms and when the caller joined (404 unknown)
 *   POST /web-api/promo/promotions/:id/participation      take part (401 guest; 403 not joinable now; 409 twice)
 *   GET  /web-api/promo/bonuses                           the bonuses
 *   GET  /web-api/promo/bonuses/:id                       one bonus with its rules (404 unknown)
 *   GET  /web-api/promo/bonus-games                       how much each kind of game counts towards a wager
 *   GET  /web-api/promo/offers?category=sports|games|partner   open offers (400 unknown category)
 *   GET  /web-api/promo/offers/:id                        one offer with its terms and code (404 unknown)
 *   GET  /web-api/promo/partners/:id                      a partner and its offers (404 unknown)
 *   GET  /web-api/promo/landings/:id                      a landing page's blocks (404 unknown)
 *   GET  /web-api/promo/images/:name.svg                  a landing picture
 *
 * Texts follow the caller's language header (en, else English); money is in the region's currency.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { answerSchemas, OFFER_CATEGORIES, type OfferCategory } from '../schemas.ts';
import { defineReferenceApi, identifyCaller, languageOf, refuse, requirePlayer, type Identity, type Localized, type ServerContext } from '../../../server/kit/index.ts';
import { bonusGames, bonusList, bonusOf, offerList, offerOf, partnerOf, promotionList, promotionPlan, promotionSummary, type ContentContext } from './content.ts';
import { imageSvg } from './images.ts';
import { landingOf } from './landings.ts';
import { ParticipationRegister, type JoinRefusal } from './participation.ts';

export { promoPageExists } from './page-existence.ts';

/** Content that follows the clock (states, countdowns): a couple of minutes of caching keeps it honest. */
const CONTENT_CACHE = 'public, max-age=120';

const JOIN_REFUSALS: Readonly<Record<JoinRefusal, { status: 403 | 409; message: Localized }>> = {
  'not-opt-in': {
    status: 403,
    message: { en: 'Everyone who qualifies takes part in this promotion: there is nothing to join', ru: 'В этой акции участвуют все, кто подходит под условия: присоединяться не нужно' },
  },
  upcoming: { status: 403, message: { en: 'This promotion has not started yet: join it once it starts', ru: 'Акция ещё не началась: присоединитесь, когда она начнётся' } },
  ended: { status: 403, message: { en: 'This promotion is over', ru: 'Акция завершена' } },
  'already-joined': { status: 409, message: { en: 'You already take part in this promotion', ru: 'Вы уже участвуете в этой акции' } },
};

function identityOf(app: FastifyInstance): Identity {
  const identity = (app as { identity?: Identity }).identity;
  if (!identity) throw new Error('The promotions routes need the identity API (registerAuthRoutes) registered first');
  return identity;
}

function registerPromotionRoutes(app: FastifyInstance, ctx: ServerContext): void {
  // The identity API's clock, so a test that moves it moves promotion states and countdowns too.
  const now = (): number => (app as { identity?: Identity }).identity?.options.now() ?? Date.now();
  const register = new ParticipationRegister();
  // The catalogue's days count from the day the server started, so its promotions start and end as days pass.
  const anchor = now();
  const contextOf = (request: FastifyRequest): ContentContext => ({
    language: languageOf(request),
    currency: ctx.siteConfigs.select(request.hostname).currencies.default,
    now: now(),
    anchor,
  });
  const content = (reply: FastifyReply): void => {
    reply.header('cache-control', CONTENT_CACHE).header('vary', 'x-language');
  };
  const planOf = (request: FastifyRequest, id: string) => {
    const plan = promotionPlan(id);
    if (!plan) throw refuse(request, 404, { en: 'There is no such promotion', ru: 'Такой акции нет' });
    return plan;
  };

  app.get('/web-api/promo/promotions', { config: { answerSchema: answerSchemas.promoPromotionsAnswer } }, async (request, reply) => {
    content(reply);
    return { promotions: promotionList(contextOf(request)) };
  });

  app.get<{ Params: { id: string } }>('/web-api/promo/promotions/:id', { config: { answerSchema: answerSchemas.promoPromotionAnswer } }, async (request, reply) => {
    const plan = planOf(request, request.params.id);
    const caller = identifyCaller(identityOf(app), request);
    let joinedAt: string | null = null;
    // The same address answers a guest and a player differently: a browser cache must keep them apart.
    reply.header('vary', 'x-language, authorization');
    if (caller.kind === 'guest') reply.header('cache-control', CONTENT_CACHE);
    else {
      // A token that cannot be honoured answers 401, so the client refreshes it instead of showing a guest's page.
      const player = requirePlayer(identityOf(app), request, reply);
      if (!player) return reply;
      reply.header('cache-control', 'no-store');
      joinedAt = register.joinedAt(player.player.id, plan.id);
    }
    const c = contextOf(request);
    return { ...promotionSummary(plan, c), terms: [...plan.terms[c.language]], joinedAt };
  });

  app.post<{ Params: { id: string } }>(
    '/web-api/promo/promotions/:id/participation',
    { config: { answerSchema: answerSchemas.promoParticipationAnswer } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const player = requirePlayer(identityOf(app), request, reply);
      if (!player) return reply;
      const plan = planOf(request, request.params.id);
      const outcome = register.join(player.player.id, plan, now(), anchor);
      if (!outcome.ok) {
        const refusal = JOIN_REFUSALS[outcome.reason];
        throw refuse(request, refusal.status, refusal.message);
      }
      return { promotionId: plan.id, joinedAt: outcome.joinedAt };
    },
  );

  app.get('/web-api/promo/bonuses', { config: { answerSchema: answerSchemas.promoBonusesAnswer } }, async (request, reply) => {
    content(reply);
    return bonusList(contextOf(request));
  });

  app.get<{ Params: { id: string } }>('/web-api/promo/bonuses/:id', { config: { answerSchema: answerSchemas.promoBonusAnswer } }, async (request, reply) => {
    const found = bonusOf(request.params.id, contextOf(request));
    if (!found) throw refuse(request, 404, { en: 'There is no such bonus', ru: 'Такого бонуса нет' });
    content(reply);
    return found;
  });

  app.get('/web-api/promo/bonus-games', { config: { answerSchema: answerSchemas.promoBonusGamesAnswer } }, async (request, reply) => {
    content(reply);
    return bonusGames(contextOf(request));
  });

  app.get<{ Querystring: { category?: string } }>('/web-api/promo/offers', { config: { answerSchema: answerSchemas.promoOffersAnswer } }, async (request, reply) => {
    const { category } = request.query;
    if (category !== undefined && !(OFFER_CATEGORIES as readonly string[]).includes(category)) {
      throw refuse(request, 400, {
        en: `category must be one of ${OFFER_CATEGORIES.join(', ')}, or left out for every offer`,
        ru: `category — одно из: ${OFFER_CATEGORIES.join(', ')}; без него — все предложения`,
      });
    }
    content(reply);
    return offerList(contextOf(request), category as OfferCategory | undefined);
  });

  app.get<{ Params: { id: string } }>('/web-api/promo/offers/:id', { config: { answerSchema: answerSchemas.promoOfferAnswer } }, async (request, reply) => {
    const found = offerOf(request.params.id, contextOf(request));
    if (!found) throw refuse(request, 404, { en: 'There is no such offer', ru: 'Такого предложения нет' });
    content(reply);
    return found;
  });

  app.get<{ Params: { id: string } }>('/web-api/promo/partners/:id', { config: { answerSchema: answerSchemas.promoPartnerAnswer } }, async (request, reply) => {
    const id = /^[1-9]\d{0,8}$/.test(request.params.id) ? Number(request.params.id) : NaN;
    const found = Number.isNaN(id) ? undefined : partnerOf(id, contextOf(request));
    if (!found) throw refuse(request, 404, { en: 'There is no such partner', ru: 'Такого партнёра нет' });
    content(reply);
    return found;
  });

  app.get<{ Params: { id: string } }>('/web-api/promo/landings/:id', { config: { answerSchema: answerSchemas.promoLandingAnswer } }, async (request, reply) => {
    const c = contextOf(request);
    const found = landingOf(request.params.id, c.language, c.anchor);
    if (!found) throw refuse(request, 404, { en: 'There is no such page', ru: 'Такой страницы нет' });
    content(reply);
    return found;
  });

  app.get<{ Params: { file: string } }>('/web-api/promo/images/:file', async (request, reply) => {
    const name = /^([a-z0-9-]+)\.svg$/.exec(request.params.file)?.[1];
    const svg = name === undefined ? undefined : imageSvg(name);
    if (svg === undefined) throw refuse(request, 404, { en: 'There is no such picture', ru: 'Такой картинки нет' });
    return reply.header('cache-control', 'public, max-age=31536000, immutable').type('image/svg+xml; charset=utf-8').send(svg);
  });
}

export default defineReferenceApi({ register: registerPromotionRoutes });
