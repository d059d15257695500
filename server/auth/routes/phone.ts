/**
 * GET /web-api/phone/countries and GET /web-api/phone/masks (a country: id, name, phoneCode, code;
 * a mask: CountryId, Mask, Max, Min). Names follow X-Language where we have them (en, ru); they
 * change only with a deploy, so browsers may cache.
 */
import type { FastifyInstance } from 'fastify';
import { PHONE_COUNTRIES } from '../phone-countries.ts';

export function registerPhoneRoutes(app: FastifyInstance): void {
  app.get('/web-api/phone/countries', { config: { answerSchema: 'phoneCountriesAnswer' } }, async (request, reply) => {
    reply.header('cache-control', 'public, max-age=3600').header('vary', 'X-Language');
    const language = request.headers['x-language'] === 'ru' ? 'ru' : 'en';
    return PHONE_COUNTRIES.map((c) => ({ id: c.id, name: c.name[language], phoneCode: c.phoneCode, code: c.code }));
  });

  app.get('/web-api/phone/masks', { config: { answerSchema: 'phoneMasksAnswer' } }, async (_request, reply) => {
    reply.header('cache-control', 'public, max-age=3600');
    return PHONE_COUNTRIES.map((c) => ({ CountryId: c.id, Mask: c.mask, Max: c.max, Min: c.min }));
  });
}
