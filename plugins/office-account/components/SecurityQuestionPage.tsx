/** office-security-question: a question from the list and its answer (kept hashed by the server), confirmed with the password. */
import { useId, type ReactNode } from 'react';
import { Field, fieldDescribedBy, useTexts } from '@plugin-api';
import { USER_CONFIG } from '../api.ts';
import { base64OfText, required, type FieldCheck } from '../model.ts';
import { AccountForm, SendOutcome, SubmitButton, TextField, useForm, useFreshAction } from './form.tsx';
import { AccountPage, NextLinks, WithUserConfig } from './page.tsx';

export const SECURITY_QUESTION_IDS = ['1', '2', '3', '4', '5'] as const;

const CHECKS: Record<'question' | 'answer' | 'password', FieldCheck> = {
  question: (v) => ((SECURITY_QUESTION_IDS as readonly string[]).includes(v) ? null : 'office_account_error_question'),
  answer: (v) => (v.trim().length >= 2 ? null : 'office_account_error_answer'),
  password: required,
};

export function SecurityQuestionPage(): ReactNode {
  const { t } = useTexts('office-account');
  const form = useForm({ question: '', answer: '', password: '' }, CHECKS);
  const action = useFreshAction('office-account/security-question', { invalidates: [USER_CONFIG.key] });
  const selectId = useId();
  const questionError = form.errors.question ? t(form.errors.question) : undefined;
  const send = () =>
    action.send('POST', '/account/security-question', { question_id: Number(form.values.question), answer: form.values.answer, password: base64OfText(form.values.password) });
  return (
    <AccountPage title={t('office_account_security_question_title')} intro={t('office_account_security_question_intro')}>
      <WithUserConfig>
        {(config) => <p className="office-account__fact">{t(config.is_active_secure_question ? 'office_account_question_set' : 'office_account_question_not_set')}</p>}
      </WithUserConfig>
      <AccountForm form={form} onValidSubmit={send} label={t('office_account_security_question_title')}>
        <Field id={selectId} label={t('office_account_question_label')} error={questionError}>
          <select
            id={selectId}
            className="office-account__input"
            value={form.values.question}
            onChange={(event) => form.set('question', event.target.value)}
            aria-invalid={questionError ? true : undefined}
            aria-describedby={fieldDescribedBy(selectId, { error: questionError })}
          >
            <option value="">{t('office_account_question_choose')}</option>
            {SECURITY_QUESTION_IDS.map((id) => (
              <option key={id} value={id}>
                {t(`office_account_question_${id}`)}
              </option>
            ))}
          </select>
        </Field>
        <TextField form={form} name="answer" autoComplete="off" label={t('office_account_answer_label')} hint={t('office_account_answer_hint')} />
        <TextField form={form} name="password" type="password" autoComplete="current-password" label={t('office_account_current_password')} />
        <SubmitButton action={action}>{t('office_account_save')}</SubmitButton>
        <SendOutcome action={action} done={t('office_account_security_question_done')} />
      </AccountForm>
      <NextLinks links={[{ to: 'office-security', text: t('office_account_security_title') }]} />
    </AccountPage>
  );
}
