/**
 * block-appeal-history: a restricted player's appeals against the restriction, newest first, with
 * the operator's answers, and the form for a new one (one open appeal at a time; the text is
 * checked as it is typed and kept when the server refuses it). Open to banned players.
 */
import { useEffect, useId, useState, type ReactNode } from 'react';
import { Button, Field, fieldDescribedBy, RemoteState, RouteLink, useApiAction, useRemoteData, useTexts, type ApiAction, type PageProps, useFormatTime } from '@plugin-api';
import { SYSTEM_DATE_TIME, readAppeals, type BlockAppeal, type BlockAppealsAnswer } from '../answers.ts';

export const APPEALS_KEY = 'system/block-appeals';
const APPEALS_PATH = '/user-pages/block-appeals';
const MIN = 20;
const MAX = 1000;

function AppealForm({ send }: { send: ApiAction<BlockAppealsAnswer> }): ReactNode {
  const { t } = useTexts('system');
  const id = useId();
  const [text, setText] = useState('');
  const [tried, setTried] = useState(false);
  const length = [...text.trim()].length;
  const problem = length < MIN ? t('system_appeal_too_short', { min: MIN }) : length > MAX ? t('system_appeal_too_long', { max: MAX }) : null;
  // Shown as the player types once they started, or after a submit; the server's refusal otherwise.
  const error = (tried || text !== '') && problem ? problem : (send.error?.message ?? null);
  const hint = t('system_appeal_hint', { typed: length, max: MAX });
  return (
    <form
      className="system-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        setTried(true);
        if (problem === null && send.status !== 'sending') send.send('POST', APPEALS_PATH, { text: text.trim() });
      }}
    >
      <h2 className="system-page__subtitle">{t('system_appeal_new')}</h2>
      <Field id={id} label={t('system_appeal_label')} hint={hint} error={error}>
        <textarea
          id={id}
          className="system-form__textarea"
          rows={5}
          value={text}
          onChange={(e) => setText(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={fieldDescribedBy(id, { hint, error })}
        />
      </Field>
      <Button type="submit" disabled={send.status === 'sending'} aria-busy={send.status === 'sending' || undefined}>
        {t('system_appeal_send')}
      </Button>
    </form>
  );
}

function AppealItem({ appeal }: { appeal: BlockAppeal }): ReactNode {
  const { t } = useTexts('system');
  const formatTime = useFormatTime();
  return (
    <li className="system-appeal">
      <h3 className="system-appeal__title">
        {t('system_appeal_from', { date: formatTime(appeal.created_at, SYSTEM_DATE_TIME) })}
        <span className={`system-badge system-badge--${appeal.status}`}>{t(`system_appeal_status_${appeal.status}`)}</span>
      </h3>
      <p>{appeal.text}</p>
      {appeal.answer && (
        <div className="system-appeal__answer">
          <p className="system-appeal__answered">{t('system_appeal_answered', { date: appeal.answered_at === null ? '' : formatTime(appeal.answered_at, SYSTEM_DATE_TIME) })}</p>
          <p>{appeal.answer}</p>
        </div>
      )}
    </li>
  );
}

export function BlockAppealHistoryPage(_props: PageProps): ReactNode {
  const { t } = useTexts('system');
  const titleId = useId();
  const appeals = useRemoteData(APPEALS_KEY, APPEALS_PATH, { parse: readAppeals });
  // The page owns the send: once it is done the list reloads without the form, and the confirmation stays.
  const send = useApiAction('system/block-appeal', { parse: readAppeals, invalidates: [APPEALS_KEY] });
  const { reset } = send;
  useEffect(() => () => reset(), [reset]);
  const data = appeals.data;
  const sent = send.status === 'done';
  return (
    <section className="system-page system-page--wide" aria-labelledby={titleId}>
      <h1 id={titleId}>{t('system_appeals_title')}</h1>
      <RemoteState status={appeals.status} error={appeals.error} onRetry={appeals.reload}>
        {data && !data.banned && (
          <p className="system-page__notice">
            {t('system_appeals_not_banned')} <RouteLink to="home">{t('system_welcome_home')}</RouteLink>
          </p>
        )}
        {sent && (
          <p className="system-page__notice" role="status">
            {t('system_appeal_sent')}
          </p>
        )}
        {data?.can_appeal && !sent && <AppealForm send={send} />}
        {data?.banned && !data.can_appeal && !sent && <p className="system-page__notice">{t('system_appeals_pending')}</p>}
        <h2 className="system-page__subtitle">{t('system_appeals_history')}</h2>
        {data && data.appeals.length === 0 ? (
          <p>{t('system_appeals_empty')}</p>
        ) : (
          <ul className="system-appeals">
            {data?.appeals.map((a) => (
              <AppealItem key={a.id} appeal={a} />
            ))}
          </ul>
        )}
      </RemoteState>
    </section>
  );
}
