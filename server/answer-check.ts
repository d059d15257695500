/**
 * Development only: every JSON answer of a route that names its schema (route config
 * `answerSchema`) is checked with the same standalone validator the client uses. A data file that
 * drifted from its schema then fails loudly here, with the JSON pointer, instead of in a player's
 * browser. Production skips the check (it costs time on every answer).
 */
import type { FastifyInstance } from 'fastify';
import { SCHEMAS, type SchemaName } from '../schemas/index.ts';
import { formatProblem, problemsFromAjv } from '../src/composer/problems.ts';
import type { Validators } from './validators.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The schema this route's JSON answers must satisfy: a core validator's name, or (a feature's
     * route) the schema object itself from its plugins/<id>/schemas.ts.
     */
    answerSchema?: SchemaName | { readonly $id: string };
  }
}

export class AnswerSchemaError extends Error {
  readonly statusCode = 500;
  readonly code = 'SERVER_ANSWER_SCHEMA';
  constructor(message: string) {
    super(message);
    this.name = 'AnswerSchemaError';
  }
}

export function registerAnswerCheck(app: FastifyInstance, validators: Validators): void {
  app.addHook('preSerialization', async (request, reply, payload) => {
    const schema = request.routeOptions.config.answerSchema;
    if (!schema || reply.statusCode >= 400) return payload;
    const $id = typeof schema === 'string' ? SCHEMAS[schema].$id : schema.$id;
    const validate = validators.byId.get($id);
    if (!validate) throw new AnswerSchemaError(`No validator for schema "${$id}": is it in answerSchemas of the feature's schemas.ts?`);
    if (validate(payload)) return payload;
    const where = `${request.method} ${request.routeOptions.url ?? request.url}`;
    const problems = problemsFromAjv('answer', validate.errors).map(formatProblem).join('; ');
    throw new AnswerSchemaError(
      `The server's answer to ${where} does not match schema "${$id}" (fix the data file or the schema): ${problems}`,
    );
  });
}
