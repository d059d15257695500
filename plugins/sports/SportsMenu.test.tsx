// @vitest-environment jsdom
// The sports menu when its answer fails: it says so in its own place, keeps the way to all sports,
// and its button asks again at once (the page's games are not touched).
import { describe, expect, it } from 'vitest';
import { ApiError } from '@plugin-api';
import { fireEvent, screen, within } from '@testing-library/react';
import { LinePage } from './LinePage.tsx';
import { createSportsTestApp, type ApiCall, sportsServerForFile } from './test-kit.tsx';


const server = sportsServerForFile();

describe('SportsMenu after a failed menu answer', () => {
  it('shows its own error with a retry inside the menu, and the retry brings the sports back', async () => {
    const feed = server().guest();
    let menuFails = true;
    const request: ApiCall = async (method, path, options) => {
      if (path === '/sports/menu' && menuFails) throw new ApiError('Injected failure', 500);
      return feed(method, path, options);
    };
    const t = createSportsTestApp({ request });
    t.render(<LinePage routeId="live" params={{}} query="" lng="en" />);

    const menu = await screen.findByRole('navigation', { name: 'Sports' });
    const alert = await within(menu).findByRole('alert');
    expect(alert).toHaveTextContent('The list of sports could not be loaded. We keep trying.');
    // The games still come, and the way to all sports stays.
    expect(await screen.findAllByRole('listitem')).not.toHaveLength(0);
    expect(within(menu).getByRole('link', { name: /All sports/ })).toBeInTheDocument();

    menuFails = false;
    const asked = t.request.mock.calls.filter(([, path]) => path === '/sports/menu').length;
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await within(menu).findByRole('link', { name: /Football/ })).toBeInTheDocument();
    expect(within(menu).queryByRole('alert')).toBeNull();
    expect(t.request.mock.calls.filter(([, path]) => path === '/sports/menu').length).toBeGreaterThan(asked);
  });
});
