/**
 * The addresses the site's links and headers name (canonical, hreflang and og:url links, robots.txt
 * and the sitemaps, referral links, the game frame's parent origin and so its frame-ancestors). They
 * are built from the hosts the site config lists, the first one canonical, with the scheme and port
 * players reach this server on: never from the request's Host header, which any client can forge
 * (a forged Host would otherwise land in cached sitemaps and in a frame policy).
 *
 * Scheme and port: PUBLIC_PROTOCOL / PUBLIC_PORT when set (a server behind a TLS proxy:
 * `https` and 443), otherwise what this server really serves: http on the port it listens on
 * (http://localhost:4310 in the e2e run). 80 for http and 443 for https are not written.
 *
 * A config that lists no hosts (a test fixture, or a deployment that serves one config for every
 * host through SITE_CONFIG without naming them) is named `localhost`: list the hosts to get real links.
 */
import type { SiteConfig } from '../schemas/site-config.schema.ts';

export type PublicProtocol = 'http' | 'https';

export interface PublicAddress {
  protocol: PublicProtocol;
  /** null: the scheme's default port, or a server that is not listening (tests through app.inject). */
  port: number | null;
}

export interface SiteOrigins {
  /** The config's canonical origin: its first listed host. */
  canonical(config: SiteConfig): string;
  /**
   * The origin of the listed host the request named (so a page opened on 127.0.0.1 frames its game
   * from 127.0.0.1); the canonical origin when it named none of the config's hosts.
   */
  of(config: SiteConfig, hostname: string): string;
}

const UNLISTED_HOST = 'localhost';
const DEFAULT_PORTS: Readonly<Record<PublicProtocol, number>> = { http: 80, https: 443 };

function hostsOf(config: SiteConfig): readonly string[] {
  return config.hosts !== undefined && config.hosts.length > 0 ? config.hosts : [UNLISTED_HOST];
}

/** `address` is read per call: the listening port is known only once the server listens. */
export function siteOrigins(address: () => PublicAddress): SiteOrigins {
  const originOf = (host: string) => {
    const { protocol, port } = address();
    return `${protocol}://${host.toLowerCase()}${port === null || port === DEFAULT_PORTS[protocol] ? '' : `:${port}`}`;
  };
  return {
    canonical: (config) => originOf(hostsOf(config)[0]!),
    of(config, hostname) {
      const hosts = hostsOf(config);
      const named = hosts.find((host) => host.toLowerCase() === hostname.toLowerCase());
      return originOf(named ?? hosts[0]!);
    },
  };
}
