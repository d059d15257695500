import type { ErrorObject } from 'ajv';

/** The shape of an ajv standalone validator generated into src/generated/validators/. */
export interface StandaloneValidator {
  (data: unknown): boolean;
  errors?: ErrorObject[] | null;
}
