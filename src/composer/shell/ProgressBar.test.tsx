// @vitest-environment jsdom
import { describe, it, expect, vi, beforeEach, afterEach } from 'vitest';
import { act, screen } from '@testing-library/react';
import { PROGRESS_DONE_MS, PROGRESS_THROTTLE_MS, ProgressBar } from './ProgressBar.tsx';
import { createTestApp } from '../../../tests/helpers/store.ts';
import { renderWithApp } from '../../../tests/helpers/render.tsx';
import { location } from '../../../tests/helpers/fixtures.ts';
import { navigationCommitted, navigationRequested } from '../../state/navigation.slice.ts';

const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

function setup() {
  // Only the store: the test plays the navigation saga's part by dispatching its events.
  const app = createTestApp({ run: false });
  renderWithApp(<ProgressBar />, app);
  const start = () => act(() => void app.store.dispatch(navigationRequested(location('/en/fast'))));
  const commit = () =>
    act(
      () =>
        void app.store.dispatch(
          navigationCommitted({ location: location('/en/fast'), lng: 'en', routeId: 'fast', params: {}, status: 200, failedDictionaries: [] }),
        ),
    );
  return { start, commit };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('ProgressBar', () => {
  it('appears only once a navigation has taken 200 ms', async () => {
    expect(PROGRESS_THROTTLE_MS).toBe(200);
    const { start } = setup();
    expect(screen.queryByRole('progressbar')).toBeNull();
    await start();
    await advance(199);
    expect(screen.queryByRole('progressbar')).toBeNull();
    await advance(1);
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-busy', 'true');
  });

  it('completes on commit and then goes away', async () => {
    const { start, commit } = setup();
    await start();
    await advance(500);
    await commit();
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-busy', 'false');
    await advance(PROGRESS_DONE_MS - 1);
    expect(screen.queryByRole('progressbar')).not.toBeNull();
    await advance(1);
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('never flashes for a navigation that commits within 200 ms', async () => {
    const { start, commit } = setup();
    await start();
    await advance(150);
    await commit();
    await advance(1000);
    expect(screen.queryByRole('progressbar')).toBeNull();
  });
});
