/**
 * X-Forwarded-For for a call made on a visitor's behalf: the hops that reached us (as far as we
 * trust them) ending with the address we saw, so a back end that trusts this shell (its TRUST_PROXY)
 * counts its throttles per visitor, not per shell. A chain from a sender we do not trust is not passed on.
 */
import type { FastifyRequest } from 'fastify';

export function forwardedFor(request: Pick<FastifyRequest, 'ips' | 'ip'>): string {
  // request.ips (with a trusted proxy only) runs from the socket's address outwards to the first
  // untrusted hop, the client; X-Forwarded-For lists the client first.
  return (request.ips && request.ips.length > 0 ? [...request.ips].reverse() : [request.ip]).join(', ');
}
