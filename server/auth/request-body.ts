/**
 * Readers for request bodies: each returns the value the call needs or throws error_code 5 naming
 * the field and what it expects. Bodies are parsed JSON, so anything may be anywhere.
 */
import type { AuthErrorField } from '../../schemas/auth-api.schema.ts';
import { invalid } from './failures.ts';

export type Body = Record<string, unknown>;

export function bodyOf(value: unknown): Body {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Body) : {};
}

export function optionalText(body: Body, key: string, field: AuthErrorField | undefined, maxLength = 200): string | undefined {
  const value = body[key];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string') throw invalid(field, `"${key}" must be a string`);
  if (value.length > maxLength) throw invalid(field, `"${key}" must be at most ${maxLength} characters`);
  return value.trim();
}

export function requiredText(body: Body, key: string, field: AuthErrorField | undefined, maxLength = 200): string {
  const value = optionalText(body, key, field, maxLength);
  if (value === undefined || value === '') throw invalid(field, `"${key}" is required`);
  return value;
}

export function flag(body: Body, key: string): boolean {
  const value = body[key];
  if (value === undefined || value === null) return false;
  if (typeof value !== 'boolean') throw invalid(undefined, `"${key}" must be true or false`);
  return value;
}

export function optionalPositiveInteger(body: Body, key: string, field: AuthErrorField): number | undefined {
  const value = body[key];
  if (value === undefined || value === null) return undefined;
  if (!Number.isSafeInteger(value) || (value as number) < 1) throw invalid(field, `"${key}" must be a positive whole number`);
  return value as number;
}

const BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;

/**
 * Login and password travel as base64 of their UTF-8 bytes. Text that is not
 * such (bad alphabet, bytes that are not UTF-8) is refused rather than guessed at.
 */
export function base64Text(body: Body, key: string, field: AuthErrorField): string {
  const value = body[key];
  if (value === undefined || value === null || value === '') return '';
  if (typeof value !== 'string' || value.length > 1024 || !BASE64.test(value)) {
    throw invalid(field, `"${key}" must be the base64 of the UTF-8 text (btoa of the encoded bytes)`);
  }
  const bytes = Buffer.from(value, 'base64');
  const text = bytes.toString('utf8');
  if (!Buffer.from(text, 'utf8').equals(bytes)) throw invalid(field, `"${key}" is base64 but not of UTF-8 text`);
  return text;
}

export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 64;

/** A new password (registration, recovery): base64 as sign-in, with bounds a person can meet. */
export function newPassword(body: Body, key: string): string {
  const password = base64Text(body, key, 'pass');
  if ([...password].length < PASSWORD_MIN || [...password].length > PASSWORD_MAX) {
    throw invalid('pass', `The password must be ${PASSWORD_MIN} to ${PASSWORD_MAX} characters`);
  }
  if (password.trim() !== password) throw invalid('pass', 'The password may not start or end with a space');
  return password;
}

const EMAIL = /^[^\s@]{1,64}@[^\s@]{1,255}\.[^\s@]{2,63}$/;

export function email(body: Body, key: string): string {
  const value = requiredText(body, key, 'email', 320);
  if (!EMAIL.test(value)) throw invalid('email', `"${key}" must be an e-mail address such as name@example.com`);
  return value;
}
