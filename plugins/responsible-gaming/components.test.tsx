// @vitest-environment jsdom
/**
 * The responsible-gaming page and popups as a player finds them (by role and label), on the shipped
 * regional configs, with the limit service's answers put in the store as its saga would.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { renderOnSite } from '../../tests/helpers/site-render.tsx';
import en from './texts/en.json';
import ru from './texts/ru.json';
import uk from '../../site-configs/uk-regulated.json';
import se from '../../site-configs/se-regulated.json';
import { LimitsPage } from './components/LimitsPage.tsx';
import { PlayGuard } from './components/PlayGuard.tsx';
import type { AvailableLimit, Limit } from './model.ts';
import { approvalsDue, limitsLoaded, offerLoaded, questionnaireAnswered, questionnaireOpened, realityCheckDue, selectSending } from './state/slice.ts';
import { limit } from './test-kit.ts';

const NOW = Date.UTC(2026, 10, 10, 12);
beforeEach(() => {
  vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const DAYS = { 30: [180, 365, 730, 1095, 1825], 33: [1, 7, 30, 42], 37: [1, 7, 30, 42] } as Record<number, number[]>;
function offerOf(ids: readonly number[]): AvailableLimit[] {
  return ids.map((type) => ({
    type,
    measure: type === 31 ? 'hours' : type === 32 ? 'minutes' : type === 30 || type === 33 || type === 37 ? 'days' : 'money',
    availableValues: type === 31 ? [-1, 1, 2, 3] : type === 32 ? [5, 10, 15] : (DAYS[type] ?? []),
  }));
}

function renderPage(config: unknown, limits: Limit[], ids: readonly number[]) {
  const view = renderOnSite(<LimitsPage routeId="office-responsible-gaming" params={{}} query="" lng="en" />, { config, dictionaries: { 'responsible-gaming': en } });
  act(() => {
    view.app.store.dispatch(limitsLoaded(limits));
    view.app.store.dispatch(offerLoaded({ available: offerOf(ids), reasons: [{ id: 1, selfExcludeReason: 'I want a break' }] }));
  });
  return view;
}

const nowSeconds = NOW / 1000;

describe('the responsible-gaming page', () => {
  it('shows only the sections the site offers, with the page heading first', () => {
    renderPage(uk, [], uk.limits.availableLimitIds);
    expect(screen.getByRole('heading', { level: 1, name: 'Responsible gaming' })).toBeInTheDocument();
    const sections = screen.getAllByRole('region').map((r) => within(r).getAllByRole('heading', { level: 2 })[0]!.textContent);
    expect(sections).toEqual(['Deposit limits', 'Wagering limits', 'Loss limits', 'Session limit', 'Reality check', 'Time-out', 'Lock my extra limits', 'Self-exclusion']);
    cleanup();
    renderPage(se, [], se.limits.availableLimitIds);
    expect(screen.queryByRole('region', { name: 'Wagering limits' })).toBeNull();
    expect(screen.getByRole('region', { name: 'Deposit limits' })).toBeInTheDocument();
  });

  it('while the extra-limits lock runs, says so and offers no change of the session limit, the time-out or the lock', () => {
    const lock = limit({ limitType: 37, limitValue: 7, measure: 'days', startedAt: nowSeconds - 3600, endsAt: nowSeconds + 6 * 86400 });
    renderPage(uk, [limit({ limitType: 31, limitValue: 2, measure: 'hours' }), lock], [31, 33, 37, 30]);
    const session = screen.getByRole('region', { name: 'Session limit' });
    expect(within(session).getByText(en.responsible_gaming_extra_lock_note)).toBeInTheDocument();
    expect(within(session).queryByRole('button')).toBeNull();
    expect(within(screen.getByRole('region', { name: 'Time-out' })).queryByRole('button')).toBeNull();
    const lockSection = screen.getByRole('region', { name: 'Lock my extra limits' });
    expect(within(lockSection).getByText('7 days')).toBeInTheDocument();
    expect(within(lockSection).getByText(en.responsible_gaming_cannot_cancel)).toBeInTheDocument();
    expect(within(lockSection).queryByRole('button')).toBeNull();
    // Self-exclusion stays open.
    expect(within(screen.getByRole('region', { name: 'Self-exclusion' })).getByRole('button', { name: en.responsible_gaming_self_exclude })).toBeInTheDocument();
    cleanup();
    renderPage(uk, [limit({ limitType: 31, limitValue: 2, measure: 'hours' })], [31, 37]);
    expect(screen.queryByText(en.responsible_gaming_extra_lock_note)).toBeNull();
    expect(within(screen.getByRole('region', { name: 'Lock my extra limits' })).getByRole('button', { name: en.responsible_gaming_extra_lock_submit })).toBeInTheDocument();
  });

  it('shows the value, what is left, and "no limit" instead of 999999999', () => {
    renderPage(uk, [limit({ limitType: 20, limitValue: 100, limitBalance: 40, measure: 'money' }), limit({ limitType: 21, limitValue: 999999999, measure: 'money' })], [20, 21]);
    const deposits = screen.getByRole('region', { name: 'Deposit limits' });
    expect(within(deposits).getByText('£100.00')).toBeInTheDocument();
    expect(within(deposits).getByText('£40.00')).toBeInTheDocument();
    expect(within(deposits).getByText('No limit')).toBeInTheDocument();
    expect(deposits.textContent).not.toMatch(/999/);
  });

  it('checks the amount as it is typed and says whether the change applies now or waits', () => {
    const { app } = renderPage(uk, [limit({ limitType: 20, limitValue: 100, measure: 'money' })], [20]);
    const input = screen.getByLabelText('New limit: Deposits, 24 hours');
    fireEvent.change(input, { target: { value: '12.345' } });
    expect(screen.getByText('Enter an amount above 0 with at most 2 decimals.')).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    fireEvent.change(input, { target: { value: '50' } });
    expect(screen.getByText('A lower limit applies at once.')).toBeInTheDocument();
    fireEvent.change(input, { target: { value: '250' } });
    expect(screen.getByText('A higher limit waits 24 hours, then you confirm it again.')).toBeInTheDocument();
    fireEvent.click(screen.getAllByRole('button', { name: 'Save limit' })[0]!);
    expect(selectSending(app.store.getState())).toMatchObject({ key: 'limit-20', status: 'sending' });
    expect(input).toHaveValue('250');
  });

  it('shows a pending change with the hours left and a way to cancel it within its window', () => {
    const pending = limit({ limitType: 20, limitValue: 300, limitState: 'PENDING', needApprove: true, startedAt: nowSeconds - 3600, endsAt: nowSeconds + 23 * 3600 - 60, measure: 'money' });
    renderPage(uk, [limit({ limitType: 20, limitValue: 100, measure: 'money' }), pending], [20]);
    const deposits = screen.getByRole('region', { name: 'Deposit limits' });
    expect(within(deposits).getByText('Applies in 23 hours.')).toBeInTheDocument();
    expect(within(deposits).getByRole('button', { name: 'Cancel this change' })).toBeInTheDocument();
  });

  it('a running time-out shows its start and end and offers no way to cancel or change it', () => {
    const timeOut = limit({ limitType: 33, limitValue: 1, startedAt: nowSeconds, endsAt: nowSeconds + 86400, measure: 'days' });
    renderPage(uk, [timeOut], [33]);
    const section = screen.getByRole('region', { name: 'Time-out' });
    expect(within(section).getByText(/^From .+ to .+/)).toBeInTheDocument();
    expect(within(section).getByText('It cannot be cancelled.')).toBeInTheDocument();
    expect(within(section).queryByRole('button')).toBeNull();
  });

  it('self-exclusion needs a reason and warns that it cannot be undone', () => {
    renderPage(uk, [], [30]);
    const section = screen.getByRole('region', { name: 'Self-exclusion' });
    expect(within(section).getByText(en.responsible_gaming_self_exclusion_warning)).toBeInTheDocument();
    expect(within(section).getByLabelText('Length')).toHaveDisplayValue('180 days');
    fireEvent.click(within(section).getByRole('button', { name: 'Exclude me' }));
    expect(within(section).getByText('Choose a reason.')).toBeInTheDocument();
  });

  it('asks the questions of a raise: every one needs an answer; worrying answers keep the limit', () => {
    const { app } = renderPage(se, [limit({ limitType: 22, limitValue: 1000, measure: 'money' })], [22]);
    const questions = [
      { id: 1, text: 'Do you chase losses?', answers: [{ id: 1, text: 'No' }, { id: 2, text: 'Yes' }] },
      { id: 2, text: 'Do you play longer than planned?', answers: [{ id: 1, text: 'Never' }, { id: 2, text: 'Often' }] },
    ];
    act(() => {
      app.store.dispatch(questionnaireOpened({ tokenGuid: 't-1', questions }));
    });
    const dialog = screen.getByRole('dialog', { name: 'A few questions first' });
    fireEvent.click(within(within(dialog).getByRole('group', { name: 'Do you chase losses?' })).getByRole('radio', { name: 'Yes' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send answers' }));
    expect(within(dialog).getByText('Answer every question.')).toBeInTheDocument();
    fireEvent.click(within(within(dialog).getByRole('group', { name: 'Do you play longer than planned?' })).getByRole('radio', { name: 'Often' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send answers' }));
    expect(selectSending(app.store.getState()).status).toBe('sending');
    act(() => {
      app.store.dispatch(questionnaireAnswered({ success: false, results: [{ questionId: 1, passed: false }, { questionId: 2, passed: false }], limits: [limit({ limitType: 22, limitValue: 1000, measure: 'money' })] }));
    });
    expect(within(dialog).getByText(en.responsible_gaming_questions_failed)).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('has every text in Russian too', () => {
    const base = (key: string) => key.replace(/_(one|few|many|other)$/, '');
    expect([...new Set(Object.keys(ru).map(base))].sort()).toEqual([...new Set(Object.keys(en).map(base))].sort());
  });
});

describe('the signed-in popups', () => {
  it('the approval popup cannot be closed: no close button, Escape does nothing; confirm sends', () => {
    const { app } = renderOnSite(<PlayGuard lng="en" />, { config: uk, dictionaries: { 'responsible-gaming': en } });
    act(() => {
      app.store.dispatch(limitsLoaded([limit({ limitType: 20, limitValue: 500, limitState: 'PENDING', needApprove: true, awaitingApproval: true, startedAt: 1, endsAt: 2, measure: 'money' })]));
      app.store.dispatch(approvalsDue([20]));
    });
    const popup = screen.getByRole('alertdialog', { name: 'Confirm your new limit' });
    expect(within(popup).getByText(/"Deposits, 24 hours" to £500\.00/)).toBeInTheDocument();
    expect(within(popup).queryByRole('button', { name: 'Close' })).toBeNull();
    fireEvent.keyDown(popup, { key: 'Escape' });
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
    fireEvent.click(within(popup).getByRole('button', { name: 'Confirm' }));
    expect(selectSending(app.store.getState())).toMatchObject({ key: 'approval-20', status: 'sending' });
  });

  it('the reality check offers continue with "do not remind me again", log out and close', () => {
    const { app } = renderOnSite(<PlayGuard lng="en" />, { config: uk, dictionaries: { 'responsible-gaming': en } });
    act(() => {
      app.store.dispatch(limitsLoaded([limit({ limitType: 32, limitValue: 15 })]));
      app.store.dispatch(realityCheckDue({ shownAt: NOW }));
    });
    const popup = screen.getByRole('alertdialog', { name: 'Reality check' });
    expect(within(popup).getByText('You have been playing for 15 minutes. Do you want to go on?')).toBeInTheDocument();
    fireEvent.click(within(popup).getByRole('checkbox', { name: 'Do not remind me again' }));
    fireEvent.click(within(popup).getByRole('button', { name: 'Continue playing' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});
