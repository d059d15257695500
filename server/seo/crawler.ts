/**
 * The server side of the SEO bot decision: a crawler's page is rendered on the server as a
 * guest's, pages that differ per visitor included, and waits longer for its data, so the page's
 * text is in the HTML for crawlers that run no JavaScript. People keep the fast shell.
 */
import type { FastifyRequest } from 'fastify';
import type { SiteConfig } from '../../schemas/site-config.schema.ts';
import { isCrawlerUserAgent } from '../../src/guards/seo-bot.guard.ts';

export const CRAWLER_DATA_TIMEOUT_MS = 4000;

export function isCrawlerRequest(request: FastifyRequest): boolean {
  return isCrawlerUserAgent(request.headers['user-agent']);
}

/** What the page renderer is asked beyond the page itself: nothing for people. */
export function crawlerRenderOptions(request: FastifyRequest, config: SiteConfig): { asCrawler?: true; dataTimeoutMs?: number } {
  if (!isCrawlerRequest(request)) return {};
  return { asCrawler: true, dataTimeoutMs: config.seo?.crawlerRenderTimeoutMs ?? CRAWLER_DATA_TIMEOUT_MS };
}
