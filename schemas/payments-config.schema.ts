/** The site config's `payments` section: deposit and withdrawal pages, payment requests and the payment consultant. */
export const paymentsConfigSchema = {
  type: 'object',
  additionalProperties: false,
  description: 'Payments as this operator offers them; absent: the defaults.',
  properties: {
    consultant: {
      type: 'boolean',
      description:
        'The payment consultant (route office-payment-consultant) is offered; otherwise that route leads to the 500 page and the API answers 404. Default false.',
    },
  },
} as const;
