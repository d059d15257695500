/**
 * Every route id the core names (guards, sagas, composer), in one place.
 *
 * CORE_ROUTES are routes the core sends people to or treats specially; each must be declared by a
 * route manifest (`satisfies Record<string, RouteId>`: renaming or removing one in a manifest fails
 * `npm run typecheck` here, not at a player's 404). A guard still checks the route table before it
 * redirects, because tests and other builds compile other manifests.
 *
 * ANTICIPATED_ROUTES are names the core's access rules recognise although no manifest of this
 * repository declares them yet (pages of areas still to come: withdrawal, support, the user area's
 * activation pages ...). They are plain strings, not RouteIds, so no link or href can be built to
 * them; a rule naming one does nothing until a manifest declares a route of that id, and then
 * applies without a code change. Once a manifest here declares one, it moves to CORE_ROUTES.
 */
import type { RouteId } from '../generated/route-ids.ts';

export const CORE_ROUTES = {
  home: 'home',
  login: 'login',
  registration: 'registration',
  /** Registration with a social network or messenger (registration/:social), and the old registration address. */
  registrationSocial: 'registration-social',
  oldRegistrationPage: 'oldRegistrationPage',
  forgotPassword: 'forgotpassword',
  account: 'account',
  confirmTerms: 'confirm-terms',
  identification: 'identification',
  ban: 'ban',
  maintenance: 'maintenance',
  block: 'block',
  blockUa: 'block-ua',
  blockIe: 'block-ie',
  suspension: 'suspension',
  siteUpdates: 'site-updates',
  comingSoon: 'coming-soon',
  coupon: 'coupon',
  openedBets: 'opened-bets',
  openedBetsPowerbet: 'opened-bets-powerbet',
  /** Withdrawal: open to some banned users (ban guard). */
  deduce: 'office-deduce',
  /** The casino brands page: the only thirdParty page without the brands slider (it is the list of brands). */
  casinoBrand: 'casino-brand',
  /** The office menu: open to users who still have to identify (identification guard). */
  menu: 'office-menu',
  /** Limits, time-out and self-exclusion: a player may always protect themselves (identification guard). */
  responsibleGaming: 'office-responsible-gaming',
  /** Support and the block-appeal history: open to banned users so they can appeal (ban guard). */
  support: 'support',
  blockAppealHistory: 'block-appeal-history',
  /**
   * The bonus page (its `id` param or query names the bonus): the one explaining the identification
   * bonus stays open to users who still have to identify (identification guard).
   */
  bonusOffer: 'bonus-offer',
  /** The bet history, beside the opened bets (user-route whitelist guard). */
  betHistory: 'history',
  /** User screens reached from e-mails, apps and other devices (user-route whitelist guard). */
  activate: 'activate',
  activateFast: 'activatefast',
  passwordReset: 'passwordreset',
  stopNewsletter: 'stopnewsletter',
  accountVerify: 'accountverify',
  authApp: 'authApp',
  qrLogin: 'qr-login',
} as const satisfies Record<string, RouteId>;

export const ANTICIPATED_ROUTES = {
  /** The account app's sign-in, used instead of login where the site runs in account-middleware mode. */
  accountSignIn: 'account-sign-in',
} as const;
