/**
 * Block appeals and the welcome data:
 *   GET  /web-api/user-pages/block-appeals            signed in → { banned, can_appeal, appeals }  (newest first)
 *   POST /web-api/user-pages/block-appeals { text }   signed in, banned only, one open appeal at a time
 *   GET  /web-api/user-pages/welcome                  signed in → how this player signs in next time
 *        (e-mail and phone masked)
 * The reference's seeded banned player has one earlier appeal, answered, so the history is never
 * empty for the player it exists for.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isBanned } from '../../../src/domain/user-status.ts';
import { bodyOf, formatPhone, isSeed, maskEmail, maskPhoneNumber, Refusal, requirePlayer, type Player } from '../../../server/kit/index.ts';
import { answerSchemas, type BlockAppeal } from '../schemas.ts';

export const APPEAL_MIN = 20;
export const APPEAL_MAX = 1000;
const DAY = 24 * 60 * 60 * 1000;

/** One appeal against a restriction, as the API keeps it. */
export interface AppealRecord {
  id: number;
  createdAt: number;
  text: string;
  status: BlockAppeal['status'];
  answer: string | null;
  answeredAt: number | null;
}

/** The calling player, or undefined once 401 has been answered (guests and dead tokens). */
function callingPlayer(request: FastifyRequest, reply: FastifyReply): Player | undefined {
  reply.header('cache-control', 'no-store');
  return requirePlayer(request.server.identity, request, reply)?.player;
}

function seededAppeals(player: Player, now: number): AppealRecord[] {
  if (!isSeed(player, 'banned')) return [];
  return [
    {
      id: 1,
      createdAt: now - 12 * DAY,
      text: 'My account was restricted after a deposit from my own card. Please tell me what I need to send to lift it.',
      status: 'answered',
      answer: 'The restriction stays until the document check is complete. Send a photo of the card (first six and last four digits visible) through support.',
      answeredAt: now - 10 * DAY,
    },
  ];
}

/** `now`: the identity API's clock, which tests move. */
export function registerAppealRoutes(app: FastifyInstance, now: () => number): void {
  /** Block appeals by player id, oldest first (per server instance). */
  const appeals = new Map<number, AppealRecord[]>();
  const appealsOf = (player: Player): AppealRecord[] => {
    let list = appeals.get(player.id);
    if (!list) {
      list = seededAppeals(player, now());
      appeals.set(player.id, list);
    }
    return list;
  };
  const answer = (player: Player) => {
    const list = appealsOf(player);
    const banned = isBanned(player.banLevel);
    return {
      banned,
      can_appeal: banned && !list.some((a) => a.status === 'pending'),
      appeals: [...list].reverse().map((a) => ({ id: a.id, created_at: a.createdAt, text: a.text, status: a.status, answer: a.answer, answered_at: a.answeredAt })),
    };
  };

  app.get('/web-api/user-pages/block-appeals', { config: { answerSchema: answerSchemas.blockAppealsAnswer } }, async (request, reply) => {
    const player = callingPlayer(request, reply);
    if (!player) return reply;
    return answer(player);
  });

  app.post('/web-api/user-pages/block-appeals', { config: { answerSchema: answerSchemas.blockAppealsAnswer } }, async (request, reply) => {
    const player = callingPlayer(request, reply);
    if (!player) return reply;
    const raw = bodyOf(request.body).text;
    const text = typeof raw === 'string' ? raw.trim() : '';
    if ([...text].length < APPEAL_MIN || [...text].length > APPEAL_MAX) throw new Refusal(400, `Describe your appeal in ${APPEAL_MIN} to ${APPEAL_MAX} characters`, { field: 'text' });
    if (!isBanned(player.banLevel)) throw new Refusal(403, 'Your account is not restricted: there is nothing to appeal');
    const list = appealsOf(player);
    if (list.some((a) => a.status === 'pending')) throw new Refusal(403, 'Your previous appeal is still being reviewed: you will get an answer here');
    list.push({ id: list.length + 1, createdAt: now(), text, status: 'pending', answer: null, answeredAt: null });
    return answer(player);
  });

  app.get('/web-api/user-pages/welcome', { config: { answerSchema: answerSchemas.welcomeDataAnswer } }, async (request, reply) => {
    const player = callingPlayer(request, reply);
    if (!player) return reply;
    const main = player.accounts.find((a) => a.type === 0) ?? player.accounts[0]!;
    return {
      user_id: player.id,
      login: player.login,
      // Any token holder reads this: the e-mail and phone are hints of how to sign in, masked like
      // the user config's. The one secret it shows, a one-click password, is shown until it changes.
      email: player.email === null ? null : maskEmail(player.email),
      phone: player.phone ? formatPhone({ code: player.phone.code, number: maskPhoneNumber(player.phone.number) }) : null,
      currency: main.iso,
      password: player.generatedPassword,
    };
  });
}
