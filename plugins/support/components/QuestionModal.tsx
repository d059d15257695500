/**
 * Ask support a short question (query support-question-modal). Signed-in players only: the answer
 * comes back to their request history. The question stays typed through a refusal.
 */
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { Button, Field, fieldDescribedBy, selectIsAuthenticated, useApiAction, useAppSelector, useIsHydrated, useTexts, type SlotProps } from '@plugin-api';
import { KEYS, lengthProblem, MODALS, parseRequestCreated, PATHS, QUESTION_LENGTH, type SupportTopic } from '../model.ts';
import { ModalLink, Refusal, SignInPrompt, TopicField, UNKNOWN_FAILURE } from './common.tsx';

export function QuestionModal({ onClose }: SlotProps): ReactNode {
  const { t } = useTexts('support');
  const id = useId();
  const signedIn = useAppSelector(selectIsAuthenticated);
  const hydrated = useIsHydrated();
  const [topic, setTopic] = useState<SupportTopic | ''>('');
  const [question, setQuestion] = useState('');
  const [edited, setEdited] = useState(false);
  const [topicEdited, setTopicEdited] = useState(false);
  const action = useApiAction('support/question', { parse: parseRequestCreated, invalidates: [KEYS.requests] });
  const problem = lengthProblem(question, QUESTION_LENGTH);
  const error = edited && problem ? t(`support_error_${problem.replace('-', '_')}`, QUESTION_LENGTH) : undefined;
  const topicError = topicEdited && topic === '' ? t('support_error_topic') : undefined;

  const title = (
    <h2 id={`${id}-title`} className="support-modal__title">
      {t('support_question_title')}
    </h2>
  );
  if (!signedIn) {
    return (
      <div className="support-modal">
        {title}
        <SignInPrompt textKey="support_question_sign_in" />
      </div>
    );
  }
  if (action.status === 'done' && action.data) {
    return (
      <div className="support-modal">
        {title}
        <p className="support-done" role="status">
          {action.data.message}
        </p>
        <div className="support-actions">
          <ModalLink query={MODALS.requests} className="support-link">
            {t('support_requests_title')}
          </ModalLink>
          {onClose && (
            <Button variant="secondary" onClick={onClose}>
              {t('support_close')}
            </Button>
          )}
        </div>
      </div>
    );
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setEdited(true);
    setTopicEdited(true);
    if (problem || topic === '') return;
    action.send('POST', PATHS.questions, { topic, question: question.trim() });
  };

  return (
    <div className="support-modal">
      {title}
      <form className="support-form" noValidate onSubmit={submit}>
        <fieldset className="support-form__fields" disabled={!hydrated}>
          <TopicField
            id={`${id}-topic`}
            label={t('support_field_topic')}
            value={topic}
            onChange={(value) => {
              setTopic(value);
              setTopicEdited(true);
              if (action.status === 'failed') action.reset();
            }}
          />
          {topicError && (
            <p className="field__error" role="alert">
              {topicError}
            </p>
          )}
          <Field id={`${id}-question`} label={t('support_field_question')} hint={t('support_field_question_hint', QUESTION_LENGTH)} error={error}>
            <textarea
              id={`${id}-question`}
              rows={4}
              value={question}
              aria-invalid={error ? true : undefined}
              aria-describedby={fieldDescribedBy(`${id}-question`, { hint: true, error })}
              onChange={(event) => {
                setQuestion(event.target.value);
                setEdited(true);
                if (action.status === 'failed') action.reset();
              }}
              onBlur={() => setEdited(true)}
            />
          </Field>
          <Refusal error={action.status === 'failed' ? (action.error ?? UNKNOWN_FAILURE) : null} />
          <Button type="submit" disabled={action.status === 'sending'}>
            {t(action.status === 'sending' ? 'support_sending' : 'support_send')}
          </Button>
        </fieldset>
      </form>
    </div>
  );
}
