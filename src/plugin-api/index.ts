/**
 * The plugin API: the only module of src/ a plugin may import (dependency-cruiser enforces it).
 *
 * Every name here is public surface, listed on purpose: a name is offered because a plugin needs it,
 * and what the core uses internally stays out. The surface is recorded in ./api-report.md; a test
 * (tests/plugin-api-report.test.ts) fails when it changes, so a change is a reviewed diff: run
 * `npm run api-report` and commit the report with the change.
 */

// --- Describing a plugin --------------------------------------------------------------------------
export { definePlugin, lazyExtension, type GuardExtension } from './define-plugin.ts';
export type { GuardDecision, NavigationContext } from '../guards/types.ts';

// --- Plugin state: a slice of one's own, and the store --------------------------------------------
export { definePluginSlice } from './plugin-slice.ts';
export { useSelector as useAppSelector, useDispatch as useAppDispatch } from 'react-redux';

// --- The page, the site config and popups ----------------------------------------------------------
export { pageCommitted, selectCommittedPage, selectSiteConfig, notify, closeNotification, type AppNotification } from './page.ts';
export { useSiteConfig, useCommittedPage } from '../composer/hooks.ts';
// A page whose data does not exist shows the not-found page (and the server answers 404): see ./not-found.ts.
export { pageNotFound, useNotFoundWhen, loadRemoteData } from './not-found.ts';
export type { SiteConfig } from '../../schemas/site-config.schema.ts';

// --- Identity: what a sign-in plugin reports, what any plugin may read ------------------------------
export {
  signedIn,
  logoutRequested,
  authUserAction,
  termsAccepted,
  captchaSolved,
  captchaDismissed,
  activeAccountChanged,
  unreadMessageCountChanged,
  playerSettingChanged,
  selectPlayerSetting,
  selectCaptchaChallenge,
  selectIsAuthenticated,
  selectSessionPending,
  selectUserId,
  selectUserName,
  selectUnreadMessageCount,
  selectTermsUpdatedAt,
  selectAccounts,
  selectActiveAccount,
  selectAuthorizationRequest,
  type UserAccount,
} from './identity.ts';

// --- Account status: what the user config's verification and protection fields mean ----------------
export { protectionLevelOf, isVerified, isPendingVerification, type ProtectionLevel, type VerificationFacts } from '../domain/user-status.ts';

// --- Betting: market buttons, the odds poller and the coupon ---------------------------------------
export {
  betSelectionToggled,
  oddsChanged,
  provideSelectedMarketIds,
  selectSelectedMarketIds,
  selectIsMarketSelected,
  selectionOf,
  gameFactsOf,
  type BetSelection,
  type BetGameFacts,
  type BetPageType,
  type BetScore,
  type OddsUpdate,
  type SelectionGame,
  type SelectionMarket,
} from './betting.ts';
export { amountStep, initialAmount, roundMoney, formatMoney, minorUnits } from '../domain/money.ts';


// --- Odds format: the player's choice ---------------------------------------------------------------
export {
  oddsFormatChanged,
  OFFERED_ODDS_FORMATS,
  selectOddsFormat,
  selectOddsFormatOptions,
  useOddsFormat,
  useOddsFormatter,
  formatOddsOrNull,
} from './preferences.ts';

// --- Display preferences: theme, text size, view type, time zone and clock, market names ------------
export {
  preferenceChosen,
  selectDisplayPreferences,
  selectDisplayOptions,
  selectChosenPreferences,
  useDisplayPreferences,
  useDisplayOptions,
  useFormatTime,
  formatDateTime,
  TIME_ONLY,
  DATE_AND_TIME,
  type DateTimeParts,
  type TimeDisplay,
  type DisplayOptions,
  type DisplayPreferences,
  type PreferenceChoice,
  type ChosenPreferences,
  type FontSize,
  type PreferenceName,
} from './preferences.ts';

