// The settings saga run whole against a store and a fake web API: the read deduplicated while in
// flight, saves applied at once and rolled back on failure unless cancelled, and the feedback once
// every save in flight has answered.
import { describe, expect, it } from 'vitest';
import { ApiError, selectPlayerSetting } from '@plugin-api';
import { createOfficeStore, deferred, type Request } from '../test-kit.tsx';
import { watchOfficeSettings } from './saga.ts';
import { selectOfficeSettings, selectSettingValue, settingSaveCancelled, settingSaveRequested, settingsRequested } from './slice.ts';

const SETTINGS = {
  commonSettings: [{ id: 'hide_balance', value: false }],
  otherSettings: [{ id: 'compact_coupon', value: true }],
  notificationSettings: [{ id: 'notify_deposit', value: true }],
  mailingSettings: [{ id: 'enable_mail_news', value: false }, { id: 'enable_sms_news', value: false }],
};

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

/** GET answers the settings; POSTs wait for the test (one deferred answer per call, in order). */
function api(posts: ReturnType<typeof deferred<unknown>>[] = []): Request {
  return async (method) => (method === 'GET' ? structuredClone(SETTINGS) : posts.shift()!.promise);
}

async function loaded(request: Request) {
  const t = createOfficeStore(request, watchOfficeSettings);
  t.store.dispatch(settingsRequested());
  await flush();
  return { ...t, value: (id: string) => selectSettingValue(t.store.getState(), id), state: () => selectOfficeSettings(t.store.getState()) };
}

describe('office settings saga', () => {
  it('reads once while a read is in flight, then shows the groups', async () => {
    const answer = deferred<unknown>();
    const t = createOfficeStore(async () => answer.promise, watchOfficeSettings);
    t.store.dispatch(settingsRequested());
    t.store.dispatch(settingsRequested());
    t.store.dispatch(settingsRequested());
    expect(selectOfficeSettings(t.store.getState()).status).toBe('loading');
    answer.resolve(SETTINGS);
    await flush();
    expect(t.api).toHaveBeenCalledTimes(1);
    expect(selectOfficeSettings(t.store.getState())).toMatchObject({ status: 'ready', groups: SETTINGS });
  });

  it('a failed first read shows the error; a retry reads again', async () => {
    let fail = true;
    const t = createOfficeStore(async () => {
      if (fail) throw new ApiError('Service unavailable', 503);
      return SETTINGS;
    }, watchOfficeSettings);
    t.store.dispatch(settingsRequested());
    await flush();
    expect(selectOfficeSettings(t.store.getState())).toMatchObject({ status: 'error', error: { status: 503 } });
    fail = false;
    t.store.dispatch(settingsRequested());
    await flush();
    expect(selectOfficeSettings(t.store.getState()).status).toBe('ready');
  });

  it('applies a switch at once and keeps it when saved; the server’s message is the feedback', async () => {
    const post = deferred<unknown>();
    const t = await loaded(api([post]));
    t.store.dispatch(settingSaveRequested({ id: 'enable_mail_news', value: true }));
    expect(t.value('enable_mail_news')).toBe(true);
    expect(t.state().saving).toEqual(['enable_mail_news']);
    expect(t.api).toHaveBeenLastCalledWith('POST', '/office/settings', { body: { settings: [{ id: 'enable_mail_news', value: true }] } });

    post.resolve({ results: [{ id: 'enable_mail_news', status: 1, message: 'Mailings will go to d***@example.com.' }] });
    await flush();
    expect(t.value('enable_mail_news')).toBe(true);
    expect(t.state()).toMatchObject({ saving: [], feedback: { variant: 'success', lines: [{ text: 'Mailings will go to d***@example.com.' }] } });
  });

  it('tells the rest of the app each value shown, so every page acts on the switch at once, and the old one back after a refusal', async () => {
    const saved = deferred<unknown>();
    const refused = deferred<unknown>();
    const t = await loaded(api([saved, refused]));
    const hidden = () => selectPlayerSetting(t.store.getState(), 'hide_balance');
    t.store.dispatch(settingSaveRequested({ id: 'hide_balance', value: true }));
    expect(hidden()).toBe(true);
    saved.resolve({ results: [{ id: 'hide_balance', status: 1 }] });
    await flush();
    expect(hidden()).toBe(true);
    t.store.dispatch(settingSaveRequested({ id: 'hide_balance', value: false }));
    expect(hidden()).toBe(false);
    refused.resolve({ results: [{ id: 'hide_balance', status: 2, message: 'Not now' }] });
    await flush();
    expect(hidden()).toBe(true);
  });

  it('puts the old value back when the server refuses (status 2, its reason shown) or the call fails', async () => {
    const refused = deferred<unknown>();
    const failed = deferred<unknown>();
    const t = await loaded(api([refused, failed]));
    t.store.dispatch(settingSaveRequested({ id: 'enable_sms_news', value: true }));
    refused.resolve({ results: [{ id: 'enable_sms_news', status: 2, message: 'Bind a phone number first' }] });
    await flush();
    expect(t.value('enable_sms_news')).toBe(false);
    expect(t.state().feedback).toEqual({ variant: 'error', lines: [{ text: 'Bind a phone number first' }] });

    t.store.dispatch(settingSaveRequested({ id: 'compact_coupon', value: false }));
    expect(t.value('compact_coupon')).toBe(false);
    failed.reject(new ApiError('Bad gateway', 502));
    await flush();
    expect(t.value('compact_coupon')).toBe(true);
    expect(t.state().feedback).toEqual({ variant: 'error', lines: [{ key: 'main_query_error' }] });
  });

  it('a cancelled save is not rolled back: a newer switch of the same setting owns the value', async () => {
    const first = deferred<unknown>();
    const second = deferred<unknown>();
    const third = deferred<unknown>();
    const t = await loaded(api([first, second, third]));
    t.store.dispatch(settingSaveRequested({ id: 'hide_balance', value: true }));
    t.store.dispatch(settingSaveRequested({ id: 'hide_balance', value: false }));
    t.store.dispatch(settingSaveRequested({ id: 'notify_deposit', value: false }));
    // The first save fails after it was replaced: nothing moves.
    first.reject(new ApiError('Bad gateway', 502));
    await flush();
    expect(t.value('hide_balance')).toBe(false);

    t.store.dispatch(settingSaveCancelled({ id: 'notify_deposit' }));
    third.reject(new ApiError('Bad gateway', 502));
    second.resolve({ results: [{ id: 'hide_balance', status: 1 }] });
    await flush();
    expect(t.value('notify_deposit')).toBe(false);
    expect(t.value('hide_balance')).toBe(false);
    expect(t.state().saving).toEqual([]);
  });

  it('tells about every save in flight at once, once the last one answered', async () => {
    const a = deferred<unknown>();
    const b = deferred<unknown>();
    const t = await loaded(api([a, b]));
    t.store.dispatch(settingSaveRequested({ id: 'enable_mail_news', value: true }));
    t.store.dispatch(settingSaveRequested({ id: 'enable_sms_news', value: true }));
    a.resolve({ results: [{ id: 'enable_mail_news', status: 1 }] });
    await flush();
    expect(t.state().feedback).toBeNull();
    b.resolve({ results: [{ id: 'enable_sms_news', status: 2, message: 'Bind a phone number first' }] });
    await flush();
    // One failure among them: the errors are told, not the success.
    expect(t.state().feedback).toEqual({ variant: 'error', lines: [{ text: 'Bind a phone number first' }] });
    expect(t.value('enable_mail_news')).toBe(true);
    expect(t.value('enable_sms_news')).toBe(false);
  });
});
