// @vitest-environment jsdom
// The express of the day on the whole line and live lists (SPEC 3.5 isAccumulatorOfTheDay,
// isLiveAccumulatorOfTheDay): shown while the preference is on, neither shown nor asked for when off.
import { describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ApiError, preferenceChosen, type ChosenPreferences } from '@plugin-api';
import { LinePage } from './LinePage.tsx';
import { expressOfTheDay } from './api/extras/express-day.ts';
import { createSportsTestApp, serverFirstScreen, sportsServerForFile, T0 } from './test-kit.tsx';

const server = sportsServerForFile();

function renderList(preferences: Partial<ChosenPreferences>, routeId = 'sports', params: Record<string, string> = {}) {
  const t = createSportsTestApp({ request: server().guest(), preferences });
  t.render(<LinePage routeId={routeId} params={params} query="" lng="en" />, routeId.startsWith('live') ? '/en/live' : '/en/line');
  return t;
}

const expressCalls = (t: ReturnType<typeof createSportsTestApp>) => t.request.mock.calls.filter(([, path]) => path === '/sports-extras/express-day').map(([, , options]) => options?.query ?? {});

describe('the express of the day on the line', () => {
  it('shows its legs and total price by default, and puts every leg into the coupon with one button', async () => {
    const t = renderList({});
    const express = expressOfTheDay(T0);
    const block = await screen.findByRole('region', { name: 'Express of the day' });
    await waitFor(() => expect(within(block).getAllByRole('listitem')).toHaveLength(express.selections.length));
    for (const { game } of express.selections) expect(within(block).getByRole('link', { name: `${game.home} – ${game.away}` })).toBeInTheDocument();
    expect(within(block).getByText('Total odds').parentElement).toHaveTextContent(`Total odds${express.totalCoef.toFixed(2)}`);
    expect(within(block).getByRole('link', { name: 'Open the express' })).toHaveAttribute('href', expect.stringMatching(/express/));

    fireEvent.click(within(block).getByRole('button', { name: 'Add all to the coupon' }));
    expect(t.store.getState().coupon.bets.map((b) => b.marketId)).toEqual(express.selections.map((s) => String(s.market.id)));
    expect(within(block).getByRole('status')).toHaveTextContent('The express is in your coupon.');
    expect(expressCalls(t)).toEqual([{}]);
  });

  it('off: no block and no request; turned on again without a reload', async () => {
    const t = renderList({ accumulatorOfTheDay: false });
    await screen.findAllByRole('heading', { level: 3 }, { timeout: 5000 });
    expect(screen.queryByRole('region', { name: 'Express of the day' })).toBeNull();
    expect(expressCalls(t)).toEqual([]);
    act(() => {
      t.store.dispatch(preferenceChosen({ name: 'accumulatorOfTheDay', value: true }));
    });
    expect(await screen.findByRole('region', { name: 'Express of the day' })).toBeInTheDocument();
    expect(expressCalls(t)).toEqual([{}]);
  });

  it('a failing express fails in its own block with Try again, the list staying; Try again brings it', async () => {
    const guest = server().guest();
    let failing = true;
    const t = createSportsTestApp({
      request: async (method, path, options) => {
        if (failing && path === '/sports-extras/express-day') throw new ApiError('Bad gateway', 502);
        return guest(method, path, options);
      },
      preferences: {},
    });
    t.render(<LinePage routeId="sports" params={{}} query="" lng="en" />, '/en/line');
    const block = await screen.findByRole('region', { name: 'Express of the day' });
    const retry = await within(block).findByRole('button', { name: 'Try again' });
    expect((await screen.findAllByRole('heading', { level: 3 })).length).toBeGreaterThan(0);
    failing = false;
    fireEvent.click(retry);
    expect(await within(block).findByRole('button', { name: 'Add all to the coupon' })).toBeInTheDocument();
  });

  it("is not on one sport's list", async () => {
    const t = renderList({}, 'sports-sport', { sport: 'football' });
    await screen.findAllByRole('heading', { level: 3 }, { timeout: 5000 });
    expect(screen.queryByRole('region', { name: 'Express of the day' })).toBeNull();
    expect(expressCalls(t)).toEqual([]);
  });
});

describe('the live express of the day', () => {
  it('shows games in play on the live list, follows its own switch, and the line switch does not touch it', async () => {
    const t = renderList({ accumulatorOfTheDay: false }, 'live');
    const express = expressOfTheDay(T0, 'live');
    const block = await screen.findByRole('region', { name: 'Live express of the day' });
    await waitFor(() => expect(within(block).getAllByRole('listitem')).toHaveLength(express.selections.length));
    expect(expressCalls(t)).toEqual([{ section: 'live' }]);
    act(() => {
      t.store.dispatch(preferenceChosen({ name: 'liveAccumulatorOfTheDay', value: false }));
    });
    expect(screen.queryByRole('region', { name: 'Live express of the day' })).toBeNull();
  });
});

describe('first screen on the server', () => {
  it('loads the express with the list where it shows, and not when the cookie turned it off', async () => {
    for (const accumulatorOfTheDay of [true, false]) {
      const { t, request } = await serverFirstScreen(server().guest(), { accumulatorOfTheDay }, 'sports');
      const asked = request.mock.calls.filter(([, path]) => path === '/sports-extras/express-day');
      expect(asked).toHaveLength(accumulatorOfTheDay ? 1 : 0);
      expect(Boolean(t.store.getState().remoteData.reads['sports-extras/express-day'])).toBe(accumulatorOfTheDay);
    }
  });
});
