/** The site config's `support` section: support and live chat as this operator offers them. */
export const supportConfigSchema = {
  type: 'object',
  additionalProperties: false,
  description: 'support and live chat as this operator offers them. Absent: the defaults.',
  properties: {},
} as const;
