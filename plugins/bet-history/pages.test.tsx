// @vitest-environment jsdom
// The opened bets, history and powerbet pages as a player finds them, over a fake API that answers
// through the reference server's filters and leg details.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router';
import { oddsFormatChanged } from '@plugin-api';
import { listGames, type PlacedCoupon } from '../../server/test-kit/index.ts';
import { OpenedBetsPage } from './components/OpenedBetsPage.tsx';
import { HistoryPage } from './components/HistoryPage.tsx';
import { PowerbetPage } from './components/PowerbetPage.tsx';
import { createHistoryTestApp, historyApi, placed, type HistoryTestApp } from './test-kit.tsx';

let coupons: PlacedCoupon[];
let t: HistoryTestApp;

function Location() {
  const location = useLocation();
  return <output aria-label="location">{`${location.pathname}${location.search}`}</output>;
}

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  t = createHistoryTestApp({ request: historyApi(() => coupons) });
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const card = (name: string | RegExp) => screen.findByRole('article', { name });
const lastQuery = () => t.request.mock.calls.at(-1)?.[2]?.query;

describe('OpenedBetsPage', () => {
  it('lists the unsettled coupons with their legs, odds, stake and possible win', async () => {
    const game = listGames('live', {}, Date.now()).games[0]!;
    const market = game.markets.find((m) => m.outcome === '1')!;
    coupons = [placed('B7', -2, 0, [[String(market.id), 1.85, -2], ['demo-2-1', 2.1, -1]]), placed('A1', 1, 3)];
    t.render(<OpenedBetsPage routeId="opened-bets" params={{}} query="" lng="en" />);

    expect(screen.getByRole('heading', { level: 1, name: 'Opened bets' })).toBeInTheDocument();
    const express = await card('Express № B7');
    expect(within(express).getAllByText('Not settled')).toHaveLength(2);
    expect(within(express).getByText('Game not started')).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: /A1/ })).not.toBeInTheDocument();

    const legs = within(within(express).getByRole('list', { name: 'Bets of the coupon' })).getAllByRole('listitem');
    expect(legs[0]).toHaveTextContent(`${game.home} – ${game.away}`);
    expect(legs[0]).toHaveTextContent(`${game.home} to win`);
    expect(within(legs[0]!).getByLabelText('Odds 1.85')).toBeInTheDocument();
    // A market the feed does not know is named by its id.
    expect(legs[1]).toHaveTextContent('Market demo-2-1');
    expect(express).toHaveTextContent('Stake$10.00');
    expect(express).toHaveTextContent('Total odds3.89');
    expect(express).toHaveTextContent('Possible win$38.85');
    expect(within(express).getByText(/Jun/)).toHaveAttribute('dateTime', coupons[0]!.placedAt);

    expect(screen.getByRole('link', { name: 'History' })).toHaveAttribute('href', '/en/history');
  });

  it('shows the odds in the player’s format', async () => {
    coupons = [placed('B7', -2, 0, [['demo-1-1', 1.85, -2], ['demo-2-1', 2.5, -2]])];
    t.render(<OpenedBetsPage routeId="opened-bets" params={{}} query="" lng="en" />);
    const express = await card('Express № B7');
    act(() => {
      t.store.dispatch(oddsFormatChanged(1));
    });
    expect(within(express).getByLabelText('Odds 17/20')).toBeInTheDocument();
    expect(within(express).getByLabelText('Odds 6/4')).toBeInTheDocument();
    act(() => {
      t.store.dispatch(oddsFormatChanged(2));
    });
    expect(within(express).getByLabelText('Odds -118')).toBeInTheDocument();
  });

  it('says when there are none, and offers a retry when they cannot be loaded', async () => {
    coupons = [placed('A1', 0, 1)];
    t.render(<OpenedBetsPage routeId="opened-bets" params={{}} query="" lng="en" />);
    expect(await screen.findByText('You have no opened bets.')).toBeInTheDocument();
    cleanup();

    const failing = createHistoryTestApp({ request: async () => Promise.reject(new Error('offline')) });
    failing.render(<OpenedBetsPage routeId="opened-bets" params={{}} query="" lng="en" />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Your bets could not be loaded.');
    failing.request.mockImplementation(historyApi(() => coupons));
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('You have no opened bets.')).toBeInTheDocument();
  });
});

