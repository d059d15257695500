/**
 * Write to support by e-mail. Each field says what is wrong once it has been edited; the server
 * checks again and may refuse (its message is shown by the button), and what was typed is never
 * cleared until the request is accepted.
 */
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { Button, Field, fieldDescribedBy, RouteLink, selectIsAuthenticated, useApiAction, useAppSelector, useIsHydrated, useTexts } from '@plugin-api';
import { EMAIL_PATTERN, KEYS, lengthProblem, MESSAGE_LENGTH, MODALS, parseRequestCreated, SUBJECT_LENGTH, type SupportTopic } from '../model.ts';
import { ModalLink, Refusal, TopicField, UNKNOWN_FAILURE } from './common.tsx';

interface Draft {
  email: string;
  topic: SupportTopic | '';
  subject: string;
  message: string;
}

const EMPTY: Draft = { email: '', topic: '', subject: '', message: '' };
type FieldName = keyof Draft;

function problemsOf(draft: Draft): Partial<Record<FieldName, { key: string; values?: Record<string, number> }>> {
  const problems: Partial<Record<FieldName, { key: string; values?: Record<string, number> }>> = {};
  if (!EMAIL_PATTERN.test(draft.email.trim())) problems.email = { key: draft.email.trim() === '' ? 'support_error_required' : 'support_error_email' };
  if (draft.topic === '') problems.topic = { key: 'support_error_topic' };
  const subject = lengthProblem(draft.subject, SUBJECT_LENGTH);
  if (subject) problems.subject = { key: `support_error_${subject.replace('-', '_')}`, values: SUBJECT_LENGTH };
  const message = lengthProblem(draft.message, MESSAGE_LENGTH);
  if (message) problems.message = { key: `support_error_${message.replace('-', '_')}`, values: MESSAGE_LENGTH };
  return problems;
}

export function EmailPage(): ReactNode {
  const { t } = useTexts('support');
  const id = useId();
  const signedIn = useAppSelector(selectIsAuthenticated);
  // Typing into the server's markup before the app takes it over would be lost: the fields open once it has.
  const hydrated = useIsHydrated();
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const [edited, setEdited] = useState<ReadonlySet<FieldName>>(new Set());
  const action = useApiAction('support/email-request', { parse: parseRequestCreated, invalidates: [KEYS.requests] });
  const problems = problemsOf(draft);
  const errorOf = (name: FieldName) => {
    const problem = edited.has(name) ? problems[name] : undefined;
    return problem ? t(problem.key, problem.values) : undefined;
  };
  const change = (name: FieldName, value: string) => {
    setDraft((before) => ({ ...before, [name]: value }));
    setEdited((before) => (before.has(name) ? before : new Set(before).add(name)));
    if (action.status === 'failed') action.reset();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setEdited(new Set(['email', 'topic', 'subject', 'message']));
    if (Object.keys(problems).length > 0) return;
    action.send('POST', '/support/requests', { email: draft.email.trim(), topic: draft.topic, subject: draft.subject.trim(), message: draft.message.trim() });
  };

  if (action.status === 'done' && action.data) {
    return (
      <section className="support-page" aria-labelledby={`${id}-title`}>
        <h1 id={`${id}-title`} className="support-page__title">
          {t('support_email_title')}
        </h1>
        <p className="support-done" role="status">
          {action.data.message}
        </p>
        <div className="support-actions">
          <Button
            variant="secondary"
            onClick={() => {
              setDraft(EMPTY);
              setEdited(new Set());
              action.reset();
            }}
          >
            {t('support_email_another')}
          </Button>
          {signedIn && (
            <ModalLink query={MODALS.requests} className="support-link">
              {t('support_requests_title')}
            </ModalLink>
          )}
          <RouteLink to="support" className="support-link">
            {t('support_back_to_hub')}
          </RouteLink>
        </div>
      </section>
    );
  }

  const input = (name: 'email' | 'subject', type: string, autoComplete: string) => {
    const error = errorOf(name);
    return (
      <Field id={`${id}-${name}`} label={t(`support_field_${name}`)} error={error}>
        <input
          id={`${id}-${name}`}
          type={type}
          autoComplete={autoComplete}
          value={draft[name]}
          aria-invalid={error ? true : undefined}
          aria-describedby={fieldDescribedBy(`${id}-${name}`, { error })}
          onChange={(event) => change(name, event.target.value)}
          onBlur={() => setEdited((before) => new Set(before).add(name))}
        />
      </Field>
    );
  };
  const messageError = errorOf('message');
  const topicError = errorOf('topic');

  return (
    <section className="support-page" aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`} className="support-page__title">
        {t('support_email_title')}
      </h1>
      <p className="support-page__text">{t('support_email_intro')}</p>
      <form className="support-form" noValidate onSubmit={submit}>
        <fieldset className="support-form__fields" disabled={!hydrated}>
          {input('email', 'email', 'email')}
          <TopicField id={`${id}-topic`} label={t('support_field_topic')} value={draft.topic} onChange={(topic) => change('topic', topic)} />
          {topicError && (
            <p className="field__error" role="alert">
              {topicError}
            </p>
          )}
          {input('subject', 'text', 'off')}
          <Field id={`${id}-message`} label={t('support_field_message')} hint={t('support_field_message_hint', MESSAGE_LENGTH)} error={messageError}>
            <textarea
              id={`${id}-message`}
              rows={6}
              value={draft.message}
              aria-invalid={messageError ? true : undefined}
              aria-describedby={fieldDescribedBy(`${id}-message`, { hint: true, error: messageError })}
              onChange={(event) => change('message', event.target.value)}
              onBlur={() => setEdited((before) => new Set(before).add('message'))}
            />
          </Field>
          <Refusal error={action.status === 'failed' ? (action.error ?? UNKNOWN_FAILURE) : null} />
          <Button type="submit" disabled={action.status === 'sending'}>
            {t(action.status === 'sending' ? 'support_sending' : 'support_send')}
          </Button>
        </fieldset>
      </form>
    </section>
  );
}
