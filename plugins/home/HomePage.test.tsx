// @vitest-environment jsdom
/** The home page opens the forgot-password modal for guests with ?showForgotPasswordModal. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ReactNode } from 'react';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import { configureStore } from '@reduxjs/toolkit';
import { MemoryRouter, useLocation } from 'react-router';
import { HomePage } from './HomePage.tsx';

vi.mock('@plugin-api', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  Slot: (): ReactNode => null,
  useTexts: () => ({ t: (key: string) => key }),
}));

function Location(): ReactNode {
  const location = useLocation();
  return <output aria-label="location">{`${location.pathname}${location.search}`}</output>;
}

function show(url: string, isAuthenticated = false): void {
  const store = configureStore({ reducer: { user: () => ({ isAuthenticated }) } });
  render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[url]}>
        <HomePage routeId="home" params={{}} query="" lng="en" />
        <Location />
      </MemoryRouter>
    </Provider>,
  );
}
const location = () => screen.getByRole('status', { name: 'location' }).textContent;

afterEach(cleanup);

describe('home page: ?showForgotPasswordModal', () => {
  it('a guest gets the forgot-password modal query instead, other parameters kept', async () => {
    show('/en/?ref=7&showForgotPasswordModal=1');
    await waitFor(() => expect(location()).toBe('/en/?ref=7&forgot-password-modal=1'));
  });

  it('any truthy value counts; "0", "false" and empty only drop the parameter', async () => {
    show('/en/?showForgotPasswordModal=yes');
    await waitFor(() => expect(location()).toBe('/en/?forgot-password-modal=1'));
    for (const value of ['0', 'false', '']) {
      cleanup();
      show(`/en/?showForgotPasswordModal=${value}`);
      await waitFor(() => expect(location()).toBe('/en/'));
    }
  });

  it('a signed-in user never gets the modal', async () => {
    show('/en/?showForgotPasswordModal=1', true);
    await waitFor(() => expect(location()).toBe('/en/'));
  });
});
