/**
 * The reference support API:
 *
 *   GET  /web-api/support/contacts                 {channels}: phone, e-mail, messengers and their hours
 *   GET  /web-api/support/consultant               {online, hours, waitMinutes}
 *   POST /web-api/support/requests  {email, topic, subject, message}   {request, message}; guests too
 *   GET  /web-api/support/requests                 {requests}: the player's e-mails and questions, newest first
 *   POST /web-api/support/questions {topic, question}                  {request, message}
 *   GET  /web-api/support/callbacks                {callbacks, offered}
 *   POST /web-api/support/callbacks {phone, slot, topic}               {callback, message}
 *   POST /web-api/support/callbacks/:id/cancel                         {callback, message}
 *   POST /web-api/support/chat-standin/messages {text}                 {reply}
 *   GET  /chat-standin/<provider>.js, /chat-standin/chat-widget.css    the live-chat stand-in
 *
 * Bad input answers 400 {message, field}; calls about the player's own history answer 401 to guests;
 * callbacks answer 403 where the site config does not offer them; a sender (a player, or a guest's
 * address) past SENDER_LIMIT requests in ten minutes answers 429 {message} with Retry-After.
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { CHAT_PROVIDERS } from '../../../schemas/support-config.schema.ts';
import { defineReferenceApi, identifyCaller, languageOf, requirePlayer, sendRefusal, type Language, type ServerContext } from '../../../server/kit/index.ts';
import { answerSchemas, type SupportConsultantAnswer, type SupportContactsAnswer } from '../schemas.ts';
import { SENDER_LIMIT, SupportDesk, type Accepted } from './desk.ts';
import { checkCallback, checkChatMessage, checkEmailRequest, checkQuestion, type InputRefusal } from './input.ts';

const STAND_IN_DIR = join(dirname(fileURLToPath(import.meta.url)), 'stand-in');

interface ChannelsFile extends SupportContactsAnswer {
  consultantHours: SupportConsultantAnswer['hours'];
}

/** The operator's channels and hours (data/support/channels.json); a data folder without one lists none. */
function readChannels(dataDir: string): ChannelsFile {
  try {
    return JSON.parse(readFileSync(join(dataDir, 'support', 'channels.json'), 'utf8')) as ChannelsFile;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { channels: [], consultantHours: null };
    throw error;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The support desk's state; set by the support API. */
    supportDesk: SupportDesk;
  }
}

function bodyOf(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}

function refuse(reply: FastifyReply, refusal: InputRefusal): FastifyReply {
  return sendRefusal(reply, 400, refusal.message, { field: refusal.field });
}

function tooMany(reply: FastifyReply, refused: Extract<Accepted, { ok: false }>, lng: Language): FastifyReply {
  const minutes = Math.ceil(refused.retryAfterSeconds / 60);
  reply.header('retry-after', String(refused.retryAfterSeconds));
  return sendRefusal(
    reply,
    429,
    lng === 'ru'
      ? `Вы уже отправили ${SENDER_LIMIT} обращений: новое можно отправить через ${minutes} мин.`
      : `You have sent ${SENDER_LIMIT} requests already: you can send another in ${minutes} min.`,
  );
}

/** The consultants' wait: two minutes when nobody waits, a minute more for every three waiting senders. */
function waitMinutesOf(desk: SupportDesk): number {
  return 2 + Math.floor(desk.waitingSenders() / 3);
}

function minutesOf(clock: string): number {
  const [h, m] = clock.split(':').map(Number);
  return h! * 60 + m!;
}

/** Whether a UTC time falls within opening hours (hours that pass midnight included). */
export function isWithinHours(hours: { from: string; to: string } | null, at: number): boolean {
  if (hours === null) return true;
  const date = new Date(at);
  const now = date.getUTCHours() * 60 + date.getUTCMinutes();
  const from = minutesOf(hours.from);
  const to = minutesOf(hours.to);
  return from <= to ? now >= from && now < to : now >= from || now < to;
}

function registerSupportRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const now = () => app.identity?.options.now() ?? Date.now();
  const desk = new SupportDesk(now);
  app.decorate('supportDesk', desk);
  const channels = readChannels(ctx.dataDir);
  const widgetScript = readFileSync(join(STAND_IN_DIR, 'chat-widget.js'), 'utf8');
  const widgetCss = readFileSync(join(STAND_IN_DIR, 'chat-widget.css'), 'utf8');

  // The live chat's origins join this site's CSP (server/security.ts) on every answer, the HTML's above all.
  app.addHook('onRequest', async (request) => {
    request.chatOrigins = ctx.siteConfigs.select(request.hostname).support?.chatOrigins ?? [];
  });

  const player = (request: FastifyRequest, reply: FastifyReply) => {
    reply.header('cache-control', 'private, no-store');
    return requirePlayer(app.identity, request, reply)?.player;
  };

  app.get('/web-api/support/contacts', { config: { answerSchema: answerSchemas.supportContactsAnswer } }, async (_request, reply) => {
    reply.header('cache-control', 'public, max-age=300');
    return { channels: channels.channels };
  });

  app.get('/web-api/support/consultant', { config: { answerSchema: answerSchemas.supportConsultantAnswer } }, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    const online = isWithinHours(channels.consultantHours, now());
    return { online, hours: channels.consultantHours, waitMinutes: online ? waitMinutesOf(desk) : 0 };
  });

  app.post('/web-api/support/requests', { config: { answerSchema: answerSchemas.supportRequestCreatedAnswer } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const lng = languageOf(request);
    const caller = identifyCaller(app.identity, request);
    if (caller.kind === 'invalid') return requirePlayer(app.identity, request, reply);
    const checked = checkEmailRequest(bodyOf(request.body), lng);
    if (!checked.ok) return refuse(reply, checked.refusal);
    const { email, topic, subject, message } = checked.value;
    const sender = caller.kind === 'user' ? { kind: 'player' as const, playerId: caller.player.id } : { kind: 'guest' as const, address: request.ip };
    const accepted = desk.addRequest(sender, { kind: 'email', topic, subject, message, email, language: lng });
    if (!accepted.ok) return tooMany(reply, accepted, lng);
    const created = accepted.request;
    request.log.info(`[support] request #${created.id} from ${email}: ${subject}`);
    return {
      request: created,
      message: lng === 'ru' ? `Обращение №${created.id} принято. Ответим на ${email} в течение 24 часов.` : `Request #${created.id} received. We will answer to ${email} within 24 hours.`,
    };
  });

  app.get('/web-api/support/requests', { config: { answerSchema: answerSchemas.supportRequestsAnswer } }, async (request, reply) => {
    const who = player(request, reply);
    if (!who) return reply;
    return { requests: desk.requestsOf(who.id) };
  });

  app.post('/web-api/support/questions', { config: { answerSchema: answerSchemas.supportRequestCreatedAnswer } }, async (request, reply) => {
    const who = player(request, reply);
    if (!who) return reply;
    const lng = languageOf(request);
    const checked = checkQuestion(bodyOf(request.body), lng);
    if (!checked.ok) return refuse(reply, checked.refusal);
    const { topic, question } = checked.value;
    const subject = question.length > 60 ? `${question.slice(0, 59)}…` : question;
    const accepted = desk.addRequest({ kind: 'player', playerId: who.id }, { kind: 'question', topic, subject, message: question, email: who.email, language: lng });
    if (!accepted.ok) return tooMany(reply, accepted, lng);
    const created = accepted.request;
    return {
      request: created,
      message: lng === 'ru' ? `Вопрос №${created.id} отправлен. Ответ появится в истории обращений.` : `Question #${created.id} sent. The answer will appear in your request history.`,
    };
  });

  const callbacksOffered = (request: FastifyRequest) => ctx.siteConfigs.select(request.hostname).support?.callbacks !== false;

  app.get('/web-api/support/callbacks', { config: { answerSchema: answerSchemas.supportCallbacksAnswer } }, async (request, reply) => {
    const who = player(request, reply);
    if (!who) return reply;
    return { callbacks: desk.callbacksOf(who.id), offered: callbacksOffered(request) };
  });

  app.post('/web-api/support/callbacks', { config: { answerSchema: answerSchemas.supportCallbackAnswer } }, async (request, reply) => {
    const who = player(request, reply);
    if (!who) return reply;
    const lng = languageOf(request);
    if (!callbacksOffered(request)) {
      return sendRefusal(reply, 403, lng === 'ru' ? 'Обратный звонок здесь недоступен: напишите в поддержку' : 'Callbacks are not offered here: write to support instead');
    }
    const checked = checkCallback(bodyOf(request.body), lng);
    if (!checked.ok) return refuse(reply, checked.refusal);
    // One call at a time: a second request would only queue the same consultant twice.
    if (desk.callbacksOf(who.id).some((c) => c.status === 'scheduled')) {
      return refuse(reply, {
        field: 'slot',
        message: lng === 'ru' ? 'Звонок уже запланирован: отмените его в истории звонков, чтобы заказать новый' : 'A call is already scheduled: cancel it in your call history to ask for another',
      });
    }
    const callback = desk.addCallback({ playerId: who.id, ...checked.value });
    return { callback, message: lng === 'ru' ? `Звонок запланирован на номер ${callback.phone}.` : `A call to ${callback.phone} is scheduled.` };
  });

  app.post<{ Params: { id: string } }>('/web-api/support/callbacks/:id/cancel', { config: { answerSchema: answerSchemas.supportCallbackAnswer } }, async (request, reply) => {
    const who = player(request, reply);
    if (!who) return reply;
    const lng = languageOf(request);
    const id = /^[1-9]\d{0,8}$/.test(request.params.id) ? Number(request.params.id) : 0;
    const found = desk.callbackOf(who.id, id);
    if (!found) return sendRefusal(reply, 404, lng === 'ru' ? 'Такого звонка нет в вашей истории' : 'There is no such call in your history');
    if (found.status !== 'scheduled') {
      return refuse(reply, { field: 'id', message: lng === 'ru' ? 'Отменить можно только запланированный звонок' : 'Only a scheduled call can be cancelled' });
    }
    const callback = desk.cancelCallback(who.id, id)!;
    return { callback, message: lng === 'ru' ? 'Звонок отменён.' : 'The call is cancelled.' };
  });

  app.post('/web-api/support/chat-standin/messages', { config: { answerSchema: answerSchemas.chatStandInReplyAnswer } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const lng = languageOf(request);
    const checked = checkChatMessage(bodyOf(request.body), lng);
    if (!checked.ok) return refuse(reply, checked.refusal);
    return {
      reply:
        lng === 'ru'
          ? `Спасибо, мы получили: «${checked.value}». Консультант ответит в течение ${waitMinutesOf(desk)} минут.`
          : `Thank you, we got: "${checked.value}". A consultant will answer within ${waitMinutesOf(desk)} minutes.`,
    };
  });

  // The stand-in is one script for every provider: it reads which API to offer from its own file name.
  app.get<{ Params: { file: string } }>('/chat-standin/:file', async (request, reply) => {
    const { file } = request.params;
    reply.header('cache-control', 'no-cache');
    if (file === 'chat-widget.css') return reply.type('text/css; charset=utf-8').send(widgetCss);
    const provider = /^([a-z]+)\.js$/.exec(file)?.[1];
    if (provider && (CHAT_PROVIDERS as readonly string[]).includes(provider)) return reply.type('text/javascript; charset=utf-8').send(widgetScript);
    return reply.code(404).type('application/json; charset=utf-8').send({ message: `No chat stand-in named ${file}` });
  });
}

export default defineReferenceApi({ register: registerSupportRoutes });
