import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildFixtureServer, nonceFromCsp } from './test-helpers.ts';
import { contentSecurityPolicy, TRUSTED_TYPES_POLICIES } from './security.ts';
import { SCRIPT_URL_POLICIES } from '../src/composer/trusted-types.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildFixtureServer();
});
afterAll(() => app.close());

const HTML = { accept: 'text/html' };

describe('security headers', () => {
  it('gives the HTML shell a strict CSP whose nonce is the one on its inline bootstrap script', async () => {
    const res = await app.inject({ url: '/en/', headers: HTML });
    const csp = String(res.headers['content-security-policy']);
    const nonce = nonceFromCsp(csp);
    expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/); // 16 random bytes
    // The inline bootstrap that imports the entry (server/bootstrap.ts) is the page's one script.
    const bootstrap = /<script nonce="([^"]+)" data-preload="[^"]*">(.{20})/.exec(res.body);
    expect(bootstrap?.slice(1)).toEqual([nonce, '(function(load,w,d){']);
    expect(csp).toContain(`script-src 'nonce-${nonce}' 'strict-dynamic'`);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(csp).not.toMatch(/unsafe-/);
  });

  it('makes a fresh nonce for every response', async () => {
    const [a, b] = await Promise.all([app.inject({ url: '/en/', headers: HTML }), app.inject({ url: '/en/', headers: HTML })]);
    expect(nonceFromCsp(String(a.headers['content-security-policy']))).not.toBe(nonceFromCsp(String(b.headers['content-security-policy'])));
  });

  it('sends the same protective headers on JSON, scripts, assets and errors', async () => {
    for (const url of ['/web-api/session/check', '/pwa-sw.js', '/assets/app-abc123.js', '/web-api/nope', '/assets/missing.js']) {
      const res = await app.inject({ url });
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      expect(res.headers['referrer-policy'], url).toBe('strict-origin-when-cross-origin');
      expect(res.headers['x-frame-options'], url).toBe('DENY');
      const csp = String(res.headers['content-security-policy']);
      expect(csp, url).toContain("frame-ancestors 'none'");
      expect(csp, url).not.toMatch(/unsafe-|nonce-/);
    }
  });
});

describe('Trusted Types', () => {
  const trustedTypesOf = (csp: string) => csp.split('; ').filter((d) => d.startsWith('trusted-types ') || d.startsWith('require-trusted-types-for '));

  it('are required for scripts on every HTML answer: a page, the 404 page, the error page, the sign-in provider stand-in, and any policy built', async () => {
    for (const url of ['/en/', '/en/no/such/page', '/en/500', '/ru/line', '/social-api/oauth/google/consent?state=expired']) {
      const res = await app.inject({ url, headers: HTML });
      expect(String(res.headers['content-type']), url).toMatch(/^text\/html/);
      const csp = String(res.headers['content-security-policy']);
      expect(trustedTypesOf(csp), url).toEqual(["require-trusted-types-for 'script'", `trusted-types ${TRUSTED_TYPES_POLICIES.join(' ')}`]);
    }
    for (const [frames, chat] of [[[], []], [['https://games.example'], ['https://chat.example']]] as const) {
      expect(contentSecurityPolicy('n0nce', frames, chat)).toContain("; require-trusted-types-for 'script'; ");
    }
  });

  it('allow only the named policies: the sanitiser, remote views, one per script-loading place and the SEO block\'s own markup; no default, no duplicates', () => {
    expect(TRUSTED_TYPES_POLICIES).toEqual(['remote-view', 'dompurify', ...SCRIPT_URL_POLICIES, 'seo-block']);
    const csp = contentSecurityPolicy('n0nce');
    expect(csp).not.toMatch(/'allow-duplicates'|trusted-types[^;]*\bdefault\b|\*/);
  });
});
