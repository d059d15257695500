// The bet fields a selection brings (start, score, page type) are kept in the stored coupon, and a
// coupon stored before bets had them still loads.
import { describe, expect, it } from 'vitest';
import { betFromSelection, parseSnapshot, SNAPSHOT_VERSION } from './model.ts';
import { selection } from './test-kit.ts';

const OLD_BET = { marketId: '501', coef: 2, sportId: 1, typeId: 1, kind: 1, isLive: false, gameId: 5, champId: 10, opponent1: 'A', opponent2: 'B', marketName: 'W1' };
const stored = (bets: unknown[]) => JSON.stringify({ version: SNAPSHOT_VERSION, bets, typeId: 1, amount: 5 });

describe('the stored coupon and the new bet fields', () => {
  it('loads a bet stored without them: no start, no score, no page type', () => {
    const [bet] = parseSnapshot(stored([OLD_BET]))!.bets;
    expect(bet).toMatchObject({ marketId: '501', startAt: null, score: null });
    expect(bet).not.toHaveProperty('pageType');
  });

  it('keeps them through a store and a load', () => {
    const bet = betFromSelection(selection({ startAt: 1_765_000_000_000, pageType: 'cyber', isLive: true, game: { score: { home: 3, away: 2 }, statusId: 2, timeSec: 600 } }));
    expect(bet).toMatchObject({ startAt: 1_765_000_000_000, score: { home: 3, away: 2 }, gameStatusId: 2, gameTimeSec: 600, pageType: 'cyber' });
    const [back] = parseSnapshot(stored([JSON.parse(JSON.stringify(bet))]))!.bets;
    expect(back).toEqual(bet);
  });

  it('drops malformed values of them, not the bet', () => {
    const [bet] = parseSnapshot(stored([{ ...OLD_BET, startAt: 'soon', score: { home: -1, away: 0 }, pageType: 'marble' }]))!.bets;
    expect(bet).toMatchObject({ marketId: '501', startAt: null, score: null });
    expect(bet).not.toHaveProperty('pageType');
  });
});
