/**
 * Registration (by type) and what follows it:
 *   POST /web-api/user/registration                      { type: one_click | phone | full | social, ... }
 *   POST /web-api/user/registration/social/complete      { state } after the provider's consent page
 *   POST /web-api/user/registration/bonus                { bonus: 0 | 1 | 2 }       signed in
 *   POST /web-api/user/registration/credentials-email    { email }                  signed in, after one click
 * The social consent page itself is in social.ts.
 */
import { randomInt } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../../context.ts';
import { guardAttempt } from '../captcha-guard.ts';
import { requirePlayer } from '../current-user.ts';
import { AUTH_ERROR, AuthFailure, invalid } from '../failures.ts';
import type { Identity } from '../identity.ts';
import { newTicket } from '../one-time-codes.ts';
import { hashPassword } from '../passwords.ts';
import { countryById } from '../phone-countries.ts';
import { bodyOf, email, newPassword, optionalPositiveInteger, optionalText, requiredText, type Body } from '../request-body.ts';
import { signIn } from '../sign-in-result.ts';
import { currencyFrom, pageLanguage } from '../site-rules.ts';
import { checkSentCode, phoneFrom, smsCodeKey } from './sign-in.ts';

/** About fifteen providers; the reference's consent page stands in for each of them. */
export const SOCIAL_PROVIDERS = [
  'google',
  'apple',
  'telegram',
  'facebook',
  'vk',
  'ok',
  'mailru',
  'yandex',
  'x',
  'discord',
  'twitch',
  'steam',
  'microsoft',
  'linkedin',
  'whatsapp',
] as const;

export const SOCIAL_STATE_TTL_MS = 10 * 60 * 1000;
/** Letters and digits a person can copy from a screen without confusing them. */
const PASSWORD_ALPHABET = 'abcdefghjkmnpqrstuvwxyzABCDEFGHJKMNPQRSTUVWXYZ23456789';

function generatedPassword(): string {
  let password = '';
  for (let i = 0; i < 10; i++) password += PASSWORD_ALPHABET[randomInt(PASSWORD_ALPHABET.length)];
  return password;
}

function countryIdFrom(body: Body): number | null {
  const id = optionalPositiveInteger(body, 'country_id', 'country_id');
  if (id === undefined) return null;
  if (!countryById(id)) throw invalid('country_id', '"country_id" must be the id of a country from GET /web-api/phone/countries');
  return id;
}

