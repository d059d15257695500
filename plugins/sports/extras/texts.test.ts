/** The sports extras texts: every English text has a Russian one, and every key the pages build exists. */
import { describe, expect, it } from 'vitest';
import en from '../texts/sports-extras/en.json';
import ru from '../texts/sports-extras/ru.json';
import { CHAMPION_IDS, RECOMMENDATION_REASONS, RESULT_TYPES } from '../schemas.ts';

describe('sports extras texts', () => {
  it('are all in Russian too, and not left in English', () => {
    expect(Object.keys(ru).sort()).toEqual(Object.keys(en).sort());
    for (const [key, text] of Object.entries(ru)) expect(text.trim(), key).not.toBe('');
    const cyrillic = Object.entries(ru).filter(([, text]) => /[а-яё]/i.test(text));
    // Only texts that are pure placeholders or marks ("{{home}} : {{away}}", "{{minute}}′") may lack Cyrillic.
    const rest = Object.entries(ru).filter(([key]) => !cyrillic.some(([k]) => k === key));
    for (const [key, text] of rest) expect(text.replace(/\{\{\w+\}\}/g, '').replace(/[\s:–′()]/g, ''), key).toBe('');
  });

  it('have every key the pages build from data', () => {
    const built = [
      ...CHAMPION_IDS.map((id) => `extras_champion_${id}`),
      ...RECOMMENDATION_REASONS.map((reason) => `extras_reason_${reason}`),
      ...RESULT_TYPES.flatMap((type) => [`extras_results_${type}`, `extras_results_empty_${type}`]),
      ...['w', 'd', 'l'].flatMap((r) => [`extras_result_${r}`, `extras_result_short_${r}`]),
      ...['played', 'won', 'drawn', 'lost', 'scored', 'conceded'].map((stat) => `extras_stat_${stat}`),
      ...['live', 'line'].flatMap((s) => [`extras_section_${s}`, `extras_team_${s}`, `extras_team_no_${s}`, `extras_team_to_${s}`, `extras_bets_empty_${s}`, `extras_bets_to_${s}`]),
      ...['live', 'open', 'announced'].map((state) => `extras_final_${state}`),
    ];
    for (const key of built) expect(en, key).toHaveProperty([key]);
  });
});
