import type { GuardExtension } from '@plugin-api';

/** The office's identification page exists only where the operator turned identification on. */
export const identificationEnabledGuard: GuardExtension = {
  kind: 'guard',
  decide: (ctx) => (ctx.config.features?.identificationEnabled === true ? { kind: 'allow' } : { kind: 'notFound' }),
};
