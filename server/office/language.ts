/** The language of an office answer's texts: the client's x-language header, English unless it says Russian. */
import type { FastifyRequest } from 'fastify';

export type Language = 'en' | 'ru';

export function languageOf(request: FastifyRequest): Language {
  return request.headers['x-language'] === 'ru' ? 'ru' : 'en';
}

/** A server message in the caller's language (refusals are read by the player as they are). */
export function say(request: FastifyRequest, texts: Readonly<Record<Language, string>>): string {
  return texts[languageOf(request)];
}
