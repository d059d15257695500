/** The site config's `promotions` section: promotions, bonus and offer pages as this operator names them. */
export const promotionsConfigSchema = {
  type: 'object',
  additionalProperties: false,
  description: 'promotions, bonus and offer pages as this operator names them. Absent: the defaults.',
  properties: {
    swapBonusAndOfferNames: {
      type: 'boolean',
      description:
        'Where the operator calls its bonuses "offers" and its offers "bonuses": the bonus pages (bonus/rules, bonus/games, bonus-rules) are titled and linked as offers, and the offer pages as bonuses. Default false.',
    },
  },
} as const;
