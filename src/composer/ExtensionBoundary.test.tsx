// @vitest-environment jsdom
import { describe, it, expect, vi, beforeEach, afterEach } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import { ExtensionSlot } from './ExtensionBoundary.tsx';
import { VIEW_RETRY, SHELL_RETRY } from './retry-policy.ts';
import { RELOAD_GUARD_KEY } from './reload-guard.ts';
import { definePlugin } from '../plugin-api/define-plugin.ts';
import { createTestApp } from '../../tests/helpers/store.ts';
import { renderWithApp } from '../../tests/helpers/render.tsx';
import { deferred, singleExtensionPlugin, type FakeSource } from '../../tests/helpers/fixtures.ts';
import { connectionLost, connectionRestored } from '../state/connectivity.slice.ts';

const Widget = () => <p>Widget ready</p>;

/**
 * Moves fake time by `ms` in steps of at most 500 ms (the retry delays are multiples of it), letting React commit after each step: a
 * retry timer is set in an effect, so it only exists once React has rendered the failure.
 */
async function advance(ms: number): Promise<void> {
  const flush = () => act(() => vi.advanceTimersByTimeAsync(0));
  await flush();
  for (let left = ms; left > 0; left -= 500) {
    await act(() => vi.advanceTimersByTimeAsync(Math.min(left, 500)));
    await flush();
  }
}

function setup(source: FakeSource) {
  const app = createTestApp({ sources: [source], run: false });
  renderWithApp(
    <>
      <ExtensionSlot extensionId={`${source.manifest.id}/widget`} policy={VIEW_RETRY} />
      <p>Rest of the page</p>
    </>,
    app,
  );
  return app;
}

// fireEvent rather than user-event: user-event's async wrapper waits on a real setTimeout that
// vitest's fake timers hold back.
const click = (element: HTMLElement) => fireEvent.click(element);