function personName(body: Body, key: 'name' | 'surname'): string | null {
  const value = optionalText(body, key, key, 50);
  if (value === undefined || value === '') return null;
  if (!/^\p{L}[\p{L}' -]*$/u.test(value)) throw invalid(key, `"${key}" may hold letters, spaces, hyphens and apostrophes only`);
  return value;
}

export function registerRegistrationRoutes(app: FastifyInstance, identity: Identity, ctx: ServerContext): void {
  app.post('/web-api/user/registration', { config: { answerSchema: 'registrationAnswer' } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    // Registrations are counted per address; failures elsewhere (a guesser's address) demand the captcha here too.
    await guardAttempt(identity, request, reply, 'registration', null);
    // SPEC 5: no registration form on a VIP domain; the API agrees, whatever a client sends.
    if (ctx.siteConfigs.select(request.hostname).features?.vipDomain === true) {
      throw invalid(undefined, 'Registration is not offered on this VIP domain: register on the main site');
    }
    const body = bodyOf(request.body);
    const type = optionalText(body, 'type', 'type');
    const players = identity.playersOf(request);

    switch (type) {
      case 'one_click': {
        const currency = currencyFrom(ctx, request, body);
        const countryId = countryIdFrom(body);
        const password = generatedPassword();
        const player = players.register({ currency, countryId, password: await hashPassword(password), generatedPassword: password });
        // The player signs in with the id as login; both are shown once so they can be saved.
        return signIn(identity, request, reply, player, false, { login: String(player.id), password });
      }
      case 'phone': {
        const phone = phoneFrom(body, 'country_code', 'phone_number');
        const code = requiredText(body, 'sms-code', 'code', 12);
        const password = newPassword(body, 'password');
        const currency = currencyFrom(ctx, request, body);
        const taken = () => new AuthFailure(AUTH_ERROR.alreadyRegistered, 'This phone number is registered already: sign in instead', 'phone');
        if (players.findByPhone(phone)) throw taken();
        const hash = await hashPassword(password);
        const key = smsCodeKey(players.operatorId, 'registration', phone);
        await checkSentCode(identity, request, reply, key, `phone:${phone.code}${phone.number}`, code);
        // Again after the awaits, in the same turn as the registration: two calls for one phone cannot both pass.
        if (players.findByPhone(phone)) throw taken();
        identity.codes.consume(key);
        const player = players.register({ phone, currency, password: hash });
        return signIn(identity, request, reply, player, false);
      }
      case 'full': {
        const address = email(body, 'email');
        const password = newPassword(body, 'password');
        const currency = currencyFrom(ctx, request, body);
        const name = personName(body, 'name');
        const surname = personName(body, 'surname');
        const countryId = countryIdFrom(body);
        const hash = await hashPassword(password);
        // After the await, in the same turn as the registration: two calls for one e-mail cannot both pass.
        if (players.findByEmail(address)) throw new AuthFailure(AUTH_ERROR.alreadyRegistered, 'This e-mail is registered already: sign in or recover the password', 'email');
        const player = players.register({ email: address, currency, countryId, name, surname, password: hash });
        for (const listener of identity.onEmailRegistration) listener(player);
        return signIn(identity, request, reply, player, false);
      }
      case 'social': {
        const provider = requiredText(body, 'provider', 'provider', 40);
        if (!(SOCIAL_PROVIDERS as readonly string[]).includes(provider)) throw invalid('provider', `"provider" must be one of ${SOCIAL_PROVIDERS.join(', ')}`);
        const currency = currencyFrom(ctx, request, body);
        const countryId = countryIdFrom(body);
        const state = newTicket();
        identity.social.set(state, {
          operatorId: players.operatorId,
          provider,
          currency,
          countryId,
          language: pageLanguage(ctx, request),
          approved: false,
          expiresAt: identity.options.now() + SOCIAL_STATE_TTL_MS,
        });
        return { success: true, redirectUrl: `/social-api/oauth/${provider}/consent?state=${encodeURIComponent(state)}` };
      }
      default:
        throw invalid('type', '"type" must be one_click, phone, full or social');
    }
  });

  app.post('/web-api/user/registration/social/complete', { config: { answerSchema: 'signInAnswer' } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const state = requiredText(bodyOf(request.body), 'state', 'state', 100);
    const pending = identity.social.get(state);
    if (!pending || pending.expiresAt <= identity.options.now()) {
      identity.social.delete(state);
      throw invalid('state', 'This social sign-in is unknown or has expired: start it again');
    }
    // Started on another operator's site (with its currencies and rules): the account would be its, not this one's.
    // The state is left as it is, so the site it started on can still finish it.
    if (pending.operatorId !== identity.operatorOf(request)) throw invalid('state', "This social sign-in was started on another operator's site: finish it there");
    if (!pending.approved) throw invalid('state', 'The provider has not confirmed this sign-in yet');
    identity.social.delete(state); // single use: a copied link cannot make a second account
    const password = await hashPassword(newTicket());
    const player = identity.playersOf(request).register({
      currency: pending.currency,
      countryId: pending.countryId,
      name: `${pending.provider.charAt(0).toUpperCase()}${pending.provider.slice(1)} player`,
      // Social players sign in through the provider; the random password is never shown to anyone.
      password,
    });
    return signIn(identity, request, reply, player, false);
  });

  app.post('/web-api/user/registration/bonus', { config: { answerSchema: 'successAnswer' } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const caller = requirePlayer(identity, request, reply);
    if (!caller) return reply;
    const bonus = bodyOf(request.body).bonus;
    if (bonus !== 0 && bonus !== 1 && bonus !== 2) throw invalid('bonus', '"bonus" must be 0 (decline), 1 (sport) or 2 (casino)');
    const { player } = caller;
    if (player.registrationBonus !== null) throw invalid('bonus', 'The registration bonus was chosen already');
    player.registrationBonus = bonus;
    if (bonus !== 0) {
      const main = player.accounts.find((a) => a.type === 0);
      player.accounts.push({
        id: player.id * 100 + player.accounts.length + 1,
        type: 4,
        iso: main?.iso ?? 'USD',
        money: 0,
        points: 0,
        label: bonus === 1 ? 'Sport bonus' : 'Casino bonus',
      });
    }
    return { success: true };
  });

  app.post('/web-api/user/registration/credentials-email', { config: { answerSchema: 'successAnswer' } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const caller = requirePlayer(identity, request, reply);
    if (!caller) return reply;
    const address = email(bodyOf(request.body), 'email');
    const { player } = caller;
    if (player.generatedPassword === null) throw invalid('email', 'Only the generated credentials of a one-click registration can be mailed');
    identity.codeLog.record('email', address, player.generatedPassword, { note: `credentials: login ${player.id}, this password` });
    return { success: true };
  });
}
