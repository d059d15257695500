/**
 * `auth/registration-allowed` (registration and the login route exist only where registration is
 * allowed): routes that list it answer 404 unless the site config allows
 * registration.
 */
import type { GuardDecision, GuardExtension, NavigationContext } from '@plugin-api';

export const registrationAllowedGuard: GuardExtension = {
  kind: 'guard',
  decide(ctx: NavigationContext): GuardDecision {
    return ctx.config.features?.registrationAllowed === true ? { kind: 'allow' } : { kind: 'notFound' };
  },
};
