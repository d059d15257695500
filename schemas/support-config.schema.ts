/**
 * The site config's `support` section: how players reach support here (live chat provider, callbacks)
 * and whether the payment information page is offered. Data only: no provider is named in code
 * outside the chat adapters.
 */
import type { FromSchema } from 'json-schema-to-ts';

export const CHAT_PROVIDERS = ['livechatinc', 'suphelper', 'chatra', 'helpcrunch'] as const;

// A chat script comes from an allowed https origin, or from this site itself (a path: the reference
// server's stand-in); plain http only for this machine.
const chatOriginSchema = { type: 'string', pattern: '^(https://[a-z0-9.-]+(:\\d{1,5})?|http://(127\\.0\\.0\\.1|localhost)(:\\d{1,5})?)$' } as const;

export const supportConfigSchema = {
  type: 'object',
  additionalProperties: false,
  description: 'Support, live chat and the payment information page as this operator offers them. Absent: no chat, callbacks offered, no payment page.',
  properties: {
    chat: {
      type: 'object',
      additionalProperties: false,
      required: ['provider', 'scriptUrl', 'account'],
      description: 'The live chat: loaded only when a player opens it, only from this site or an origin listed in chatOrigins.',
      properties: {
        provider: { type: 'string', enum: CHAT_PROVIDERS },
        scriptUrl: {
          type: 'string',
          pattern: '^(/[a-zA-Z0-9._~/-]+|https://[a-z0-9.-]+(:\\d{1,5})?/[^\\s"]*|http://(127\\.0\\.0\\.1|localhost)(:\\d{1,5})?/[^\\s"]*)$',
          description: "The provider's script: a path on this site (the reference stand-in) or a URL on one of chatOrigins.",
        },
        account: { type: 'string', pattern: '^[A-Za-z0-9_-]{1,64}$', description: 'The licence, chat id or app id the provider knows this operator by.' },
        organization: { type: 'string', pattern: '^[a-z0-9-]{1,64}$', description: 'helpcrunch only: the organization name.' },
        suphelperV3: { type: 'boolean', description: 'suphelper only: use the version 3 widget API (optional there).' },
      },
    },
    chatOrigins: {
      type: 'array',
      uniqueItems: true,
      items: chatOriginSchema,
      description: "Origins the chat may load scripts from, frame and connect to: the CSP's script-src, frame-src and connect-src gain exactly these.",
    },
    callbacks: { type: 'boolean', description: 'Players may ask for a call back (default true).' },
    paymentPage: {
      type: 'string',
      enum: ['off', 'everyone', 'signed-in'],
      description: 'The payment information page (information/payment): absent or off answers 404; signed-in shows it to signed-in players only.',
    },
  },
} as const;

export type SupportConfig = FromSchema<typeof supportConfigSchema>;
export type ChatProvider = (typeof CHAT_PROVIDERS)[number];
