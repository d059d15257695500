import { describe, expect, it } from 'vitest';
import { pickTopGames, TOP_GAME_APPEAL_SALT } from './top-games.ts';

const game = (id: number, discipline: string | null = null, groups: string[] = ['1x2']) => ({ id, discipline, markets: groups.map((group) => ({ group })) });

describe('pickTopGames', () => {
  it('takes the games of highest appeal, highest first, ties by id, and only real sports with a result market', () => {
    const appeal: Record<number, number> = { 1: 0.5, 2: 0.9, 3: 0.9, 4: 0.99, 5: 0.99, 6: 0.1 };
    const draw = (id: number, salt: number) => (salt === TOP_GAME_APPEAL_SALT ? appeal[id]! : 0);
    const games = [game(1), game(2), game(3), game(4, 'dota-2'), game(5, null, ['total']), game(6)];
    expect(pickTopGames(games, draw, 3).map((g) => g.id)).toEqual([2, 3, 1]);
    expect(pickTopGames(games, draw, 10).map((g) => g.id)).toEqual([2, 3, 1, 6]);
    expect(pickTopGames([], draw, 5)).toEqual([]);
  });
});
