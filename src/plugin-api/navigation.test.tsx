// @vitest-environment jsdom
/**
 * Links by route id as a player meets them: a route the active region serves is a link; one it does
 * not serve (availability id not enabled, or under a blocked fragment) is plain text, never a link to
 * a page that answers 404. Real route manifests, real site configs.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { ReactNode } from 'react';
import { cleanup, screen } from '@testing-library/react';
import { renderOnSite } from '../../tests/helpers/site-render.tsx';
import defaultConfig from '../../site-configs/default.json';
import ukRegulated from '../../site-configs/uk-regulated.json';
import ruOperator from '../../site-configs/ru-operator.json';
import { runSaga, type SagaIterator } from 'redux-saga';
import { ROUTE_MANIFESTS } from '../generated/route-manifests.ts';
import { compileRouteTable } from '../composer/route-table.ts';
import { RouteLink, RouteLinkItems, useHasRoute, useRouteHref } from './navigation.tsx';
import { routeHref } from './sagas.ts';

afterEach(cleanup);

function show(config: unknown, ui: ReactNode): void {
  renderOnSite(ui, { config });
}

function Href({ ruleGroup }: { ruleGroup?: string }): ReactNode {
  const href = useRouteHref('rules', ruleGroup === undefined ? {} : { ruleGroup });
  const has = useHasRoute('rules', ruleGroup === undefined ? {} : { ruleGroup });
  return <output>{`${String(href)} ${String(has)}`}</output>;
}

describe('RouteLink', () => {
  it('is a link where the region enables the route', () => {
    show(defaultConfig, <RouteLink to="rules" className="x">Rules</RouteLink>);
    expect(screen.getByRole('link', { name: 'Rules' })).toHaveAttribute('href', '/en/information/rules');
  });

  it('is plain text where the region does not enable the route (uk-regulated: rules, availability id 47, off)', () => {
    show(ukRegulated, <RouteLink to="rules" className="x">Rules</RouteLink>);
    expect(screen.queryByRole('link')).toBeNull();
    const text = screen.getByText('Rules');
    expect(text.tagName).toBe('SPAN');
    expect(text).not.toHaveAttribute('class');
  });

  it('is plain text under a blocked fragment, judged with its params (ru-operator blocks /information/rules/casino)', () => {
    show(
      ruOperator,
      <>
        <RouteLink to="rules" params={{ ruleGroup: 'casino' }}>Casino rules</RouteLink>
        <RouteLink to="rules" params={{ ruleGroup: 'sports' }}>Sports rules</RouteLink>
      </>,
    );
    expect(screen.queryByRole('link', { name: 'Casino rules' })).toBeNull();
    expect(screen.getByText('Casino rules').tagName).toBe('SPAN');
    expect(screen.getByRole('link', { name: 'Sports rules' })).toHaveAttribute('href', '/en/information/rules/sports');
  });

  it('judges nothing before a site config is installed (the shell renders none of it then)', () => {
    show(null, <RouteLink to="rules">Rules</RouteLink>);
    expect(screen.getByRole('link', { name: 'Rules' })).toHaveAttribute('href', '/en/information/rules');
  });
});

describe('useRouteHref and useHasRoute', () => {
  it('give the URL where the region serves the route, null and false where it does not', () => {
    show(defaultConfig, <Href />);
    expect(screen.getByRole('status')).toHaveTextContent('/en/information/rules true');
    cleanup();
    show(ukRegulated, <Href />);
    expect(screen.getByRole('status')).toHaveTextContent('null false');
    cleanup();
    show(ruOperator, <Href ruleGroup="casino" />);
    expect(screen.getByRole('status')).toHaveTextContent('null false');
  });
});

describe('RouteLinkItems', () => {
  it('lists every item; one the region does not serve as text', () => {
    const links = [
      { routeId: 'about', textKey: 'About' },
      { routeId: 'rules', textKey: 'Rules' },
    ] as const;
    show(
      ukRegulated,
      <ul>
        <RouteLinkItems links={links} ns="navigation" />
      </ul>,
    );
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'About' })).toHaveAttribute('href', '/en/information/about');
    expect(screen.queryByRole('link', { name: 'Rules' })).toBeNull();
    expect(screen.getByText('Rules').closest('li')).not.toBeNull();
  });
});

describe('routeHref (sagas)', () => {
  async function hrefIn(config: unknown, run: () => SagaIterator<string | null>): Promise<string | null> {
    const { table } = compileRouteTable(ROUTE_MANIFESTS);
    const task = runSaga({ context: { services: { table } }, getState: () => ({ siteConfig: { config } }) }, run);
    return (await task.toPromise()) as string | null;
  }

  it('answers the URL where the region serves the route, null where it does not', async () => {
    expect(await hrefIn(defaultConfig, () => routeHref('rules', 'en', { ruleGroup: 'live' }))).toBe('/en/information/rules/live');
    expect(await hrefIn(ukRegulated, () => routeHref('rules', 'en'))).toBeNull();
    expect(await hrefIn(ukRegulated, () => routeHref('coupon', 'en'))).toBe('/en/coupon');
  });
});
