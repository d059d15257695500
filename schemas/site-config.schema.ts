import type { FromSchema } from 'json-schema-to-ts';
import { analyticsConfigSchema } from './analytics-config.schema.ts';
import { seoConfigSchema } from './seo-config.schema.ts';
import { casinoConfigSchema } from './casino-config.schema.ts';
import { currencyIsoSchema, extensionIdSchema, languageCodeSchema } from './common.schema.ts';
import { lottoConfigSchema } from './lotto-config.schema.ts';
import { navigationConfigSchema } from './navigation-config.schema.ts';
import { noticesConfigSchema } from './notices-config.schema.ts';
import { preferencesConfigSchema } from './preferences-config.schema.ts';
import { remoteViewsConfigSchema } from './remote-views-config.schema.ts';
import { responsibleGamingConfigSchema } from './responsible-gaming-config.schema.ts';
import { supportConfigSchema } from './support-config.schema.ts';

const isoDateTime = { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}(?::\\d{2})?(?:\\.\\d+)?(?:Z|[+-]\\d{2}:\\d{2})$' } as const;

/** Coupon amount bounds by coupon type id (type ids as object keys). */
const amountByCouponType = {
  type: 'object',
  propertyNames: { pattern: '^[0-9]$' },
  additionalProperties: { type: 'number', exclusiveMinimum: 0 },
} as const;

