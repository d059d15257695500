// @vitest-environment jsdom
/**
 * The footer's information links with the real plugin API, route manifests and site configs: where
 * the operator does not enable the rules pages (uk-regulated: availability id 47 is off) "Rules" is
 * plain text, not a link to a page that answers 404; elsewhere it is a link.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import { renderOnSite } from '../../tests/helpers/site-render.tsx';
import en from './texts/en.json';
import defaultConfig from '../../site-configs/default.json';
import ukRegulated from '../../site-configs/uk-regulated.json';
import seRegulated from '../../site-configs/se-regulated.json';
import { Footer } from './Footer.tsx';

afterEach(cleanup);

function showFooter(config: unknown): HTMLElement {
  renderOnSite(<Footer />, { config, dictionaries: { navigation: en } });
  return screen.getByRole('contentinfo');
}

describe('footer links', () => {
  it('uk-regulated: the rules item is plain text, the other information pages are links', () => {
    const footer = showFooter(ukRegulated);
    expect(within(footer).queryByRole('link', { name: en.nav_rules })).toBeNull();
    expect(within(footer).getByText(en.nav_rules).tagName).toBe('SPAN');
    expect(within(footer).getByRole('link', { name: en.nav_about })).toHaveAttribute('href', '/en/information/about');
    expect(within(footer).getByRole('link', { name: en.nav_contacts })).toHaveAttribute('href', '/en/information/contacts');
  });

  it('default: the rules item links to the rules pages', () => {
    const footer = showFooter(defaultConfig);
    expect(within(footer).getByRole('link', { name: en.nav_rules })).toHaveAttribute('href', '/en/information/rules');
  });

  it('offers "Cookie settings" only where the site has a cookie notice, opening the choices over the same page', () => {
    const footer = showFooter(seRegulated);
    const link = within(footer).getByRole('link', { name: en.nav_cookie_settings });
    expect(new URL(link.getAttribute('href')!, 'http://x').searchParams.get('cookie-settings-modal')).toBe('1');
    cleanup();
    expect(within(showFooter(defaultConfig)).queryByRole('link', { name: en.nav_cookie_settings })).toBeNull();
  });
});
