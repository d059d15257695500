/**
 * The questions some regions ask before a limit is raised: every question needs an answer; the
 * service judges them and either takes the raise or says it cannot be raised now.
 */
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Button, useAppDispatch, useAppSelector } from '@plugin-api';
import { questionnaireClosed, questionnaireSubmitted, selectQuestionnaire, selectSending } from '../state/slice.ts';
import type { LimitContext } from './useLimitContext.ts';

export function QuestionnaireDialog({ ctx }: { ctx: LimitContext }): ReactNode {
  const { t } = ctx;
  const dispatch = useAppDispatch();
  const questionnaire = useAppSelector(selectQuestionnaire);
  const sending = useAppSelector(selectSending);
  const [answers, setAnswers] = useState<Record<number, number>>({});
  const [touched, setTouched] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), [questionnaire?.tokenGuid]);
  if (!questionnaire) return null;
  const missing = questionnaire.questions.filter((q) => answers[q.id] === undefined);
  const failed = questionnaire.results?.some((r) => !r.passed) ?? false;

  return (
    <div className="rg-overlay">
      <div className="rg-dialog" role="dialog" aria-modal="true" aria-labelledby="rg-questions-title">
        <h2 id="rg-questions-title" className="rg-dialog__title" tabIndex={-1} ref={heading}>
          {t('responsible_gaming_questions_title')}
        </h2>
        {failed ? (
          <p className="rg-outcome rg-outcome--error" role="alert">
            {t('responsible_gaming_questions_failed')}
          </p>
        ) : (
          <form
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              setTouched(true);
              if (missing.length === 0) dispatch(questionnaireSubmitted({ answers: questionnaire.questions.map((q) => ({ questionId: q.id, answerId: answers[q.id]! })) }));
            }}
          >
            {questionnaire.questions.map((q) => (
              <fieldset key={q.id} className="rg-question">
                <legend>{q.text}</legend>
                {q.answers.map((a) => (
                  <label key={a.id} className="rg-choice">
                    <input type="radio" name={`rg-question-${q.id}`} value={a.id} checked={answers[q.id] === a.id} onChange={() => setAnswers({ ...answers, [q.id]: a.id })} />
                    {a.text}
                  </label>
                ))}
              </fieldset>
            ))}
            {touched && missing.length > 0 && (
              <p className="rg-outcome rg-outcome--error" role="alert">
                {t('responsible_gaming_questions_missing')}
              </p>
            )}
            {sending.status === 'failed' && sending.error && (
              <p className="rg-outcome rg-outcome--error" role="alert">
                {sending.error.message === '' ? t('responsible_gaming_forbidden') : sending.error.message}
              </p>
            )}
            <div className="rg-form__actions">
              <Button type="submit" disabled={sending.status === 'sending'}>
                {t('responsible_gaming_questions_send')}
              </Button>
            </div>
          </form>
        )}
        <Button variant="secondary" onClick={() => dispatch(questionnaireClosed())}>
          {t(failed ? 'responsible_gaming_close' : 'responsible_gaming_questions_cancel')}
        </Button>
      </div>
    </div>
  );
}
