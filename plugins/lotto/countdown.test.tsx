// @vitest-environment jsdom
/** The draw's countdown as a player sees it: it ticks each second, says when sales are closing, and asks once for the next draw. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createInstance } from 'i18next';
import en from './texts/en.json';
import { Countdown } from './components/Countdown.tsx';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

async function texts() {
  const i18n = createInstance();
  await i18n.init({ lng: 'en', resources: { en: { lotto: en } }, interpolation: { escapeValue: false } });
  return i18n;
}

describe('countdown', () => {
  it('ticks down to the close of sales, then says so and asks for the next draw once', async () => {
    const i18n = await texts();
    vi.useFakeTimers({ now: Date.UTC(2026, 0, 15, 12, 0, 0) });
    const onDone = vi.fn();
    render(
      <I18nextProvider i18n={i18n}>
        <Countdown until="2026-01-15T12:00:03.000Z" onDone={onDone} lng="en" />
      </I18nextProvider>,
    );
    expect(screen.getByText('00:03')).toBeInTheDocument();
    await act(async () => vi.advanceTimersByTimeAsync(1010));
    expect(screen.getByText('00:02')).toBeInTheDocument();
    // One second at a time: React renders (and schedules the next tick) between two.
    for (let second = 0; second < 3; second += 1) await act(async () => vi.advanceTimersByTimeAsync(1000));
    expect(screen.getByText('Sales closing, next draw coming up')).toBeInTheDocument();
    for (let second = 0; second < 5; second += 1) await act(async () => vi.advanceTimersByTimeAsync(1000));
    expect(onDone).toHaveBeenCalledTimes(1);
  });

  it('says the days apart from the clock', async () => {
    const i18n = await texts();
    vi.useFakeTimers({ now: Date.UTC(2026, 0, 15, 12, 0, 0) });
    render(
      <I18nextProvider i18n={i18n}>
        <Countdown until="2026-01-17T14:05:09.000Z" lng="en" />
      </I18nextProvider>,
    );
    expect(screen.getByText('2 days 2:05:09')).toBeInTheDocument();
  });
});
