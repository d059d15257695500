/**
 * `auth/registration-allowed` (registration and the login route exist only where registration is
 * allowed): routes that list it answer 404 unless the site config allows registration.
 * `auth/registration-form` (the registration pages): also 404 on a VIP domain (SPEC 5), where players
 * only sign in. `auth/social-provider` (registration/:social): 404 unless the site offers social
 * registration with that provider.
 */
import type { GuardDecision, GuardExtension, NavigationContext, SiteConfig } from '@plugin-api';

const NOT_FOUND: GuardDecision = { kind: 'notFound' };
const ALLOW: GuardDecision = { kind: 'allow' };

/** SPEC 5: the registration form is offered only where registration is allowed and the domain is not a VIP domain. */
export function isRegistrationFormAvailable(config: SiteConfig): boolean {
  return config.features?.registrationAllowed === true && config.features.vipDomain !== true;
}

/** The providers a player may register with here: social registration must be offered too. */
export function socialRegistrationProviders(config: SiteConfig): readonly string[] {
  const auth = config.auth ?? {};
  const socialOffered = auth.registrationTypes === undefined || auth.registrationTypes.includes('social');
  return socialOffered ? (auth.socialProviders ?? []) : [];
}

export const registrationAllowedGuard: GuardExtension = {
  kind: 'guard',
  decide(ctx: NavigationContext): GuardDecision {
    return ctx.config.features?.registrationAllowed === true ? ALLOW : NOT_FOUND;
  },
};

export const registrationFormGuard: GuardExtension = {
  kind: 'guard',
  decide(ctx: NavigationContext): GuardDecision {
    return isRegistrationFormAvailable(ctx.config) ? ALLOW : NOT_FOUND;
  },
};

export const socialProviderGuard: GuardExtension = {
  kind: 'guard',
  decide(ctx: NavigationContext): GuardDecision {
    const provider = ctx.url.match?.params.social;
    return typeof provider === 'string' && socialRegistrationProviders(ctx.config).includes(provider) ? ALLOW : NOT_FOUND;
  },
};
