/** The coupon export's pure parts: the JSON document, the printout and how it is drawn. */
import { describe, expect, it, vi } from 'vitest';
import type { UnknownAction } from '@reduxjs/toolkit';
import { betSelectionToggled } from '@plugin-api';
import { amountEntered, bankerToggled, couponSaved, couponSlice, couponTypeSwitched, limitsApplied } from './slice.ts';
import { limitsFromConfig, type CouponView } from './model.ts';
import { couponDocument, couponPrintout, drawPrintout, EXPORT_FORMAT, exportFileName, IMAGE_WIDTH, imageHeight, type DrawingContext } from './export-file.ts';
import { SITE_CONFIG, selection, viewOf } from './test-kit.ts';
import en from './texts/en.json';

const t = (key: string, values: Record<string, string | number> = {}) =>
  ((en as Record<string, string>)[key] ?? key).replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? ''));

function run(...actions: UnknownAction[]): CouponView {
  return viewOf(actions.reduce(couponSlice.reducer, couponSlice.reducer(undefined, limitsApplied(limitsFromConfig(SITE_CONFIG)))));
}

const system = run(
  betSelectionToggled(selection({ gameId: 1, marketId: 'a', coef: 1.5, opponent1: 'Lions', opponent2: 'Tigers', marketName: 'W1', sportName: 'Football', champName: 'Cup' })),
  betSelectionToggled(selection({ gameId: 2, marketId: 'b', coef: 2, opponent1: 'Eagles', opponent2: 'Hawks' })),
  betSelectionToggled(selection({ gameId: 3, marketId: 'c', coef: 3, opponent1: 'Wolves', opponent2: 'Bears' })),
  betSelectionToggled(selection({ gameId: 4, marketId: 'd', coef: 4, opponent1: 'Sharks', opponent2: 'Whales' })),
  couponTypeSwitched(2),
  bankerToggled({ marketId: 'a' }),
  amountEntered(30),
  couponSaved({ code: 'QWE234' }),
);
const NOW = new Date(2025, 4, 6, 7, 8);

describe('couponDocument', () => {
  it('holds what the coupon shows: type, stake, lines, possible win and each bet with its banker mark', () => {
    expect(couponDocument(system, NOW)).toEqual({
      format: EXPORT_FORMAT,
      exportedAt: NOW.toISOString(),
      code: 'QWE234',
      typeId: 2,
      currencyIso: 'USD',
      stake: 30,
      totalStake: 30,
      lines: 3,
      systemValue: 2,
      totalCoef: null,
      bonusCoefficient: null,
      possibleWin: 390,
      bets: [
        { marketId: 'a', game: 'Lions — Tigers', market: 'W1', sport: 'Football', championship: 'Cup', coef: 1.5, isLive: false, blockId: null, isBanker: true },
        expect.objectContaining({ marketId: 'b', isBanker: false }),
        expect.objectContaining({ marketId: 'c' }),
        expect.objectContaining({ marketId: 'd' }),
      ],
    });
  });

  it('is named by its code, else by the local date and time', () => {
    expect(exportFileName(system, NOW, 'json')).toBe('coupon-QWE234.json');
    expect(exportFileName(run(), NOW, 'png')).toBe('coupon-20250506-0708.png');
  });
});

describe('the image', () => {
  it('lists the title and type, each game and market with its odds, lines, stake, possible win and code', () => {
    expect(couponPrintout(system, t, 'en')).toEqual([
      { left: 'Coupon', right: 'System', strong: true },
      { left: 'Lions — Tigers' },
      { left: 'W1', right: '1.50', muted: true },
      { left: 'Eagles — Hawks' },
      { left: 'W1', right: '2.00', muted: true },
      { left: 'Wolves — Bears' },
      { left: 'W1', right: '3.00', muted: true },
      { left: 'Sharks — Whales' },
      { left: 'W1', right: '4.00', muted: true },
      { left: 'Bets in the coupon', right: '3' },
      { left: 'Total stake', right: '$30.00' },
      { left: 'Possible win', right: '$390.00', strong: true },
      { left: 'Coupon code: QWE234', muted: true },
    ]);
  });

  it('draws every line on a white card, odds to the right, long names cut to fit', () => {
    const texts: [string, number, number][] = [];
    const ctx: DrawingContext = {
      fillRect: vi.fn(),
      fillText: (text: string, x: number, y: number) => void texts.push([text, x, y]),
      measureText: (text: string) => ({ width: text.length * 10 }) as TextMetrics,
      fillStyle: '',
      font: '',
      textAlign: 'left',
      textBaseline: 'alphabetic',
    };
    drawPrintout(ctx, [
      { left: 'Coupon', right: 'Express', strong: true },
      { left: 'A very long name of a game between two clubs with long names indeed', right: '1.85' },
    ]);
    expect(ctx.fillRect).toHaveBeenCalledWith(0, 0, IMAGE_WIDTH, imageHeight(2));
    expect(texts.map(([text]) => text)).toEqual(['Express', 'Coupon', '1.85', expect.stringMatching(/^A very long name.*…$/)]);
    const cut = texts[3]![0];
    expect(cut.length * 10).toBeLessThanOrEqual(IMAGE_WIDTH - 48 - 56);
    // Odds at the right edge, names at the left, one line under the other.
    expect(texts[2]![1]).toBe(IMAGE_WIDTH - 24);
    expect(texts[3]![1]).toBe(24);
    expect(texts[3]![2]).toBeGreaterThan(texts[1]![2]);
  });
});
