/**
 *   GET  /web-api/office/menu                         {menuCategories, menuUserData, user_msg_count}
 *   GET  /web-api/office/messages                     {messages (newest first), user_msg_count}
 *   POST /web-api/office/messages/read    {id}        {success, user_msg_count}
 *   POST /web-api/office/messages/delete  {id}        {success, user_msg_count}
 *   GET  /web-api/office/sessions                     {sessions (newest first)}
 *   GET  /web-api/office/wallets                      {accounts, availableCurrencies, pendingCurrencies}
 *   POST /web-api/office/wallets/add      {iso}       {success, data: {message}}; 400 the same shape, success false
 *   POST /web-api/office/wallets/remove   {accountId} {success, data: {message}}; 400 the same shape, success false
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import { accountAnswerOf, operatorCurrencies, say, type ServerContext, unreadCount } from '../../../server/kit/index.ts';
import { badRequest, bodyOf, officeCaller, positiveId } from './caller.ts';
import { MENU_CATEGORIES, menuUserDataOf } from './menu.ts';
import { availableCurrencies, removeCurrency, requestCurrency, WalletRefusal } from './wallets.ts';
import { answerSchemas } from '../schemas.ts';

function currencyRefused(reply: FastifyReply, error: unknown): FastifyReply {
  if (!(error instanceof WalletRefusal)) throw error;
  return reply.code(400).send({ success: false, data: { message: error.message }, message: error.message });
}

export function registerProfileRoutes(app: FastifyInstance, ctx: ServerContext): void {
  app.get('/web-api/office/menu', { config: { answerSchema: answerSchemas.officeMenuAnswer } }, async (request, reply) => {
    const caller = officeCaller(app, request, reply);
    if (!caller) return reply;
    return {
      menuCategories: MENU_CATEGORIES.map((c) => ({ id: c.id, routeIds: [...c.routeIds] })),
      menuUserData: menuUserDataOf(caller.player),
      user_msg_count: unreadCount(caller.record.messages),
    };
  });

  app.get('/web-api/office/messages', { config: { answerSchema: answerSchemas.officeMessagesAnswer } }, async (request, reply) => {
    const caller = officeCaller(app, request, reply);
    if (!caller) return reply;
    return {
      messages: caller.record.messages.map((m) => ({ id: m.id, title: m.title[caller.lng], text: m.text[caller.lng], sentAt: m.sentAt, read: m.read })),
      user_msg_count: unreadCount(caller.record.messages),
    };
  });

  for (const action of ['read', 'delete'] as const) {
    app.post(`/web-api/office/messages/${action}`, { config: { answerSchema: answerSchemas.officeMessageActionAnswer } }, async (request, reply) => {
      const caller = officeCaller(app, request, reply);
      if (!caller) return reply;
      const id = positiveId(bodyOf(request.body).id);
      const index = id === undefined ? -1 : caller.record.messages.findIndex((m) => m.id === id);
      if (index < 0) return badRequest(reply, say(request, { en: '"id" must be the id of one of your messages', ru: '«id» должен быть номером одного из ваших сообщений' }), 'id');
      if (action === 'read') caller.record.messages[index]!.read = true;
      else caller.record.messages.splice(index, 1);
      return { success: true, user_msg_count: unreadCount(caller.record.messages) };
    });
  }

  app.get('/web-api/office/sessions', { config: { answerSchema: answerSchemas.officeSessionsAnswer } }, async (request, reply) => {
    const caller = officeCaller(app, request, reply);
    if (!caller) return reply;
    const sessions = [...caller.record.sessions.values()].sort((a, b) => b.startedAt - a.startedAt);
    return {
      sessions: sessions.map((s) => ({
        // The public id is part of every token: only a short prefix is shown.
        id: s.id.slice(0, 8),
        device: s.device,
        ip: s.ip,
        startedAt: new Date(s.startedAt).toISOString(),
        lastSeenAt: new Date(s.lastSeenAt).toISOString(),
        current: s.id === caller.session.id,
        active: caller.identity.sessions.byPublicId(s.id) !== undefined,
      })),
    };
  });

  app.get('/web-api/office/wallets', { config: { answerSchema: answerSchemas.officeWalletsAnswer } }, async (request, reply) => {
    const caller = officeCaller(app, request, reply);
    if (!caller) return reply;
    return {
      accounts: caller.player.accounts.map((a) => accountAnswerOf(a, caller.player)),
      availableCurrencies: availableCurrencies(caller.player, caller.record, operatorCurrencies(ctx.siteConfigs, caller.player)),
      pendingCurrencies: caller.record.pendingCurrencies.map((p) => p.iso),
    };
  });

  app.post('/web-api/office/wallets/add', { config: { answerSchema: answerSchemas.officeCurrencyAnswer } }, async (request, reply) => {
    const caller = officeCaller(app, request, reply);
    if (!caller) return reply;
    const iso = bodyOf(request.body).iso;
    if (typeof iso !== 'string' || !/^[A-Z]{3}$/.test(iso)) {
      return badRequest(reply, say(request, { en: '"iso" must be a currency code of three capital letters, such as EUR', ru: '«iso» должен быть кодом валюты из трёх заглавных букв, например EUR' }), 'iso');
    }
    try {
      const operatorTakes = operatorCurrencies(ctx.siteConfigs, caller.player);
      return { success: true, data: { message: requestCurrency(caller.player, caller.record, operatorTakes, iso, caller.now, caller.lng) } };
    } catch (error) {
      return currencyRefused(reply, error);
    }
  });

  app.post('/web-api/office/wallets/remove', { config: { answerSchema: answerSchemas.officeCurrencyAnswer } }, async (request, reply) => {
    const caller = officeCaller(app, request, reply);
    if (!caller) return reply;
    const accountId = positiveId(bodyOf(request.body).accountId);
    if (accountId === undefined) return badRequest(reply, say(request, { en: '"accountId" must be the id of one of your accounts', ru: '«accountId» должен быть номером одного из ваших счетов' }), 'accountId');
    try {
      return { success: true, data: { message: removeCurrency(app.ledger, caller.player, accountId, caller.lng) } };
    } catch (error) {
      return currencyRefused(reply, error);
    }
  });
}
