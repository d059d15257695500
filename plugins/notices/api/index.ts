/**
 * The reference notices API:
 *
 *   GET /web-api/notices/maintenance           the planned maintenance announcement, in Russian for
 *                                              az, kk, uk and ru pages (x-language), English otherwise
 *   GET /web-api/notices/first-deposit-offer   the first-deposit bonus terms in the site's currency
 *
 * Both are public (guests see the notices too) and read the site config of the request's host, so an
 * operator's change shows without a new build. The cookie agreement time is logged by the identity
 * API (POST /web-api/user/cookie-agreement).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { SiteConfig } from '../../../schemas/site-config.schema.ts';
import { currencyFactor, defineReferenceApi, FIRST_DEPOSIT_OFFER, languageOf, sendRefusal, type Language, type LanguageSource, type ServerContext } from '../../../server/kit/index.ts';
import { answerSchemas, type FirstDepositOfferAnswer, type MaintenanceNoticeAnswer } from '../schemas.ts';

type Texts = Record<Language, { title: string; message: string; startsLabel: string; endsLabel: string }>;

/**
 * The page's language (X-Language, else the `lng` query), read in Russian for Azerbaijani, Kazakh,
 * Ukrainian and Russian pages, by their language codes and by the country codes some operators use
 * for them.
 */
const NOTICE_LANGUAGE: LanguageSource = { query: { name: 'lng', first: false }, russian: ['az', 'kk', 'kz', 'uk', 'ua', 'ru'] };

/** The announcement's texts (data/notices/maintenance.json), or null where the data folder has none. */
function readTexts(dataDir: string): Texts | null {
  try {
    return JSON.parse(readFileSync(join(dataDir, 'notices', 'maintenance.json'), 'utf8')) as Texts;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

const timeOf = (iso: string | undefined): number | null => {
  const ms = iso === undefined ? NaN : Date.parse(iso);
  return Number.isFinite(ms) ? ms : null;
};

export function isAnnounced(config: SiteConfig, now: number): boolean {
  const from = timeOf(config.maintenance?.notify_started_at);
  const until = timeOf(config.maintenance?.notify_ended_at);
  return config.notices?.maintenance === true && from !== null && until !== null && from <= now && now < until;
}

function registerNoticesRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const texts = readTexts(ctx.dataDir);

  app.get('/web-api/notices/maintenance', { config: { answerSchema: answerSchemas.maintenanceNoticeAnswer } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    if (!texts) return sendRefusal(reply, 404, 'No maintenance announcement is written for this site');
    const config = ctx.siteConfigs.select(request.hostname);
    const language = languageOf(request, NOTICE_LANGUAGE);
    const answer: MaintenanceNoticeAnswer = {
      announced: isAnnounced(config, Date.now()),
      language,
      ...texts[language],
      startedAt: config.maintenance?.started_at ?? null,
      endedAt: config.maintenance?.ended_at ?? null,
    };
    return answer;
  });

  app.get('/web-api/notices/first-deposit-offer', { config: { answerSchema: answerSchemas.firstDepositOfferAnswer } }, async (request): Promise<FirstDepositOfferAnswer> => {
    const config = ctx.siteConfigs.select(request.hostname);
    const iso = config.currencies.default;
    const factor = currencyFactor(iso);
    return {
      percent: FIRST_DEPOSIT_OFFER.percent,
      maxAmount: FIRST_DEPOSIT_OFFER.maxAmount * factor,
      minDeposit: FIRST_DEPOSIT_OFFER.minDeposit * factor,
      wagerMultiplier: FIRST_DEPOSIT_OFFER.wagerMultiplier,
      validDays: FIRST_DEPOSIT_OFFER.validDays,
      iso,
    };
  });
}

export default defineReferenceApi({ register: registerNoticesRoutes });