beforeEach(() => {
  vi.useFakeTimers();
  // loadable, React and the slot log each failure; the assertions below are about what the user sees.
  vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('ExtensionSlot', () => {
  it('shows a loading skeleton (aria-busy) while the code loads, then the plugin component', async () => {
    const gate = deferred<void>();
    const source = singleExtensionPlugin('flaky', 'widget', Widget);
    source.load.mockImplementation(async () => {
      await gate.promise;
      return { default: definePlugin({ id: 'flaky', extensions: { widget: Widget } }) };
    });
    setup(source);
    const container = document.body;
    await advance(0);
    expect(container.querySelector('[aria-busy="true"]')).not.toBeNull();
    expect(screen.queryByText('Widget ready')).toBeNull();
    gate.resolve();
    await advance(0);
    expect(screen.getByText('Widget ready')).toBeInTheDocument();
    expect(container.querySelector('[aria-busy="true"]')).toBeNull();
  });

  it('a slot that reserves no space shows nothing while its code loads (no placeholder to collapse), then the component', async () => {
    const gate = deferred<void>();
    const source = singleExtensionPlugin('popups', 'widget', Widget);
    source.load.mockImplementation(async () => {
      await gate.promise;
      return { default: definePlugin({ id: 'popups', extensions: { widget: Widget } }) };
    });
    const app = createTestApp({ sources: [source], run: false });
    renderWithApp(<ExtensionSlot extensionId="popups/widget" policy={SHELL_RETRY} reserveSpace={false} />, app);
    await advance(0);
    const wrapper = document.querySelector('[data-extension="popups/widget"]');
    expect(wrapper).not.toBeNull();
    expect(wrapper!.childElementCount).toBe(0);
    expect(document.querySelector('.slot-skeleton')).toBeNull();
    gate.resolve();
    await advance(0);
    expect(screen.getByText('Widget ready')).toBeInTheDocument();
  });

  it('retries a failed load after 1000, 2000 and 4000 ms and shows the component when a retry works', async () => {
    const source = singleExtensionPlugin('flaky', 'widget', Widget, { failTimes: 3 });
    setup(source);
    await advance(0);
    expect(source.load).toHaveBeenCalledTimes(1);
    expect(screen.getByText('Rest of the page')).toBeInTheDocument();

    await advance(999);
    expect(source.load).toHaveBeenCalledTimes(1);
    await advance(1);
    expect(source.load).toHaveBeenCalledTimes(2);
    await advance(1999);
    expect(source.load).toHaveBeenCalledTimes(2);
    await advance(1);
    expect(source.load).toHaveBeenCalledTimes(3);
    await advance(3999);
    expect(source.load).toHaveBeenCalledTimes(3);
    expect(screen.queryByText('Widget ready')).toBeNull();
    await advance(1);
    // Each retry really fetched again (a new attempt number), it did not reuse the failed import.
    expect(source.load.mock.calls).toEqual([[0], [1], [2], [3]]);
    expect(screen.getByText('Widget ready')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Refresh page' })).toBeNull();
  });

  it('after the last retry shows "Refresh page" in its own slot while the rest of the page stays', async () => {
    const source = singleExtensionPlugin('flaky', 'widget', Widget, { failTimes: 99 });
    setup(source);
    await advance(7000);
    expect(source.load).toHaveBeenCalledTimes(4);
    expect(screen.getByRole('button', { name: 'Refresh page' })).toBeEnabled();
    expect(screen.getByRole('alert')).toHaveTextContent('Refresh page');
    expect(screen.getByText('Rest of the page')).toBeInTheDocument();
    // No more automatic attempts.
    await advance(60_000);
    expect(source.load).toHaveBeenCalledTimes(4);
  });

  it('"Refresh page" shows "Refreshing…" while it fetches again, then the component', async () => {
    const held = deferred<void>();
    const source = singleExtensionPlugin('flaky', 'widget', Widget);
    source.load.mockImplementation(async (attempt) => {
      if (attempt < 4) throw new Error('chunk failed');
      await held.promise;
      return { default: definePlugin({ id: 'flaky', extensions: { widget: Widget } }) };
    });
    setup(source);
    await advance(7000);
    click(screen.getByRole('button', { name: 'Refresh page' }));
    expect(screen.getByRole('button', { name: 'Refreshing…' })).toBeDisabled();
    expect(source.load).toHaveBeenCalledTimes(5);

    held.resolve();
    await advance(0);
    expect(screen.getByText('Widget ready')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Refresh/ })).toBeNull();
  });

  it('a refresh that fails again reloads the page, at most once per minute', async () => {
    const source = singleExtensionPlugin('flaky', 'widget', Widget, { failTimes: 99 });
    const app = setup(source);
    await advance(7000);

    click(screen.getByRole('button', { name: 'Refresh page' }));
    await advance(0);
    expect(app.composerServices.reloadPage).toHaveBeenCalledTimes(1);
    expect(app.composerServices.storage?.getItem(RELOAD_GUARD_KEY)).toBe(String(Date.now()));
    expect(screen.getByRole('button', { name: 'Refresh page' })).toBeEnabled();

    click(screen.getByRole('button', { name: 'Refresh page' }));
    await advance(0);
    expect(source.load).toHaveBeenCalledTimes(6);
    expect(app.composerServices.reloadPage).toHaveBeenCalledTimes(1);

    await advance(60_000);
    click(screen.getByRole('button', { name: 'Refresh page' }));
    await advance(0);
    expect(app.composerServices.reloadPage).toHaveBeenCalledTimes(2);
  });

  it('keeps a plugin component that crashes while rendering inside its slot', async () => {
    const Crashing = (): never => {
      throw new Error('render bug');
    };
    const crashing = singleExtensionPlugin('broken', 'widget', Crashing);
    const healthy = singleExtensionPlugin('healthy', 'widget', Widget);
    const app = createTestApp({ sources: [crashing, healthy], run: false });
    renderWithApp(
      <>
        <ExtensionSlot extensionId="broken/widget" policy={VIEW_RETRY} />
        <ExtensionSlot extensionId="healthy/widget" policy={VIEW_RETRY} />
        <p>Rest of the page</p>
      </>,
      app,
    );
    await advance(0);
    expect(screen.getByText('Widget ready')).toBeInTheDocument();
    expect(screen.getByText('Rest of the page')).toBeInTheDocument();
    await advance(7000);
    expect(screen.getByRole('button', { name: 'Refresh page' })).toBeInTheDocument();
    expect(screen.getByText('Widget ready')).toBeInTheDocument();
  });

  it('the shell policy retries 5 times at 1000 ms', async () => {
    const source = singleExtensionPlugin('header', 'widget', Widget, { failTimes: 99 });
    const app = createTestApp({ sources: [source], run: false });
    renderWithApp(<ExtensionSlot extensionId="header/widget" policy={SHELL_RETRY} />, app);
    await advance(4999);
    expect(source.load).toHaveBeenCalledTimes(5);
    expect(screen.queryByRole('button', { name: 'Refresh page' })).toBeNull();
    await advance(1);
    expect(source.load).toHaveBeenCalledTimes(6);
    expect(screen.getByRole('button', { name: 'Refresh page' })).toBeInTheDocument();
  });

  it('offline, a failed load costs no retry: the slot waits (no refresh control) and loads once the network is back', async () => {
    const source = singleExtensionPlugin('flaky', 'widget', Widget, { failTimes: 10 });
    const app = setup(source);
    act(() => void app.store.dispatch(connectionLost()));
    await advance(0);
    await advance(60_000);
    // One try, then nothing while offline: a minute of retries would have spent the budget.
    expect(source.load).toHaveBeenCalledTimes(1);
    expect(document.querySelector('.refresh-control')).toBeNull();
    source.load.mockImplementation(async () => ({ default: definePlugin({ id: 'flaky', extensions: { widget: Widget } }) }));
    act(() => void app.store.dispatch(connectionRestored()));
    await advance(1000);
    expect(screen.getByText('Widget ready')).toBeInTheDocument();
  });

  it('counts its users in the remote-app state and gives the app back when unmounted', async () => {
    const source = singleExtensionPlugin('flaky', 'widget', Widget);
    const app = createTestApp({ sources: [source], run: false });
    const view = renderWithApp(<ExtensionSlot extensionId="flaky/widget" policy={VIEW_RETRY} />, app);
    await advance(0);
    expect(app.state().remoteApps.flaky).toMatchObject({ state: 2, users: 1 });
    view.unmount();
    expect(app.state().remoteApps.flaky).toMatchObject({ state: -2, users: 0 });
  });
});
