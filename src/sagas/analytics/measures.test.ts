import { describe, expect, it } from 'vitest';
import { counterScriptUrl, countersIn } from './counters.ts';
import { clsOf, inpOf } from './web-vitals.ts';
import type { AnalyticsConfig } from '../../../schemas/analytics-config.schema.ts';

const config: AnalyticsConfig = {
  projectId: 1,
  counterScripts: { '1': '/web-api/analytics/counter.js?type=1&code={code}', '2': 'https://tags.example/t.js?id={code}', '4': 'https://other.example/t.js?id={code}' },
  allowedOrigins: ['https://tags.example'],
};

describe('counter scripts', () => {
  it('load by type, from our origin or an allowed one only', () => {
    expect(counterScriptUrl(config, { type: 1, code: 'A-1' }, 'https://site.example')).toEqual({ url: 'https://site.example/web-api/analytics/counter.js?type=1&code=A-1' });
    expect(counterScriptUrl(config, { type: 2, code: 'B' }, 'https://site.example')).toEqual({ url: 'https://tags.example/t.js?id=B' });
    expect(counterScriptUrl(config, { type: 4, code: 'C' }, 'https://site.example')).toEqual({ refused: 'counter type 4 would load from https://other.example, which is not allowed' });
    expect(counterScriptUrl(config, { type: 3, code: 'D' }, 'https://site.example')).toEqual({ refused: 'no script for counter type 3' });
  });

  it('read only a list of well-formed counters', () => {
    expect(countersIn({ counters: [{ type: 1, code: 'x' }] })).toEqual([{ type: 1, code: 'x' }]);
    expect(countersIn({ counters: [{ type: 1, code: '"><script>' }] })).toBeNull();
    expect(countersIn({})).toBeNull();
    expect(countersIn(null)).toBeNull();
  });
});

describe('web vitals', () => {
  it('CLS is the largest session window (gaps under 1 s, windows up to 5 s)', () => {
    expect(clsOf([])).toBe(0);
    expect(clsOf([{ startTime: 100, value: 0.1 }, { startTime: 600, value: 0.05 }, { startTime: 3000, value: 0.12 }])).toBe(0.15);
    // One long burst is cut at 5 s.
    const burst = Array.from({ length: 8 }, (_, i) => ({ startTime: i * 900, value: 0.01 }));
    expect(clsOf(burst)).toBe(0.06);
  });

  it('INP is the slowest interaction, leaving one out per 50', () => {
    expect(inpOf([])).toBeNull();
    expect(inpOf([{ duration: 300 }])).toBeNull();
    expect(inpOf([{ interactionId: 1, duration: 80 }, { interactionId: 1, duration: 120 }, { interactionId: 2, duration: 200 }])).toBe(200);
    const many = Array.from({ length: 60 }, (_, i) => ({ interactionId: i + 1, duration: i === 0 ? 900 : 50 + i }));
    expect(inpOf(many)).toBe(109);
  });
});
