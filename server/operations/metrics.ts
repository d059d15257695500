/**
 * The service's metrics in Prometheus text at GET /metrics (prom-client): requests by route, method
 * and status with their durations, the first screen's render time, the calls to the back end (a
 * shell's renders and proxied API calls) with their outcome and latency, and the guest first-screen
 * cache's hits. One registry per server, so several servers in one process (tests) count apart.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { collectDefaultMetrics, Counter, Histogram, Registry } from 'prom-client';

export interface ServerMetrics {
  readonly registry: Registry;
  /** One first screen rendered (not served from the cache), in seconds. */
  readonly render: Histogram<'outcome'>;
  /** One call to the back end: kind "render" (first-screen data) or "proxy" (a browser's call). */
  readonly backend: Histogram<'kind' | 'outcome'>;
  /** The guest first-screen cache: "hit", "miss" (rendered and stored) or "bypass" (not cacheable). */
  readonly firstScreenCache: Counter<'result'>;
}

declare module 'fastify' {
  interface FastifyInstance {
    metrics: ServerMetrics;
  }
}

const SECONDS = [0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5];

/** The route a request is counted under: its route's pattern, "page" for the shell's pages. */
function routeLabel(request: FastifyRequest, status: number): string {
  const pattern = request.routeOptions.url;
  if (pattern) return pattern;
  return status === 404 && !String(request.headers.accept ?? '').includes('text/html') ? 'not-found' : 'page';
}

export function registerMetrics(app: FastifyInstance): ServerMetrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const requests = new Counter({ name: 'http_requests_total', help: 'Requests answered, by route, method and status.', labelNames: ['route', 'method', 'status'], registers: [registry] });
  const durations = new Histogram({ name: 'http_request_duration_seconds', help: 'Time from request to answer, by route and method.', labelNames: ['route', 'method'], buckets: SECONDS, registers: [registry] });
  const metrics: ServerMetrics = {
    registry,
    render: new Histogram({ name: 'first_screen_render_seconds', help: 'Rendering one first screen (data and markup), cache misses only.', labelNames: ['outcome'], buckets: SECONDS, registers: [registry] }),
    backend: new Histogram({ name: 'backend_request_duration_seconds', help: 'Calls to the back end, by kind (render, proxy) and outcome (ok, error).', labelNames: ['kind', 'outcome'], buckets: SECONDS, registers: [registry] }),
    firstScreenCache: new Counter({ name: 'first_screen_cache_total', help: 'Guest first screens: hit, miss or bypass of the shared cache.', labelNames: ['result'], registers: [registry] }),
  };
  app.decorate('metrics', metrics);
  app.addHook('onResponse', async (request, reply) => {
    if (request.routeOptions.url === '/metrics') return;
    const route = routeLabel(request, reply.statusCode);
    requests.inc({ route, method: request.method, status: String(reply.statusCode) });
    durations.observe({ route, method: request.method }, reply.elapsedTime / 1000);
  });
  app.get('/metrics', async (_request, reply) => {
    reply.header('cache-control', 'no-store').type(registry.contentType);
    return registry.metrics();
  });
  return metrics;
}
