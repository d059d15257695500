/** The site config's `promotions` section: promotions, bonus and offer pages as this operator names them. */
export const promotionsConfigSchema = {
  type: 'object',
  additionalProperties: false,
  description: 'promotions, bonus and offer pages as this operator names them. Absent: the defaults.',
  properties: {},
} as const;
