// The cricket dictionary: every English text has its Russian one, and every key the pages name exists.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import en from '../texts/cricket/en.json';
import ru from '../texts/cricket/ru.json';

const HERE = dirname(fileURLToPath(import.meta.url));
/** Plural forms: English has one and other, Russian one, few, many and other. */
const base = (key: string) => key.replace(/_(one|few|many|other)$/, '');

function sources(): string {
  return readdirSync(HERE)
    .filter((file) => /\.tsx?$/.test(file) && !file.includes('.test.') && file !== 'test-kit.tsx')
    .map((file) => readFileSync(join(HERE, file), 'utf8'))
    .join('\n');
}

describe('cricket texts', () => {
  it('every English text has its Russian one, and no Russian text is left over', () => {
    expect(new Set(Object.keys(ru).map(base))).toEqual(new Set(Object.keys(en).map(base)));
    // Russian words, or nothing but values and punctuation ("{{home}} – {{away}}").
    for (const value of Object.values(ru)) {
      const words = value.replace(/\{\{\w+\}\}/g, '');
      expect(/[а-яё]/i.test(words) || !/[a-z]/i.test(words), value).toBe(true);
    }
  });

  it('every key the pages name, and every key they build from data, is in the dictionary', () => {
    const keys = new Set(Object.keys(en).map(base));
    const named = [...sources().matchAll(/'((?:cricket|cyber)_[a-z_-]+)'/g)].map((m) => m[1]!);
    expect(named.length).toBeGreaterThan(50);
    expect(named.filter((key) => !keys.has(key))).toEqual([]);
    // Built from data: roles, batting hands, bowling kinds and cyber types.
    const built = [
      ...['batter', 'bowler', 'all-rounder', 'wicket-keeper'].map((role) => `cricket_role_${role}`),
      ...['right', 'left'].map((hand) => `cricket_hand_${hand}`),
      ...['pace', 'spin'].map((kind) => `cricket_bowling_${kind}`),
      ...['real', 'virtual'].map((type) => `cyber_type_${type}`),
    ];
    expect(built.filter((key) => !keys.has(key))).toEqual([]);
  });
});
