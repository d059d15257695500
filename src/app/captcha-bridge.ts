/**
 * Connects the API client's "solve this captcha" promise to the store: the client asks, the shell
 * shows the captcha modal for the open challenge, the modal's answer (captchaSolved/Dismissed,
 * relayed by src/sagas/captcha.saga.ts) settles the promise. Challenges queue: a second call that
 * meets a captcha while one is open waits for its own turn rather than replacing the first.
 */
import type { CaptchaChallenge } from '../api/index.ts';
import type { CaptchaPort } from '../composer/services.ts';
import { captchaChallenged } from '../state/captcha.slice.ts';

export interface CaptchaBridge extends CaptchaPort {
  /** For createApiClient({ solveCaptcha }): resolves with the typed text, or null when dismissed. */
  solve(challenge: CaptchaChallenge): Promise<string | null>;
}

export function createCaptchaBridge(dispatch: (action: ReturnType<typeof captchaChallenged>) => void): CaptchaBridge {
  let nextId = 1;
  const waiting: { id: number; errorCode: number; resolve: (text: string | null) => void }[] = [];

  const showFirst = (): void => {
    const first = waiting[0];
    if (first) dispatch(captchaChallenged({ id: first.id, errorCode: first.errorCode }));
  };

  return {
    solve(challenge) {
      return new Promise((resolve) => {
        waiting.push({ id: nextId++, errorCode: challenge.errorCode, resolve });
        if (waiting.length === 1) showFirst();
      });
    },
    settle(id, text) {
      const index = waiting.findIndex((w) => w.id === id);
      if (index < 0) return;
      const [done] = waiting.splice(index, 1);
      done!.resolve(text === null || text.trim() === '' ? null : text.trim());
      if (index === 0) showFirst();
    },
  };
}
