/**
 * The site config's `navigation` section: what the always-visible bottom bar offers, in order. An
 * item whose area the config does not serve (its route not enabled, or under a blocked fragment)
 * is left out wherever it is listed, so one list fits an operator whose regulator blocks the casino.
 */
import type { FromSchema } from 'json-schema-to-ts';

/** The bottom bar's items; `coupon` is the coupon button with its bet count (a shell piece, `shell.couponButton`). */
export const BOTTOM_BAR_ITEMS = ['home', 'sports', 'live', 'casino', 'coupon', 'information', 'support', 'promotions'] as const;

export const navigationConfigSchema = {
  type: 'object',
  additionalProperties: false,
  description: 'The bottom navigation bar.',
  properties: {
    bottomBar: {
      type: 'array',
      minItems: 1,
      // Six columns of at least 53 px at 320 px: a label and an icon each still fit.
      maxItems: 6,
      uniqueItems: true,
      // `type: string` beside the enum keeps ajv's standalone code free of a require() for deep equality.
      items: { type: 'string', enum: BOTTOM_BAR_ITEMS },
      description: `The bar's items in order, at most six (${BOTTOM_BAR_ITEMS.join(', ')}); default home, sports, live, casino, coupon, support. Items whose area this config does not serve are left out.`,
    },
  },
} as const;

export type NavigationConfig = FromSchema<typeof navigationConfigSchema>;
export type BottomBarItem = (typeof BOTTOM_BAR_ITEMS)[number];
