import { describe, it, expect } from 'vitest';
import { routeRedirectGuard } from './route-redirect.guard.ts';
import { contextFor, makeTable } from '../../tests/helpers/fixtures.ts';

describe('manifest redirect guard', () => {
  it('replaces the URL with the target route, keeping the query', () => {
    expect(routeRedirectGuard.decide(contextFor('/ru/office?tab=bets&page=2'))).toEqual({ kind: 'redirect', to: '/ru/menu?tab=bets&page=2', replace: true });
  });

  it('answers 301 for a permanent redirect and carries the params over', () => {
    expect(routeRedirectGuard.decide(contextFor('/en/old-promo/SPRING?utm=mail'))).toEqual({
      kind: 'redirect',
      to: '/en/promo/SPRING?utm=mail',
      replace: true,
      status: 301,
    });
  });

  it('allows routes without a redirect, and a redirect to a route that does not exist', () => {
    expect(routeRedirectGuard.decide(contextFor('/en/menu'))).toEqual({ kind: 'allow' });
    const table = makeTable([{ area: 'x', routes: [{ id: 'old', path: 'old', redirect: { to: 'gone' } }] }]);
    expect(routeRedirectGuard.decide(contextFor('/en/old', { table }))).toEqual({ kind: 'allow' });
  });
});