export const siteConfigSchema = {
  $id: 'site-config',
  title: 'Site config (all.json)',
  type: 'object',
  additionalProperties: false,
  required: ['id', 'companyName', 'languages', 'currencies', 'routes', 'shell'],
  properties: {
    $schema: { type: 'string' },
    id: { type: 'string', pattern: '^[a-z][a-z0-9-]*$' },
    hosts: { type: 'array', items: { type: 'string', minLength: 1 }, description: 'Host names this config is served for.' },
    vipHosts: {
      type: 'array',
      items: { type: 'string', minLength: 1 },
      uniqueItems: true,
      description: 'Of `hosts`, the operator\'s VIP domains (SPEC 5): the same operator and players, but no registration form there. The server serves the config to them with features.vipDomain set.',
    },
    companyName: { type: 'string', minLength: 1 },
    refId: { type: 'integer', minimum: 1, description: 'The operator\'s reference id (SPEC 3.5 ref_id): every coupon placed on this site names it (refId), and the server refuses a coupon that names another site\'s.' },
    isPwa: { type: 'boolean', description: 'Installable app: the service worker is registered (otherwise every worker and cache is cleared at start).' },
    pwaManifest: {
      type: 'object',
      additionalProperties: false,
      required: ['name', 'shortName', 'themeColor', 'backgroundColor'],
      properties: {
        name: { type: 'string', minLength: 1 },
        shortName: { type: 'string', minLength: 1 },
        themeColor: { type: 'string', pattern: '^#[0-9a-fA-F]{6}$' },
        backgroundColor: { type: 'string', pattern: '^#[0-9a-fA-F]{6}$' },
      },
    },
    languages: {
      type: 'object',
      additionalProperties: false,
      required: ['available', 'default'],
      properties: {
        available: { type: 'array', items: languageCodeSchema, minItems: 1, uniqueItems: true },
        hidden: {
          type: 'array',
          items: languageCodeSchema,
          uniqueItems: true,
          description: 'Available, but not offered to guests.',
        },
        default: languageCodeSchema,
      },
    },
    currencies: {
      type: 'object',
      additionalProperties: false,
      required: ['available', 'default'],
      properties: {
        available: { type: 'array', items: currencyIsoSchema, minItems: 1, uniqueItems: true },
        default: currencyIsoSchema,
      },
    },
    routes: {
      type: 'object',
      additionalProperties: false,
      required: ['enabled'],
      properties: {
        enabled: {
          type: 'array',
          items: { type: 'integer', minimum: 1 },
          uniqueItems: true,
          description: 'Availability ids (availableRouteId in route manifests) this operator enables.',
        },
        blockedFragments: {
          type: 'array',
          items: { type: 'string', pattern: '^/[^\\s]*$' },
          uniqueItems: true,
          description: 'URL fragments (after the language) that answer 404, e.g. "/casino".',
        },
      },
    },
    features: {
      type: 'object',
      additionalProperties: false,
      properties: {
        registrationAllowed: { type: 'boolean' },
        identificationEnabled: { type: 'boolean' },
        confirmTermsEnabled: { type: 'boolean' },
        oneClickBet: { type: 'boolean' },
        bonusBet: { type: 'boolean' },
        vipBet: { type: 'boolean' },
        accountMiddleware: { type: 'boolean' },
        vipDomain: {
          type: 'boolean',
          description: 'This site is a VIP domain: registration (route, modal, buttons, API) is not offered. Set by the server for a request to one of vipHosts; a config whose every host is VIP may set it itself.',
        },
      },
    },
    auth: {
      type: 'object',
      additionalProperties: false,
      description: 'How people sign in and register here.',
      properties: {
        signInModes: {
          type: 'array',
          minItems: 1,
          uniqueItems: true,
          items: { type: 'string', enum: ['login_password', 'phone_password', 'sms'] },
          description: 'Sign-in form modes offered, first is the default (two-step is not a choice: the server asks for it).',
        },
        registrationTypes: {
          type: 'array',
          uniqueItems: true,
          items: { type: 'string', enum: ['one_click', 'phone', 'full', 'social'] },
        },
        socialProviders: { type: 'array', uniqueItems: true, items: { type: 'string', pattern: '^[a-z][a-z0-9]*$' } },
        customRegistration: { type: 'boolean', description: 'Registration is a page, never a modal.' },
        oneTap: {
          type: 'object',
          additionalProperties: false,
          required: ['provider', 'scriptUrl'],
          description: 'Guest one-tap sign-in (offered to guests only); the script origin must be in remoteOrigins.',
          properties: {
            provider: { type: 'string', pattern: '^[a-z][a-z0-9]*$' },
            scriptUrl: { type: 'string', pattern: '^https://[a-z0-9.-]+(?::\\d+)?/' },
          },
        },
      },
    },
    authRedirects: {
      type: 'object',
      // Keys and values are route ids (the pattern of common.schema.ts routeIdSchema).
      propertyNames: { pattern: '^[a-zA-Z][a-zA-Z0-9_.-]*$' },
      additionalProperties: { type: 'string', pattern: '^[a-zA-Z][a-zA-Z0-9_.-]*$' },
      description:
        'After login or registration: a signed-in user on the key route id is sent to the value route id, e.g. { "registration": "recharge" }.',
    },
    limits: {
      type: 'object',
      additionalProperties: false,
      properties: {
        couponMinAmount: amountByCouponType,
        couponMaxAmount: amountByCouponType,
        availableLimitIds: {
          type: 'array',
          items: { type: 'integer' },
          uniqueItems: true,
          description:
            'Responsible-gaming limit ids this operator offers (1-3 wagering, 10-12 loss, 20-22 deposit, 30 self-exclusion, 31 session limit, 32 reality check, 33 deposit time-out): the limit service offers only these, and the responsible-gaming page shows only their sections.',
        },
        autoLogoffMinutes: { type: 'integer', minimum: 0 },
      },
    },
    shell: {
      type: 'object',
      additionalProperties: false,
      required: ['header', 'bottomNavigation'],
      properties: {
        header: extensionIdSchema,
        bottomNavigation: extensionIdSchema,
        footer: extensionIdSchema,
        account: { ...extensionIdSchema, description: 'The header account area: sign-in and registration for guests, balance for users.' },
        captcha: { ...extensionIdSchema, description: 'The modal shown while an API call waits for a captcha.' },
        couponButton: { ...extensionIdSchema, description: "The bottom bar's bet-slip item: the coupon button with its bet count (absent: a link to the coupon page)." },
        messengerRegistration: {
          ...extensionIdSchema,
          description: 'The default layout\'s messenger registration widget (SPEC 2.1): registration through a messenger the site offers, for guests.',
        },
        signedIn: {
          type: 'array',
          uniqueItems: true,
          items: extensionIdSchema,
          description:
            'Widgets the shell renders on every page only while a player is signed in (popups and timers that must follow the player, a panic button), each in its own boundary and loaded lazily, so a guest downloads none of them.',
        },
      },
    },
    platformTypes: {
      type: 'array',
      items: { type: 'string', pattern: '^[a-z0-9_-]+$' },
      description: 'Known platform_type query values.',
    },
    oddsFormats: {
      type: 'object',
      additionalProperties: false,
      description: 'Odds display formats players may choose (ids: 0 decimal, 1 fractional, 2 American, 4/14 Hong Kong, 5/15 Malay, 6/16 Indonesian); all six when absent.',
      properties: {
        // `type: integer` beside the enum keeps ajv's standalone code free of a require() for deep equality.
        available: { type: 'array', minItems: 1, uniqueItems: true, items: { type: 'integer', enum: [0, 1, 2, 4, 5, 6, 14, 15, 16] } },
        default: { type: 'integer', enum: [0, 1, 2, 4, 5, 6, 14, 15, 16], description: 'Shown until the player chooses; decimal (0) when absent or not available.' },
      },
    },
    maintenance: {
      type: 'object',
      additionalProperties: false,
      required: ['isActive'],
      properties: {
        isActive: { type: 'boolean' },
        started_at: isoDateTime,
        ended_at: isoDateTime,
        notify_started_at: { ...isoDateTime, description: 'From when the maintenance notice announces started_at to ended_at.' },
        notify_ended_at: { ...isoDateTime, description: 'Until when the maintenance notice shows.' },
      },
    },
    navigation: navigationConfigSchema,
    notices: noticesConfigSchema,
    analytics: analyticsConfigSchema,
    seo: seoConfigSchema,
    preferences: preferencesConfigSchema,
    responsibleGaming: responsibleGamingConfigSchema,
    casino: casinoConfigSchema,
    support: supportConfigSchema,
    lotto: lottoConfigSchema,
    remoteViews: remoteViewsConfigSchema,
    remoteOrigins: {
      type: 'array',
      items: { type: 'string', pattern: '^https://[a-z0-9.-]+(?::\\d+)?$' },
      description: 'Origins remote scripts and views may load from.',
    },
  },
} as const;

export type SiteConfig = FromSchema<typeof siteConfigSchema>;
