/**
 * Lottery tickets, per player, in memory. A ticket is paid from the player's active account when it
 * is bought (a 'lotto-ticket' entry of the ledger); once its draw is held it is settled the next time
 * the player's tickets are read (or a new one bought): the win goes to the account the ticket was paid
 * from, in its currency, once (a 'lotto-win' entry). Until then the ticket holds a claim on that
 * account (Ledger.openClaim), as an open coupon does: the account cannot change its currency or be
 * removed, so the win finds the account and the money it was paid in. A purchase carries a
 * request id the client keeps for its retries, so a retry answers the ticket already bought instead
 * of buying (and paying) twice.
 */
import { randomBytes } from 'node:crypto';
import type { Account, Language, Ledger, Player } from '../../../server/kit/index.ts';
import type { LottoTicket } from '../schemas.ts';
import { drawTime, drawnNumbers, lotteryById, prizeFor } from './catalog.ts';

interface StoredTicket {
  readonly id: string;
  readonly lottoId: number;
  readonly drawNumber: number;
  readonly numbers: readonly number[];
  readonly price: number;
  readonly iso: string;
  readonly accountId: number;
  readonly boughtAt: number;
  /** Set once its draw is held and the win (if any) is paid. */
  result: { matches: number; drawnNumbers: number[]; win: number } | null;
}

export interface Purchase {
  readonly lottoId: number;
  readonly drawNumber: number;
  readonly numbers: readonly number[];
  readonly price: number;
  readonly account: Account;
  readonly requestId: string;
}

/** Tickets are listed newest first, at most this many. */
export const TICKETS_SHOWN = 50;

/** An unsettled ticket's claim on the account it was paid from (its ref among the ledger's claims). */
export const ticketClaimRef = (ticketId: string): string => `lotto:${ticketId}`;

export class TicketBook {
  private readonly byPlayer = new Map<number, StoredTicket[]>();
  private readonly byRequest = new Map<string, StoredTicket>();

  constructor(
    private readonly secret: Buffer,
    private readonly now: () => number,
    private readonly ledger: Ledger,
  ) {}

  /** The ticket an earlier request with this id bought, if any. */
  already(player: Player, requestId: string): StoredTicket | undefined {
    return this.byRequest.get(`${player.id}:${requestId}`);
  }

  /** How many tickets the player holds for this draw of this lottery. */
  countFor(player: Player, lottoId: number, drawNumber: number): number {
    return (this.byPlayer.get(player.id) ?? []).filter((t) => t.lottoId === lottoId && t.drawNumber === drawNumber).length;
  }

  /**
   * Takes the price from the account and records the ticket (the caller checked limits and funds);
   * throws the ledger's refusal, and records nothing, when the account cannot pay.
   */
  buy(player: Player, purchase: Purchase): StoredTicket {
    const id = `LT-${randomBytes(6).toString('hex').toUpperCase()}`;
    this.ledger.post(player, purchase.account.id, -purchase.price, 'lotto-ticket', id);
    // Until its draw is settled, the ticket may pay this account: it keeps the account and its currency.
    this.ledger.openClaim(player, purchase.account.id, ticketClaimRef(id));
    const ticket: StoredTicket = {
      id,
      lottoId: purchase.lottoId,
      drawNumber: purchase.drawNumber,
      numbers: [...purchase.numbers].sort((a, b) => a - b),
      price: purchase.price,
      iso: purchase.account.iso,
      accountId: purchase.account.id,
      boughtAt: this.now(),
      result: null,
    };
    const list = this.byPlayer.get(player.id) ?? [];
    list.push(ticket);
    this.byPlayer.set(player.id, list);
    this.byRequest.set(`${player.id}:${purchase.requestId}`, ticket);
    return ticket;
  }

  /**
   * Settles every ticket of the player whose draw has been held: matches counted, the win paid to the
   * account the ticket was paid from, and the ticket's claim closed. The claim keeps that account in
   * the ticket's currency; should it hold another all the same, the ticket is not paid in the wrong
   * money (nor to another account): it waits, unsettled.
   */
  settle(player: Player): void {
    const now = this.now();
    for (const ticket of this.byPlayer.get(player.id) ?? []) {
      const lottery = lotteryById(ticket.lottoId);
      if (ticket.result !== null || !lottery || drawTime(lottery, ticket.drawNumber) > now) continue;
      const drawn = drawnNumbers(lottery, ticket.drawNumber, this.secret);
      const matches = ticket.numbers.filter((n) => drawn.includes(n)).length;
      const win = prizeFor(lottery, matches, ticket.iso);
      if (win > 0) {
        const paidFrom = player.accounts.find((a) => a.id === ticket.accountId);
        if (paidFrom?.iso !== ticket.iso) continue;
        this.ledger.post(player, paidFrom.id, win, 'lotto-win', ticket.id);
      }
      ticket.result = { matches, drawnNumbers: drawn, win };
      this.ledger.closeClaim(player, ticketClaimRef(ticket.id));
    }
  }

  /** The player's tickets, newest first (of one lottery when `lottoId` is given). */
  list(player: Player, language: Language, lottoId?: number): LottoTicket[] {
    const tickets = (this.byPlayer.get(player.id) ?? []).filter((t) => lottoId === undefined || t.lottoId === lottoId);
    return tickets
      .slice()
      .reverse()
      .slice(0, TICKETS_SHOWN)
      .map((ticket) => this.answer(ticket, language));
  }

  answer(ticket: StoredTicket, language: Language): LottoTicket {
    const lottery = lotteryById(ticket.lottoId)!;
    const result = ticket.result;
    return {
      id: ticket.id,
      lottoId: ticket.lottoId,
      lottoName: lottery.name[language],
      drawNumber: ticket.drawNumber,
      drawAt: new Date(drawTime(lottery, ticket.drawNumber)).toISOString(),
      numbers: [...ticket.numbers],
      price: ticket.price,
      iso: ticket.iso,
      boughtAt: new Date(ticket.boughtAt).toISOString(),
      status: result === null ? 'waiting' : result.win > 0 ? 'won' : 'lost',
      matches: result?.matches ?? null,
      drawnNumbers: result?.drawnNumbers ?? null,
      win: result?.win ?? 0,
    };
  }
}
