/** Every schema the build turns into a .json copy and an ajv standalone validator, by validator name. */
import { routeManifestSchema } from './route-manifest.schema.ts';
import { errorAnswerSchema } from './common.schema.ts';
import { siteConfigSchema } from './site-config.schema.ts';
import { pluginManifestSchema } from './plugin-manifest.schema.ts';
import {
  blocksAnswerSchema,
  configGroupsAnswerSchema,
  dictionaryAnswerSchema,
  sessionCheckAnswerSchema,
} from './api.schema.ts';
import {
  accountsAnswerSchema,
  agreementRulesStatusAnswerSchema,
  authErrorAnswerSchema,
  captchaImageAnswerSchema,
  captchaTimeAnswerSchema,
  captchaValidateAnswerSchema,
  lastCodeAnswerSchema,
  oneTapClientIdAnswerSchema,
  phoneCountriesAnswerSchema,
  phoneMasksAnswerSchema,
  recoveryCheckAnswerSchema,
  recoverySendAnswerSchema,
  redirectAnswerSchema,
  registrationAnswerSchema,
  signInAnswerSchema,
  smsSendAnswerSchema,
  successAnswerSchema,
  tokenAnswerSchema,
  unauthorizedAnswerSchema,
  userConfigAnswerSchema,
} from './auth-api.schema.ts';
import {
  availableLimitsAnswerSchema,
  limitActionAnswerSchema,
  limitPingAnswerSchema,
  limitsAnswerSchema,
  limitsClockAnswerSchema,
  realityCheckAnswerSchema,
  saveLimitsAnswerSchema,
  selfExcludeReasonsAnswerSchema,
  testAnswersAnswerSchema,
} from './limits-api.schema.ts';

import { remoteViewAnswerSchema } from './remote-view-api.schema.ts';


import {
  appTokenAnswerSchema,
  linkCheckAnswerSchema,
  linkDoneAnswerSchema,
  linkRefusalAnswerSchema,
  linkSentAnswerSchema,
  passwordResetSentAnswerSchema,
  qrRequestAnswerSchema,
  qrSessionAnswerSchema,
} from './user-pages-api.schema.ts';

