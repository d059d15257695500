import { describe, it, expect } from 'vitest';
import { platformTypeGuard } from './platform-type.guard.ts';
import { contextFor, stateWith } from '../../tests/helpers/fixtures.ts';
import { preferredLanguageDetected } from '../state/user.slice.ts';

const decide = (url: string) => platformTypeGuard.decide(contextFor(url));

describe('platform_type guard', () => {
  it('redirects an unmatched path with an unknown platform_type home, dropping only that parameter', () => {
    expect(decide('/en/no-such-page?ref=5&platform_type=smart-fridge&tab=2')).toEqual({ kind: 'redirect', to: '/en/?ref=5&tab=2', replace: true });
    expect(decide('/en/no-such-page?platform_type=smart-fridge')).toEqual({ kind: 'redirect', to: '/en/', replace: true });
  });

  it('uses the resolved language when the URL language is not offered', () => {
    const ctx = contextFor('/xx/no-such-page?platform_type=tv', { state: stateWith(preferredLanguageDetected('ru')) });
    expect(platformTypeGuard.decide(ctx)).toMatchObject({ to: '/ru/' });
  });

  it('allows a known value, a matched route, or no parameter at all', () => {
    expect(decide('/en/no-such-page?platform_type=android')).toEqual({ kind: 'allow' });
    expect(decide('/en/menu?platform_type=smart-fridge')).toEqual({ kind: 'allow' });
    expect(decide('/en/no-such-page?ref=5')).toEqual({ kind: 'allow' });
  });
});
