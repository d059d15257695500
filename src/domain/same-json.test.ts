import { describe, expect, it } from 'vitest';
import { sameJson } from './same-json.ts';

describe('sameJson', () => {
  it('is true for values equal all the way down, whatever their key order', () => {
    expect(sameJson({ a: [1, { b: 'x', c: null }], d: true }, { d: true, a: [1, { c: null, b: 'x' }] })).toBe(true);
    expect(sameJson([], [])).toBe(true);
    expect(sameJson(null, null)).toBe(true);
  });

  it('is false for any difference: a value, a missing key, a length, an array for an object', () => {
    expect(sameJson({ a: [1, 2] }, { a: [1, 3] })).toBe(false);
    expect(sameJson({ a: 1 }, { a: 1, b: undefined })).toBe(false);
    expect(sameJson({ a: 1, b: 2 }, { a: 1, c: 2 })).toBe(false);
    expect(sameJson([1, 2], [1, 2, 3])).toBe(false);
    expect(sameJson([], {})).toBe(false);
    expect(sameJson({}, [])).toBe(false);
    expect(sameJson(null, {})).toBe(false);
    expect(sameJson('1', 1)).toBe(false);
  });
});
