// @vitest-environment jsdom
// The coupon shows prices in the player's odds format; its figures stay decimal.
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import { I18nextProvider } from 'react-i18next';
import i18next from 'i18next';
import { configureStore, type UnknownAction } from '@reduxjs/toolkit';
import { betSelectionToggled, oddsChanged, oddsFormatChanged } from '@plugin-api';
import en from './texts/en.json';
import { couponSlice, selectCoupon } from './slice.ts';
import { BetRow } from './components/BetRow.tsx';
import { CouponSummary } from './components/CouponSummary.tsx';
import { selection } from './test-kit.ts';

const i18n = i18next.createInstance();
void i18n.init({ lng: 'en', ns: ['coupon'], defaultNS: 'coupon', resources: { en: { coupon: en } }, interpolation: { escapeValue: false }, initAsync: false });

/** The core's preference and site config, as far as the plugin API's selectors read them. */
function preferences(state: { oddsFormat: number | null } = { oddsFormat: null }, action: UnknownAction) {
  return oddsFormatChanged.match(action) ? { oddsFormat: action.payload } : state;
}
const siteConfig = (state: { config: null } = { config: null }) => state;

function setUp() {
  const store = configureStore({ reducer: { coupon: couponSlice.reducer, preferences, siteConfig } });
  store.dispatch(betSelectionToggled(selection({ coef: 1.91, marketName: 'W1' })));
  store.dispatch(betSelectionToggled(selection({ coef: 2.5, marketName: 'W2' })));
  function Coupon() {
    const coupon = selectCoupon(store.getState());
    return (
      <>
        <ul>
          {coupon.bets.map((bet) => (
            <BetRow key={bet.marketId} bet={bet} typeId={coupon.typeId} isBanker={false} isDependent={false} canBeBanker={false} blockChoices={0} />
          ))}
        </ul>
        <CouponSummary lng="en" />
      </>
    );
  }
  const view = render(
    <Provider store={store}>
      <I18nextProvider i18n={i18n}>
        <Coupon />
      </I18nextProvider>
    </Provider>,
  );
  return { store, rerender: () => view.rerender(<Provider store={store}><I18nextProvider i18n={i18n}><Coupon /></I18nextProvider></Provider>) };
}

afterEach(cleanup);

describe('coupon prices in the odds format', () => {
  it('shows decimal by default, and each bet and the total in the chosen format', () => {
    const { store } = setUp();
    const [first, second] = screen.getAllByRole('listitem');
    expect(within(first!).getByText('1.91')).toBeInTheDocument();
    expect(screen.getByTestId('coupon-total-coef')).toHaveTextContent('4.78');
    act(() => {
      store.dispatch(oddsFormatChanged(1));
    });
    expect(within(first!).getByText('10/11')).toBeInTheDocument();
    expect(within(second!).getByText('6/4')).toBeInTheDocument();
    // 1.91 × 2.5 = 4.775, off the ladder: 15/4 (3.75) is 0.025 away, so the reduced hundredths.
    expect(screen.getByTestId('coupon-total-coef')).toHaveTextContent(/^\d+\/\d+$/);
    act(() => {
      store.dispatch(oddsFormatChanged(2));
    });
    expect(within(first!).getByText('-110')).toBeInTheDocument();
    expect(store.getState().coupon.bets.map((b) => b.coef)).toEqual([1.91, 2.5]);
  });

  it('a moved price reads in the chosen format', () => {
    const { store, rerender } = setUp();
    act(() => {
      store.dispatch(oddsFormatChanged(2));
      store.dispatch(oddsChanged([{ marketId: store.getState().coupon.bets[0]!.marketId, coef: 2.2, blocked: false }]));
    });
    rerender();
    const first = screen.getAllByRole('listitem')[0]!;
    // The default acceptance (2) takes a rise: the new price shows, in American.
    expect(within(first).getByText('+120')).toBeInTheDocument();
    expect(first).not.toHaveTextContent('2.20');
  });
});
