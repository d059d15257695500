/**
 * The player's personal data and accounts:
 *   POST /web-api/account/profile  { name, surname, date_birthday, passport, passport_date, registration_address } → { success }
 *   GET  /web-api/account/convert                         → each account and whether its currency may change
 *   POST /web-api/account/convert  { account_id, iso }    → the same, after the change
 * Only an empty account changes currency, and not while money paid from it may come back (409: a
 * pending withdrawal, an unsettled coupon or lottery ticket); the rules and why are in
 * server/ledger/conversion.ts. GET answers the same rule per account, so the page never offers a
 * conversion the POST refuses.
 * Once verified, the data the documents proved (name, surname, date of birth, passport) is locked:
 * changing it would void the check, so only the address may still change.
 */
import type { FastifyInstance } from 'fastify';
import { type AccountConversionRefusal, conversionRefusal, type ConversionRefusalReason, convertAccount, currenciesFor, isKnownCurrency, type Ledger, operatorCurrencies, type Player, type ServerContext } from '../../../server/kit/index.ts';
import { answerSchemas, type ConvertOptionsAnswer } from '../schemas.ts';
import { bodyOf, integerOf, text } from './input.ts';
import { checkProfile, type ProfileInput } from './profile-rules.ts';
import { AccountRefusal, badInput, callingPlayer, forbidden } from './refusal.ts';

const LOCKED_WHEN_VERIFIED = ['name', 'surname', 'date_birthday', 'passport', 'passport_date'] as const;

export function isVerifiedPlayer(player: Player): boolean {
  return player.internalVerificationStatus === 1 || player.verificationStatusGroupCode === 'VERIFICATION_SUCCESSFUL';
}

function storedProfile(player: Player): Record<(typeof LOCKED_WHEN_VERIFIED)[number], string | null> {
  return { name: player.name, surname: player.surname, date_birthday: player.dateBirthday, passport: player.passport, passport_date: player.passportDate ?? null };
}

/** The answer's name for each reason an account cannot change its currency now. */
const CONVERT_OPTION_REASON: Readonly<Record<AccountConversionRefusal, NonNullable<ConvertOptionsAnswer['accounts'][number]['reason']>>> = {
  bonus: 'bonus',
  'has-money': 'has_money',
  'pending-claim': 'pending_money',
};

function convertOptions(ledger: Ledger, player: Player, operatorTakes: readonly string[]): ConvertOptionsAnswer {
  return {
    accounts: player.accounts.map((account) => {
      const refusal = conversionRefusal(ledger, player, account);
      const base = { id: account.id, type: account.type, iso: account.iso, money: account.money };
      return refusal === null ? { ...base, convertible: true } : { ...base, convertible: false, reason: CONVERT_OPTION_REASON[refusal.reason] };
    }),
    currencies: currenciesFor(player, operatorTakes),
  };
}

const CONVERSION_REFUSAL_STATUS: Readonly<Record<ConversionRefusalReason, 400 | 403 | 409>> = {
  'no-such-account': 400,
  bonus: 403,
  'has-money': 403,
  'pending-claim': 409,
};

export function registerProfileRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const identity = app.identity;
  // The player's operator's currencies (its config, whatever host the call came to): see server/auth/currency-options.ts.
  const operatorTakes = (player: Player) => operatorCurrencies(ctx.siteConfigs, player);

  app.post('/web-api/account/profile', { config: { answerSchema: 'successAnswer' } }, async (request, reply) => {
    const player = callingPlayer(request, reply);
    if (!player) return reply;
    const body = bodyOf(request.body);
    const input: ProfileInput = {
      name: text(body, 'name', { max: 50 }),
      surname: text(body, 'surname', { max: 50 }),
      date_birthday: text(body, 'date_birthday', { max: 10 }),
      passport: text(body, 'passport', { max: 20 }),
      passport_date: text(body, 'passport_date', { max: 10 }),
      registration_address: text(body, 'registration_address', { max: 200 }),
    };
    const checked = checkProfile(input, new Date(identity.options.now()));
    if (!checked.ok) throw badInput(checked.message, checked.field);
    if (isVerifiedPlayer(player)) {
      const stored = storedProfile(player);
      const changed = LOCKED_WHEN_VERIFIED.find((field) => stored[field] !== null && stored[field] !== input[field]);
      if (changed) throw forbidden('Your account is verified: the data your documents confirmed cannot change. Write to support if it is wrong', changed);
    }
    player.name = input.name;
    player.surname = input.surname;
    player.dateBirthday = input.date_birthday;
    player.passport = input.passport;
    player.passportDate = input.passport_date;
    player.registrationAddress = input.registration_address;
    return { success: true };
  });

  app.get('/web-api/account/convert', { config: { answerSchema: answerSchemas.convertOptionsAnswer } }, async (request, reply) => {
    const player = callingPlayer(request, reply);
    if (!player) return reply;
    return convertOptions(app.ledger, player, operatorTakes(player));
  });

  app.post('/web-api/account/convert', { config: { answerSchema: answerSchemas.convertOptionsAnswer } }, async (request, reply) => {
    const player = callingPlayer(request, reply);
    if (!player) return reply;
    const body = bodyOf(request.body);
    const accountId = integerOf(body, 'account_id');
    const iso = text(body, 'iso', { min: 3, max: 3 }).toUpperCase();
    if (!isKnownCurrency(iso)) throw badInput('Choose one of the listed currencies', 'iso');
    if (!currenciesFor(player, operatorTakes(player)).includes(iso)) {
      const held = player.accounts.some((a) => a.type !== 4 && a.iso === iso);
      throw badInput(held ? 'You have an account in this currency already' : 'Choose one of the listed currencies', 'iso');
    }
    const conversion = convertAccount(app.ledger, player, accountId, iso);
    if (!conversion.ok) throw new AccountRefusal(CONVERSION_REFUSAL_STATUS[conversion.reason], conversion.message, 'account_id');
    return convertOptions(app.ledger, player, operatorTakes(player));
  });
}
