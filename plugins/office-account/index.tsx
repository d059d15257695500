import { definePlugin, lazyExtension } from '@plugin-api';
import { identificationEnabledGuard } from './guards.ts';

/**
 * Every page is a lazy extension (extensions/<name>.tsx), grouped by what a player does in one
 * visit, so nothing of the account area loads until one of its pages opens. Only the guard, which
 * decides before any page renders, is here.
 */
export default definePlugin({
  id: 'office-account',
  extensions: {
    'security-pages': lazyExtension,
    'contact-pages': lazyExtension,
    'profile-pages': lazyExtension,
    'verification-page': lazyExtension,
    'identification-enabled': identificationEnabledGuard,
  },
});
