/**
 * Password recovery: login, e-mail or phone -> a code is sent -> the code (a wrong code
 * and an expired one say different things, and both offer a new code) -> the new password twice
 * -> saved, with a way to sign in. The forgot-password modal and page show the same flow.
 */
import { useEffect, useId, useState, type ReactNode } from 'react';
import { useAppDispatch, useAppSelector, useCommittedPage, useTexts, type PageProps, type SlotProps } from '@plugin-api';
import { MODAL, passwordProblem, ROUTE } from '../model.ts';
import { recoveryCodeRequested, recoveryCodeSubmitted, recoveryPasswordSubmitted, recoveryRestarted, recoveryShown, selectRecovery } from '../slice.ts';
import { AuthForm, failureOf, FormError, PasswordField, SubmitButton, TextField, useLocalValidation } from './fields.tsx';
import { useModalFor, useModalNavigation } from './hooks.ts';

const CODE_PROBLEM_TEXT = { wrong_code: 'auth_recovery_wrong_code', time_up: 'auth_recovery_time_up' } as const;
/** Where the server says the code went (from what was typed, so it tells nothing about the account). */
const CODE_SENT_TEXT = { email: 'auth_recovery_code_sent_email', sms: 'auth_recovery_code_sent_sms', account: 'auth_recovery_code_sent_account' } as const;

function RequestStep(): ReactNode {
  const { t } = useTexts('auth');
  const dispatch = useAppDispatch();
  const recovery = useAppSelector(selectRecovery);
  const [login, setLogin] = useState(recovery.login);
  const local = useLocalValidation(() => ({ login: login.trim() ? undefined : 'auth_error_required_recovery_login' }));
  const error = local.errors.login ?? recovery.status.fieldErrors.login;
  return (
    <AuthForm onSubmit={() => local.validate() && dispatch(recoveryCodeRequested({ login }))} pending={recovery.status.pending} failure={failureOf(recovery.status)} round={local.round}>
      <p className="auth-form__note">{t('auth_recovery_intro')}</p>
      <TextField label={t('auth_recovery_login_label')} name="login" autoComplete="username" autoCapitalize="off" value={login} onChange={(e) => setLogin(e.target.value)} error={error ? t(error) : undefined} />
      <FormError error={recovery.status.error} />
      <SubmitButton pending={recovery.status.pending}>{t('auth_recovery_send_code')}</SubmitButton>
    </AuthForm>
  );
}

function CodeStep(): ReactNode {
  const { t } = useTexts('auth');
  const dispatch = useAppDispatch();
  const recovery = useAppSelector(selectRecovery);
  const [code, setCode] = useState('');
  const local = useLocalValidation(() => ({ code: code.trim() ? undefined : 'auth_error_required_code' }));
  const problem = recovery.codeProblem;
  const error = local.errors.code ?? (problem ? CODE_PROBLEM_TEXT[problem] : recovery.status.fieldErrors.code);
  // A refused code is a failed submit too: focus the field that says why.
  const failure = problem ? recovery : failureOf(recovery.status);
  return (
    <AuthForm onSubmit={() => local.validate() && dispatch(recoveryCodeSubmitted({ code }))} pending={recovery.status.pending} failure={failure} round={local.round}>
      <p className="auth-form__note" role="status">
        {t(CODE_SENT_TEXT[recovery.channel ?? 'account'], { login: recovery.login })}
      </p>
      <TextField
        label={t('auth_recovery_code_label')}
        name="code"
        inputMode="numeric"
        autoComplete="one-time-code"
        value={code}
        onChange={(e) => setCode(e.target.value)}
        error={error ? t(error) : undefined}
      />
      <FormError error={recovery.status.error} />
      <SubmitButton pending={recovery.status.pending}>{t('auth_recovery_check_code')}</SubmitButton>
      <div className="auth-form__links">
        <button type="button" className="auth-link" disabled={recovery.status.pending} onClick={() => dispatch(recoveryCodeRequested({ login: recovery.login }))}>
          {t('auth_recovery_resend')}
        </button>
        <button type="button" className="auth-link" onClick={() => dispatch(recoveryRestarted())}>
          {t('auth_recovery_other_login')}
        </button>
      </div>
    </AuthForm>
  );
}

