/**
 * The soak bench's verdict (bench/soak.ts): growth is judged against a reading that showed the same
 * live list, so games the feed starts are not taken for a leak, and real growth fails; compiled code
 * (V8 tiering up the page's functions) is shown apart and not judged.
 */
import { describe, expect, it } from 'vitest';
import { baselineFor, verdict, type Reading } from '../../bench/soak.ts';

const reading = (minute: number, change: Partial<Reading> = {}): Reading => ({
  minute,
  heapBytes: 10_000_000,
  codeBytes: Number.NaN,
  nodes: 1400,
  attached: 1350,
  elements: 900,
  games: 35,
  prices: 84,
  timers: 9,
  intervals: 0,
  listeners: 360,
  ...change,
});

describe('the soak verdict', () => {
  it('passes a page that stays the same', () => {
    expect(verdict([reading(0), reading(5, { heapBytes: 10_500_000 }), reading(30, { heapBytes: 10_900_000, timers: 10 })])[0]).toMatch(/^ {2}PASS: /);
  });

  it('fails heap growth over 10%, more nodes, detached nodes that pile up and timers that pile up', () => {
    const [line] = verdict([reading(0), reading(30, { heapBytes: 11_200_000, attached: 1600, nodes: 1600 + 50 + 60, timers: 14 })]);
    expect(line).toMatch(/^ {2}FAIL: /);
    expect(line).toContain('✗ heap +12.0%');
    expect(line).toContain('✗ nodes in the page +18.5%');
    expect(line).toContain('✗ detached nodes +60');
    expect(line).toContain('✗ timers +5');
  });

  it('judges the JS objects apart from compiled code when a heap snapshot measured it', () => {
    const codeOnly = verdict([reading(0, { codeBytes: 3_000_000 }), reading(30, { heapBytes: 11_500_000, codeBytes: 4_400_000 })]);
    expect(codeOnly[0]).toMatch(/^ {2}PASS: heap objects \+1\.4% \(goal ≤ \+10%\); compiled code \+1367 KB \(V8's, not judged\)/);
    const objects = verdict([reading(0, { codeBytes: 3_000_000 }), reading(30, { heapBytes: 11_500_000, codeBytes: 3_100_000 })]);
    expect(objects[0]).toMatch(/^ {2}FAIL: ✗ heap objects \+20\.0%/);
    // Without the code figure the whole heap is judged, as before.
    expect(verdict([reading(0), reading(30, { heapBytes: 11_500_000, codeBytes: 4_400_000 })])[0]).toContain('✗ heap +15.0%');
  });

  it('compares with the earliest reading that shows the same live list', () => {
    const readings = [reading(0, { games: 33, prices: 79, attached: 1300 }), reading(5), reading(10, { games: 37, prices: 88 }), reading(30, { heapBytes: 10_200_000 })];
    expect(baselineFor(readings)).toBe(readings[1]);
    expect(verdict(readings)[1]).toContain('at 5.0 min, the same live list (35 games, 84 prices)');
  });

  it('falls back to the first reading and says so when no reading showed the final list', () => {
    const readings = [reading(0, { games: 30 }), reading(30)];
    expect(baselineFor(readings)).toBe(readings[0]);
    expect(verdict(readings)[1]).toContain('no reading showed the final list');
  });
});
