/**
 * The plugin API's public surface is a reviewed diff: the checked-in report must equal what the
 * index offers today. A change to a name, a kind or a signature fails here until the report is
 * regenerated (`npm run api-report`) and committed with the change.
 */
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { API_REPORT, UPDATE_COMMAND, collectApi, renderApiReport } from '../tools/api-report.ts';

/** The lines only one side has, as `-` (checked in) and `+` (now), in order of appearance. */
function lineDiff(before: string, after: string): string {
  const old = before.split('\n');
  const now = after.split('\n');
  const oldSet = new Set(old);
  const nowSet = new Set(now);
  return [...old.filter((line) => !nowSet.has(line)).map((line) => `- ${line}`), ...now.filter((line) => !oldSet.has(line)).map((line) => `+ ${line}`)].join('\n');
}

describe('the plugin API report', () => {
  const entries = collectApi();

  it('is checked in and matches what src/plugin-api/index.ts offers', () => {
    const fresh = renderApiReport(entries);
    const checkedIn = existsSync(API_REPORT) ? readFileSync(API_REPORT, 'utf8') : '';
    if (checkedIn !== fresh) {
      const diff = lineDiff(checkedIn, fresh) || '(the same lines, in another order)';
      expect.fail(`The plugin API changed. If that is intended, run \`${UPDATE_COMMAND}\` and commit src/plugin-api/api-report.md with the change.\n${diff}`);
    }
  });

  it('gives every name a kind and a signature, and no path of this checkout', () => {
    expect(entries.length).toBeGreaterThan(0);
    for (const entry of entries) {
      expect(['function', 'const', 'class', 'interface', 'type', 'enum'], entry.name).toContain(entry.kind);
      expect(entry.signature, entry.name).toContain(entry.name);
    }
    expect(renderApiReport(entries)).not.toContain(process.cwd());
  });

  it('offers no core internals: the store type, the saga middleware or the root reducer stay out', () => {
    const names = entries.map((entry) => entry.name);
    for (const internal of ['rootReducer', 'RootState', 'createAppStore', 'persistPreferences', 'PluginDefinition', 'CAPTCHA_HEADER']) {
      expect(names).not.toContain(internal);
    }
  });
});
