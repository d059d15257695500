/**
 * The home page's reference API:
 *
 *   GET /web-api/home/top-games?section=live|line   the top games of the live or the line (at most
 *                                                   TOP_GAMES_MAX), each with its result prices
 *   GET /web-api/home/banners                       the operator's banners in the page's language
 *
 * Both are public and never cached (prices and counts move with the feed). The top games are the
 * operator's pick; the reference stands in for it with a seeded appeal per game, so the pick is
 * stable while a game is on offer. The banners read the site config of the request's host: the
 * welcome offer only where registration is allowed, the casino only where the config serves it, the
 * first-deposit figures in the site's currency. A bad section answers 400 {message}.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { SiteConfig } from '../../../schemas/site-config.schema.ts';
import { currencyFactor, defineReferenceApi, draw, feedNow, FIRST_DEPOSIT_OFFER, languageOf, listGames, Refusal, type Language, type ServerContext } from '../../../server/kit/index.ts';
import { pickTopGames } from '../../../src/domain/top-games.ts';
import { answerSchemas, TOP_GAMES_MAX, type HomeBanner, type HomeBannersAnswer, type HomeGame, type HomeTopGamesAnswer } from '../schemas.ts';

const NO_STORE = 'no-store';

export function topGames(section: 'live' | 'line', now: number): HomeGame[] {
  // The pick is shared with the sports lists (src/domain/top-games.ts), which can put these games first.
  return pickTopGames(listGames(section, {}, now).games, draw, TOP_GAMES_MAX).map((game) => ({
    id: game.id,
    sport: game.sport,
    sportId: game.sportId,
    champId: game.champId,
    champName: game.champName,
    home: game.home,
    away: game.away,
    startAt: game.startAt,
    isLive: game.isLive,
    score: game.score ? { home: game.score.home, away: game.score.away } : null,
    markets: game.markets.flatMap((m) =>
      m.group === '1x2' && (m.outcome === '1' || m.outcome === 'X' || m.outcome === '2')
        ? [{ id: m.id, typeId: m.typeId, kind: m.kind, outcome: m.outcome, coef: m.coef, blocked: m.blocked }]
        : [],
    ),
  }));
}

/** Whether the region serves a path (its blocked fragments are URL prefixes after the language). */
const serves = (config: SiteConfig, path: string): boolean => !(config.routes.blockedFragments ?? []).some((fragment) => path.startsWith(fragment));

type Say = (texts: Readonly<Record<Language, string>>) => string;

export function bannersFor(config: SiteConfig, language: Language, now: number): HomeBanner[] {
  const say: Say = (texts) => texts[language];
  const iso = config.currencies.default;
  const offer = { ...FIRST_DEPOSIT_OFFER, maxAmount: FIRST_DEPOSIT_OFFER.maxAmount * currencyFactor(iso) };
  const live = listGames('live', {}, now).games.length;
  const banners: (HomeBanner | false)[] = [
    // SPEC 5: no registration on a VIP domain, so no offer that leads to it.
    config.features?.registrationAllowed === true && config.features.vipDomain !== true && {
      id: 'welcome-offer',
      title: say({ en: `${offer.percent}% first deposit bonus`, ru: `Бонус ${offer.percent}% на первый депозит` }),
      text: say({
        en: `Up to ${offer.maxAmount} ${iso} at ${config.companyName}, wagered ${offer.wagerMultiplier} times within ${offer.validDays} days.`,
        ru: `До ${offer.maxAmount} ${iso} в ${config.companyName}, отыгрыш ×${offer.wagerMultiplier} за ${offer.validDays} дн.`,
      }),
      to: 'registration',
    },
    live > 0 && {
      id: 'live-now',
      title: say({ en: 'Live betting', ru: 'Ставки в лайве' }),
      text: say({ en: `${live} games in play right now, prices every few seconds.`, ru: `Сейчас идёт матчей: ${live}, коэффициенты каждые несколько секунд.` }),
      to: 'live',
    },
    {
      id: 'express-day',
      title: say({ en: 'Express of the day', ru: 'Экспресс дня' }),
      text: say({ en: 'The favourites of the day in one accumulator, one tap to the slip.', ru: 'Фавориты дня в одном экспрессе, в купон одним нажатием.' }),
      to: 'express-day',
    },
    serves(config, '/casino-lobby') && {
      id: 'casino',
      title: say({ en: 'Casino', ru: 'Казино' }),
      text: say({ en: 'Slots, live dealers and fast games.', ru: 'Слоты, живые дилеры и быстрые игры.' }),
      to: 'casino-lobby',
    },
  ];
  return banners.filter((banner): banner is HomeBanner => banner !== false);
}

function readSection(request: FastifyRequest<{ Querystring: { section?: string } }>): 'live' | 'line' {
  const { section } = request.query;
  if (section === 'live' || section === 'line') return section;
  throw new Refusal(400, `Query parameter "section" must be "live" or "line", got "${String(section)}"`);
}

function registerHomeRoutes(app: FastifyInstance, ctx: ServerContext): void {
  app.get<{ Querystring: { section?: string } }>('/web-api/home/top-games', { config: { answerSchema: answerSchemas.homeTopGamesAnswer } }, async (request, reply) => {
    const section = readSection(request);
    reply.header('cache-control', NO_STORE);
    const answer: HomeTopGamesAnswer = { section, games: topGames(section, feedNow()) };
    return answer;
  });

  app.get('/web-api/home/banners', { config: { answerSchema: answerSchemas.homeBannersAnswer } }, async (request, reply) => {
    reply.header('cache-control', NO_STORE);
    const answer: HomeBannersAnswer = { banners: bannersFor(ctx.siteConfigs.select(request.hostname), languageOf(request), feedNow()) };
    return answer;
  });
}

export default defineReferenceApi({ register: registerHomeRoutes });
