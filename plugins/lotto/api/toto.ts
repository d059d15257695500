/**
 *   GET /web-api/toto/sections?section=     the toto pools this region offers, each with the address of its frame
 *                                           (404 when the region offers no toto, or not the pool named)
 *
 * Toto is run by a provider on its own origin; the site frames its pages. The region's site config
 * names that origin (lotto.toto.origin): it is the only one the CSP lets the page frame besides the
 * game origins, and every frame address this API gives is on it. A region without toto answers 404.
 */
import type { FastifyInstance } from 'fastify';
import { languageOf, type Localized, type ServerContext } from '../../../server/kit/index.ts';
import type { SiteConfig } from '../../../schemas/site-config.schema.ts';
import { answerSchemas, type TotoSection } from '../schemas.ts';

export const TOTO_SECTION_TEXTS: Readonly<Record<TotoSection, { name: Localized; about: Localized }>> = {
  fifteen: {
    name: { en: 'Toto 15', ru: 'Тото 15' },
    about: { en: 'Call the outcome of 15 football matches: 1, X or 2.', ru: 'Угадайте исход 15 футбольных матчей: 1, X или 2.' },
  },
  'correct-score': {
    name: { en: 'Correct score', ru: 'Точный счёт' },
    about: { en: 'Call the exact score of 8 matches.', ru: 'Угадайте точный счёт 8 матчей.' },
  },
  football: {
    name: { en: 'Football toto', ru: 'Футбольное тото' },
    about: { en: 'Twelve matches of the top leagues: 1, X or 2.', ru: 'Двенадцать матчей ведущих лиг: 1, X или 2.' },
  },
  hockey: {
    name: { en: 'Hockey toto', ru: 'Хоккейное тото' },
    about: { en: 'Ten hockey games: home win, draw in regulation or away win.', ru: 'Десять хоккейных матчей: победа хозяев, ничья в основное время или победа гостей.' },
  },
  cyber: {
    name: { en: 'Esports toto', ru: 'Киберспортивное тото' },
    about: { en: 'Ten esports matches: who wins each one.', ru: 'Десять киберспортивных матчей: кто победит в каждом.' },
  },
};

/** The toto provider's origin of a region, or null when it offers no toto. */
export function totoOriginOf(config: SiteConfig): string | null {
  return config.lotto?.toto?.origin ?? null;
}

/** What the CSP frame-src must allow for the toto frames of this region. */
export function totoFrameSources(config: SiteConfig): string[] {
  const origin = totoOriginOf(config);
  return origin === null ? [] : [origin];
}

/** Whether a toto page exists in this region: toto is offered and the section (if any) is one of its pools. */
export function existsTotoPage(config: SiteConfig, totoSection?: string): boolean {
  const sections: readonly string[] = config.lotto?.toto?.sections ?? [];
  if (sections.length === 0) return false;
  return totoSection === undefined || sections.includes(totoSection);
}

export function registerTotoRoutes(app: FastifyInstance, ctx: ServerContext): void {
  app.get<{ Querystring: { section?: string } }>('/web-api/toto/sections', { config: { answerSchema: answerSchemas.totoSectionsAnswer } }, async (request, reply) => {
    const config = ctx.siteConfigs.select(request.hostname);
    const toto = config.lotto?.toto;
    reply.header('cache-control', 'no-cache').header('vary', 'x-language');
    const language = languageOf(request);
    if (!toto) {
      return reply.code(404).send({ message: language === 'ru' ? 'В этом регионе нет тото' : 'Toto is not offered in this region' });
    }
    // Asked with the pool a page shows: a pool this region does not offer is not found.
    const asked = request.query.section;
    if (asked !== undefined && !toto.sections.some((id) => id === asked)) {
      return reply.code(404).send({ message: language === 'ru' ? `Пула тото «${asked}» здесь нет` : `The toto pool "${asked}" is not offered here` });
    }
    return {
      origin: toto.origin,
      sections: toto.sections.map((id) => ({
        id,
        name: TOTO_SECTION_TEXTS[id].name[language],
        about: TOTO_SECTION_TEXTS[id].about[language],
        url: `${toto.origin}/toto/${id}?lang=${language}`,
      })),
    };
  });
}