import {
  availablePartitionsAnswerSchema,
  platformRefusalAnswerSchema,
  redirectLightAnswerSchema,
  secureDataAnswerSchema,
  secureDataGrantAnswerSchema,
} from './platform-api.schema.ts';
import {
  analyticsAcceptedAnswerSchema,
  analyticsEventSchema,
  analyticsEventsAnswerSchema,
  appVersionAnswerSchema,
  countersAnswerSchema,
  performanceReportSchema,
  performanceReportsAnswerSchema,
} from './analytics-api.schema.ts';
import { updateTokenAnswerSchema } from './media-api.schema.ts';
import {
  seoContentAnswerSchema,
  seoIsoCodesAnswerSchema,
  seoPageDataAnswerSchema,
  seoRefusalAnswerSchema,
  seoSportsMapAnswerSchema,
  seoVisualAnswerSchema,
} from './seo-api.schema.ts';
export const SCHEMAS = {
  // The feature APIs' one refusal answer ({ message, field?, code? }, server/kit/refusal.ts).
  errorAnswer: errorAnswerSchema,
  routeManifest: routeManifestSchema,
  siteConfig: siteConfigSchema,
  // The SEO API (server/seo): a page's head for search engines.
  seoPageDataAnswer: seoPageDataAnswerSchema,
  seoContentAnswer: seoContentAnswerSchema,
  seoVisualAnswer: seoVisualAnswerSchema,
  seoIsoCodesAnswer: seoIsoCodesAnswerSchema,
  seoSportsMapAnswer: seoSportsMapAnswerSchema,
  seoRefusalAnswer: seoRefusalAnswerSchema,
  // The analytics API (server/analytics): counters, performance reports, events, the app version.
  countersAnswer: countersAnswerSchema,
  performanceReport: performanceReportSchema,
  performanceReportsAnswer: performanceReportsAnswerSchema,
  analyticsEvent: analyticsEventSchema,
  analyticsEventsAnswer: analyticsEventsAnswerSchema,
  analyticsAcceptedAnswer: analyticsAcceptedAnswerSchema,
  appVersionAnswer: appVersionAnswerSchema,
  // The platform calls (server/platform).
  redirectLightAnswer: redirectLightAnswerSchema,
  availablePartitionsAnswer: availablePartitionsAnswerSchema,
  secureDataGrantAnswer: secureDataGrantAnswerSchema,
  secureDataAnswer: secureDataAnswerSchema,
  platformRefusalAnswer: platformRefusalAnswerSchema,
  pluginManifest: pluginManifestSchema,
  dictionaryAnswer: dictionaryAnswerSchema,
  blocksAnswer: blocksAnswerSchema,
  configGroupsAnswer: configGroupsAnswerSchema,
  sessionCheckAnswer: sessionCheckAnswerSchema,
  // The identity API (docs/contracts/identity-api.md).
  authErrorAnswer: authErrorAnswerSchema,
  unauthorizedAnswer: unauthorizedAnswerSchema,
  tokenAnswer: tokenAnswerSchema,
  signInAnswer: signInAnswerSchema,
  registrationAnswer: registrationAnswerSchema,
  successAnswer: successAnswerSchema,
  smsSendAnswer: smsSendAnswerSchema,
  recoverySendAnswer: recoverySendAnswerSchema,
  recoveryCheckAnswer: recoveryCheckAnswerSchema,
  captchaImageAnswer: captchaImageAnswerSchema,
  captchaTimeAnswer: captchaTimeAnswerSchema,
  captchaValidateAnswer: captchaValidateAnswerSchema,
  userConfigAnswer: userConfigAnswerSchema,
  accountsAnswer: accountsAnswerSchema,
  agreementRulesStatusAnswer: agreementRulesStatusAnswerSchema,
  phoneCountriesAnswer: phoneCountriesAnswerSchema,
  phoneMasksAnswer: phoneMasksAnswerSchema,
  oneTapClientIdAnswer: oneTapClientIdAnswerSchema,
  redirectAnswer: redirectAnswerSchema,
  lastCodeAnswer: lastCodeAnswerSchema,
  // The limit service (responsible gaming, server/limits).
  limitsAnswer: limitsAnswerSchema,
  availableLimitsAnswer: availableLimitsAnswerSchema,
  selfExcludeReasonsAnswer: selfExcludeReasonsAnswerSchema,
  saveLimitsAnswer: saveLimitsAnswerSchema,
  testAnswersAnswer: testAnswersAnswerSchema,
  limitActionAnswer: limitActionAnswerSchema,
  limitPingAnswer: limitPingAnswerSchema,
  realityCheckAnswer: realityCheckAnswerSchema,
  limitsClockAnswer: limitsClockAnswerSchema,
  // Remote views (server/remote-views).
  remoteViewAnswer: remoteViewAnswerSchema,
  // The user-pages API (server/user-pages): one-time links, app and QR sign-in.
  linkRefusalAnswer: linkRefusalAnswerSchema,
  linkCheckAnswer: linkCheckAnswerSchema,
  linkSentAnswer: linkSentAnswerSchema,
  passwordResetSentAnswer: passwordResetSentAnswerSchema,
  linkDoneAnswer: linkDoneAnswerSchema,
  appTokenAnswer: appTokenAnswerSchema,
  qrSessionAnswer: qrSessionAnswerSchema,
  qrRequestAnswer: qrRequestAnswerSchema,
  // The video token the core's media kit renews (issued by the sports feature's media API).
  updateTokenAnswer: updateTokenAnswerSchema,
} as const;

export type SchemaName = keyof typeof SCHEMAS;
