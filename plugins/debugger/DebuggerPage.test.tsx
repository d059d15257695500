// @vitest-environment jsdom
/** The debugger as a developer uses it: routes with their guards' decisions, a URL check, the config, the store, remote apps, traces. */
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { renderOnSite } from '../../tests/helpers/site-render.tsx';
import en from './texts/en.json';
import ru from './texts/ru.json';
import defaultConfig from '../../site-configs/default.json';
import { DebuggerPage } from './components/DebuggerPage.tsx';
import { navigationTraced } from './slice.ts';

afterEach(cleanup);

function renderDebugger() {
  return renderOnSite(<DebuggerPage routeId="debugger" params={{}} query="" lng="en" />, { config: defaultConfig, dictionaries: { debugger: en } });
}

function routeItem(id: string): HTMLElement {
  const code = screen.getAllByText(id, { selector: 'summary code' })[0]!;
  return code.closest('details')!;
}

/** Opens a route's details, as a click on its summary does. */
function openRoute(id: string): HTMLElement {
  const details = routeItem(id) as HTMLDetailsElement;
  act(() => {
    details.open = true;
    details.dispatchEvent(new Event('toggle'));
  });
  return details;
}

// Hundreds of routes through every guard: seconds on a busy machine.
describe('Debugger page', { timeout: 60_000 }, () => {
  it('lists every route of the config with its manifest and each guard decision for the current user (a guest)', () => {
    renderDebugger();
    expect(screen.getByRole('heading', { level: 1, name: en.debugger_title })).toBeInTheDocument();
    const listed = document.querySelectorAll('.debugger-route').length;
    expect(listed).toBeGreaterThan(100);
    expect(screen.getByText(en.debugger_routes_count.replace('{{count}}', String(listed)))).toBeInTheDocument();

    // A guest on a signed-in page: the access guard sends them away, the guards after it are not asked.
    const history = openRoute('history');
    expect(within(history).getByText('/:lng/history')).toBeInTheDocument();
    expect(within(history).getByText('bet-history/history-page')).toBeInTheDocument();
    expect(within(history.querySelector('summary')!).getByText(en.debugger_outcome_redirect)).toBeInTheDocument();
    expect(within(history).getByText(en.debugger_decided_by.replace('{{guard}}', 'access-by-authentication'))).toBeInTheDocument();
    const guards = within(history).getByRole('list', { name: en.debugger_guards_title });
    expect(within(guards).getAllByRole('listitem').length).toBeGreaterThan(10);

    // An open page: nobody says no.
    const contacts = openRoute('contacts');
    expect(within(contacts).getByText(en.debugger_all_allow)).toBeInTheDocument();
  });

  it('filters the routes as the developer types, and says so when nothing matches', () => {
    renderDebugger();
    const filter = screen.getByLabelText(en.debugger_filter_label);
    fireEvent.change(filter, { target: { value: 'casino' } });
    const shown = screen.getAllByText(/./, { selector: '.debugger-route summary code' }).map((c) => c.textContent);
    expect(shown.length).toBeGreaterThan(3);
    // Each shown route names casino in its id, path or area (its facts say which).
    for (const id of shown) expect(openRoute(id!).textContent, id!).toContain('casino');
    expect(shown).not.toContain('home');
    fireEvent.change(filter, { target: { value: 'no-such-route-anywhere' } });
    expect(screen.getByRole('status')).toHaveTextContent('No route matches "no-such-route-anywhere"');
  });

  it('checks any URL through the guards, validating it as it is typed', () => {
    renderDebugger();
    const field = screen.getByLabelText(en.debugger_check_label);
    const check = screen.getByRole('button', { name: en.debugger_check_submit });
    fireEvent.change(field, { target: { value: 'office' } });
    expect(screen.getByText(en.debugger_check_error)).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(check).toBeDisabled();

    fireEvent.change(field, { target: { value: '/en/no/such/page' } });
    expect(field).toHaveAttribute('aria-invalid', 'false');
    fireEvent.click(check);
    const result = screen.getByText('/en/no/such/page').closest('.debugger-check-result') as HTMLElement;
    expect(within(result).getByText(en.debugger_no_route)).toBeInTheDocument();
    expect(within(result).getByText(en.debugger_no_match)).toBeInTheDocument();

    fireEvent.change(field, { target: { value: '/en/information/contacts' } });
    fireEvent.click(check);
    expect(within(screen.getByText('/en/information/contacts').closest('.debugger-check-result') as HTMLElement).getByText('contacts')).toBeInTheDocument();
  });

  it('shows the site config, the store by part, the remote applications and the traces', () => {
    const { app } = renderDebugger();
    expect(screen.getByText(`Config default (${defaultConfig.companyName})`)).toBeInTheDocument();
    expect(screen.getByText(/^siteConfig: \d+ characters$/)).toBeInTheDocument();
    expect(screen.getByText(en.debugger_remote_empty)).toBeInTheDocument();
    expect(screen.getByText(en.debugger_traces_empty)).toBeInTheDocument();

    act(() => {
      // What the core's remote view reports while the technical pages application fails.
      app.store.dispatch({ type: 'remoteApps/remoteAppLoadStarted', payload: { appId: 'technical-pages' } });
      app.store.dispatch({ type: 'remoteApps/remoteAppFailed', payload: { appId: 'technical-pages', error: '503 Bad gateway' } });
      app.store.dispatch(
        navigationTraced({ url: '/en/office', routeId: 'office', verdicts: [{ guard: 'access-by-authentication', kind: 'redirect', detail: '/en/user/login' }], decidedBy: 'access-by-authentication', outcome: 'redirect', at: Date.UTC(2026, 10, 25, 12), status: null }),
      );
    });
    const app1 = screen.getByText('technical-pages').closest('li')!;
    expect(within(app1).getByText(en.debugger_state_error)).toBeInTheDocument();
    expect(within(app1).getByText('503 Bad gateway')).toBeInTheDocument();
    const trace = screen.getByText('/en/office', { selector: 'summary code' }).closest('details')!;
    expect(within(trace).getByText(en.debugger_trace_superseded)).toBeInTheDocument();
    expect(within(trace).getByText('/en/user/login')).toBeInTheDocument();
  });

  it('has every text in Russian too', () => {
    expect(Object.keys(ru).sort()).toEqual(Object.keys(en).sort());
  });
});
