// @vitest-environment jsdom
/** The __TITLE__ page as a player finds it: its title as the page heading, and a way back home. */
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { renderOnSite } from '../../tests/helpers/site-render.tsx';
import en from './texts/en.json';
import ru from './texts/ru.json';
import defaultConfig from '../../site-configs/default.json';
import { __NAME__Page } from './__NAME__Page.tsx';

afterEach(cleanup);

describe('__TITLE__ page', () => {
  it('shows its title as the heading, what it is for, and links to the home page', () => {
    renderOnSite(<__NAME__Page routeId="__ID__" params={{}} query="" lng="en" />, { config: defaultConfig, dictionaries: { '__ID__': en } });
    expect(screen.getByRole('heading', { level: 1, name: en.__KEY___title })).toBeInTheDocument();
    expect(screen.getByText(en.__KEY___intro)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: en.__KEY___home_link })).toHaveAttribute('href', '/en/');
  });

  it('has every text in Russian too', () => {
    expect(Object.keys(ru).sort()).toEqual(Object.keys(en).sort());
  });
});
