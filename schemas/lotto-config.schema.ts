/** The site config's `lotto` section: lotto and toto as this operator offers them. */
export const lottoConfigSchema = {
  type: 'object',
  additionalProperties: false,
  description: 'lotto and toto as this operator offers them. Absent: the defaults.',
  properties: {},
} as const;
