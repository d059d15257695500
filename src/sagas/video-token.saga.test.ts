// The entry's media starter: it waits for the first media action and only then fetches the media
// module; a module that does not arrive is logged, and the page goes on without it.
import { describe, expect, it, vi } from 'vitest';
import { runSaga, stdChannel, type SagaIterator } from 'redux-saga';
import { call } from 'redux-saga/effects';
import { mediaShown } from '../state/media.slice.ts';
import { MEDIA_ACTION_PREFIX, watchVideoToken, type MediaModule } from './video-token.saga.ts';

function start(load: () => Promise<MediaModule>) {
  const channel = stdChannel();
  const log = { warn: vi.fn(), error: vi.fn() };
  const task = runSaga({ channel, dispatch: () => {}, getState: () => ({}), context: { services: { log } } }, watchVideoToken, load);
  return { channel, log, task };
}

describe('the media starter', () => {
  it('fetches the media module on the first media action only, and runs it', async () => {
    const ran = vi.fn();
    const load = vi.fn(async (): Promise<MediaModule> => ({
      *runMedia(): SagaIterator<void> {
        yield call(ran);
      },
    }));
    const { channel, task } = start(load);
    channel.put({ type: 'navigation/committed' });
    channel.put({ type: 'mediaShownElsewhere' });
    expect(load).not.toHaveBeenCalled();
    channel.put(mediaShown({ gameId: 1 }));
    await task.toPromise();
    expect(load).toHaveBeenCalledTimes(1);
    expect(ran).toHaveBeenCalledTimes(1);
    expect(mediaShown.type.startsWith(MEDIA_ACTION_PREFIX)).toBe(true);
  });

  it('logs a module that did not load and ends quietly', async () => {
    const { channel, log, task } = start(() => Promise.reject(new Error('chunk failed')));
    channel.put(mediaShown({ gameId: 1 }));
    await task.toPromise();
    expect(log.warn).toHaveBeenCalledWith('media module did not load', expect.any(Error));
  });
});
