/** How a slot retries its plugin code before showing the refresh control. */
export interface SlotRetryPolicy {
  retries: number;
  delayMs: number;
  factor: number;
}

/** Header and bottom navigation: 5 retries at 1000 ms. */
export const SHELL_RETRY: SlotRetryPolicy = { retries: 5, delayMs: 1000, factor: 1 };
/** Page views (and widgets, modals): 3 retries from 1000 ms, doubling. */
export const VIEW_RETRY: SlotRetryPolicy = { retries: 3, delayMs: 1000, factor: 2 };

export function retryDelay(policy: SlotRetryPolicy, failures: number): number {
  return policy.delayMs * policy.factor ** Math.max(0, failures - 1);
}
