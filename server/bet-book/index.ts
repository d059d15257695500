/**
 * The bet book as a shared service of the reference server, like the ledger: one per server
 * instance (`app.betBook`), so the coupon API (plugins/coupon/api) places through it, the bet
 * history (plugins/bet-history/api) reads the same coupons, and the limit service's stakes and the
 * ledger's claims agree with both. Its markets are the seeded demo markets, then the sports feed,
 * with the prices a test may move by hand (the coupon API's /web-api/__test/odds).
 */
import type { FastifyInstance } from 'fastify';
import { createBook, type Book } from './book.ts';
import { defaultMarkets, withOverrides, type OverridableSource } from './markets.ts';

/** The server's book, over markets whose prices a test route may move. */
export type BetBook = Book<OverridableSource>;

declare module 'fastify' {
  interface FastifyInstance {
    /** Every player's coupons: placed, settled and paid through app.ledger (registerBetBook). */
    betBook: BetBook;
  }
}

/** Decorates `app.betBook`; after the ledger, which every stake and payout goes through. */
export function registerBetBook(app: FastifyInstance): void {
  app.decorate('betBook', createBook(withOverrides(defaultMarkets), { ledger: app.ledger }));
}
