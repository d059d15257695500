/**
 *   GET /web-api/bonuses/referral                 the player's code and link, invited friends, rewards
 *   GET /web-api/bonuses/referral/banners         banners of standard sizes, each with its embed code
 *   GET /web-api/bonuses/banner-images/:file      a banner image (WxH.svg); public, as other sites embed it
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { currencyFactor, languageOf, type Player, refuse, type ServerContext } from '../../../server/kit/index.ts';
import { BANNER_ALT, BANNER_SIZES, REFERRAL_REWARD } from './catalogue.ts';
import { callingPlayer, isoTime, originOf } from './http.ts';
import { bonusCurrency, round2, type BonusLedger } from './ledger.ts';
import type { SectionGate } from './sections.ts';
import { answerSchemas } from '../schemas.ts';

/** The player's referral code: their id in base 36 behind "BF" (stable, and tells nothing else). */
export function referralCodeOf(player: Player): string {
  return `BF${player.id.toString(36).toUpperCase()}`;
}

/** The link a friend follows: the home page with the `bf` tracking key the site remembers for 60 days. */
function referralLink(ctx: ServerContext, request: FastifyRequest, player: Player): string {
  return `${originOf(ctx, request)}/${languageOf(request)}/?bf=${referralCodeOf(player)}`;
}

function escapeAttribute(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** Average glyph width of a bold sans-serif face, in ems: enough to keep the name inside the banner. */
const GLYPH_EM = 0.62;

/**
 * A banner drawn to its size: the brand's colours, a gift mark and the name. A wide banner puts
 * them side by side, any other stacks them; the name's size is the largest that fits.
 */
function bannerSvg(width: number, height: number, brand: string): string {
  let mark: number;
  let markX: number;
  let markY: number;
  let text: string;
  if (width / height >= 2) {
    mark = Math.round(height * 0.6);
    markX = Math.round(height * 0.2);
    markY = Math.round((height - mark) / 2);
    const textX = markX + mark + Math.round(height * 0.2);
    const fontSize = Math.floor(Math.min(height * 0.5, (width - textX - height * 0.2) / (brand.length * GLYPH_EM)));
    text = `<text x="${textX}" y="${Math.round(height / 2 + fontSize * 0.35)}" font-size="${fontSize}"`;
  } else {
    mark = Math.round(Math.min(width, height) * 0.35);
    const fontSize = Math.floor(Math.min(Math.min(width, height) * 0.22, (width * 0.8) / (brand.length * GLYPH_EM)));
    const gap = Math.round(fontSize * 0.4);
    markX = Math.round((width - mark) / 2);
    markY = Math.round((height - (mark + gap + fontSize)) / 2);
    text = `<text x="${Math.round(width / 2)}" y="${markY + mark + gap + Math.round(fontSize * 0.8)}" font-size="${fontSize}" text-anchor="middle"`;
  }
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">`,
    '<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#0f1923"/><stop offset="1" stop-color="#1f6f4a"/></linearGradient></defs>',
    `<rect width="${width}" height="${height}" fill="url(#g)"/>`,
    `<rect x="${markX}" y="${markY}" width="${mark}" height="${mark}" rx="${Math.round(mark / 6)}" fill="#f5c542"/>`,
    `<path d="M${markX + mark / 2} ${markY}v${mark}M${markX} ${markY + mark / 2}h${mark}" stroke="#0f1923" stroke-width="${Math.max(2, Math.round(mark / 10))}"/>`,
    `${text} font-family="Arial, sans-serif" font-weight="700" fill="#ffffff">${escapeAttribute(brand)}</text>`,
    '</svg>',
  ].join('');
}

export function registerReferralRoutes(app: FastifyInstance, ctx: ServerContext, ledger: BonusLedger, gate: SectionGate): void {
  app.get('/web-api/bonuses/referral', { config: { answerSchema: answerSchemas.referralAnswer } }, async (request, reply) => {
    const player = callingPlayer(app, request, reply);
    if (!player) return reply;
    gate.require(request, 'bring-friend');
    const iso = bonusCurrency(player);
    const rewardPerFriend = round2(REFERRAL_REWARD * currencyFactor(iso));
    const friends = ledger.of(player).friends.map((friend) => ({
      name: friend.name,
      joinedAt: isoTime(friend.joinedAt),
      deposited: friend.deposited,
      reward: friend.deposited ? rewardPerFriend : 0,
    }));
    return {
      code: referralCodeOf(player),
      link: referralLink(ctx, request, player),
      rewardPerFriend,
      earned: round2(friends.reduce((sum, friend) => sum + friend.reward, 0)),
      iso,
      friends,
    };
  });

  app.get('/web-api/bonuses/referral/banners', { config: { answerSchema: answerSchemas.referralBannersAnswer } }, async (request, reply) => {
    const player = callingPlayer(app, request, reply);
    if (!player) return reply;
    gate.require(request, 'bring-friend');
    const link = referralLink(ctx, request, player);
    const alt = BANNER_ALT[languageOf(request)];
    const banners = BANNER_SIZES.map(({ width, height }) => {
      const imageUrl = `/web-api/bonuses/banner-images/${width}x${height}.svg`;
      const embedCode = `<a href="${escapeAttribute(link)}" target="_blank" rel="noopener"><img src="${originOf(ctx, request)}${imageUrl}" width="${width}" height="${height}" alt="${escapeAttribute(alt)}"></a>`;
      return { id: `${width}x${height}`, width, height, imageUrl, embedCode };
    });
    return { link, banners };
  });

  app.get('/web-api/bonuses/banner-images/:file', async (request, reply) => {
    const file = (request.params as { file: string }).file;
    const size = BANNER_SIZES.find(({ width, height }) => file === `${width}x${height}.svg`);
    if (!size) throw refuse(request, 404, { en: 'There is no banner of that size', ru: 'Баннера такого размера нет' });
    const brand = ctx.siteConfigs.select(request.hostname).companyName;
    return reply.header('cache-control', 'public, max-age=3600').type('image/svg+xml; charset=utf-8').send(bannerSvg(size.width, size.height, brand));
  });
}