describe('HistoryPage', () => {
  function renderHistory(url = '/en/history') {
    t.render(
      <Routes>
        <Route
          path="/en/history"
          element={
            <>
              <HistoryPage routeId="history" params={{}} query="" lng="en" />
              <Location />
            </>
          }
        />
      </Routes>,
      url,
    );
  }

  it('lists settled coupons with their result and payout, not the opened ones', async () => {
    coupons = [placed('O1', -2, 0), placed('W1', 1, 1), placed('L1', 0, 2), placed('R1', 2, 3)];
    renderHistory();
    const won = await card('Single № W1');
    expect(won).toHaveTextContent('Won');
    expect(won).toHaveTextContent('Payout$18.50');
    expect(await card('Single № L1')).toHaveTextContent('Payout$0.00');
    expect(await card('Single № R1')).toHaveTextContent('Returned');
    expect(screen.queryByRole('article', { name: /O1/ })).not.toBeInTheDocument();
  });

  it('filters by period and result through the URL', async () => {
    const user = userEvent.setup();
    coupons = [placed('W1', 1, 1), placed('L1', 0, 2), placed('W2', 1, 20)];
    renderHistory();
    await card('Single № W2');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Period' }), 'Last 7 days');
    expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent('/en/history?period=7');
    expect(await card('Single № W1')).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: /W2/ })).not.toBeInTheDocument();
    expect(lastQuery()).toEqual({ state: 'settled', page: 1, pageSize: 10, period: '7' });

    await user.selectOptions(screen.getByRole('combobox', { name: 'Result' }), 'Lost');
    expect(await card('Single № L1')).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: /W1/ })).not.toBeInTheDocument();
    expect(lastQuery()).toEqual({ state: 'settled', page: 1, pageSize: 10, period: '7', status: '0' });
  });

  it('pages through the history', async () => {
    const user = userEvent.setup();
    coupons = Array.from({ length: 12 }, (_, i) => placed(`S${String(i + 1).padStart(2, '0')}`, 1, i));
    renderHistory();
    await card('Single № S01');
    const pager = screen.getByRole('navigation', { name: 'Pages' });
    expect(pager).toHaveTextContent('Page 1 of 2');
    expect(within(pager).getByRole('button', { name: 'Previous' })).toBeDisabled();
    await user.click(within(pager).getByRole('button', { name: 'Next' }));
    expect(await card('Single № S11')).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(2);
    expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent('/en/history?page=2');
    expect(screen.getByRole('navigation', { name: 'Pages' })).toHaveTextContent('Page 2 of 2');
  });

  it('a URL with filters it does not understand shows everything', async () => {
    coupons = [placed('W1', 1, 1), placed('W2', 1, 200)];
    renderHistory('/en/history?period=abc&status=jackpot&page=-2');
    expect(await card('Single № W2')).toBeInTheDocument();
    expect(lastQuery()).toEqual({ state: 'settled', page: 1, pageSize: 10 });
    expect(screen.getByRole('combobox', { name: 'Period' })).toHaveValue('all');
  });
});

describe('PowerbetPage', () => {
  it('shows the opened coupon with that number, or says there is none', async () => {
    coupons = [placed('12345', -2, 0)];
    t.render(<PowerbetPage routeId="opened-bets-powerbet" params={{ couponId: 12345 }} query="" lng="en" />);
    expect(await card('Single № 12345')).toBeInTheDocument();
    expect(screen.getByText('Powerbet is not offered for this bet yet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to opened bets' })).toHaveAttribute('href', '/en/opened-bets');
    cleanup();

    t.render(<PowerbetPage routeId="opened-bets-powerbet" params={{ couponId: 999 }} query="" lng="en" />);
    expect(await screen.findByRole('alert')).toHaveTextContent('None of your opened bets has the number 999.');
  });

  it('an opened coupon with a numeric id links to its powerbet page', async () => {
    coupons = [placed('12345', -2, 0), placed('X9', -2, 0)];
    t.render(<OpenedBetsPage routeId="opened-bets" params={{}} query="" lng="en" />);
    expect(within(await card('Single № 12345')).getByRole('link', { name: 'Powerbet' })).toHaveAttribute('href', '/en/opened-bets/12345/powerbet');
    expect(within(await card('Single № X9')).queryByRole('link', { name: 'Powerbet' })).not.toBeInTheDocument();
  });
});
