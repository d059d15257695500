/**
 * Transfers between players of one operator (the transfer-user modal):
 *
 *   GET  /web-api/payments/transfer   the sender's number, main account currency and balance, the transfer range
 *   POST /web-api/payments/transfer   { recipient: account number or login, amount } with an Idempotency-Key header
 *
 * Only where the Host's site config turns payments.transfers on: elsewhere both answer 404 to anyone
 * (regulated operators forbid player-to-player transfers). The sender must be signed in (401) and
 * free to play: a ban, a self-exclusion, a time-out or a panic block refuses the transfer (403),
 * since money sent to a friend would be play by another hand. The recipient must be another player
 * of the same operator (404 otherwise, whoever they are elsewhere), whose main account is in the
 * sender's currency and who may receive money now (409).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isBanned } from '../../../src/domain/user-status.ts';
import { restrictionsOf, stakeRefusalFor, type ServerContext } from '../../../server/kit/index.ts';
import type { PaymentsConfig } from '../schemas.ts';
import { badInput, conflict, forbidden, notFound } from './refusals.ts';
import { createReplays, idempotencyKeyOf } from './replays.ts';
import { bodyOf, paymentAnswer, type PaymentsScope } from './scope.ts';
import { checkedTransferAmount, mainAccountOf, receivingAccountOf, recipientOf, transfer, transferRangeOf } from './transfer.ts';

type Handler = (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;

export function registerTransferRoutes(app: FastifyInstance, scope: PaymentsScope, ctx: ServerContext): void {
  const replays = createReplays(() => scope.now() * 1000);

  // The feature's own config section: the project check validated it against ../schemas.ts.
  const offered = (request: FastifyRequest): boolean => (ctx.siteConfigs.select(request.hostname) as { readonly payments?: PaymentsConfig }).payments?.transfers === true;
  /** Where transfers are not offered the routes do not exist, for a guest as for a player. */
  const whereOffered =
    (handle: Handler): Handler =>
    async (request, reply) => {
      if (!offered(request)) return reply.code(404).header('cache-control', 'no-store').send({ message: 'Transfers between players are not offered here' });
      return handle(request, reply);
    };

  const senderAccount = (player: Parameters<typeof mainAccountOf>[0]) => {
    const account = mainAccountOf(player);
    if (!account) throw conflict({ en: 'You have no main account to send from', ru: 'У вас нет основного счёта для перевода' });
    return account;
  };

  app.get(
    '/web-api/payments/transfer',
    scope.answer('transferOptionsAnswer'),
    whereOffered(
      scope.forPlayer((player) => {
        const account = senderAccount(player);
        const range = transferRangeOf(account.iso);
        return { senderId: player.id, currency: account.iso, balance: account.money, min: range.min, max: range.max };
      }),
    ),
  );

  app.post(
    '/web-api/payments/transfer',
    scope.answer('transferResultAnswer'),
    whereOffered(
      scope.forPlayer((sender, request, lng, reply) => {
        const key = idempotencyKeyOf(request.headers['idempotency-key']);
        const body = bodyOf(request.body);
        const asked = { recipient: body.recipient ?? null, amount: body.amount ?? null };
        // A send already answered is answered again, whatever changed since: its money has moved once.
        const replayed = replays.replay(sender.id, key, asked);
        if (replayed !== null) {
          reply.header('idempotent-replayed', 'true');
          return replayed;
        }
        const refusal = stakeRefusalFor(app, sender, undefined, lng);
        if (refusal !== null) throw forbidden(refusal.message);
        const account = senderAccount(sender);
        const amount = checkedTransferAmount(body.amount, account.iso);
        const players = app.identity.players.on(sender.operatorId);
        const recipient = recipientOf(players, body.recipient);
        // The directory is the sender's operator's: this holds it should that ever change.
        if (recipient.operatorId !== sender.operatorId) throw notFound('recipient', { en: 'There is no such player here', ru: 'Здесь нет такого игрока' });
        if (recipient.id === sender.id) throw badInput('recipient', { en: 'You cannot send money to yourself', ru: 'Нельзя перевести деньги самому себе' });
        const receiving = receivingAccountOf(recipient, account.iso);
        // What keeps the recipient from receiving is theirs: the sender learns only that they cannot.
        if (isBanned(recipient.banLevel) || restrictionsOf(app).refuseBet(recipient.id) !== null || restrictionsOf(app).refuseDeposit(recipient.id, amount, account.iso) !== null) {
          throw conflict({ en: 'This player cannot receive transfers at the moment', ru: 'Этот игрок сейчас не может получать переводы' }, 'recipient');
        }
        const moved = transfer(scope.cashier, { player: sender, account }, { player: recipient, account: receiving }, amount);
        // Money received counts against the recipient's deposit limits, as a deposit would.
        restrictionsOf(app).recordDeposit(recipient.id, amount, account.iso);
        const answer = { payment: paymentAnswer(moved.sent, lng), balance: account.money, recipientId: recipient.id };
        replays.remember(sender.id, key, asked, answer);
        return answer;
      }),
    ),
  );
}
