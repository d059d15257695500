/**
 * For saga tests of pollers that stop while the page is hidden: a fake clock for the timers and Date,
 * and a `document.hidden` the test sets (setHidden fires visibilitychange as the browser does).
 * Call withHiddenPageAndFakeClock() at the top of a test file; it installs beforeEach/afterEach.
 */
import { afterEach, beforeEach, vi } from 'vitest';

let hidden = false;

export function setHidden(value: boolean): void {
  hidden = value;
  document.dispatchEvent(new Event('visibilitychange'));
}

export function withHiddenPageAndFakeClock(): void {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
    hidden = false;
    Object.defineProperty(document, 'hidden', { configurable: true, get: () => hidden });
  });
  afterEach(() => {
    vi.useRealTimers();
    Reflect.deleteProperty(document, 'hidden');
  });
}
