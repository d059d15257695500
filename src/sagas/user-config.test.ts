/** The user config's office switches, as the core keeps them for every page to act on. */
import { describe, expect, it } from 'vitest';
import { userConfigFrom } from './user-config.ts';
import { authStatusChanged, playerSettingChanged, playerSettingsLoaded, userLoggedOut, userSlice } from '../state/user.slice.ts';
import { selectPlayerSetting } from '../plugin-api/identity.ts';

describe('the office switches of the user config', () => {
  it('reads user_settings (booleans only) and user_hide_balance as hide_balance', () => {
    const view = userConfigFrom({ user_id: 7, user_hide_balance: true, user_settings: { confirm_logout: false, one_click_bet: true, odd: 'yes' } });
    expect(view.playerSettings).toEqual({ confirm_logout: false, one_click_bet: true, hide_balance: true });
    expect(userConfigFrom({ user_id: 7 }).playerSettings).toEqual({});
  });

  it('are kept for a player, changed one by one, forgotten at sign-out; unknown ones answer the fallback', () => {
    const reduce = (actions: Parameters<typeof userSlice.reducer>[1][]) => actions.reduce(userSlice.reducer, userSlice.getInitialState());
    const signedIn = reduce([authStatusChanged({ isAuthenticated: true }), playerSettingsLoaded({ hide_balance: false }), playerSettingChanged({ id: 'hide_balance', value: true })]);
    const app = (user: ReturnType<typeof reduce>) => ({ user });
    expect(selectPlayerSetting(app(signedIn), 'hide_balance')).toBe(true);
    expect(selectPlayerSetting(app(signedIn), 'confirm_logout')).toBe(false);
    expect(selectPlayerSetting(app(signedIn), 'confirm_logout', true)).toBe(true);
    const out = userSlice.reducer(signedIn, userLoggedOut());
    expect(out.playerSettings).toEqual({});
    // A guest has no switches to change.
    expect(userSlice.reducer(out, playerSettingChanged({ id: 'hide_balance', value: true })).playerSettings).toEqual({});
  });
});
