/**
 *   GET /web-api/bonuses/referral                 the player's code and link, invited friends, rewards
 *   GET /web-api/bonuses/referral/banners         banners of standard sizes, each with its embed code
 *   GET /web-api/bonuses/banner-images/:file      a banner image (WxH.svg); public, as other sites embed it
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Player } from '../auth/players.ts';
import type { ServerContext } from '../context.ts';
import { BANNER_ALT, BANNER_SIZES, REFERRAL_REWARD, currencyFactor } from './catalogue.ts';
import { callingPlayer, isoTime, languageOf, originOf, refuse } from './http.ts';
import { bonusCurrency, round2, type BonusLedger } from './ledger.ts';

/** The player's referral code: their id in base 36 behind "BF" (stable, and tells nothing else). */
export function referralCodeOf(player: Player): string {
  return `BF${player.id.toString(36).toUpperCase()}`;
}

/** The link a friend follows: the home page with the `bf` tracking key the site remembers for 60 days. */
function referralLink(request: FastifyRequest, player: Player): string {
  return `${originOf(request)}/${languageOf(request)}/?bf=${referralCodeOf(player)}`;
}

function escapeAttribute(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** A banner drawn to its size: the brand's colours, the name and a gift mark, scaled to the shorter side. */
function bannerSvg(width: number, height: number, brand: string): string {
  const unit = Math.min(width, height);
  const fontSize = Math.max(12, Math.round(unit * 0.28));
  const mark = Math.round(unit * 0.3);
  const tall = height > width;
  const textX = tall ? width / 2 : unit * 0.25 + mark + unit * 0.15;
  const textY = tall ? height * 0.62 : height / 2 + fontSize * 0.35;
  const markX = tall ? width / 2 - mark / 2 : unit * 0.25;
  const markY = tall ? height * 0.3 : height / 2 - mark / 2;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">`,
    '<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#0f1923"/><stop offset="1" stop-color="#1f6f4a"/></linearGradient></defs>',
    `<rect width="${width}" height="${height}" fill="url(#g)"/>`,
    `<rect x="${markX}" y="${markY}" width="${mark}" height="${mark}" rx="${Math.round(mark / 6)}" fill="#f5c542"/>`,
    `<path d="M${markX + mark / 2} ${markY}v${mark}M${markX} ${markY + mark / 2}h${mark}" stroke="#0f1923" stroke-width="${Math.max(2, Math.round(mark / 10))}"/>`,
    `<text x="${textX}" y="${textY}" font-family="Arial, sans-serif" font-weight="700" font-size="${fontSize}" fill="#ffffff"${tall ? ' text-anchor="middle"' : ''}>${escapeAttribute(brand)}</text>`,
    '</svg>',
  ].join('');
}

export function registerReferralRoutes(app: FastifyInstance, ctx: ServerContext, ledger: BonusLedger): void {
  app.get('/web-api/bonuses/referral', { config: { answerSchema: 'referralAnswer' } }, async (request, reply) => {
    const player = callingPlayer(app, request, reply);
    if (!player) return reply;
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
      link: referralLink(request, player),
      rewardPerFriend,
      earned: round2(friends.reduce((sum, friend) => sum + friend.reward, 0)),
      iso,
      friends,
    };
  });

  app.get('/web-api/bonuses/referral/banners', { config: { answerSchema: 'referralBannersAnswer' } }, async (request, reply) => {
    const player = callingPlayer(app, request, reply);
    if (!player) return reply;
    const link = referralLink(request, player);
    const alt = BANNER_ALT[languageOf(request)];
    const banners = BANNER_SIZES.map(({ width, height }) => {
      const imageUrl = `/web-api/bonuses/banner-images/${width}x${height}.svg`;
      const embedCode = `<a href="${escapeAttribute(link)}" target="_blank" rel="noopener"><img src="${originOf(request)}${imageUrl}" width="${width}" height="${height}" alt="${escapeAttribute(alt)}"></a>`;
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
