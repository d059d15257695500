/**
 * Coupon export (0 file, 1 image; 2 e-mail goes through the server): the coupon as a
 * JSON document, as a printout (the lines an image shows) and as a PNG drawn on a canvas. The
 * document and printout are pure; drawing takes any 2D context, so tests hand it a recording one.
 */
import { COUPON_TYPE, takesBlocks } from '@plugin-api/coupon-maths';
import { betsInPlayOrder, type CouponState, type CouponView } from './model.ts';
import { formatCoef, formatMoney } from './format.ts';

export const EXPORT_FORMAT = 'bethub-coupon/1';

export interface CouponDocument {
  format: typeof EXPORT_FORMAT;
  exportedAt: string;
  code: string | null;
  typeId: number;
  currencyIso: string;
  stake: number;
  totalStake: number;
  lines: number;
  systemValue: number | null;
  totalCoef: number | null;
  bonusCoefficient: number | null;
  possibleWin: number | null;
  bets: {
    marketId: string;
    game: string;
    market: string;
    sport: string;
    championship: string;
    coef: number;
    isLive: boolean;
    blockId: number | null;
    isBanker: boolean;
  }[];
}

/** The coupon as a machine-readable file (also what a person reads in a text editor). */
export function couponDocument(coupon: CouponView, now: Date): CouponDocument {
  const { typeId } = coupon;
  const withBlocks = takesBlocks(typeId);
  return {
    format: EXPORT_FORMAT,
    exportedAt: now.toISOString(),
    code: coupon.share.code,
    typeId,
    currencyIso: coupon.limits.currencyIso,
    stake: coupon.amount,
    totalStake: coupon.totalStake,
    lines: coupon.lines,
    systemValue: typeId === COUPON_TYPE.system || typeId === COUPON_TYPE.multiBet ? coupon.systemValue : null,
    totalCoef: coupon.coef > 0 ? coupon.coef : null,
    bonusCoefficient: coupon.bonusCoefficient,
    possibleWin: coupon.maxPayout,
    bets: betsInPlayOrder(coupon.bets, typeId).map((bet) => ({
      marketId: bet.marketId,
      game: `${bet.opponent1} — ${bet.opponent2}`,
      market: bet.marketName,
      sport: bet.sportName,
      championship: bet.champName,
      coef: bet.acceptedCoef,
      isLive: bet.isLive,
      blockId: withBlocks ? (bet.blockId ?? null) : null,
      isBanker: coupon.bankers.includes(bet.marketId),
    })),
  };
}

/** A file name for an export: the code when the coupon has one, else the local date and time. */
export function exportFileName(coupon: Pick<CouponState, 'share'>, now: Date, extension: 'json' | 'png'): string {
  const pad = (n: number): string => String(n).padStart(2, '0');
  const stamp = `${now.getFullYear()}${pad(now.getMonth() + 1)}${pad(now.getDate())}-${pad(now.getHours())}${pad(now.getMinutes())}`;
  return `coupon-${coupon.share.code ?? stamp}.${extension}`;
}

// ---------------------------------------------------------------------------------------------
// The image

export interface PrintoutLine {
  left: string;
  right?: string;
  /** A heading or a total. */
  strong?: boolean;
  /** Secondary (the market under the game). */
  muted?: boolean;
}

/** Texts the printout needs, already translated (the page passes its `t`). */
export type Translate = (key: string, values?: Record<string, string | number>) => string;

const TYPE_TEXT_KEYS: Readonly<Record<number, string>> = {
  0: 'coupon_type_single',
  1: 'coupon_type_express',
  2: 'coupon_type_system',
  3: 'coupon_type_chain',
  4: 'coupon_type_multi_bet',
  5: 'coupon_type_conditional',
  6: 'coupon_type_anti_express',
  7: 'coupon_type_lucky',
  8: 'coupon_type_patent',
  9: 'coupon_type_singles',
};

export function couponTypeTextKey(typeId: number): string {
  return TYPE_TEXT_KEYS[typeId] ?? 'coupon_type_express';
}

