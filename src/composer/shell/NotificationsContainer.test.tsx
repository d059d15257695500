// @vitest-environment jsdom
import { describe, it, expect } from 'vitest';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { NotificationsContainer } from './NotificationsContainer.tsx';
import { createTestApp } from '../../../tests/helpers/store.ts';
import { renderWithApp } from '../../../tests/helpers/render.tsx';
import { notificationShown } from '../../state/notifications.slice.ts';

function setup() {
  const app = createTestApp({ run: false });
  app.i18n.addResourceBundle('en', 'main', {
    main_close: 'Close',
    main_notifications: 'Notifications',
    main_done: 'Done',
    main_error: 'Error',
    bet_placed: 'Bet {{betId}} placed',
    bet_failed: 'The bet was not placed',
  }, true, true);
  renderWithApp(<NotificationsContainer />, app);
  act(() => {
    app.store.dispatch(notificationShown({ id: 'ok', variant: 'success', titleKey: 'main_done', messageKey: 'bet_placed', values: { betId: 'B-1' } }));
    app.store.dispatch(notificationShown({ id: 'ko', variant: 'error', titleKey: 'main_error', messageKey: 'bet_failed' }));
  });
  return app;
}

describe('NotificationsContainer', () => {
  it('shows each popup with its translated title and message; errors as alerts', () => {
    setup();
    const region = screen.getByRole('region', { name: 'Notifications' });
    expect(within(region).getByRole('status')).toHaveTextContent('DoneBet B-1 placed');
    expect(within(region).getByRole('alert')).toHaveTextContent('ErrorThe bet was not placed');
  });

  it('removes a popup when its close button is pressed, and only that one', () => {
    const app = setup();
    const success = screen.getByRole('status');
    fireEvent.click(within(success).getByRole('button', { name: 'Close' }));
    expect(screen.queryByText('Bet B-1 placed')).toBeNull();
    expect(screen.getByRole('alert')).toHaveTextContent('The bet was not placed');
    expect(app.state().notifications.items.map((n) => n.id)).toEqual(['ko']);
  });
});
