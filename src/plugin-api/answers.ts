/**
 * A feature checks its API answers with the validators generated from its own schemas
 * (plugins/<id>/schemas.ts → plugins/<id>/generated/validators/<name>.js, schemas/generate.ts), the
 * same code the reference server's answer check runs, so no plugin writes its own shape guards.
 */
import type { SiteConfig } from '../../schemas/site-config.schema.ts';
import type { AnswerParser } from './remote-data.ts';

/** A generated validator: a type guard of its schema's type, with ajv's errors after a failed check. */
export interface AnswerValidator<T> {
  (data: unknown): data is T;
  errors?: readonly unknown[] | null;
}

/** The answer when it has the schema's shape, else null (shown like any failed call). */
export function parserOf<T>(validate: AnswerValidator<T>): AnswerParser<T> {
  return (answer) => (validate(answer) ? answer : null);
}

/**
 * A feature's section of the site config (its schemas.ts `configSection`), typed by the feature: the
 * core's SiteConfig type does not know it, but the project check validated it against the section's
 * schema before the site was served.
 */
export function configSectionOf<T>(config: SiteConfig, key: string): T | undefined {
  return (config as Readonly<Record<string, unknown>>)[key] as T | undefined;
}
