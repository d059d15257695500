/**
 * What the chosen preferences become outside the state: cookie values and the attributes of <html>.
 * Apart from the parsing (preference-cookies.ts), so that the home page, which only reads, does not
 * download the writing: the browser needs this once a choice is made, the server on every page.
 */
import { THEMES, DEFAULT_FONT_SIZE, type ChosenPreferences, type PreferenceName, type Theme } from './preference-cookies.ts';

/**
 * How long a preference cookie lives: as long as the functional consent that allows it (a year).
 * A day would make the visitor set their theme again every morning for no one's benefit.
 */
export const PREFERENCE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/** The cookie value of a chosen preference (null: the cookie is removed). */
export function preferenceCookieValue<K extends PreferenceName>(name: K, value: ChosenPreferences[K]): string | null {
  if (value === null) return null;
  if (typeof value === 'boolean') return value ? '1' : '0';
  if (name === 'theme') return String(THEMES.indexOf(value as Theme));
  if (name === 'timeZoneOffset') return String((value as number) / 60);
  return String(value);
}

/**
 * The attributes <html> carries for the chosen look: `data-theme` only once a theme is chosen
 * ('system': the stylesheet follows the device), `data-font-size` and `data-compact` likewise.
 */
export function documentAttributes(chosen: Pick<ChosenPreferences, 'theme' | 'fontSize' | 'compactView'>): Record<string, string> {
  const attributes: Record<string, string> = {};
  if (chosen.theme) attributes['data-theme'] = chosen.theme;
  if (chosen.fontSize !== null && chosen.fontSize !== DEFAULT_FONT_SIZE) attributes['data-font-size'] = String(chosen.fontSize);
  if (chosen.compactView) attributes['data-compact'] = 'true';
  return attributes;
}
