import { useEffect, useState, type ReactNode } from 'react';
import { Button, RemoteState, unreadMessageCountChanged, useApiAction, useAppDispatch, useRemoteData, useTexts, type PageProps, useFormatTime } from '@plugin-api';
import { readMessageAction, readMessages, type OfficeMessage } from '../answers.ts';
import { OFFICE_DATE_TIME } from '../format.ts';
import { Notice } from './Feedback.tsx';
import { OfficeScreen } from './OfficeScreen.tsx';

export const MESSAGES_KEY = 'office/messages';

function MessageItem({ message, busy, onOpen, onDelete }: { message: OfficeMessage; lng: string; busy: boolean; onOpen: () => void; onDelete: () => void }): ReactNode {
  const { t } = useTexts('office');
  const formatTime = useFormatTime();
  const [open, setOpen] = useState(false);
  const bodyId = `office-message-${message.id}`;
  return (
    <li className={`office-message${message.read ? '' : ' office-message--unread'}`}>
      <h2 className="office-message__title">
        <button
          type="button"
          className="office-message__toggle"
          aria-expanded={open}
          aria-controls={bodyId}
          onClick={() => {
            setOpen(!open);
            if (!open && !message.read) onOpen();
          }}
        >
          {!message.read && <span className="office-badge office-badge--small">{t('office_messages_new')}</span>}
          <span>{message.title}</span>
        </button>
      </h2>
      <p className="office__muted">{formatTime(message.sentAt, OFFICE_DATE_TIME)}</p>
      {open && (
        <div id={bodyId} className="office-message__body">
          <p>{message.text}</p>
          <Button variant="secondary" disabled={busy} onClick={onDelete}>
            {t('office_messages_delete')}
          </Button>
        </div>
      )}
    </li>
  );
}

/**
 * The player's messages (route office-messages), newest first. Opening an unread one marks it read;
 * a message can be deleted. Each answer carries the new unread count, which the badges take.
 */
export function MessagesPage({ lng }: PageProps): ReactNode {
  const { t } = useTexts('office');
  const dispatch = useAppDispatch();
  const list = useRemoteData(MESSAGES_KEY, '/office/messages', { parse: readMessages });
  const read = useApiAction('office/message-read', { parse: readMessageAction, invalidates: [MESSAGES_KEY] });
  const remove = useApiAction('office/message-delete', { parse: readMessageAction, invalidates: [MESSAGES_KEY] });
  const { reset: resetRead } = read;
  const { reset: resetRemove } = remove;
  // A later visit starts without the last visit's outcome.
  useEffect(
    () => () => {
      resetRead();
      resetRemove();
    },
    [resetRead, resetRemove],
  );
  // Whichever answer arrived last holds the newest count: each one reports it when it arrives.
  const listed = list.data?.user_msg_count;
  const afterRead = read.data?.user_msg_count;
  const afterDelete = remove.data?.user_msg_count;
  useEffect(() => {
    if (listed !== undefined) dispatch(unreadMessageCountChanged(listed));
  }, [dispatch, listed]);
  useEffect(() => {
    if (afterRead !== undefined) dispatch(unreadMessageCountChanged(afterRead));
  }, [dispatch, afterRead, read.data]);
  useEffect(() => {
    if (afterDelete !== undefined) dispatch(unreadMessageCountChanged(afterDelete));
  }, [dispatch, afterDelete, remove.data]);
  const messages = list.data?.messages ?? [];
  const unread = list.data?.user_msg_count ?? 0;
  return (
    <OfficeScreen titleKey="office_messages_title">
      <RemoteState
        status={list.status}
        error={list.error}
        onRetry={list.reload}
        isEmpty={messages.length === 0}
        empty={<p>{t('office_messages_empty')}</p>}
      >
        <p className="office__intro" role="status">
          {t('office_unread_count', { count: unread })}
        </p>
        <ul className="office__list">
          {messages.map((m) => (
            <MessageItem
              key={m.id}
              message={m}
              lng={lng}
              busy={remove.status === 'sending'}
              onOpen={() => read.send('POST', '/office/messages/read', { id: m.id })}
              onDelete={() => remove.send('POST', '/office/messages/delete', { id: m.id })}
            />
          ))}
        </ul>
      </RemoteState>
      {remove.status === 'done' && <Notice variant="success">{t('office_messages_deleted')}</Notice>}
      {(read.error ?? remove.error) && <Notice variant="error">{(read.error ?? remove.error)!.message}</Notice>}
    </OfficeScreen>
  );
}
