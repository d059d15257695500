// @vitest-environment jsdom
import { describe, it, expect } from 'vitest';
import type { ReactNode } from 'react';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { useLocation } from 'react-router';
import { NotificationsContainer } from './NotificationsContainer.tsx';
import { createTestApp } from '../../../tests/helpers/store.ts';
import { renderWithApp } from '../../../tests/helpers/render.tsx';
import { notificationShown } from '../../state/notifications.slice.ts';

function Location(): ReactNode {
  const location = useLocation();
  return <span data-testid="location">{location.pathname}</span>;
}

function setup() {
  const app = createTestApp({ run: false });
  app.i18n.addResourceBundle('en', 'main', {
    main_close: 'Close',
    main_notifications: 'Notifications',
    main_done: 'Done',
    main_error: 'Error',
    bet_placed: 'Bet {{betId}} placed',
    bet_failed: 'The bet was not placed',
    coupon_waiting: 'Your coupon is waiting',
  }, true, true);
  renderWithApp(
    <>
      <NotificationsContainer />
      <Location />
    </>,
    app,
  );
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

  it('shows the message of a popup with linkTo as a link there; following it closes that popup', () => {
    const app = setup();
    act(() => {
      app.store.dispatch(notificationShown({ id: 'reminder', variant: 'warning', titleKey: 'main_done', messageKey: 'coupon_waiting', linkTo: '/en/coupon' }));
    });
    // Popups without linkTo have no link.
    expect(within(screen.getByRole('alert')).queryByRole('link')).toBeNull();
    const link = screen.getByRole('link', { name: 'Your coupon is waiting' });
    expect(link).toHaveAttribute('href', '/en/coupon');
    fireEvent.click(link);
    expect(screen.getByTestId('location')).toHaveTextContent('/en/coupon');
    expect(app.state().notifications.items.map((n) => n.id)).toEqual(['ok', 'ko']);
  });
});
