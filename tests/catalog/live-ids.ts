/** The feed's ids the catalog needs (a game of the line, a game in play), asked from the reference API. */
import type { FastifyInstance } from 'fastify';
import type { LiveIds } from './spec-paths.ts';

interface FeedGame {
  id: number;
  sport: string;
  champId: number;
}

async function firstGame(app: FastifyInstance, section: 'line' | 'live'): Promise<LiveIds['lineGame']> {
  const answer = await app.inject({ url: `/web-api/sports/games?section=${section}&sport=football` });
  const game = (JSON.parse(answer.body) as { games?: FeedGame[] }).games?.[0];
  if (!game) throw new Error(`the reference feed has no football game in ${section} now`);
  return { sport: game.sport, champ: game.champId, id: game.id };
}

export async function liveIdsFrom(app: FastifyInstance): Promise<LiveIds> {
  return { lineGame: await firstGame(app, 'line'), liveGame: await firstGame(app, 'live') };
}
