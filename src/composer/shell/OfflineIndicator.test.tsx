// @vitest-environment jsdom
import { afterEach, beforeEach, describe, it, expect, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import { BACK_ONLINE_NOTE_MS, OfflineIndicator } from './OfflineIndicator.tsx';
import { createTestApp } from '../../../tests/helpers/store.ts';
import { renderWithApp } from '../../../tests/helpers/render.tsx';
import { connectionLost, connectionRestored } from '../../state/connectivity.slice.ts';

function setup() {
  const app = createTestApp({ run: false });
  app.i18n.addResourceBundle(
    'en',
    'main',
    { main_offline_title: 'You are offline.', main_offline_hint: 'Bets wait for the connection.', main_online_again: 'You are back online.' },
    true,
    true,
  );
  renderWithApp(<OfflineIndicator />, app);
  return app;
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('OfflineIndicator', () => {
  it('keeps an empty polite live region while online, says so inside it while offline, says it is back, then empties', () => {
    const app = setup();
    const region = screen.getByRole('status');
    expect(region).toHaveAttribute('aria-live', 'polite');
    expect(region).toBeEmptyDOMElement();

    act(() => void app.store.dispatch(connectionLost()));
    expect(screen.getByRole('status')).toBe(region);
    expect(region).toHaveTextContent('You are offline. Bets wait for the connection.');

    act(() => void app.store.dispatch(connectionRestored()));
    expect(region).toHaveTextContent('You are back online.');
    act(() => void vi.advanceTimersByTime(BACK_ONLINE_NOTE_MS - 1));
    expect(region).toHaveTextContent('You are back online.');
    act(() => void vi.advanceTimersByTime(1));
    expect(region).toBeEmptyDOMElement();
  });

  it('going offline again before the note is gone shows the offline text, not the note', () => {
    const app = setup();
    act(() => void app.store.dispatch(connectionLost()));
    act(() => void app.store.dispatch(connectionRestored()));
    act(() => void app.store.dispatch(connectionLost()));
    expect(screen.getByRole('status')).toHaveTextContent('You are offline.');
    expect(screen.getByRole('status')).not.toHaveTextContent('back online');
  });
});
