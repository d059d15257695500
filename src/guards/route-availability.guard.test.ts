import { describe, it, expect } from 'vitest';
import { routeAvailabilityGuard } from './route-availability.guard.ts';
import { contextFor, makeSiteConfig } from '../../tests/helpers/fixtures.ts';

const decide = (url: string, config = makeSiteConfig()) => routeAvailabilityGuard.decide(contextFor(url, { config })).kind;

describe('route availability guard', () => {
  it('answers 404 for a route whose availability id the site config does not enable', () => {
    expect(decide('/en/vip')).toBe('notFound'); // availableRouteId 99, enabled: [47]
    expect(decide('/en/vip', makeSiteConfig((c) => void (c.routes.enabled = [47, 99])))).toBe('allow');
  });

  it('lets an enabled route through, and routes without an availability id', () => {
    expect(decide('/en/information/rules/sport')).toBe('allow'); // availableRouteId 47
    expect(decide('/en/menu')).toBe('allow');
    expect(decide('/en/information/rules', makeSiteConfig((c) => void (c.routes.enabled = [])))).toBe('notFound');
  });

  it('answers 404 for the blocked fragment and everything under it', () => {
    expect(decide('/en/casino')).toBe('notFound');
    expect(decide('/en/casino/')).toBe('notFound');
    expect(decide('/en/casino/slots/42?x=1')).toBe('notFound');
  });

  it('does not treat a longer segment as under the fragment: /casino does not block /casinos', () => {
    expect(decide('/en/casinos')).toBe('allow');
    expect(decide('/en/casino-live')).toBe('allow');
  });

  it('reads a fragment written with a trailing slash the same way', () => {
    const config = makeSiteConfig((c) => void (c.routes.blockedFragments = ['/casino/']));
    expect(decide('/en/casino', config)).toBe('notFound');
    expect(decide('/en/casino/slots', config)).toBe('notFound');
    expect(decide('/en/casinos', config)).toBe('allow');
  });

  it('blocks nothing when the config lists no fragments', () => {
    const config = makeSiteConfig((c) => void delete c.routes.blockedFragments);
    expect(decide('/en/casino', config)).toBe('allow');
  });
});
