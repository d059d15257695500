/**
 * The reference analytics API:
 *
 *   GET  /web-api/analytics/counters?domain=&projectId=   the project's counters on that domain
 *   GET  /web-api/analytics/counter.js?type=&code=          the reference counter script (our own origin)
 *   POST /web-api/analytics/performance                    a page's Core Web Vitals, stored
 *   GET  /web-api/analytics/performance                    the stored reports of this host, newest
 *                                                          first, with 75th percentiles (for operators)
 *   POST /web-api/analytics/events                         a registration or recovery step, stored
 *   GET  /web-api/analytics/events                         the stored events of this host
 *   GET  /web-api/app-version                              the version of the build served now
 *
 * Reports and events carry no player identifier, so guests and players send them alike. The
 * server validates what it is sent and refuses anything else with 400 and a reason.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ServerContext } from '../context.ts';
import type {
  AnalyticsAcceptedAnswer,
  AnalyticsEvent,
  AnalyticsEventsAnswer,
  AppVersionAnswer,
  CountersAnswer,
  PerformanceReport,
  PerformanceReportsAnswer,
} from '../../schemas/analytics-api.schema.ts';
import { formatProblem, problemsFromAjv } from '../../src/composer/problems.ts';
import { countersOf } from './counters.ts';
import { p75, Ring } from './store.ts';

/** The file the build writes beside its output: { "version": "..." }. */
export const VERSION_FILE = 'version.json';
const STORED_REPORTS = 500;
const STORED_EVENTS = 500;
/** A report or an event is a few hundred bytes; anything much bigger is not one. */
const BODY_LIMIT = 4096;

/** The version the build in `distDir` wrote, or null without a (readable) build. */
export function builtVersion(distDir: string): string | null {
  try {
    const parsed = JSON.parse(readFileSync(join(distDir, VERSION_FILE), 'utf8')) as { version?: unknown };
    return typeof parsed.version === 'string' && /^[A-Za-z0-9._+-]{1,64}$/.test(parsed.version) ? parsed.version : null;
  } catch {
    return null;
  }
}

function refuse(reply: FastifyReply, message: string) {
  return reply.code(400).header('cache-control', 'no-store').send({ message });
}

/** The reference counter script: it only says which counter it is (a real one would count the visit). */
function counterScript(type: number, code: string): string {
  return `/* reference analytics counter, type ${type} */\nwindow.__analyticsCounters = (window.__analyticsCounters || []).concat([${JSON.stringify(`${type}:${code}`)}]);\n`;
}

export function registerAnalyticsRoutes(app: FastifyInstance, ctx: ServerContext, now: () => number = Date.now): void {
  const reports = new Ring<PerformanceReport>(STORED_REPORTS);
  const events = new Ring<AnalyticsEvent>(STORED_EVENTS);

  app.get('/web-api/analytics/counters', { config: { answerSchema: 'countersAnswer' } }, async (request, reply): Promise<CountersAnswer | FastifyReply> => {
    const query = request.query as Record<string, unknown>;
    const domain = typeof query.domain === 'string' ? query.domain.trim() : '';
    const projectId = typeof query.projectId === 'string' && /^\d{1,9}$/.test(query.projectId) ? Number(query.projectId) : NaN;
    if (!/^[A-Za-z0-9.-]{1,253}(?::\d{1,5})?$/.test(domain)) return refuse(reply, 'domain must be the page host name');
    if (!Number.isInteger(projectId) || projectId < 1) return refuse(reply, 'projectId must be a positive whole number');
    // Counters change rarely; a few minutes of caching spares the service a call per page.
    reply.header('cache-control', 'public, max-age=300');
    return { counters: countersOf(domain, projectId) };
  });

  app.get('/web-api/analytics/counter.js', async (request, reply) => {
    const query = request.query as Record<string, unknown>;
    const type = typeof query.type === 'string' && /^(?:[1-9]|1[01])$/.test(query.type) ? Number(query.type) : null;
    const code = typeof query.code === 'string' && /^[A-Za-z0-9_-]{1,40}$/.test(query.code) ? query.code : null;
    if (type === null || code === null) return refuse(reply, 'type must be 1 to 11 and code letters, digits, _ or -');
    return reply.header('cache-control', 'public, max-age=3600').type('text/javascript; charset=utf-8').send(counterScript(type, code));
  });

  app.post('/web-api/analytics/performance', { bodyLimit: BODY_LIMIT, config: { answerSchema: 'analyticsAcceptedAnswer' } }, async (request, reply): Promise<AnalyticsAcceptedAnswer | FastifyReply> => {
    const validate = ctx.validators.performanceReport;
    if (!validate(request.body)) {
      return refuse(reply, `not a performance report: ${problemsFromAjv('report', validate.errors).map(formatProblem).join('; ')}`);
    }
    reports.add(request.hostname, request.body as PerformanceReport, now());
    reply.header('cache-control', 'no-store');
    return { accepted: true };
  });

  app.get('/web-api/analytics/performance', { config: { answerSchema: 'performanceReportsAnswer' } }, async (request, reply): Promise<PerformanceReportsAnswer> => {
    reply.header('cache-control', 'no-store');
    const stored = reports.list(request.hostname);
    return {
      reports: stored.map((r) => ({ receivedAt: r.receivedAt, host: r.host, report: r.item })),
      summary: {
        count: stored.length,
        lcpP75: p75(stored.map((r) => r.item.lcp)),
        inpP75: p75(stored.map((r) => r.item.inp)),
        clsP75: p75(stored.map((r) => r.item.cls)),
      },
    };
  });

  app.post('/web-api/analytics/events', { bodyLimit: BODY_LIMIT, config: { answerSchema: 'analyticsAcceptedAnswer' } }, async (request, reply): Promise<AnalyticsAcceptedAnswer | FastifyReply> => {
    const validate = ctx.validators.analyticsEvent;
    if (!validate(request.body)) {
      return refuse(reply, `not an analytics event: ${problemsFromAjv('event', validate.errors).map(formatProblem).join('; ')}`);
    }
    events.add(request.hostname, request.body as AnalyticsEvent, now());
    reply.header('cache-control', 'no-store');
    return { accepted: true };
  });

  app.get('/web-api/analytics/events', { config: { answerSchema: 'analyticsEventsAnswer' } }, async (request, reply): Promise<AnalyticsEventsAnswer> => {
    reply.header('cache-control', 'no-store');
    return { events: events.list(request.hostname).map((r) => ({ receivedAt: r.receivedAt, host: r.host, event: r.item })) };
  });

  app.get('/web-api/app-version', { config: { answerSchema: 'appVersionAnswer' } }, async (_request, reply): Promise<AppVersionAnswer> => {
    // Read at each call: a new build in place answers its version without a restart.
    reply.header('cache-control', 'no-store');
    return { version: builtVersion(ctx.distDir) };
  });
}
