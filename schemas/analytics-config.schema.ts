/**
 * The site config's `analytics` section: where this operator's counters come from, which origins
 * their scripts may load from, and whether real players' page speed is reported. Absent: no
 * counter and no report (no analytics code is ever downloaded).
 */
import type { FromSchema } from 'json-schema-to-ts';

/** Counter types the counters service knows (each type has its own script). */
export const COUNTER_TYPES = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11] as const;

export const analyticsConfigSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['projectId'],
  description: 'Analytics counters and the performance report. Absent: neither.',
  properties: {
    projectId: {
      type: 'integer',
      minimum: 1,
      description: "The operator's project (group) id: the counters service answers this project's counters for the page's domain.",
    },
    counterScripts: {
      type: 'object',
      propertyNames: { pattern: '^(?:[1-9]|1[01])$' },
      additionalProperties: {
        type: 'string',
        pattern: '^(?:https://[^/?#\\s]+|/)[^\\s]*\\{code\\}[^\\s]*$',
        description: 'The script address of this counter type; {code} stands for the counter code. A path starting with / is on our own origin.',
      },
      description: 'The script of each counter type, by type (1 to 11). A counter of a type without a script is not installed.',
    },
    allowedOrigins: {
      type: 'array',
      uniqueItems: true,
      items: { type: 'string', pattern: '^https://[a-z0-9.-]+(?::\\d+)?$' },
      description: 'Origins counter scripts may load from (our own origin always may). A script elsewhere is refused and logged.',
    },
    performanceReport: {
      type: 'boolean',
      description: "Send the page's Core Web Vitals (LCP, INP, CLS) 10 s after it loads, without any identifier.",
    },
  },
} as const;
export type AnalyticsConfig = FromSchema<typeof analyticsConfigSchema>;
