/** The site config's `payments` section: deposit and withdrawal pages, payment requests and the payment consultant. */
export const paymentsConfigSchema = {
  type: 'object',
  additionalProperties: false,
  description: 'Payments as this operator offers them; absent: the defaults.',
  properties: {},
} as const;
