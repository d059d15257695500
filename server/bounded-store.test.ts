// The bounded map guest-fed stores keep their entries in: a ceiling on size (oldest evicted) and on age.
import { describe, expect, it } from 'vitest';
import { BoundedMap } from './bounded-store.ts';

describe('BoundedMap', () => {
  it('evicts the oldest entry past its size, however many are written', () => {
    const map = new BoundedMap<number, string>({ maxEntries: 3, maxAgeMs: 60_000 }, () => 0);
    for (let i = 0; i < 100_000; i++) map.set(i, `#${i}`);
    expect(map.size).toBe(3);
    expect([...map.entries()]).toEqual([
      [99_997, '#99997'],
      [99_998, '#99998'],
      [99_999, '#99999'],
    ]);
    expect(map.get(0)).toBeUndefined();
  });

  it('forgets an entry once it is older than its age limit; a new set makes it young again', () => {
    let now = 0;
    const map = new BoundedMap<string, number>({ maxEntries: 10, maxAgeMs: 1_000 }, () => now);
    map.set('a', 1).set('b', 2);
    now = 600;
    map.set('a', 3);
    now = 1_000;
    expect(map.has('b')).toBe(false);
    expect(map.get('a')).toBe(3);
    expect(map.size).toBe(1);
    now = 1_600;
    expect([...map]).toEqual([]);
  });

  it('deletes, and iterates its live values oldest first', () => {
    const map = new BoundedMap<string, number>({ maxEntries: 10, maxAgeMs: 1_000 }, () => 0);
    map.set('x', 1).set('y', 2).set('z', 3);
    expect(map.delete('y')).toBe(true);
    expect([...map.values()]).toEqual([1, 3]);
  });
});
