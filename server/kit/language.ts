/**
 * The language a reference API answers in. The areas' texts exist in English and Russian; the
 * caller names its language in the X-Language header (the web API client sends the page's).
 */
import type { FastifyRequest } from 'fastify';

export type Language = 'en' | 'ru';
/** A text in each language the reference API answers in. */
export type Localized = Readonly<Record<Language, string>>;

export interface LanguageSource {
  /**
   * A query parameter that names the language too: read before the header (`first: true`, remote
   * views' `lang`) or when no header came (`first: false`, the notices' `lng`).
   */
  readonly query?: { readonly name: string; readonly first: boolean };
  /** Language codes read in Russian (compared in lower case); without it only 'ru' exactly. */
  readonly russian?: readonly string[];
}

/** The caller's language: Russian when it asks for it, else English. */
export function languageOf(request: FastifyRequest, source: LanguageSource = {}): Language {
  const header: unknown = request.headers['x-language'];
  const query = source.query ? (request.query as Record<string, unknown> | undefined)?.[source.query.name] : undefined;
  const asked = source.query?.first ? (query ?? header) : (header ?? query);
  if (!source.russian) return asked === 'ru' ? 'ru' : 'en';
  return typeof asked === 'string' && source.russian.includes(asked.toLowerCase()) ? 'ru' : 'en';
}

/** The page language the caller names (any two letters), else 'en': for texts kept in every site language. */
export function pageLanguageOf(request: FastifyRequest): string {
  const header = request.headers['x-language'];
  return typeof header === 'string' && /^[a-z]{2}$/.test(header) ? header : 'en';
}

/** A text in the caller's language. */
export function say(request: FastifyRequest, texts: Localized): string {
  return texts[languageOf(request)];
}
