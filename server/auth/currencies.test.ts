import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { currencyByIso } from './currencies.ts';

const SITE_CONFIGS = join(import.meta.dirname, '..', '..', 'site-configs');

describe('currencies', () => {
  // A region offering a currency the server cannot open an account in would answer 500 at registration.
  it.each(readdirSync(SITE_CONFIGS).filter((f) => f.endsWith('.json')))('knows every currency %s offers', (file) => {
    const config = JSON.parse(readFileSync(join(SITE_CONFIGS, file), 'utf8')) as { currencies?: { default?: string; available?: string[] } };
    const offered = [config.currencies?.default, ...(config.currencies?.available ?? [])].filter((iso): iso is string => typeof iso === 'string');
    expect(offered.filter((iso) => !currencyByIso(iso))).toEqual([]);
  });
});
