/**
 * The analytics web API (/web-api/analytics/...): the counters of a domain and project, the
 * performance reports players' browsers send (and the list operators read), the analytics events
 * of registration and recovery, and the latest app version. The reference server validates what it
 * is sent against the request schemas and checks its answers in development.
 */
import type { FromSchema } from 'json-schema-to-ts';

const counterTypeSchema = { type: 'integer', minimum: 1, maximum: 11 } as const;
const routeIdSchema = { type: 'string', pattern: '^[A-Za-z0-9_-]{1,80}$' } as const;
const languageSchema = { type: 'string', pattern: '^[a-z]{2}$' } as const;

export const countersAnswerSchema = {
  $id: 'analytics-counters-answer',
  type: 'object',
  additionalProperties: false,
  required: ['counters'],
  properties: {
    counters: {
      type: 'array',
      maxItems: 11,
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['type', 'code'],
        properties: {
          type: counterTypeSchema,
          code: { type: 'string', pattern: '^[A-Za-z0-9_-]{1,40}$' },
        },
      },
    },
  },
} as const;
export type CountersAnswer = FromSchema<typeof countersAnswerSchema>;

/** What a browser reports 10 s after a page loaded. Times in ms; null when the browser cannot tell. */
export const performanceReportSchema = {
  $id: 'analytics-performance-report',
  type: 'object',
  additionalProperties: false,
  required: ['routeId', 'lng', 'lcp', 'inp', 'cls', 'ttfb', 'viewportWidth'],
  properties: {
    routeId: routeIdSchema,
    lng: languageSchema,
    /** Largest contentful paint. */
    lcp: { type: ['number', 'null'], minimum: 0, maximum: 600000 },
    /** Interaction to next paint: the slowest interaction so far (null: none yet). */
    inp: { type: ['number', 'null'], minimum: 0, maximum: 600000 },
    /** Cumulative layout shift, unitless. */
    cls: { type: ['number', 'null'], minimum: 0, maximum: 100 },
    /** Time to first byte of the page. */
    ttfb: { type: ['number', 'null'], minimum: 0, maximum: 600000 },
    viewportWidth: { type: 'integer', minimum: 0, maximum: 10000 },
    /** The connection's effective type where the browser tells it ('4g', '3g' ...). */
    connection: { type: 'string', pattern: '^[a-z0-9-]{1,10}$' },
  },
} as const;
export type PerformanceReport = FromSchema<typeof performanceReportSchema>;

export const performanceReportsAnswerSchema = {
  $id: 'analytics-performance-reports-answer',
  type: 'object',
  additionalProperties: false,
  required: ['reports', 'summary'],
  properties: {
    reports: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['receivedAt', 'host', 'report'],
        properties: {
          receivedAt: { type: 'string' },
          host: { type: 'string' },
          report: performanceReportSchema,
        },
      },
    },
    /** 75th percentiles over the stored reports (what Core Web Vitals are judged by); null without data. */
    summary: {
      type: 'object',
      additionalProperties: false,
      required: ['count', 'lcpP75', 'inpP75', 'clsP75'],
      properties: {
        count: { type: 'integer', minimum: 0 },
        lcpP75: { type: ['number', 'null'] },
        inpP75: { type: ['number', 'null'] },
        clsP75: { type: ['number', 'null'] },
      },
    },
  },
} as const;
export type PerformanceReportsAnswer = FromSchema<typeof performanceReportsAnswerSchema>;

/** The steps of registration and password recovery a counter follows. */
export const REGISTRATION_STEPS = ['popup-shown', 'type-picked', 'call', 'done', 'error', 'leave', 'credentials-saved', 'bonus-selected', 'bonus-rejected'] as const;
export const RECOVERY_STEPS = ['popup-shown', 'code-sent', 'code-approved', 'code-wrong', 'code-expired', 'password-saved', 'success', 'error'] as const;

export const analyticsEventSchema = {
  $id: 'analytics-event',
  type: 'object',
  additionalProperties: false,
  required: ['flow', 'step', 'eventId', 'routeId'],
  properties: {
    flow: { type: 'string', enum: ['registration', 'recovery'] },
    step: { type: 'string', enum: [...new Set([...REGISTRATION_STEPS, ...RECOVERY_STEPS])] },
    /** The counters' event id (registration: 1000 shown, 1255 call, 10000 done ...). */
    eventId: { type: 'integer', minimum: 1, maximum: 99999 },
    routeId: routeIdSchema,
    /** How the player registers (one-click, phone, e-mail, social ...). */
    regType: { type: 'string', pattern: '^[a-z0-9-]{1,30}$' },
    /** How many attempts it took so far (from the analytics storage). */
    tries: { type: 'integer', minimum: 0, maximum: 1000 },
  },
} as const;
export type AnalyticsEvent = FromSchema<typeof analyticsEventSchema>;

export const analyticsEventsAnswerSchema = {
  $id: 'analytics-events-answer',
  type: 'object',
  additionalProperties: false,
  required: ['events'],
  properties: {
    events: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['receivedAt', 'host', 'event'],
        properties: { receivedAt: { type: 'string' }, host: { type: 'string' }, event: analyticsEventSchema },
      },
    },
  },
} as const;
export type AnalyticsEventsAnswer = FromSchema<typeof analyticsEventsAnswerSchema>;

export const analyticsAcceptedAnswerSchema = {
  $id: 'analytics-accepted-answer',
  type: 'object',
  additionalProperties: false,
  required: ['accepted'],
  properties: { accepted: { type: 'boolean', const: true } },
} as const;
export type AnalyticsAcceptedAnswer = FromSchema<typeof analyticsAcceptedAnswerSchema>;

export const appVersionAnswerSchema = {
  $id: 'app-version-answer',
  type: 'object',
  additionalProperties: false,
  required: ['version'],
  properties: {
    /** The version of the build the server serves now; null when it has no build. */
    version: { type: ['string', 'null'], pattern: '^[A-Za-z0-9._+-]{1,64}$' },
  },
} as const;
export type AppVersionAnswer = FromSchema<typeof appVersionAnswerSchema>;
