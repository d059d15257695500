/** Draw timetables, the draw's numbers and settling a ticket, with a fixed secret so a win is certain. */
import { describe, expect, it } from 'vitest';
import { Ledger, type Player } from '../../../server/test-kit/index.ts';
import { drawTime, drawnNumbers, lastDrawNumber, lotteryById, openDrawNumber, prizeFor, prizeTable, picksProblem } from './catalog.ts';
import { TicketBook } from './tickets.ts';

const SECRET = Buffer.alloc(32, 7);

function playerWith(money: number): Player {
  return { id: 5, accounts: [{ id: 51, type: 0, iso: 'EUR', money, points: 0, label: 'Main' }], activeAccountId: 51 } as unknown as Player;
}

describe('timetable', () => {
  it('counts draws from the anchor and sells the next draw until its sales close', () => {
    const daily = lotteryById(201)!;
    const at = Date.UTC(2026, 0, 15, 17, 58, 30);
    const last = lastDrawNumber(daily, at);
    expect(new Date(drawTime(daily, last)).toISOString()).toBe('2026-01-14T18:00:00.000Z');
    expect(openDrawNumber(daily, at)).toBe(last + 1);
    // One minute before the draw its sales close: tickets are for the next day's.
    expect(openDrawNumber(daily, Date.UTC(2026, 0, 15, 17, 59, 0))).toBe(last + 2);
    expect(lastDrawNumber(daily, daily.anchor - 1)).toBe(0);
  });

  it('draws distinct numbers in range, the same for the same draw and secret, others for another secret', () => {
    const keno = lotteryById(102)!;
    const numbers = drawnNumbers(keno, 900, SECRET);
    expect(numbers).toHaveLength(20);
    expect(new Set(numbers).size).toBe(20);
    expect(numbers.every((n) => n >= 1 && n <= 80)).toBe(true);
    expect([...numbers].sort((a, b) => a - b)).toEqual(numbers);
    expect(drawnNumbers(keno, 900, SECRET)).toEqual(numbers);
    expect(drawnNumbers(keno, 900, Buffer.alloc(32, 8))).not.toEqual(numbers);
  });

  it('pays multiples of the price in the currency, and the fixed jackpot for every number matched', () => {
    const mega = lotteryById(301)!;
    expect(prizeFor(mega, 2, 'USD')).toBe(0);
    expect(prizeFor(mega, 4, 'RUB')).toBe(2000);
    expect(prizeFor(mega, 7, 'USD')).toBe(1_000_000);
    expect(prizeTable(mega, 'USD').map((p) => p.matches)).toEqual([3, 4, 5, 6, 7]);
    expect(picksProblem(mega, [1, 2, 3, 4, 5, 6, 7], 'en')).toBeNull();
    expect(picksProblem(mega, [1, 2, 3, 4, 5, 6, 50], 'en')).toBe('Pick exactly 7 different numbers from 1 to 49');
    expect(picksProblem(mega, 'nope', 'ru')).toBe('Выберите ровно 7 разных чисел от 1 до 49');
  });
});

describe('settling', () => {
  it('pays a winning ticket once, to the account it was paid from, after its draw only', () => {
    const rapid = lotteryById(101)!;
    let now = Date.UTC(2026, 0, 15, 12, 1, 0);
    const ledger = new Ledger(() => now);
    const book = new TicketBook(SECRET, () => now, ledger);
    const player = playerWith(10);
    const draw = openDrawNumber(rapid, now);
    const winning = drawnNumbers(rapid, draw, SECRET);
    book.buy(player, { lottoId: 101, drawNumber: draw, numbers: winning, price: 1, account: player.accounts[0]!, requestId: 'win-0000001' });
    book.buy(player, { lottoId: 101, drawNumber: draw, numbers: winning.slice(0, 3).concat(losingPair(winning)), price: 1, account: player.accounts[0]!, requestId: 'part-000001' });
    expect(player.accounts[0]!.money).toBe(8);

    book.settle(player);
    expect(book.list(player, 'en').map((t) => t.status)).toEqual(['waiting', 'waiting']);
    // Each unsettled ticket holds a claim on the account it was paid from (no conversion meanwhile).
    expect(ledger.claimsOn(player.id, 51)).toHaveLength(2);
    now = drawTime(rapid, draw);
    book.settle(player);
    book.settle(player);
    const [partial, full] = book.list(player, 'en');
    expect(full).toMatchObject({ status: 'won', matches: 5, win: 1000, drawnNumbers: winning });
    expect(partial).toMatchObject({ status: 'won', matches: 3, win: 5 });
    expect(player.accounts[0]!.money).toBe(8 + 1000 + 5);
    expect(ledger.claimsOn(player.id, 51)).toEqual([]);
    expect(book.already(player, 'win-0000001')?.id).toBe(full!.id);
    // Each price and each win is an entry of the ledger on the account that paid.
    expect(ledger.entriesOf(player.id).map((e) => [e.kind, e.accountId, e.amount])).toEqual([
      ['opening', 51, 10],
      ['lotto-ticket', 51, -1],
      ['lotto-ticket', 51, -1],
      ['lotto-win', 51, 1000],
      ['lotto-win', 51, 5],
    ]);
  });
});

describe('a win whose account no longer holds its currency', () => {
  it('is paid to no other account and in no other currency: the ticket waits, unsettled, with its claim', () => {
    const rapid = lotteryById(101)!;
    let now = Date.UTC(2026, 0, 15, 12, 1, 0);
    const ledger = new Ledger(() => now);
    const book = new TicketBook(SECRET, () => now, ledger);
    const player = playerWith(10);
    player.accounts.push({ id: 52, type: 9, iso: 'EUR', money: 0, points: 0, label: 'EUR' });
    const draw = openDrawNumber(rapid, now);
    book.buy(player, { lottoId: 101, drawNumber: draw, numbers: drawnNumbers(rapid, draw, SECRET), price: 10, account: player.accounts[0]!, requestId: 'win-0000002' });
    // Something that ignores the claim replaces the paying account by one in another currency.
    player.accounts[0] = { id: 51, type: 0, iso: 'USD', money: 0, points: 0, label: 'Main' };
    now = drawTime(rapid, draw);
    book.settle(player);
    expect(book.list(player, 'en')[0]).toMatchObject({ status: 'waiting', win: 0 });
    expect(player.accounts.map((a) => a.money)).toEqual([0, 0]);
    expect(ledger.claimsOn(player.id, 51)).toHaveLength(1);
  });
});

/** Two numbers of 1..36 the draw did not draw. */
function losingPair(drawn: readonly number[]): number[] {
  return Array.from({ length: 36 }, (_, i) => i + 1)
    .filter((n) => !drawn.includes(n))
    .slice(0, 2);
}
