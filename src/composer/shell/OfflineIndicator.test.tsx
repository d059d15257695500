// @vitest-environment jsdom
import { describe, it, expect } from 'vitest';
import { act, screen } from '@testing-library/react';
import { OfflineIndicator } from './OfflineIndicator.tsx';
import { createTestApp } from '../../../tests/helpers/store.ts';
import { renderWithApp } from '../../../tests/helpers/render.tsx';
import { connectionLost, connectionRestored } from '../../state/connectivity.slice.ts';

function setup() {
  const app = createTestApp({ run: false });
  app.i18n.addResourceBundle('en', 'main', { main_offline_title: 'You are offline.', main_offline_hint: 'Bets wait for the connection.' }, true, true);
  renderWithApp(<OfflineIndicator />, app);
  return app;
}

describe('OfflineIndicator', () => {
  it('keeps an empty polite live region while online, says so inside it while offline, and empties it on return', () => {
    const app = setup();
    const region = screen.getByRole('status');
    expect(region).toHaveAttribute('aria-live', 'polite');
    expect(region).toBeEmptyDOMElement();

    act(() => void app.store.dispatch(connectionLost()));
    expect(screen.getByRole('status')).toBe(region);
    expect(region).toHaveTextContent('You are offline. Bets wait for the connection.');

    act(() => void app.store.dispatch(connectionRestored()));
    expect(region).toBeEmptyDOMElement();
  });
});
