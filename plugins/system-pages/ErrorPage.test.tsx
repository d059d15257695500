// @vitest-environment jsdom
/** The 500 page as a player finds it: what happened, the way home, and the technical pages' view of the error. */
import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { ApiError } from '@plugin-api';
import { createTestApp } from '../../tests/helpers/store.ts';
import { renderWithApp } from '../../tests/helpers/render.tsx';
import { dictionaryOf } from '../../server/test-kit/index.ts';
import { ErrorPage } from './ErrorPage.tsx';

const en = dictionaryOf('system');

const VIEW = {
  appName: 'technical-pages',
  title: 'Something went wrong on our side',
  scriptsToLoad: [],
  head: '',
  body: '<p>Your account, balance and bets are safe.</p>',
  style: '',
  cssToLoad: [],
};

type Request = (method: string, path: string, options?: { query?: Record<string, unknown>; headers?: Record<string, string> }) => Promise<unknown>;

function renderErrorPage(request: Request) {
  const api = vi.fn<Request>(request);
  const app = createTestApp({ request: api as never });
  app.i18n.addResourceBundle('en', 'system', en);
  renderWithApp(<ErrorPage routeId="error-500" params={{}} query="" lng="en" />, app, { url: '/en/500' });
  return api;
}

describe('Error page', () => {
  it('says what happened, links home and shows the technical pages view of this route', async () => {
    const api = renderErrorPage(async () => VIEW);
    expect(screen.getByRole('heading', { level: 1, name: en.system_error_title })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: en.system_go_home })).toHaveAttribute('href', '/en/');
    expect(await screen.findByRole('region', { name: VIEW.title })).toBeInTheDocument();
    expect(await screen.findByText('Your account, balance and bets are safe.')).toBeInTheDocument();
    // The view's title is the page's own: said once, as the page's one h1.
    expect(screen.getAllByRole('heading', { name: en.system_error_title })).toHaveLength(1);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(api).toHaveBeenCalledWith('GET', '/remote-views/technical-pages', expect.objectContaining({ query: expect.objectContaining({ route: 'error-500', lang: 'en' }) }));
  });

  it('still says what happened and links home when the view does not exist', async () => {
    renderErrorPage(async () => {
      throw new ApiError('The application "technical-pages" has no view for the route "error-500"', 404);
    });
    expect(await screen.findByText('The texts of this page could not be loaded')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: en.system_error_title })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: en.system_go_home })).toBeInTheDocument();
  });
});