// --- Cookie consent: what the visitor agreed to (gates functional and marketing cookies, tracking) ---
export {
  useCookieConsent,
  hasCookieConsent,
  selectConsentAllows,
  selectCookieConsent,
  selectHasConsent,
  cookieConsentGiven,
  CONSENT_TYPES,
  isConsentType,
  type ConsentType,
  type CookieConsent,
  type CookieConsentGiven,
} from './consent.ts';

// --- Analytics: registration, recovery and login steps (counted for a day, sent with marketing consent)
export {
  registrationTracked,
  recoveryTracked,
  loginTracked,
  type RegistrationTracked,
  type RegistrationStep,
  type RecoveryStep,
  type LoginStep,
} from './analytics.ts';

// --- Media: the match video and zone tracker a player selects, the video token (a kit fetched on use)
export { useMediaKit, type MediaKit, type MediaKitState, type MediaEntity, type MediaInput, type MediaTarget, type MediaType, type MediaState } from './media.ts';

// --- Sagas: the web API, routes, the log, polling ----------------------------------------------------
export { callApi, routeHref, loadExtension, logWarning, isApiError, ApiError, pollWhileVisible, untilOnline, type ApiRequestOptions, type HttpMethod } from './sagas.ts';
// The browser's network: pollers wait while offline, a bet is refused at once rather than sent.
export { selectIsOnline, connectionLost, connectionRestored } from '../state/connectivity.slice.ts';

// --- Components: texts, links, slots, UI primitives --------------------------------------------------
export { useTexts, type Texts } from '../i18n/use-texts.tsx';
export { RouteLink, RouteLinkItems, type RouteLinkItem, type RouteLinkProps, type RouteId, type RouteParamsOf, type RouteTarget, useRouteHref, useHasRoute, useIsRouteActive, useLanguageHref } from './navigation.tsx';
export { NamedSlot as Slot } from '../composer/NamedSlot.tsx';
export { ShellPiece } from '../composer/ShellPiece.tsx';
export { Button, Card, SectionTitle, RemoteState, Field, fieldDescribedBy } from './ui.tsx';
export {
  useRemoteData,
  useApiAction,
  UNEXPECTED_ANSWER,
  type RemoteData,
  type RemoteDataOptions,
  type ApiAction,
  type ApiActionOptions,
  type AnswerParser,
  type ActionStatus,
  type RemoteError,
  type RemoteStatus,
} from './remote-data.ts';
// A feature's answers are checked by the validators generated from its own schemas.ts.
export { parserOf, configSectionOf, type AnswerValidator } from './answers.ts';
export { Icon, ICON_NAMES, type IconName, type IconProps } from './icons.tsx';
export { downloadBlob } from './download.ts';
// A script element's src (and any script-URL sink) takes only a value one of the CSP's named policies made.
export { scriptUrlPolicy, type ScriptUrlPolicyName, type TrustedScriptUrl } from '../composer/trusted-types.ts';
// A page (or part of one) another application renders: sanitised, its assets only from allowed origins.
export { RemoteView, type RemoteViewProps } from './remote-view.tsx';
export { safeReturnPath } from '../domain/return-url.ts';
export { useIsHydrated } from './hydration.ts';

// --- Development only: what the debugger inspects (production builds leave the debugger out) -------
export {
  useNavigationInspector,
  inspectNavigation,
  traceNavigations,
  loadEveryRouteArea,
  guardOrder,
  type NavigationInspection,
  type NavigationTrace,
  type GuardVerdict,
  type DebugRoute,
} from './debug.ts';

// --- Props the core gives extensions ---------------------------------------------------------------

/** Props every page extension receives. */
export interface PageProps {
  routeId: string;
  params: Readonly<Record<string, string | number>>;
  /** The query string, starting with '?' or empty. */
  query: string;
  lng: string;
  pageType?: string;
}

/** Props every shell piece, widget and modal receives. */
export interface SlotProps {
  lng: string;
  onClose?: () => void;
}
