import { describe, expect, it } from 'vitest';
import { readOncePerTask } from './read-once-per-task.ts';

describe('a browser read made once per task', () => {
  it('reads once however often it is asked within a task, and afresh in the next', async () => {
    let reads = 0;
    const read = readOncePerTask(() => ++reads);
    expect([read(), read(), read()]).toEqual([1, 1, 1]);
    await Promise.resolve();
    expect(read()).toBe(2);
    expect(reads).toBe(2);
  });
});
