/**
 * What the served site config (by Host) decides for identity calls: which currencies an account
 * may be opened in, and which language a page we send the browser to is in.
 */
import type { FastifyRequest } from 'fastify';
import type { ServerContext } from '../context.ts';
import { currencyByIso } from './currencies.ts';
import { invalid } from './failures.ts';
import type { Body } from './request-body.ts';

export function currencyFrom(ctx: ServerContext, request: FastifyRequest, body: Body): string {
  const { currencies } = ctx.siteConfigs.select(request.hostname);
  const value = body.currency;
  if (value === undefined || value === null || value === '') return currencies.default;
  if (typeof value !== 'string' || !currencies.available.includes(value) || !currencyByIso(value)) {
    throw invalid('currency', `"currency" must be one of ${currencies.available.join(', ')}`);
  }
  return value;
}

/** The page language for a redirect: X-Language (or `preferred`) when the site offers it, else its default. */
export function pageLanguage(ctx: ServerContext, request: FastifyRequest, preferred?: string): string {
  const { languages } = ctx.siteConfigs.select(request.hostname);
  const header = request.headers['x-language'];
  for (const candidate of [preferred, typeof header === 'string' ? header.toLowerCase() : undefined]) {
    if (candidate !== undefined && /^[a-z]{2}$/.test(candidate) && languages.available.includes(candidate)) return candidate;
  }
  return languages.default;
}
