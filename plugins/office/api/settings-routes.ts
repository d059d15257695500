/**
 *   GET  /web-api/office/settings                              {commonSettings, otherSettings, notificationSettings, mailingSettings,
 *                                                               showWallets, walletAttributes: {currencyAccounts, maxCurrencyAccounts}}
 *   POST /web-api/office/settings  {settings: [{id, value}]}   {results: [{id, status 1 saved | 2 refused, message?}]}
 *   GET  /web-api/office/disallow-sports                       {sports, line, live}
 *   POST /web-api/office/disallow-sports  {line, live}         the same, as saved (sorted, each id once)
 * A save that is not understood as a whole (unknown id, a value that is not true or false, an id
 * twice) is refused with 400 and changes nothing.
 */
import type { FastifyInstance } from 'fastify';
import { MAX_SETTINGS_PER_SAVE, operatorCurrencies, say, SETTING_IDS, SPORTS, type ServerContext } from '../../../server/kit/index.ts';
import { badRequest, bodyOf, officeCaller } from './caller.ts';
import { applySetting, settingsAnswerOf } from './settings.ts';
import { availableCurrencies, MAX_CURRENCY_ACCOUNTS } from './wallets.ts';
import { answerSchemas } from '../schemas.ts';

const SPORT_IDS = new Set(SPORTS.map((s) => s.sportId));

/** Sorted, each once; null when the value is not a list of known sport ids. */
function sportIdsOf(value: unknown): number[] | null {
  if (!Array.isArray(value) || value.length > SPORT_IDS.size * 2) return null;
  if (!value.every((id) => typeof id === 'number' && SPORT_IDS.has(id))) return null;
  return [...new Set(value as number[])].sort((a, b) => a - b);
}

export function registerSettingsRoutes(app: FastifyInstance, ctx: ServerContext): void {
  app.get('/web-api/office/settings', { config: { answerSchema: answerSchemas.officeSettingsAnswer } }, async (request, reply) => {
    const caller = officeCaller(app, request, reply);
    if (!caller) return reply;
    const currencyAccounts = caller.player.accounts.filter((a) => a.type === 9).length + caller.record.pendingCurrencies.length;
    // Wallets mean something only where another currency can be held: a one-currency operator's player never sees them.
    const canOpen = availableCurrencies(caller.player, caller.record, operatorCurrencies(ctx.siteConfigs, caller.player)).length > 0;
    return {
      ...settingsAnswerOf(caller.record.settings),
      showWallets: currencyAccounts > 0 || canOpen,
      walletAttributes: { currencyAccounts, maxCurrencyAccounts: MAX_CURRENCY_ACCOUNTS },
    };
  });

  app.post('/web-api/office/settings', { config: { answerSchema: answerSchemas.officeSettingsSaveAnswer } }, async (request, reply) => {
    const caller = officeCaller(app, request, reply);
    if (!caller) return reply;
    const list = bodyOf(request.body).settings;
    const entries = Array.isArray(list) ? list.map(bodyOf) : [];
    if (entries.length === 0 || entries.length > MAX_SETTINGS_PER_SAVE) {
      return badRequest(reply, say(request, { en: `"settings" must list 1 to ${MAX_SETTINGS_PER_SAVE} settings as {id, value}`, ru: `«settings» должен содержать от 1 до ${MAX_SETTINGS_PER_SAVE} настроек вида {id, value}` }), 'settings');
    }
    const ids = new Set<string>();
    for (const { id, value } of entries) {
      if (typeof id !== 'string' || !SETTING_IDS.includes(id)) {
        return badRequest(reply, say(request, { en: `There is no setting "${String(id)}"`, ru: `Настройки «${String(id)}» нет` }), 'settings');
      }
      if (typeof value !== 'boolean') return badRequest(reply, say(request, { en: `The value of "${id}" must be true or false`, ru: `Значение «${id}» должно быть true или false` }), 'settings');
      if (ids.has(id)) return badRequest(reply, say(request, { en: `"${id}" is listed twice`, ru: `«${id}» указана дважды` }), 'settings');
      ids.add(id);
    }
    return { results: entries.map(({ id, value }) => applySetting(caller.player, caller.record.settings, id as string, value as boolean, caller.lng)) };
  });

  const sportsAnswer = (line: number[], live: number[]) => ({ sports: SPORTS.map((s) => ({ sportId: s.sportId, slug: s.id, name: s.name })), line, live });

  app.get('/web-api/office/disallow-sports', { config: { answerSchema: answerSchemas.officeDisallowSportsAnswer } }, async (request, reply) => {
    const caller = officeCaller(app, request, reply);
    if (!caller) return reply;
    return sportsAnswer(caller.record.disallowLine, caller.record.disallowLive);
  });

  app.post('/web-api/office/disallow-sports', { config: { answerSchema: answerSchemas.officeDisallowSportsAnswer } }, async (request, reply) => {
    const caller = officeCaller(app, request, reply);
    if (!caller) return reply;
    const body = bodyOf(request.body);
    const line = sportIdsOf(body.line);
    const live = sportIdsOf(body.live);
    if (line === null || live === null) {
      return badRequest(
        reply,
        say(request, { en: '"line" and "live" must be lists of sport ids from this answer\'s "sports"', ru: '«line» и «live» должны быть списками номеров видов спорта из «sports»' }),
        line === null ? 'line' : 'live',
      );
    }
    caller.record.disallowLine = line;
    caller.record.disallowLive = live;
    return sportsAnswer(line, live);
  });
}
