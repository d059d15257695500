/**
 * Health for load balancers and orchestrators:
 *   GET /healthz  the process lives and answers (200, always, while it serves at all);
 *   GET /readyz   it should be sent traffic: 200 when every readiness check passes, else 503, both
 *                 as JSON naming each check. A server that was told to stop (SIGTERM) is not ready,
 *                 so the balancer stops sending it new requests while it finishes those it has.
 */
import type { FastifyInstance } from 'fastify';

/** One readiness check: resolves true when this part is ready (a thrown error counts as false). */
export type ReadinessCheck = () => Promise<boolean>;

export interface Readiness {
  /** From now on /readyz answers 503 (the server is stopping). */
  drain(): void;
  readonly draining: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    readiness: Readiness;
  }
}

const NO_STORE = 'no-store';

export function registerHealthRoutes(app: FastifyInstance, checks: Readonly<Record<string, ReadinessCheck>>): Readiness {
  let draining = false;
  const readiness: Readiness = {
    drain: () => {
      draining = true;
    },
    get draining() {
      return draining;
    },
  };
  app.decorate('readiness', readiness);
  app.get('/healthz', async (_request, reply) => reply.header('cache-control', NO_STORE).send({ status: 'ok' }));
  app.get('/readyz', async (_request, reply) => {
    const results = Object.fromEntries(
      await Promise.all(Object.entries(checks).map(async ([name, check]) => [name, await check().catch(() => false)] as const)),
    );
    const ready = !draining && Object.values(results).every(Boolean);
    return reply
      .code(ready ? 200 : 503)
      .header('cache-control', NO_STORE)
      .send({ status: ready ? 'ready' : draining ? 'stopping' : 'not ready', checks: results });
  });
  return readiness;
}
