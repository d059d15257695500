import { describe, expect, it, vi } from 'vitest';
import { createCaptchaBridge } from './captcha-bridge.ts';

const challenge = (errorCode: number) => ({ errorCode, method: 'POST' as const, path: '/user/login', body: {} });

describe('captcha bridge', () => {
  it('shows one challenge at a time and settles each call with its own answer', async () => {
    const dispatch = vi.fn();
    const bridge = createCaptchaBridge(dispatch);
    const first = bridge.solve(challenge(111));
    const second = bridge.solve(challenge(100));
    expect(dispatch).toHaveBeenCalledTimes(1);
    expect(dispatch.mock.calls[0]![0].payload).toEqual({ id: 1, errorCode: 111 });

    bridge.settle(1, '  K7PX2 ');
    await expect(first).resolves.toBe('K7PX2');
    // The queued one is shown only now.
    expect(dispatch).toHaveBeenCalledTimes(2);
    expect(dispatch.mock.calls[1]![0].payload).toEqual({ id: 2, errorCode: 100 });

    bridge.settle(2, null);
    await expect(second).resolves.toBeNull();
  });

  it('an empty answer counts as dismissed; an unknown id changes nothing', async () => {
    const bridge = createCaptchaBridge(vi.fn());
    const pending = bridge.solve(challenge(112));
    bridge.settle(99, 'X');
    bridge.settle(1, '   ');
    await expect(pending).resolves.toBeNull();
  });
});
