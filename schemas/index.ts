/** Every schema the build turns into a .json copy and an ajv standalone validator, by validator name. */
import { routeManifestSchema } from './route-manifest.schema.ts';
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
  paymentAnswerSchema,
  paymentConsultantAnswerSchema,
  paymentErrorAnswerSchema,
  paymentHistoryAnswerSchema,
  paymentMethodsAnswerSchema,
  paymentRequestCreatedAnswerSchema,
  paymentRequestsAnswerSchema,
  paymentRequestTopicsAnswerSchema,
  paymentResultAnswerSchema,
} from './payments-api.schema.ts';

export const SCHEMAS = {
  routeManifest: routeManifestSchema,
  siteConfig: siteConfigSchema,
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
  // The payments API (server/payments).
  paymentMethodsAnswer: paymentMethodsAnswerSchema,
  paymentAnswer: paymentAnswerSchema,
  paymentResultAnswer: paymentResultAnswerSchema,
  paymentHistoryAnswer: paymentHistoryAnswerSchema,
  paymentRequestTopicsAnswer: paymentRequestTopicsAnswerSchema,
  paymentRequestsAnswer: paymentRequestsAnswerSchema,
  paymentRequestCreatedAnswer: paymentRequestCreatedAnswerSchema,
  paymentConsultantAnswer: paymentConsultantAnswerSchema,
  paymentErrorAnswer: paymentErrorAnswerSchema,
} as const;

export type SchemaName = keyof typeof SCHEMAS;
