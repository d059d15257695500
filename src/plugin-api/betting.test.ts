// One builder makes every market button's selection: the bet fields the feed has, named as the coupon reads them.
import { describe, expect, it } from 'vitest';
import { gameFactsOf, selectionOf } from './betting.ts';

const game = {
  id: 42,
  sportId: 1,
  champId: 7,
  champName: 'Premier League',
  home: 'Arsenal',
  away: 'Chelsea',
  isLive: true,
  startAt: 1_765_000_000_000,
  score: { home: 2, away: 1 },
  statusId: 2,
  gameTimeSec: 3000,
  isFinished: false,
};
const market = { id: 4201, coef: 1.85, typeId: 1, kind: 1, blocked: false };

describe('selectionOf', () => {
  it('carries the market, the game, its start and its facts now', () => {
    expect(selectionOf(game, market, 'Arsenal to win', { pageType: 'top-game' })).toEqual({
      marketId: '4201',
      coef: 1.85,
      sportId: 1,
      typeId: 1,
      kind: 1,
      isLive: true,
      gameId: 42,
      champId: 7,
      opponent1: 'Arsenal',
      opponent2: 'Chelsea',
      marketName: 'Arsenal to win',
      champName: 'Premier League',
      isBlocked: false,
      startAt: 1_765_000_000_000,
      game: { score: { home: 2, away: 1 }, startAt: 1_765_000_000_000, statusId: 2, timeSec: 3000, isFinished: false },
      pageType: 'top-game',
    });
  });

  it('leaves out what the caller does not know (no undefined fields)', () => {
    const picked = selectionOf({ id: 1, sportId: 2, champId: 3, home: 'A', away: 'B', isLive: false }, { id: '9', coef: 2, typeId: 1, kind: 1 }, 'W1');
    expect(Object.keys(picked).sort()).toEqual(['champId', 'coef', 'gameId', 'isLive', 'kind', 'marketId', 'marketName', 'opponent1', 'opponent2', 'sportId', 'typeId']);
  });

  it('copies the score: the selection does not share the feed answer’s objects', () => {
    const facts = gameFactsOf(game);
    expect(facts.score).toEqual(game.score);
    expect(facts.score).not.toBe(game.score);
    expect(gameFactsOf({ score: null })).toEqual({ score: null });
  });
});
