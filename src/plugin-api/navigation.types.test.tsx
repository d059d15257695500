/**
 * Links are checked by `npm run typecheck` against the routes the manifests declare (the RouteId
 * type the build generates): every `@ts-expect-error` below is a link that must NOT compile, so if
 * one ever compiles, tsc reports the unused directive. The components are only type-checked here,
 * never rendered (`void`), so the file runs in vitest without the composer's providers.
 */
import { describe, expect, expectTypeOf, it } from 'vitest';
// As plugins import them.
import { RouteLink, routeHref, useHasRoute, useRouteHref, type RouteId, type RouteLinkItem, type RouteParamsOf, type RouteTarget } from '@plugin-api';

function useCompileOnlyLinks(): void {
  void (<RouteLink to="home">home</RouteLink>);
  void (<RouteLink to="rules">rules</RouteLink>);
  void (
    <RouteLink to="rules" params={{ ruleGroup: 'sports', chapter: '2' }}>
      a chapter
    </RouteLink>
  );
  void (
    <RouteLink to="game" params={{ sport: 'football', champ: 1, game: 2 }}>
      a game
    </RouteLink>
  );

  // @ts-expect-error: no route manifest declares 'no-such-route'
  void (<RouteLink to="no-such-route">nowhere</RouteLink>);
  // @ts-expect-error: no route manifest declares 'casino' (yet)
  void (<RouteLink to="casino">casino</RouteLink>);
  // @ts-expect-error: 'game' needs its params
  void (<RouteLink to="game">a game</RouteLink>);
  void (
    // @ts-expect-error: champ and game are numbers (paramTypes)
    <RouteLink to="game" params={{ sport: 'football', champ: '1', game: '2' }}>
      a game
    </RouteLink>
  );
  void (
    // @ts-expect-error: rules has no param 'page'
    <RouteLink to="rules" params={{ page: 2 }}>
      rules
    </RouteLink>
  );
  void (
    // @ts-expect-error: home has no params at all
    <RouteLink to="home" params={{ x: 1 }}>
      home
    </RouteLink>
  );

  useRouteHref('coupon');
  useRouteHref('opened-bets-powerbet', { couponId: 7 });
  useHasRoute('rules', { ruleGroup: 'live' });
  // @ts-expect-error: no route manifest declares 'no-such-route'
  useRouteHref('no-such-route');
  // @ts-expect-error: 'opened-bets-powerbet' needs couponId
  useRouteHref('opened-bets-powerbet');
  // @ts-expect-error: 'cricket-champ' needs champ
  useHasRoute('cricket-champ');
  void routeHref('coupon', 'en');
  // @ts-expect-error: the saga helper is typed the same way
  void routeHref('bonus-offer', 'en');

  // A target as a value (sports' menus) keeps `to` and `params` together.
  const target: RouteTarget = { to: 'sports-sport', params: { sport: 'tennis' } };
  void (<RouteLink {...target}>tennis</RouteLink>);
  // @ts-expect-error: sports-sport needs sport
  const broken: RouteTarget = { to: 'sports-sport' };
  void broken;

  // Lists of links name routes without params only.
  const items: RouteLinkItem[] = [{ routeId: 'about', textKey: 'k' }];
  // @ts-expect-error: 'game' needs params, so it cannot be a list item
  items.push({ routeId: 'game', textKey: 'k' });
}

describe('route links as types', () => {
  it('derives params from the manifests: required, optional, numbers', () => {
    expectTypeOf<RouteParamsOf<'game'>>().toEqualTypeOf<{ sport: string; champ: number; game: number }>();
    expectTypeOf<RouteParamsOf<'rules'>>().toEqualTypeOf<{ ruleGroup?: string; chapter?: string }>();
    expectTypeOf<'home'>().toExtend<RouteId>();
    expectTypeOf<'no-such-route'>().not.toExtend<RouteId>();
    expect(typeof useCompileOnlyLinks).toBe('function');
  });
});
