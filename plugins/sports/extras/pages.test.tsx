// @vitest-environment jsdom
/**
 * The extras pages as a player uses them, against answers the reference server's own functions give
 * at a fixed clock: search once typing pauses, grouped by sport; the express of the day into the
 * coupon in one tap; bets on you with their share; the 404 state for what an address names but
 * does not exist; a team's pages; champion results; results boards.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { betSelectionToggled } from '@plugin-api';
import { expressOfTheDay } from '../api/extras/express-day.ts';
import SearchEventsPage from '../extensions/search-events-page.tsx';
import ExpressDayPage from '../extensions/express-day-page.tsx';
import BetsOnYouPage from '../extensions/bets-on-you-page.tsx';
import TeamPage from '../extensions/team-page.tsx';
import ChampionPage from '../extensions/champion-page.tsx';
import ChampsResultsPage from '../extensions/champs-results-page.tsx';
import ResultsPage from '../extensions/results-page.tsx';
import { recordedApi, renderExtrasPage, type SportsServer, startSportsServer, T0 } from '../test-kit.tsx';

let server: SportsServer;
beforeAll(async () => {
  server = await startSportsServer();
}, 60_000);
afterAll(() => server.close());
afterEach(cleanup);

const props = (routeId: string, params: Record<string, string | number> = {}, query = '') => ({ routeId, params, query, lng: 'en' });
const notFound = () => screen.findByRole('heading', { level: 1, name: 'This page could not be found' });

describe('search events', () => {
  it('sends one search once typing pauses, and groups what it finds by sport', async () => {
    const fake = recordedApi(server.guest());
    const user = userEvent.setup();
    await renderExtrasPage(<SearchEventsPage {...props('search-events')} />, fake, { url: '/en/search-events' });
    await user.type(screen.getByRole('searchbox', { name: 'Team or championship' }), 'arsenal');
    const group = await screen.findByRole('region', { name: /^Football \(\d+\)$/ });
    for (const item of within(group).getAllByRole('listitem')) expect(item.textContent).toContain('Arsenal');
    expect(within(screen.getByRole('region', { name: 'Teams' })).getByRole('link', { name: 'Arsenal' })).toHaveAttribute('href', '/en/team/arsenal');
    expect(fake.calls.filter((c) => c.startsWith('GET /sports-extras/search'))).toEqual(['GET /sports-extras/search?q=arsenal']);
  });

  it('opens a UFC fight as the game page of page type ufc', async () => {
    const user = userEvent.setup();
    await renderExtrasPage(<SearchEventsPage {...props('search-events')} />, recordedApi(server.guest()), { url: '/en/search-events' });
    await user.type(screen.getByRole('searchbox', { name: 'Team or championship' }), 'ufc');
    const group = await screen.findByRole('region', { name: /^MMA \(\d+\)$/ });
    for (const item of within(group).getAllByRole('listitem')) expect(within(item).getAllByRole('link')[0]!.getAttribute('href')).toMatch(/^\/en\/ufc\/701\d{6}$/);
  });

  it('asks for two characters first, and says what to try when nothing matches', async () => {
    const fake = recordedApi(server.guest());
    const user = userEvent.setup();
    await renderExtrasPage(<SearchEventsPage {...props('search-events', {}, '?q=z')} />, fake, { url: '/en/search-events?q=z' });
    const field = screen.getByRole('searchbox', { name: 'Team or championship' });
    expect(field).toHaveValue('z');
    expect(screen.getByRole('alert')).toHaveTextContent('Type at least 2 characters to search.');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    await user.type(field, 'zzz');
    expect(await screen.findByText('Nothing found for “zzzz”.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse the line' })).toHaveAttribute('href', '/en/line');
    expect(fake.calls.filter((c) => c.startsWith('GET /sports-extras/search'))).toEqual(['GET /sports-extras/search?q=zzzz']);
  });
});

describe('express of the day', () => {
  it('puts every pick into the coupon in one tap, with the names the coupon shows', async () => {
    const fake = recordedApi(server.guest());
    const user = userEvent.setup();
    const express = expressOfTheDay(T0);
    const { dispatched } = await renderExtrasPage(<ExpressDayPage {...props('express-day')} />, fake, { url: '/en/express-day' });
    expect(await screen.findByText('Total odds')).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(express.selections.length);
    await user.click(screen.getByRole('button', { name: `Add ${express.selections.length} selections to the coupon` }));
    const added = dispatched.filter(betSelectionToggled.match).map((a) => a.payload);
    expect(added.map((bet) => bet.marketId)).toEqual(express.selections.map((s) => String(s.market.id)));
    for (const [k, bet] of added.entries()) {
      const { game, market } = express.selections[k]!;
      expect(bet).toMatchObject({ coef: market.coef, gameId: game.id, champId: game.champId, opponent1: game.home, opponent2: game.away, isLive: false, startAt: game.startAt });
      expect(bet.marketName).toContain(market.outcome === '1' ? game.home : game.away);
    }
  });
});

describe('bets on you', () => {
  it('lists the most backed games with their share, each opening as the bets-on-you game page', async () => {
    await renderExtrasPage(<BetsOnYouPage {...props('bets-on-you-section', { section: 'live' })} />, recordedApi(server.guest()), { url: '/en/bets-on-you/live' });
    const shares = await screen.findAllByText(/% of bets · [\d,]+ bets$/);
    expect(shares.length).toBeGreaterThan(0);
    const first = screen.getAllByRole('listitem')[0]!;
    expect(within(first).getAllByRole('link')[0]!.getAttribute('href')).toMatch(/^\/en\/bets-on-you\/live\/\d+$/);
    expect(screen.getByRole('link', { name: /^Top game: / }).getAttribute('href')).toMatch(/^\/en\/top-game\/\d+$/);
    expect(screen.getByRole('link', { name: 'Live' })).toHaveAttribute('aria-current', 'page');
  });

  it('shows the 404 state for a section that is neither live nor line, without asking the API', async () => {
    const fake = recordedApi(server.guest());
    await renderExtrasPage(<BetsOnYouPage {...props('bets-on-you-section', { section: 'soon' })} />, fake, { url: '/en/bets-on-you/soon' });
    expect(await notFound()).toBeInTheDocument();
    expect(fake.calls.filter((c) => c.includes('bets-on-you'))).toEqual([]);
  });
});

describe('team pages', () => {
  it('show a team’s figures and latest results, and its games in the line with prices', async () => {
    await renderExtrasPage(<TeamPage {...props('team-games', { team: 'arsenal' })} />, recordedApi(server.guest()), { url: '/en/team/arsenal/games' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Arsenal' })).toBeInTheDocument();
    expect(screen.getByText('Played')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'England. Premier League' })).toHaveAttribute('href', '/en/line/football/101');
    cleanup();
    await renderExtrasPage(<TeamPage {...props('team-section', { team: 'arsenal', section: 'line' })} />, recordedApi(server.guest()), { url: '/en/team/arsenal/line' });
    await screen.findByRole('heading', { level: 1, name: 'Arsenal' });
    const rows = screen.queryAllByRole('listitem');
    for (const row of rows) expect(row.textContent).toContain('Arsenal');
    if (rows.length === 0) expect(screen.getByText('No games of the team are in the line yet.')).toBeInTheDocument();
    else expect(within(rows[0]!).getAllByRole('button', { name: /Arsenal|Draw|win/ }).length).toBeGreaterThan(0);
  });

  it('show the 404 state for a team the catalogue does not have, or a section it does not know', async () => {
    await renderExtrasPage(<TeamPage {...props('team', { team: 'nobody-fc' })} />, recordedApi(server.guest()), { url: '/en/team/nobody-fc' });
    expect(await notFound()).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Search for a team or event' })).toHaveAttribute('href', '/en/search-events');
    cleanup();
    const fake = recordedApi(server.guest());
    await renderExtrasPage(<TeamPage {...props('team-section', { team: 'arsenal', section: 'stats' })} />, fake, { url: '/en/team/arsenal/stats' });
    expect(await notFound()).toBeInTheDocument();
    expect(fake.calls.filter((c) => c.includes('/teams/'))).toEqual([]);
  });
});

describe('champion pages', () => {
  it('show an unknown champion and an event of another championship as the 404 state', async () => {
    await renderExtrasPage(<ChampionPage {...props('champions', { champion: 'bundesliga' })} />, recordedApi(server.guest()), { url: '/en/champions/bundesliga' });
    expect(await notFound()).toBeInTheDocument();
    cleanup();
    await renderExtrasPage(<ChampionPage {...props('champions-event', { champion: 'laliga', id: 101000100 })} />, recordedApi(server.guest()), { url: '/en/champions/laliga/event/101000100' });
    expect(await notFound()).toBeInTheDocument();
  });

  it('announce the day’s final with its teams and when bets open', async () => {
    await renderExtrasPage(<ChampionPage {...props('champions-final', { champion: 'epl' })} />, recordedApi(server.guest()), { url: '/en/champions/epl/final' });
    expect(await screen.findByText('Bets open 45 minutes before the start.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'English Premier League · Final' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Final' })).toHaveAttribute('aria-current', 'page');
  });
});

describe('champion results and results boards', () => {
  it('list each season’s winner of a sport in a table, and the 404 state for an unknown sport', async () => {
    await renderExtrasPage(<ChampsResultsPage {...props('champs', { sportName: 'tennis' })} />, recordedApi(server.guest()), { url: '/en/champs/tennis' });
    const table = await screen.findByRole('table', { name: 'ATP. Rotterdam' });
    expect(within(table).getAllByRole('row')).toHaveLength(6);
    expect(within(table).getByRole('rowheader', { name: '2024' })).toBeInTheDocument();
    // Every sport tab carries the name the texts give it, never the bare id ("mma").
    const tabs = within(screen.getByRole('navigation', { name: 'Sports' })).getAllByRole('link').map((link) => link.textContent);
    expect(tabs).toEqual(['All sports', 'Football', 'Ice hockey', 'Basketball', 'Tennis', 'Esports', 'Cricket', 'MMA']);
    cleanup();
    await renderExtrasPage(<ChampsResultsPage {...props('champs', { sportName: 'curling' })} />, recordedApi(server.guest()), { url: '/en/champs/curling' });
    expect(await notFound()).toBeInTheDocument();
  });

  it('show finished games by championship in the results zone, and the 404 state for another board', async () => {
    await renderExtrasPage(<ResultsPage {...props('results', { type: 'zone' })} />, recordedApi(server.guest()), { url: '/en/results/zone' });
    const epl = await screen.findByRole('region', { name: 'England. Premier League' });
    expect(within(epl).getAllByText('Finished').length).toBeGreaterThan(0);
    expect(within(epl).queryAllByRole('button', { name: /,/ })).toEqual([]);
    cleanup();
    await renderExtrasPage(<ResultsPage {...props('results', { type: 'archive' })} />, recordedApi(server.guest()), { url: '/en/results/archive' });
    expect(await notFound()).toBeInTheDocument();
  });
});
