/**
 * Ends the current task and resumes in a task of its own, so the browser can paint and answer a tap
 * in between. Start-up is a chain of steps that each take a few milliseconds on a fast machine and
 * four times that on a mid-range phone: run back to back they were one long task that held the
 * player's first tap. `scheduler.yield()` where the browser has it (the continuation runs before
 * other queued work), a zero timeout elsewhere.
 */
export function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
