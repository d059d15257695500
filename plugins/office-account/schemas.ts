/**
 * The office-account feature's data: the answers of its reference API (./api, /web-api/account/...):
 * contact changes waiting for their code, verification documents and their upload, and account
 * currency conversion. Refusals are the core's error answer (schemas/common.schema.ts). The server
 * checks its answers against these in development; the pages check them with the validators
 * generated from `answerSchemas` (generated/validators/) and take their types from them.
 */
import type { FromSchema } from 'json-schema-to-ts';

const idSchema = { type: 'integer', minimum: 1 } as const;
const unixMsSchema = { type: 'integer', minimum: 0 } as const;


/** A phone or e-mail the player asked to bind, waiting for the code sent to it. */
export const pendingContactAnswerSchema = {
  $id: 'pending-contact-answer',
  type: 'object',
  additionalProperties: false,
  required: ['pending'],
  properties: {
    pending: {
      oneOf: [
        { type: 'null' },
        {
          type: 'object',
          additionalProperties: false,
          required: ['kind', 'to', 'expires_at'],
          properties: {
            kind: { enum: ['phone', 'email'] },
            /** "+7 9160000001" or the e-mail address, as the player should recognise it. */
            to: { type: 'string', minLength: 1 },
            expires_at: unixMsSchema,
          },
        },
      ],
    },
  },
} as const;

/** A contact confirmed: the activation type it left (0 none, 1 e-mail only, 2 both, 3 phone only). */
export const contactConfirmedAnswerSchema = {
  $id: 'contact-confirmed-answer',
  type: 'object',
  additionalProperties: false,
  required: ['success', 'activation_type'],
  properties: { success: { const: true }, activation_type: { enum: [0, 1, 2, 3] } },
} as const;

/** A code sent for a security change (two-factor on or off): where it went. */
export const securityCodeSentAnswerSchema = {
  $id: 'security-code-sent-answer',
  type: 'object',
  additionalProperties: false,
  required: ['channel', 'to', 'expires_at'],
  properties: { channel: { enum: ['sms', 'email'] }, to: { type: 'string', minLength: 1 }, expires_at: unixMsSchema },
} as const;

const verificationDocumentSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'document_type', 'file_name', 'content_type', 'size', 'uploaded_at'],
  properties: {
    id: idSchema,
    /** 1 identity document, 2 proof of address, 3 selfie with the document, 4 payment card. */
    document_type: { enum: [1, 2, 3, 4] },
    file_name: { type: 'string', minLength: 1 },
    content_type: { enum: ['image/jpeg', 'image/png', 'application/pdf'] },
    size: { type: 'integer', minimum: 1 },
    uploaded_at: unixMsSchema,
  },
} as const;

/** GET /account/verification: the documents sent so far and what the server accepts. */
export const verificationAnswerSchema = {
  $id: 'verification-answer',
  type: 'object',
  additionalProperties: false,
  required: ['documents', 'max_bytes', 'max_documents', 'content_types', 'chunk_bytes'],
  properties: {
    documents: { type: 'array', items: verificationDocumentSchema },
    max_bytes: { type: 'integer', minimum: 1 },
    max_documents: { type: 'integer', minimum: 1 },
    content_types: { type: 'array', items: { enum: ['image/jpeg', 'image/png', 'application/pdf'] } },
    /** The largest piece one chunk call takes (bytes before base64). */
    chunk_bytes: { type: 'integer', minimum: 1 },
  },
} as const;

/** POST /account/verification/uploads: an upload opened; chunks follow. */
export const uploadStartedAnswerSchema = {
  $id: 'upload-started-answer',
  type: 'object',
  additionalProperties: false,
  required: ['upload_id', 'chunk_bytes'],
  properties: { upload_id: { type: 'string', pattern: '^[A-Za-z0-9_-]{8,64}$' }, chunk_bytes: { type: 'integer', minimum: 1 } },
} as const;

/** POST /account/verification/uploads/:id/chunks: bytes the server holds of the upload now. */
export const uploadChunkAnswerSchema = {
  $id: 'upload-chunk-answer',
  type: 'object',
  additionalProperties: false,
  required: ['received_bytes'],
  properties: { received_bytes: { type: 'integer', minimum: 0 } },
} as const;

/** GET /account/convert: each account and whether its currency can change now. */
export const convertOptionsAnswerSchema = {
  $id: 'convert-options-answer',
  type: 'object',
  additionalProperties: false,
  required: ['accounts', 'currencies'],
  properties: {
    accounts: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['id', 'type', 'iso', 'money', 'convertible'],
        properties: {
          id: idSchema,
          type: { enum: [0, 4, 9] },
          iso: { type: 'string', pattern: '^[A-Z]{3}$' },
          money: { type: 'number' },
          convertible: { type: 'boolean' },
          /**
           * Why it cannot change now: has_money (empty it first), bonus (bonus accounts keep theirs) or
           * pending_money (money is on its way from this account: a pending withdrawal, an open bet or
           * lottery ticket; it could only come back in the account's currency).
           */
          reason: { enum: ['has_money', 'bonus', 'pending_money'] },
        },
      },
    },
    /** Currencies an account may change to (those the player holds no account in). */
    currencies: { type: 'array', items: { type: 'string', pattern: '^[A-Z]{3}$' } },
  },
} as const;

/** GET and PUT /account/email-subscription: the newsletter to the player's confirmed e-mail. */
export const emailSubscriptionAnswerSchema = {
  $id: 'email-subscription-answer',
  type: 'object',
  additionalProperties: false,
  required: ['email', 'subscribed'],
  properties: { email: { type: ['string', 'null'] }, subscribed: { type: 'boolean' } },
} as const;

export type PendingContactAnswer = FromSchema<typeof pendingContactAnswerSchema>;
export type ContactConfirmedAnswer = FromSchema<typeof contactConfirmedAnswerSchema>;
export type SecurityCodeSentAnswer = FromSchema<typeof securityCodeSentAnswerSchema>;
export type VerificationAnswer = FromSchema<typeof verificationAnswerSchema>;
export type VerificationDocument = VerificationAnswer['documents'][number];
export type UploadStartedAnswer = FromSchema<typeof uploadStartedAnswerSchema>;
export type UploadChunkAnswer = FromSchema<typeof uploadChunkAnswerSchema>;
export type ConvertOptionsAnswer = FromSchema<typeof convertOptionsAnswerSchema>;
export type EmailSubscriptionAnswer = FromSchema<typeof emailSubscriptionAnswerSchema>;

/** The API's answers by validator name: schemas/generate.ts makes generated/validators/<name>.js of each. */
export const answerSchemas = {
  pendingContactAnswer: pendingContactAnswerSchema,
  contactConfirmedAnswer: contactConfirmedAnswerSchema,
  securityCodeSentAnswer: securityCodeSentAnswerSchema,
  verificationAnswer: verificationAnswerSchema,
  uploadStartedAnswer: uploadStartedAnswerSchema,
  uploadChunkAnswer: uploadChunkAnswerSchema,
  convertOptionsAnswer: convertOptionsAnswerSchema,
  emailSubscriptionAnswer: emailSubscriptionAnswerSchema,
} as const;
