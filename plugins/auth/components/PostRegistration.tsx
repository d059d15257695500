/**
 * After a one-click registration: the generated login and password, shown once, with
 * "save to file", "copy" and "send to e-mail"; then the bonus choice (0 decline, 1
 * sport, 2 casino). Shown by the registration modal, or, when the registration page was left for
 * the signed-in area, by the account bar as a dialog (see AccountBar).
 */
import { useId, useState, type ReactNode } from 'react';
import { Button, useAppDispatch, useAppSelector, useTexts } from '@plugin-api';
import { browser } from '../browser.ts';
import { BONUS_CHOICES, credentialsFileText, type BonusChoice } from '../model.ts';
import { bonusChosen, credentialsEmailRequested, credentialsKept, selectRegistration } from '../slice.ts';
import { AuthForm, failureOf, FormError, SubmitButton, TextField, useLocalValidation } from './fields.tsx';

const BONUS_TEXT: Readonly<Record<BonusChoice, string>> = { 1: 'auth_bonus_sport', 2: 'auth_bonus_casino', 0: 'auth_bonus_decline' };
export const CREDENTIALS_FILE_NAME = 'credentials.txt';
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function CredentialsStep({ titleId }: { titleId: string }): ReactNode {
  const { t } = useTexts('auth');
  const dispatch = useAppDispatch();
  const reg = useAppSelector(selectRegistration);
  const [copy, setCopy] = useState<'idle' | 'copied' | 'failed'>('idle');
  const [email, setEmail] = useState('');
  const local = useLocalValidation(() => ({ bonus_email: EMAIL.test(email.trim()) ? undefined : 'auth_error_invalid_email' }));
  const credentials = reg.credentials;
  if (!credentials) return null;
  const text = credentialsFileText({ login: t('auth_login_label'), password: t('auth_password_label') }, credentials);
  const emailError = local.errors.bonus_email ?? reg.email.fieldErrors.bonus_email;

  return (
    <div className="auth-credentials">
      <h2 id={titleId} className="auth-modal__title">
        {t('auth_credentials_title')}
      </h2>
      <p className="auth-form__note">{t('auth_credentials_note')}</p>
      <dl className="auth-credentials__list">
        <dt>{t('auth_login_label')}</dt>
        <dd data-testid="auth-generated-login">{credentials.login}</dd>
        <dt>{t('auth_password_label')}</dt>
        <dd data-testid="auth-generated-password">{credentials.password}</dd>
      </dl>
      <div className="auth-credentials__actions">
        <Button variant="secondary" onClick={() => browser.downloadText(CREDENTIALS_FILE_NAME, text)}>
          {t('auth_credentials_save_file')}
        </Button>
        <Button
          variant="secondary"
          onClick={() => {
            browser.copyText(text).then(
              () => setCopy('copied'),
              () => setCopy('failed'),
            );
          }}
        >
          {t('auth_credentials_copy')}
        </Button>
      </div>
      {copy !== 'idle' && (
        <p className="auth-form__note" role="status">
          {t(copy === 'copied' ? 'auth_credentials_copied' : 'auth_credentials_copy_failed')}
        </p>
      )}
      <AuthForm
        onSubmit={() => {
          if (local.validate()) dispatch(credentialsEmailRequested({ email }));
        }}
        pending={reg.email.pending}
        failure={failureOf(reg.email)}
        round={local.round}
        className="auth-credentials__email"
      >
        <TextField
          label={t('auth_credentials_email_label')}
          type="email"
          autoComplete="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          error={emailError ? t(emailError) : undefined}
        />
        <FormError error={reg.email.error} />
        {reg.email.sent && (
          <p className="auth-form__note" role="status">
            {t('auth_credentials_email_sent')}
          </p>
        )}
        <SubmitButton pending={reg.email.pending}>{t('auth_credentials_send_email')}</SubmitButton>
      </AuthForm>
      <Button onClick={() => dispatch(credentialsKept())}>{t('auth_continue')}</Button>
    </div>
  );
}

function BonusStep({ titleId }: { titleId: string }): ReactNode {
  const { t } = useTexts('auth');
  const dispatch = useAppDispatch();
  const { bonus } = useAppSelector(selectRegistration);
  return (
    <div className="auth-bonus">
      <h2 id={titleId} className="auth-modal__title">
        {t('auth_bonus_title')}
      </h2>
      <p className="auth-form__note">{t('auth_bonus_note')}</p>
      <div className="auth-bonus__choices">
        {BONUS_CHOICES.map((choice) => (
          <Button key={choice} variant={choice === 0 ? 'ghost' : 'primary'} disabled={bonus.pending} onClick={() => dispatch(bonusChosen(choice))}>
            {t(BONUS_TEXT[choice])}
          </Button>
        ))}
      </div>
      <FormError error={bonus.error} />
    </div>
  );
}

/** The step after the account exists; nothing once it is done. */
export function PostRegistration({ titleId }: { titleId?: string }): ReactNode {
  const step = useAppSelector((s) => selectRegistration(s).step);
  const ownId = useId();
  const id = titleId ?? ownId;
  if (step === 'credentials') return <CredentialsStep titleId={id} />;
  if (step === 'bonus') return <BonusStep titleId={id} />;
  return null;
}