function PasswordStep(): ReactNode {
  const { t } = useTexts('auth');
  const dispatch = useAppDispatch();
  const recovery = useAppSelector(selectRecovery);
  const [password, setPassword] = useState('');
  const [password2, setPassword2] = useState('');
  const local = useLocalValidation(() => ({
    pass: passwordProblem(password),
    pass2: password2 === password ? undefined : 'auth_error_passwords_differ',
  }));
  const passError = local.errors.pass ?? recovery.status.fieldErrors.pass;
  return (
    <AuthForm onSubmit={() => local.validate() && dispatch(recoveryPasswordSubmitted({ password }))} pending={recovery.status.pending} failure={failureOf(recovery.status)} round={local.round}>
      <PasswordField label={t('auth_recovery_new_password_label')} autoComplete="new-password" value={password} onChange={(e) => setPassword(e.target.value)} error={passError ? t(passError) : undefined} />
      <PasswordField
        label={t('auth_password_repeat_label')}
        autoComplete="new-password"
        value={password2}
        onChange={(e) => setPassword2(e.target.value)}
        error={local.errors.pass2 ? t(local.errors.pass2) : undefined}
      />
      <FormError error={recovery.status.error} />
      <SubmitButton pending={recovery.status.pending}>{t('auth_recovery_save_password')}</SubmitButton>
    </AuthForm>
  );
}

function DoneStep({ onSignIn }: { onSignIn(): void }): ReactNode {
  const { t } = useTexts('auth');
  return (
    <div className="auth-recovery__done">
      <p role="status">{t('auth_recovery_done')}</p>
      <button type="button" className="button button--primary" onClick={onSignIn}>
        {t('auth_recovery_sign_in')}
      </button>
    </div>
  );
}

export function RecoveryFlow({ titleId, heading, onSignIn }: { titleId: string; heading: 'h1' | 'h2'; onSignIn(): void }): ReactNode {
  const { t } = useTexts('auth');
  const dispatch = useAppDispatch();
  const step = useAppSelector((s) => selectRecovery(s).step);
  useEffect(() => {
    dispatch(recoveryShown());
  }, [dispatch]);
  const Heading = heading;
  return (
    <div className="auth-recovery">
      <Heading id={titleId} className={heading === 'h1' ? 'auth-page__title' : 'auth-modal__title'}>
        {t('auth_recovery_title')}
      </Heading>
      {step === 'request' && <RequestStep />}
      {step === 'code' && <CodeStep />}
      {step === 'password' && <PasswordStep />}
      {step === 'done' && <DoneStep onSignIn={onSignIn} />}
    </div>
  );
}

export function ForgotPasswordModal(_props: SlotProps): ReactNode {
  const titleId = useId();
  const { open, close } = useModalNavigation();
  const page = useCommittedPage();
  // On the login page the form is right there: the modal just gives way.
  const signIn = (): void => (page?.routeId === ROUTE.login ? close(MODAL.forgotPassword) : open(MODAL.login));
  const forGuest = useModalFor('guests', MODAL.forgotPassword);
  if (!forGuest) return null;
  return (
    <div className="auth-modal">
      <RecoveryFlow titleId={titleId} heading="h2" onSignIn={signIn} />
    </div>
  );
}

export function ForgotPasswordPage(_props: PageProps): ReactNode {
  const titleId = useId();
  const { open } = useModalNavigation();
  return (
    <div className="auth-page">
      <RecoveryFlow titleId={titleId} heading="h1" onSignIn={() => open(MODAL.login)} />
    </div>
  );
}
