import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { methodsFor } from './catalog.ts';

const configs = readdirSync('site-configs')
  .filter((name) => name.endsWith('.json'))
  .map((name) => JSON.parse(readFileSync(`site-configs/${name}`, 'utf8')) as { id: string; currencies: { available: string[] } });

describe('the payment methods', () => {
  // A player of any site, in any currency it offers, can pay in and be paid out (se's SEK once had none).
  it.each(configs.flatMap((config) => config.currencies.available.map((currency) => [config.id, currency] as const)))('%s: %s has a deposit and a withdrawal method', (_site, currency) => {
    expect(methodsFor('deposit', currency).length).toBeGreaterThan(0);
    expect(methodsFor('withdrawal', currency).length).toBeGreaterThan(0);
  });
});