/** What the image shows, line by line: title, each leg with its odds, stake, possible win, code. */
export function couponPrintout(coupon: CouponView, t: Translate, lng: string): PrintoutLine[] {
  const iso = coupon.limits.currencyIso;
  const money = (value: number): string => formatMoney(value, iso, lng);
  const lines: PrintoutLine[] = [{ left: t('coupon_title'), right: t(couponTypeTextKey(coupon.typeId)), strong: true }];
  for (const bet of betsInPlayOrder(coupon.bets, coupon.typeId)) {
    lines.push({ left: `${bet.opponent1} — ${bet.opponent2}` });
    lines.push({ left: bet.marketName, right: formatCoef(bet.acceptedCoef), muted: true });
  }
  if (coupon.lines > 1) lines.push({ left: t('coupon_lines'), right: String(coupon.lines) });
  if (coupon.coef > 0) lines.push({ left: t('coupon_total_coef'), right: coupon.coefByView });
  if (coupon.bonusCoefficient !== null) lines.push({ left: t('coupon_bonus_bet'), right: `×${coupon.bonusCoefficient}` });
  lines.push({ left: t('coupon_total_stake'), right: money(coupon.totalStake) });
  if (coupon.maxPayout !== null) lines.push({ left: t('coupon_possible_win'), right: money(coupon.maxPayout), strong: true });
  if (coupon.share.code !== null) lines.push({ left: t('coupon_share_code', { code: coupon.share.code }), muted: true });
  return lines;
}

/** The part of CanvasRenderingContext2D the drawing uses. */
export type DrawingContext = Pick<CanvasRenderingContext2D, 'fillRect' | 'fillText' | 'measureText'> & {
  fillStyle: CanvasRenderingContext2D['fillStyle'];
  font: string;
  textAlign: CanvasRenderingContext2D['textAlign'];
  textBaseline: CanvasRenderingContext2D['textBaseline'];
};

export const IMAGE_WIDTH = 640;
const PADDING = 24;
const LINE_HEIGHT = 30;
const FONT = 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif';

export function imageHeight(lineCount: number): number {
  return PADDING * 2 + lineCount * LINE_HEIGHT;
}

/** Cuts `text` with an ellipsis so it fits `width` pixels. */
function fit(ctx: DrawingContext, text: string, width: number): string {
  if (ctx.measureText(text).width <= width) return text;
  let cut = text;
  while (cut.length > 1 && ctx.measureText(`${cut}…`).width > width) cut = cut.slice(0, -1);
  return `${cut}…`;
}

/** Draws the printout on a canvas of IMAGE_WIDTH × imageHeight(lines.length). */
export function drawPrintout(ctx: DrawingContext, lines: readonly PrintoutLine[]): void {
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, IMAGE_WIDTH, imageHeight(lines.length));
  ctx.textBaseline = 'middle';
  lines.forEach((line, index) => {
    const y = PADDING + index * LINE_HEIGHT + LINE_HEIGHT / 2;
    ctx.font = `${line.strong ? '700 ' : ''}${line.strong ? 20 : 16}px ${FONT}`;
    ctx.fillStyle = line.muted ? '#5b6673' : '#0f1923';
    let rightWidth = 0;
    if (line.right !== undefined) {
      ctx.textAlign = 'right';
      ctx.fillText(line.right, IMAGE_WIDTH - PADDING, y);
      rightWidth = ctx.measureText(line.right).width + 16;
    }
    ctx.textAlign = 'left';
    ctx.fillText(fit(ctx, line.left, IMAGE_WIDTH - PADDING * 2 - rightWidth), PADDING, y);
  });
}

// ---------------------------------------------------------------------------------------------
// Drawing (browser only)

/** The printout as a PNG; rejects when the browser cannot draw (no canvas, out of memory). */
export function printoutPng(lines: readonly PrintoutLine[]): Promise<Blob> {
  const canvas = document.createElement('canvas');
  canvas.width = IMAGE_WIDTH;
  canvas.height = imageHeight(lines.length);
  const ctx = canvas.getContext('2d');
  if (!ctx) return Promise.reject(new Error('no 2D canvas in this browser'));
  drawPrintout(ctx, lines);
  return new Promise((resolve, reject) => {
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('the canvas gave no image'))), 'image/png');
  });
}
