import type { DisplayPreferences } from '@plugin-api';
import type { LineView } from './model.ts';

/**
 * Whether a list shows the express of the day: only the whole line (or the whole live list), and
 * only while the player's preference for that section is on (SPEC 3.5 isAccumulatorOfTheDay,
 * isLiveAccumulatorOfTheDay). One sport's or championship's list is about that sport alone.
 */
export function expressShownOn(view: LineView, preferences: Pick<DisplayPreferences, 'accumulatorOfTheDay' | 'liveAccumulatorOfTheDay'>): boolean {
  if (view.cyber || view.sport !== undefined || view.champ !== undefined) return false;
  return view.section === 'live' ? preferences.liveAccumulatorOfTheDay : preferences.accumulatorOfTheDay;
}
