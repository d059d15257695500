/**
 * Readers for the account API's bodies: each returns the value or throws a 400 naming the field.
 * Bodies are parsed JSON, so anything may be anywhere.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { isCurrentPassword, type Player } from '../../../server/kit/index.ts';
import { badInput } from './refusal.ts';

export type Body = Record<string, unknown>;

export function bodyOf(value: unknown): Body {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Body) : {};
}

export function text(body: Body, key: string, { max = 200, min = 1 }: { max?: number; min?: number } = {}): string {
  const value = body[key];
  if (value === undefined || value === null || value === '') throw badInput(`"${key}" is required`, key);
  if (typeof value !== 'string') throw badInput(`"${key}" must be text`, key);
  const trimmed = value.trim();
  if ([...trimmed].length < min || [...trimmed].length > max) {
    throw badInput(min === max ? `"${key}" must be ${min} characters` : `"${key}" must be ${min} to ${max} characters`, key);
  }
  return trimmed;
}

export function booleanOf(body: Body, key: string): boolean {
  const value = body[key];
  if (typeof value !== 'boolean') throw badInput(`"${key}" must be true or false`, key);
  return value;
}

export function integerOf(body: Body, key: string): number {
  const value = body[key];
  if (!Number.isSafeInteger(value)) throw badInput(`"${key}" must be a whole number`, key);
  return value as number;
}

const BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;

/** Passwords travel as base64 of their UTF-8 bytes, as at sign-in. */
export function base64Secret(body: Body, key: string): string {
  const value = body[key];
  if (typeof value !== 'string' || value === '') throw badInput(`"${key}" is required`, key);
  if (value.length > 1024 || !BASE64.test(value)) throw badInput(`"${key}" must be the base64 of the UTF-8 text`, key);
  const bytes = Buffer.from(value, 'base64');
  const decoded = bytes.toString('utf8');
  if (!Buffer.from(decoded, 'utf8').equals(bytes)) throw badInput(`"${key}" is base64 but not of UTF-8 text`, key);
  return decoded;
}

/**
 * Changes that matter ask for the current password, so an unattended signed-in phone cannot make
 * them. Wrong passwords count like wrong sign-ins (throttle.ts): whoever holds a stolen session
 * cannot guess the password here either, and meets the lock-out (429) instead.
 */
export async function requireCurrentPassword(request: FastifyRequest, reply: FastifyReply, body: Body, player: Player, key = 'password'): Promise<void> {
  if (!(await isCurrentPassword(request, reply, player, base64Secret(body, key)))) throw badInput('The current password is wrong', key);
}

/** A six-digit code as typed (spaces allowed). */
export function codeOf(body: Body): string {
  const value = text(body, 'code', { max: 12 }).replace(/\s/g, '');
  if (!/^\d{6}$/.test(value)) throw badInput('The code has six digits', 'code');
  return value;
}
