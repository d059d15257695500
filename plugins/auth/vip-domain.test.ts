/**
 * SPEC 5, the VIP-domain rule (no registration form on a VIP domain), and the guards of the
 * registration routes (SPEC 2.5: registration/:social, only where registration is allowed).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NavigationContext, SiteConfig } from '@plugin-api';
import { startTestServer, type TestServer } from '../../server/test-kit/index.ts';
import { isRegistrationFormAvailable, registrationFormGuard, socialProviderGuard } from './guards.ts';
import { SITE_CONFIG } from './test-kit.tsx';

const ctx = (config: Partial<SiteConfig>, params: Record<string, string> = {}) =>
  ({ config: { ...SITE_CONFIG, ...config }, url: { match: { params } } }) as unknown as NavigationContext;

describe('registration-form guard', () => {
  it('allows where registration is allowed, 404 where it is not or on a VIP domain', () => {
    expect(registrationFormGuard.decide(ctx({}))).toEqual({ kind: 'allow' });
    expect(registrationFormGuard.decide(ctx({ features: { registrationAllowed: false } }))).toEqual({ kind: 'notFound' });
    expect(registrationFormGuard.decide(ctx({ features: { registrationAllowed: true, vipDomain: true } }))).toEqual({ kind: 'notFound' });
    expect(isRegistrationFormAvailable({ ...SITE_CONFIG, features: { registrationAllowed: true, vipDomain: false } })).toBe(true);
  });
});

describe('social-provider guard (registration/:social)', () => {
  it('allows a provider the site offers for registration, else 404', () => {
    expect(socialProviderGuard.decide(ctx({}, { social: 'google' }))).toEqual({ kind: 'allow' });
    expect(socialProviderGuard.decide(ctx({}, { social: 'apple' }))).toEqual({ kind: 'notFound' });
    expect(socialProviderGuard.decide(ctx({}, {}))).toEqual({ kind: 'notFound' });
    // Providers configured, but social registration is not among the registration types offered.
    const noSocial = { auth: { socialProviders: ['google'], registrationTypes: ['one_click' as const] } };
    expect(socialProviderGuard.decide(ctx(noSocial, { social: 'google' }))).toEqual({ kind: 'notFound' });
  });
});

describe('the reference server on a VIP domain (default config: vip.localhost)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server.close();
  });

  const configFrom = async (host: string) => (await server.app.inject({ url: '/web-api/site-config/all.json?lang=en', headers: { host } })).json() as SiteConfig;
  const registerFrom = (host: string) =>
    server.app.inject({ method: 'POST', url: '/web-api/user/registration', headers: { host, 'x-language': 'en' }, payload: { type: 'one_click', currency: 'USD' } });

  it('serves the operator\'s config with vipDomain set there, and only there', async () => {
    const vip = await configFrom('vip.localhost');
    expect(vip).toMatchObject({ id: 'default', features: { registrationAllowed: true, vipDomain: true } });
    expect(isRegistrationFormAvailable(vip)).toBe(false);
    const main = await configFrom('localhost');
    expect(main.features?.vipDomain).toBeUndefined();
    expect(isRegistrationFormAvailable(main)).toBe(true);
  });

  it('refuses a registration sent to the VIP domain, whatever the client shows; the main host registers', async () => {
    const refused = await registerFrom('vip.localhost');
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ error_code: 5, message: expect.stringContaining('VIP domain') });
    expect((await registerFrom('localhost')).statusCode).toBe(200);
  });

  it('lets the same operator\'s players sign in on the VIP domain', async () => {
    const player = await server.register();
    const answer = await server.browser().signIn(player.login, player.password, false, { host: 'vip.localhost' });
    expect(answer.json()).toMatchObject({ success: true, data: { user_id: player.id } });
  });
});
