/** The player's callbacks, newest first; a scheduled one can be cancelled (the server decides). */
import { useId, type ReactNode } from 'react';
import { Button, RemoteState, RouteLink, useApiAction, useRemoteData, useTexts, type PageProps, useFormatTime, DATE_AND_TIME } from '@plugin-api';
import { KEYS, parseCallbackAnswer, parseCallbacks, PATHS, type SupportCallback } from '../model.ts';
import { Refusal, UNKNOWN_FAILURE } from './common.tsx';

function CallItem({ call }: { call: SupportCallback; lng: string }): ReactNode {
  const { t } = useTexts('support');
  const formatTime = useFormatTime();
  const cancel = useApiAction(`support/callback-cancel/${call.id}`, { parse: parseCallbackAnswer, invalidates: [KEYS.callbacks] });
  return (
    <li className="support-item">
      <p className="support-item__head">
        <span>{call.phone}</span>
        <span className={`support-badge support-badge--${call.status}`}>{t(`support_call_status_${call.status}`)}</span>
      </p>
      <p className="support-item__meta">
        {t(`support_slot_${call.slot}`)} · {t(`support_topic_${call.topic}`)} · <time dateTime={call.createdAt}>{formatTime(call.createdAt, DATE_AND_TIME)}</time>
      </p>
      {call.status === 'scheduled' && (
        <Button variant="secondary" disabled={cancel.status === 'sending'} onClick={() => cancel.send('POST', PATHS.cancelCallback(call.id))}>
          {t('support_call_cancel')}
        </Button>
      )}
      <Refusal error={cancel.status === 'failed' ? (cancel.error ?? UNKNOWN_FAILURE) : null} />
    </li>
  );
}

export function CallHistoryPage({ lng }: PageProps): ReactNode {
  const { t } = useTexts('support');
  const id = useId();
  const calls = useRemoteData(KEYS.callbacks, PATHS.callbacks, { parse: parseCallbacks });
  const offered = calls.data?.offered ?? true;
  return (
    <section className="support-page" aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`} className="support-page__title">
        {t('support_call_history_title')}
      </h1>
      <RemoteState
        status={calls.status}
        error={calls.error}
        onRetry={calls.reload}
        isEmpty={calls.data?.callbacks.length === 0}
        empty={
          <>
            <p>{t('support_call_history_empty')}</p>
            {offered && <RouteLink to="callback">{t('support_callback_title')}</RouteLink>}
          </>
        }
      >
        <ul className="support-list">
          {calls.data?.callbacks.map((call) => (
            <CallItem key={call.id} call={call} lng={lng} />
          ))}
        </ul>
        {offered && (
          <RouteLink to="callback" className="support-link">
            {t('support_callback_title')}
          </RouteLink>
        )}
      </RemoteState>
    </section>
  );
}
