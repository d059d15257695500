/** Team addresses: the client names every team of the catalogue as the server does, and finds teams by the words typed. */
import { describe, expect, it } from 'vitest';
import { CHAMPS } from '../../../server/test-kit/index.ts';
import { teamSlug as serverSlug, TEAMS } from '../api/extras/teams.ts';
import { teamSlug, teamsMatching } from './team.ts';

describe('team addresses', () => {
  it('are the server’s for every team of the catalogue', () => {
    for (const name of CHAMPS.flatMap((c) => c.teams)) {
      expect(teamSlug(name), name).toBe(serverSlug(name));
      expect(TEAMS.has(teamSlug(name)), name).toBe(true);
    }
  });

  it('come from the teams whose names hold every word typed', () => {
    expect(teamsMatching(['Real Madrid', 'Barcelona', 'Real Sociedad', 'Real Madrid'], 'REAL ma')).toEqual(['Real Madrid']);
    expect(teamsMatching(['SKA St. Petersburg'], 'st. petersburg')).toEqual(['SKA St. Petersburg']);
    expect(teamsMatching(['Arsenal'], '  ')).toEqual([]);
  });
});
