import { describe, it, expect } from 'vitest';
import { urlLanguageGuard } from './url-language.guard.ts';
import { contextFor, makeSiteConfig, stateWith } from '../../tests/helpers/fixtures.ts';
import { authStatusChanged, preferredLanguageDetected } from '../state/user.slice.ts';

// The test config offers en, ru, de and fr; de is hidden from guests; the default is en.
const guest = (preferred: string | null = null) => stateWith(preferredLanguageDetected(preferred));
const member = (preferred: string | null = null) => stateWith(preferredLanguageDetected(preferred), authStatusChanged({ isAuthenticated: true }));

describe('URL language guard', () => {
  it('lets an offered language through', () => {
    expect(urlLanguageGuard.decide(contextFor('/ru/casinos?x=1', { state: guest('en') }))).toEqual({ kind: 'allow' });
  });

  it('inserts the preferred language when the segment is missing, keeping path, query and hash (replace)', () => {
    expect(urlLanguageGuard.decide(contextFor('/casinos?ref=7&tab=live#top', { state: guest('ru') }))).toEqual({
      kind: 'redirect',
      to: '/ru/casinos?ref=7&tab=live#top',
      replace: true,
    });
  });

  it('sends the bare root to the language home', () => {
    expect(urlLanguageGuard.decide(contextFor('/?ref=7', { state: guest('fr') }))).toMatchObject({ to: '/fr/?ref=7', replace: true });
  });

  it('replaces an unknown two-letter segment instead of nesting it', () => {
    expect(urlLanguageGuard.decide(contextFor('/xx/game/5?a=b', { state: guest('ru') }))).toMatchObject({ kind: 'redirect', to: '/ru/game/5?a=b' });
    expect(urlLanguageGuard.decide(contextFor('/xx', { state: guest('ru') }))).toMatchObject({ kind: 'redirect', to: '/ru/' });
  });

  it('redirects a guest away from a hidden language, and lets a signed-in user stay', () => {
    expect(urlLanguageGuard.decide(contextFor('/de/casinos', { state: guest('ru') }))).toMatchObject({ kind: 'redirect', to: '/ru/casinos' });
    expect(urlLanguageGuard.decide(contextFor('/de/casinos', { state: member('ru') }))).toEqual({ kind: 'allow' });
  });

  it('falls back to the config default when the preferred language is not offered (or hidden for a guest)', () => {
    expect(urlLanguageGuard.decide(contextFor('/casinos', { state: guest('it') }))).toMatchObject({ to: '/en/casinos' });
    expect(urlLanguageGuard.decide(contextFor('/casinos', { state: guest('de') }))).toMatchObject({ to: '/en/casinos' });
    expect(urlLanguageGuard.decide(contextFor('/casinos', { state: member('de') }))).toMatchObject({ to: '/de/casinos' });
    expect(urlLanguageGuard.decide(contextFor('/casinos', { state: guest(null) }))).toMatchObject({ to: '/en/casinos' });
  });

  it("falls back to 'en' when the default itself is hidden from a guest", () => {
    const config = makeSiteConfig((c) => {
      c.languages = { available: ['en', 'ru', 'de'], hidden: ['de'], default: 'de' };
    });
    expect(urlLanguageGuard.decide(contextFor('/casinos', { state: guest(null), config }))).toMatchObject({ to: '/en/casinos' });
    expect(urlLanguageGuard.decide(contextFor('/casinos', { state: member(null), config }))).toMatchObject({ to: '/de/casinos' });
  });
});
