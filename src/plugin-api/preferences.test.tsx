// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { configureStore } from '@reduxjs/toolkit';
import createSagaMiddleware from 'redux-saga';
import { rootReducer } from '../state/root-reducer.ts';
import { ODDS_FORMAT_STORAGE_KEY } from '../state/preferences.slice.ts';
import { memoryStorage, settle } from '../../tests/helpers/store.ts';
import { formatOddsOrNull, oddsFormatCacheSizes, oddsFormatChanged, persistPreferences, selectOddsFormat, useFormattedOdds, useOddsFormatter } from './preferences.ts';

afterEach(() => {
  cleanup();
  localStorage.clear();
});

function storeWithPersistence(storage = memoryStorage()) {
  const sagas = createSagaMiddleware();
  const store = configureStore({ reducer: rootReducer, middleware: (d) => d({ thunk: false }).concat(sagas) });
  const task = sagas.run(persistPreferences, storage);
  return { store, storage, task };
}

describe('formatOddsOrNull', () => {
  it('formats in any display format and gives null for a price no format can show', () => {
    expect([0, 1, 2, 4, 5, 6].map((id) => formatOddsOrNull(1.91, id))).toEqual(['1.91', '10/11', '-110', '0.91', '0.91', '-1.10']);
    expect(formatOddsOrNull(1, 0)).toBeNull();
    expect(formatOddsOrNull(Number.NaN, 1)).toBeNull();
    expect(formatOddsOrNull(undefined, 1)).toBeNull();
    expect(formatOddsOrNull(2.5, 99)).toBeNull();
  });

  it('remembers a bounded number of prices, however many new ones a live page meets', () => {
    // Prices as a live feed moves them: 20,000 distinct values in one format.
    for (let i = 0; i < 20_000; i++) formatOddsOrNull(1.01 + i / 1000, 0);
    expect(Math.max(...oddsFormatCacheSizes())).toBeLessThanOrEqual(300);
    // What is still remembered and what was let go both format correctly.
    expect(formatOddsOrNull(1.01 + 19_999 / 1000, 0)).toBe('21.01');
    expect(formatOddsOrNull(1.02, 0)).toBe('1.02');
    expect(formatOddsOrNull(1.5, 0)).toBe('1.50');
  });
});

describe('selectOddsFormat from a plugin', () => {
  it("shows decimal in a store without the core's slices", () => {
    expect(selectOddsFormat({ sports: {} })).toBe(0);
    expect(selectOddsFormat(undefined)).toBe(0);
  });
});

describe('persistPreferences', () => {
  it('writes each choice to storage, so a new store (a reload) starts with it', async () => {
    const { store, storage, task } = storeWithPersistence();
    store.dispatch(oddsFormatChanged(1));
    expect(storage.data.get(ODDS_FORMAT_STORAGE_KEY)).toBe('1');
    store.dispatch(oddsFormatChanged(14));
    expect(storage.data.get(ODDS_FORMAT_STORAGE_KEY)).toBe('4');
    // An unknown id changes nothing and writes nothing.
    store.dispatch(oddsFormatChanged(9));
    expect(storage.data.get(ODDS_FORMAT_STORAGE_KEY)).toBe('4');
    task.cancel();

    localStorage.setItem(ODDS_FORMAT_STORAGE_KEY, storage.data.get(ODDS_FORMAT_STORAGE_KEY)!);
    // A reload is a task of its own (the browser is read once per task: read-once-per-task.ts).
    await Promise.resolve();
    const reloaded = configureStore({ reducer: rootReducer });
    expect(selectOddsFormat(reloaded.getState())).toBe(4);
  });

  it("follows another tab's choice and does not write it back", async () => {
    const storage = memoryStorage();
    const writes: string[] = [];
    const spy = { getItem: storage.getItem, setItem: (key: string, value: string) => (writes.push(value), storage.setItem(key, value)) };
    const { store, task } = storeWithPersistence(spy as never);
    storage.data.set(ODDS_FORMAT_STORAGE_KEY, '2');
    window.dispatchEvent(new StorageEvent('storage', { key: ODDS_FORMAT_STORAGE_KEY, newValue: '2' }));
    await settle();
    expect(selectOddsFormat(store.getState())).toBe(2);
    expect(writes).toEqual([]);
    // Garbage from elsewhere is ignored.
    window.dispatchEvent(new StorageEvent('storage', { key: ODDS_FORMAT_STORAGE_KEY, newValue: 'x' }));
    await settle();
    expect(selectOddsFormat(store.getState())).toBe(2);
    task.cancel();
  });

  it('keeps working when storage throws', () => {
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('quota');
      },
    };
    const { store, task } = storeWithPersistence(broken as never);
    store.dispatch(oddsFormatChanged(2));
    expect(selectOddsFormat(store.getState())).toBe(2);
    task.cancel();
  });
});

describe('useFormattedOdds and useOddsFormatter', () => {
  function Price({ coef }: { coef: number }) {
    const text = useFormattedOdds(coef);
    const format = useOddsFormatter();
    return (
      <p>
        <span data-testid="one">{text ?? '–'}</span>
        <span data-testid="list">{[1.5, 1].map((c) => format(c) ?? '–').join(' ')}</span>
      </p>
    );
  }

  it('re-render in the new format when the player switches', () => {
    const store = configureStore({ reducer: rootReducer });
    render(
      <Provider store={store}>
        <Price coef={2.5} />
      </Provider>,
    );
    expect(screen.getByTestId('one')).toHaveTextContent('2.50');
    expect(screen.getByTestId('list')).toHaveTextContent('1.50 –');
    act(() => {
      store.dispatch(oddsFormatChanged(1));
    });
    expect(screen.getByTestId('one')).toHaveTextContent('6/4');
    expect(screen.getByTestId('list')).toHaveTextContent('1/2 –');
    act(() => {
      store.dispatch(oddsFormatChanged(2));
    });
    expect(screen.getByTestId('one')).toHaveTextContent('+150');
  });
});
