/**
 * The server's first load under garbage: any value in any of the site's cookies and any query
 * string still answers a page (a status below 500 with the shell's HTML, or a redirect that names
 * its target), and a page the server renders for everyone is still rendered (a render that throws
 * is caught and leaves an empty root: that is a crash too, only a quiet one).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { catalogServer, HTML_HEADERS } from '../catalog/server.ts';
import { garbageCookieHeader, garbageQuery } from './garbage-input.ts';


/** Pages whose first screen reads a query or a cookie, and the shell's own pages. */
const PAGES = [
  '/en/',
  '/en/live',
  '/en/line/football',
  '/en/slots',
  '/en/search-events',
  '/en/registration',
  '/en/coupon',
  '/en/history',
  '/en/promotions',
  '/en/lotto',
  '/en/office/history-clear',
  '/en/office/promo-code-check',
  '/en/mobile-apps',
  '/en/qr-login',
  '/en/block',
  '/en/activate',
  '/en/authApp',
  '/en/onpay/success',
  '/en/cricket/search-events',
  '/en/desktop-apps',
  '/en/support',
  '/ru/live',
] as const;

/** Cookies that change what the server shows on purpose, so the comparison with a clean load does not apply. */
const BLOCKS = /(?:^|;\s*)ref_block_reason=\d{1,6}(?:;|$)/;

interface Answer {
  status: number;
  body: string;
  location: string | undefined;
  /** Whether <div id="root"> holds server-rendered markup. */
  rendered: boolean;
}

let app: FastifyInstance;
const clean = new Map<string, Answer>();

async function load(path: string, cookie?: string): Promise<Answer> {
  const res = await app.inject({ url: path, headers: { ...HTML_HEADERS, ...(cookie === undefined ? {} : { cookie }) } });
  const location = res.headers.location;
  return { status: res.statusCode, body: res.body, location: typeof location === 'string' ? location : undefined, rendered: !res.body.includes('<div id="root"></div>') };
}

/** What is wrong with an answer to a garbage request, or null when it is a page (or a redirect). */
function problemOf(answer: Answer, cleanAnswer: Answer, mayDiffer: boolean): string | null {
  if (answer.status >= 500) return `status ${answer.status}`;
  if (answer.status >= 300 && answer.status < 400) return answer.location ? null : `redirect ${answer.status} without a location`;
  if (!answer.body.includes('<!doctype html>') && !answer.body.includes('<!DOCTYPE html>')) return `status ${answer.status} without the page's HTML: ${answer.body.slice(0, 120)}`;
  if (!mayDiffer && cleanAnswer.rendered && !answer.rendered) return 'the first screen was not rendered (the server render failed)';
  return null;
}

beforeAll(async () => {
  app = await catalogServer();
  // Every page once, clean: compiles its modules and says whether the server renders it.
  for (const path of PAGES) clean.set(path, await load(path));
}, 120_000);
afterAll(() => app.close());

describe('first loads with garbage cookies and queries', () => {
  it('renders every page the same way when its cookies are garbage', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...PAGES), garbageCookieHeader, async (path, cookie) => {
        const problem = problemOf(await load(path, cookie), clean.get(path)!, BLOCKS.test(cookie));
        expect(problem, `${path} with Cookie: ${cookie.slice(0, 300)}`).toBeNull();
      }),
      { numRuns: 50 },
    );
  }, 60_000);

  it('answers every page with garbage in its query', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...PAGES), garbageQuery, async (path, query) => {
        const problem = problemOf(await load(`${path}?${query}`), clean.get(path)!, false);
        expect(problem, `${path}?${query.slice(0, 300)}`).toBeNull();
      }),
      { numRuns: 50 },
    );
  }, 60_000);
});
