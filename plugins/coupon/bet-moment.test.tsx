// @vitest-environment jsdom
// A coupon row says when its game starts (a line bet) or how it stands (a live bet), in the page's
// language; the score follows the feed (oddsChanged carries the game's facts).
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import { I18nextProvider } from 'react-i18next';
import i18next from 'i18next';
import { configureStore } from '@reduxjs/toolkit';
import { betSelectionToggled, oddsChanged, type BetSelection } from '@plugin-api';
import en from './texts/en.json';
import ru from './texts/ru.json';
import { couponSlice, selectCoupon } from './slice.ts';
import { BetRow } from './components/BetRow.tsx';
import { selection } from './test-kit.ts';

const KICK_OFF = Date.UTC(2026, 11, 15, 12, 0);

function setUp(lng: 'en' | 'ru', picked: BetSelection) {
  const i18n = i18next.createInstance();
  void i18n.init({ lng, ns: ['coupon'], defaultNS: 'coupon', resources: { en: { coupon: en }, ru: { coupon: ru } }, interpolation: { escapeValue: false }, initAsync: false });
  const store = configureStore({ reducer: { coupon: couponSlice.reducer } });
  store.dispatch(betSelectionToggled(picked));
  function Rows() {
    const coupon = selectCoupon(store.getState());
    return (
      <ul>
        {coupon.bets.map((bet) => (
          <BetRow key={bet.marketId} bet={bet} typeId={coupon.typeId} isBanker={false} isDependent={false} canBeBanker={false} blockChoices={0} />
        ))}
      </ul>
    );
  }
  const tree = () => (
    <Provider store={store}>
      <I18nextProvider i18n={i18n}>
        <Rows />
      </I18nextProvider>
    </Provider>
  );
  const view = render(tree());
  return { store, rerender: () => view.rerender(tree()) };
}

afterEach(cleanup);

describe('a coupon row shows the kick-off or the score', () => {
  it('shows a line bet’s kick-off, day and time, in English', () => {
    setUp('en', selection({ startAt: KICK_OFF, game: { score: null, statusId: 1, timeSec: null } }));
    const time = within(screen.getByRole('listitem')).getByLabelText(/^Starts /);
    expect(time.tagName).toBe('TIME');
    expect(time).toHaveAttribute('datetime', new Date(KICK_OFF).toISOString());
    expect(time.textContent).toMatch(/Dec/);
    expect(time.textContent).toMatch(/\d{2}:\d{2}/);
  });

  it('speaks the page’s language on /ru', () => {
    setUp('ru', selection({ startAt: KICK_OFF }));
    const time = within(screen.getByRole('listitem')).getByLabelText(/^Начало /);
    expect(time.textContent).toMatch(/дек/);
  });

  it('shows a live bet’s score instead, and the new score when the feed moves it', () => {
    const { store, rerender } = setUp('en', selection({ marketId: '7701', isLive: true, startAt: KICK_OFF, game: { score: { home: 1, away: 0 }, statusId: 2, timeSec: 1200 } }));
    const row = screen.getByRole('listitem');
    expect(within(row).getByLabelText('Score 1 to 0')).toHaveTextContent('1 : 0');
    expect(within(row).queryByLabelText(/^Starts /)).toBeNull();
    act(() => {
      store.dispatch(oddsChanged([{ marketId: '7701', coef: 2, blocked: false, game: { score: { home: 1, away: 1 }, statusId: 2, timeSec: 1500 } }]));
    });
    rerender();
    expect(within(screen.getByRole('listitem')).getByLabelText('Score 1 to 1')).toHaveTextContent('1 : 1');
  });

  it('shows nothing of the kind for a bet that came without its start (an older stored coupon)', () => {
    setUp('en', selection({}));
    const row = screen.getByRole('listitem');
    expect(row.querySelector('.coupon-bet__moment')).toBeNull();
  });
});
