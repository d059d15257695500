/**
 * passwordreset: the link of a password-reset e-mail. With a usable link, a new password twice
 * (checked as typed, kept on a refusal); without one (none in the query, expired, used, replaced),
 * a form that sends a new link, and the recovery by code as the other way.
 */
import { useId, useState, type ReactNode } from 'react';
import { RemoteState, RouteLink, useApiAction, useRemoteData, useTexts, type PageProps } from '@plugin-api';
import { linkProblemOf, readLinkCheck, readResetSent } from '../link-answers.ts';
import { encodeCredential, passwordProblem } from '../model.ts';
import { AuthForm, PasswordField, SubmitButton, TextField, useLocalValidation } from './fields.tsx';
import { LINK_CHECK_PATH, LinkRefusal, SignInButton, tokenOf } from './LinkPages.tsx';

const RESET_PATH = '/user-pages/password-reset';

function RequestLink(): ReactNode {
  const { t } = useTexts('auth');
  const [login, setLogin] = useState('');
  const send = useApiAction('auth/password-reset-send', { parse: readResetSent });
  const local = useLocalValidation(() => ({ login: login.trim() ? undefined : 'auth_error_required_recovery_login' }));
  // The server answers alike whether or not an account has the login, so the notice says "if".
  if (send.status === 'done' && send.data) {
    return (
      <p className="auth-page__notice" role="status">
        {t('auth_passwordreset_sent', { minutes: Math.round(send.data.expires_in / 60) })}
      </p>
    );
  }
  const error = local.errors.login ? t(local.errors.login) : send.error?.message;
  return (
    <>
      <AuthForm onSubmit={() => local.validate() && send.send('POST', `${RESET_PATH}/send`, { login: login.trim() })} pending={send.status === 'sending'} failure={send.error} round={local.round}>
        <TextField
          label={t('auth_recovery_login_label')}
          name="login"
          autoComplete="username"
          autoCapitalize="off"
          value={login}
          onChange={(e) => {
            setLogin(e.target.value);
            if (send.status === 'failed') send.reset();
          }}
          error={error}
        />
        <SubmitButton pending={send.status === 'sending'}>{t('auth_passwordreset_send')}</SubmitButton>
      </AuthForm>
      <p>
        <RouteLink to="forgotpassword">{t('auth_passwordreset_by_code')}</RouteLink>
      </p>
    </>
  );
}

function NewPassword({ token }: { token: string }): ReactNode {
  const { t } = useTexts('auth');
  const [password, setPassword] = useState('');
  const [password2, setPassword2] = useState('');
  const save = useApiAction(`auth/password-reset/${token}`);
  const local = useLocalValidation(() => ({
    pass: passwordProblem(password),
    pass2: password2 === password ? undefined : 'auth_error_passwords_differ',
  }));
  if (save.status === 'done') {
    return (
      <div className="auth-link-page__done" role="status">
        <p>{t('auth_passwordreset_done')}</p>
        <SignInButton />
      </div>
    );
  }
  const refused = save.error ? linkProblemOf(save.error.status) : null;
  if (save.error && refused === 'gone') {
    return (
      <>
        <LinkRefusal error={save.error} />
        <RequestLink />
      </>
    );
  }
  // A refusal (the password's rules, or the link replaced meanwhile) shows the server's message on the password.
  return (
    <AuthForm
      onSubmit={() => local.validate() && save.send('POST', RESET_PATH, { token, password: encodeCredential(password) })}
      pending={save.status === 'sending'}
      failure={save.error}
      round={local.round}
    >
      <PasswordField
        label={t('auth_recovery_new_password_label')}
        autoComplete="new-password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        hint={t('auth_passwordreset_rules')}
        error={local.errors.pass ? t(local.errors.pass) : save.error?.message}
      />
      <PasswordField
        label={t('auth_password_repeat_label')}
        autoComplete="new-password"
        value={password2}
        onChange={(e) => setPassword2(e.target.value)}
        error={local.errors.pass2 ? t(local.errors.pass2) : undefined}
      />
      <SubmitButton pending={save.status === 'sending'}>{t('auth_recovery_save_password')}</SubmitButton>
    </AuthForm>
  );
}

function CheckedReset({ token }: { token: string }): ReactNode {
  const check = useRemoteData(`auth/link-check/password-reset/${token}`, LINK_CHECK_PATH, { query: { purpose: 'password-reset', token }, parse: readLinkCheck });
  if (check.status === 'error' && check.error && linkProblemOf(check.error.status) !== 'other') {
    return (
      <>
        <LinkRefusal error={check.error} />
        <RequestLink />
      </>
    );
  }
  return (
    <RemoteState status={check.status} error={check.error} onRetry={check.reload}>
      {check.data && <NewPassword token={token} />}
    </RemoteState>
  );
}

export function PasswordResetPage({ query }: PageProps): ReactNode {
  const { t } = useTexts('auth');
  const titleId = useId();
  const token = tokenOf(query);
  return (
    <section className="auth-page auth-link-page" aria-labelledby={titleId}>
      <h1 id={titleId} className="auth-page__title">
        {t('auth_passwordreset_title')}
      </h1>
      {token === null ? (
        <>
          <p>{t('auth_passwordreset_no_token')}</p>
          <RequestLink />
        </>
      ) : (
        <CheckedReset token={token} />
      )}
    </section>
  );
}
