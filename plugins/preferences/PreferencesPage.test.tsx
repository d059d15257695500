// @vitest-environment jsdom
/** The preferences page as a visitor uses it: every choice by its label, applied at once, the consent it needs to last. */
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { renderOnSite } from '../../tests/helpers/site-render.tsx';
import en from './texts/en.json';
import ru from './texts/ru.json';
import defaultConfig from '../../site-configs/default.json';
import { selectDisplayPreferences } from '@plugin-api';
import { PreferencesPage } from './components/PreferencesPage.tsx';
import { offsetLabel, TIME_ZONE_OFFSETS } from './zones.ts';

afterEach(cleanup);

const page = <PreferencesPage routeId="office-preferences" params={{}} query="" lng="en" />;

describe('Preferences page', () => {
  it('applies each choice at once and can go back to the defaults', () => {
    const { app } = renderOnSite(page, { config: defaultConfig, dictionaries: { preferences: en } });
    expect(screen.getByRole('heading', { level: 1, name: en.preferences_title })).toBeInTheDocument();
    const reset = screen.getByRole('button', { name: en.preferences_reset });
    expect(reset).toBeDisabled();
    // Nothing chosen yet: the page follows the device, and the theme choice says so.
    const themes = within(screen.getByRole('group', { name: en.preferences_theme }));
    expect(themes.getByLabelText(en.preferences_theme_system)).toBeChecked();
    expect(themes.getByLabelText(en.preferences_theme_dark)).not.toBeChecked();

    fireEvent.click(within(screen.getByRole('group', { name: en.preferences_theme })).getByLabelText(en.preferences_theme_light));
    fireEvent.click(screen.getByLabelText(en.preferences_font_size_large));
    fireEvent.click(screen.getByRole('switch', { name: en.preferences_compact }));
    fireEvent.change(screen.getByLabelText(en.preferences_zone), { target: { value: '330' } });
    fireEvent.click(screen.getByLabelText(en.preferences_clock_12));
    fireEvent.click(screen.getByLabelText(en.preferences_view_1));
    fireEvent.click(screen.getByLabelText(en.preferences_markets_1));
    fireEvent.click(screen.getByRole('switch', { name: en.preferences_group_country }));
    // The day's accumulators are on until turned off.
    expect(screen.getByRole('switch', { name: en.preferences_express })).toBeChecked();
    expect(screen.getByRole('switch', { name: en.preferences_live_express })).toBeChecked();
    fireEvent.click(screen.getByRole('switch', { name: en.preferences_express }));
    fireEvent.click(screen.getByRole('switch', { name: en.preferences_live_express }));
    expect(screen.getByRole('switch', { name: en.preferences_express })).not.toBeChecked();
    // Top games first is off until turned on.
    expect(screen.getByRole('switch', { name: en.preferences_best_on_top })).not.toBeChecked();
    fireEvent.click(screen.getByRole('switch', { name: en.preferences_best_on_top }));
    expect(screen.getByRole('switch', { name: en.preferences_game_id })).not.toBeChecked();
    fireEvent.click(screen.getByRole('switch', { name: en.preferences_game_id }));
    expect(selectDisplayPreferences(app.store.getState())).toEqual({
      theme: 'light',
      fontSize: 17,
      compactView: true,
      timeZoneOffset: 330,
      is12h: true,
      viewType: 1,
      marketsNameType: 1,
      groupByCountry: false,
      accumulatorOfTheDay: false,
      liveAccumulatorOfTheDay: false,
      bestMatchesOnTop: true,
      showGameId: true,
    });
    // The preview follows the zone and the clock.
    expect(screen.getByText(en.preferences_preview).querySelector('time')?.textContent).toMatch(/AM|PM/);

    fireEvent.click(reset);
    expect(selectDisplayPreferences(app.store.getState())).toMatchObject({ theme: null, fontSize: 15, timeZoneOffset: null, is12h: null, viewType: 0, groupByCountry: true, accumulatorOfTheDay: true, liveAccumulatorOfTheDay: true, bestMatchesOnTop: false, showGameId: false });
  });

  it('offers only the view types the site allows and says which one shows otherwise', () => {
    const config = { ...defaultConfig, preferences: { appViewType: { available: [1], default: 0 }, marketsNameType: { available: [0, 1], default: 1 } } };
    const { app } = renderOnSite(page, { config, dictionaries: { preferences: en } });
    expect(screen.queryByRole('group', { name: en.preferences_view })).toBeNull();
    expect(screen.getByText(en.preferences_view_only.replace('{{view}}', en.preferences_view_1))).toBeInTheDocument();
    expect(screen.getByLabelText(en.preferences_markets_1)).toBeChecked();
    expect(selectDisplayPreferences(app.store.getState()).viewType).toBe(1);
  });

  it('says choices last for the visit until functional cookies are agreed, and offers the agreement', () => {
    const { app } = renderOnSite(page, { config: defaultConfig, dictionaries: { preferences: en } });
    expect(screen.getByRole('status')).toHaveTextContent(en.preferences_storage_session);
    fireEvent.click(screen.getByRole('button', { name: en.preferences_storage_agree }));
    expect(screen.getByRole('status')).toHaveTextContent(en.preferences_storage_kept);
    expect(screen.queryByRole('button', { name: en.preferences_storage_agree })).toBeNull();
    expect((app.store.getState() as { consent: { functional: boolean } }).consent.functional).toBe(true);
  });

  it('does not offer the agreement where the cookie notice does not offer functional cookies', () => {
    const config = { ...defaultConfig, notices: { plugin: 'notices', cookies: { types: ['marketing'] } } };
    renderOnSite(page, { config, dictionaries: { preferences: en } });
    expect(screen.getByRole('status')).toHaveTextContent(en.preferences_storage_session);
    expect(screen.queryByRole('button', { name: en.preferences_storage_agree })).toBeNull();
  });

  it('has every text in Russian too, and a label for every zone it offers', () => {
    expect(Object.keys(ru).sort()).toEqual(Object.keys(en).sort());
    expect(new Set(TIME_ZONE_OFFSETS.map(offsetLabel)).size).toBe(TIME_ZONE_OFFSETS.length);
    expect([0, 180, -210, 345, -720].map(offsetLabel)).toEqual(['UTC', 'UTC+3', 'UTC−3:30', 'UTC+5:45', 'UTC−12']);
  });
});
