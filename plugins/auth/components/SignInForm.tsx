/**
 * The one sign-in form of the login modal and the login page: login and password,
 * phone and password, phone and SMS code, and the two-step code when the server asks for it;
 * remember me; field errors on the fields (login, pass or both), the first invalid one focused.
 */
import { useCallback, useEffect, useId, useState, type ReactNode } from 'react';
import { useAppDispatch, useAppSelector, useTexts } from '@plugin-api';
import { MODAL, type AuthField, type ChoosableSignInMode, type PhoneValue } from '../model.ts';
import { rememberToggled, selectPhoneData, selectSignIn, signInFormShown, signInModeSwitched, signInRequested, smsCodeRequested, twoStepAbandoned } from '../slice.ts';
import { AuthForm, failureOf, FormError, PasswordField, SubmitButton, TextField, useLocalValidation } from './fields.tsx';
import { useAuthSettings, useModalNavigation, useOpenRegistration } from './hooks.ts';
import { PhoneField, phoneErrorKey } from './PhoneField.tsx';
import { SmsCodeSender, useSmsSentTo } from './SmsCode.tsx';

const MODE_TEXT: Readonly<Record<ChoosableSignInMode, string>> = {
  login_password: 'auth_mode_login_password',
  phone_password: 'auth_mode_phone_password',
  sms: 'auth_mode_sms',
};

export function SignInForm({ titleId }: { titleId?: string }): ReactNode {
  const { t } = useTexts('auth');
  const dispatch = useAppDispatch();
  const settings = useAuthSettings();
  const form = useAppSelector(selectSignIn);
  const { masks } = useAppSelector(selectPhoneData);
  const { open } = useModalNavigation();
  const openRegistration = useOpenRegistration();
  const id = useId();

  // The mode the site offers: a mode it does not offer falls back to its first (its default).
  const mode = form.mode === 'login_password_two_step_code' || settings.signInModes.includes(form.mode) ? form.mode : settings.signInModes[0]!;
  const [login, setLogin] = useState(form.login);
  const [password, setPassword] = useState('');
  const [phone, setPhone] = useState<PhoneValue>(mode === 'sms' ? form.phoneBySms : form.phone);
  const [code, setCode] = useState('');
  const smsSent = useSmsSentTo('login', phone);

  useEffect(() => {
    dispatch(signInFormShown());
  }, [dispatch]);

  const check = useCallback((): Partial<Record<AuthField, string>> => {
    switch (mode) {
      case 'login_password':
        return { login: login.trim() ? undefined : 'auth_error_required_login', pass: password ? undefined : 'auth_error_required_password' };
      case 'phone_password':
        return { phone: phoneErrorKey(phone, masks), pass: password ? undefined : 'auth_error_required_password' };
      case 'sms':
        return { phone: phoneErrorKey(phone, masks), code: smsSent && !code.trim() ? 'auth_error_required_code' : undefined };
      case 'login_password_two_step_code':
        return { code: code.trim() ? undefined : 'auth_error_required_code' };
    }
  }, [mode, login, password, phone, masks, code, smsSent]);
  const local = useLocalValidation(check);
  const { reset } = local;
  // A new mode (the server asking for a two-step code, or the person's choice) starts clean.
  useEffect(() => reset(), [mode, reset]);
  const errorOf = (field: AuthField): string | undefined => {
    const key = local.errors[field] ?? form.status.fieldErrors[field];
    return key ? t(key) : undefined;
  };

  const submit = (): void => {
    if (!local.validate()) return;
    switch (mode) {
      case 'login_password':
        dispatch(signInRequested({ mode, login, password }));
        break;
      case 'phone_password':
        dispatch(signInRequested({ mode, phone, password }));
        break;
      case 'sms':
        // Enter before a code went out sends the code; with the code, it signs in.
        dispatch(smsSent ? signInRequested({ mode, phone, code }) : smsCodeRequested({ purpose: 'login', phone }));
        break;
      case 'login_password_two_step_code':
        dispatch(signInRequested({ mode, code }));
        break;
    }
  };

  const switchMode = (next: ChoosableSignInMode): void => {
    dispatch(signInModeSwitched(next));
    setPhone(next === 'sms' ? form.phoneBySms : form.phone);
    setCode('');
  };

  return (
    <div className="auth-sign-in">
      {mode !== 'login_password_two_step_code' && settings.signInModes.length > 1 && (
        <fieldset className="auth-modes">
          <legend className="auth-modes__legend">{t('auth_mode_label')}</legend>
          {settings.signInModes.map((m) => (
            <label key={m} className={`auth-modes__option${m === mode ? ' auth-modes__option--active' : ''}`}>
              <input type="radio" name={`${id}-mode`} value={m} checked={m === mode} onChange={() => switchMode(m)} />
              {t(MODE_TEXT[m])}
            </label>
          ))}
        </fieldset>
      )}

      <AuthForm onSubmit={submit} pending={form.status.pending} failure={failureOf(form.status)} round={local.round} labelledBy={titleId}>
        {mode === 'login_password' && (
          <>
            <TextField
              label={t('auth_login_label')}
              name="login"
              autoComplete="username"
              autoCapitalize="off"
              spellCheck={false}
              value={login}
              onChange={(e) => setLogin(e.target.value)}
              error={errorOf('login')}
            />
            <PasswordField label={t('auth_password_label')} name="password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} error={errorOf('pass')} />
          </>
        )}

        {mode === 'phone_password' && (
          <>
            <PhoneField label={t('auth_phone_label')} value={phone} onChange={setPhone} error={errorOf('phone')} />
            <PasswordField label={t('auth_password_label')} name="password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} error={errorOf('pass')} />
          </>
        )}

        {mode === 'sms' && (
          <>
            <PhoneField label={t('auth_phone_label')} value={phone} onChange={setPhone} error={errorOf('phone')} />
            <SmsCodeSender purpose="login" phone={phone} canSend={phoneErrorKey(phone, masks) === undefined} onBlocked={() => local.validate()} />
            {smsSent && (
              <TextField label={t('auth_sms_code_label')} name="sms-code" inputMode="numeric" autoComplete="one-time-code" value={code} onChange={(e) => setCode(e.target.value)} error={errorOf('code')} />
            )}
          </>
        )}

        {mode === 'login_password_two_step_code' && (
          <>
            <p className="auth-form__note">{t('auth_two_step_note')}</p>
            <TextField
              label={t('auth_two_step_code_label')}
              name="code"
              inputMode="numeric"
              autoComplete="one-time-code"
              autoFocus
              value={code}
              onChange={(e) => setCode(e.target.value)}
              error={errorOf('code')}
            />
          </>
        )}

        {mode !== 'login_password_two_step_code' && (
          <label className="auth-form__check">
            <input type="checkbox" checked={form.remember} onChange={(e) => dispatch(rememberToggled(e.target.checked))} />
            {t('auth_remember')}
          </label>
        )}

        <FormError error={form.status.error} />
        {(mode !== 'sms' || smsSent) && <SubmitButton pending={form.status.pending}>{t('auth_sign_in_submit')}</SubmitButton>}

        <div className="auth-form__links">
          {mode === 'login_password_two_step_code' ? (
            <button type="button" className="auth-link" onClick={() => dispatch(twoStepAbandoned())}>
              {t('auth_two_step_back')}
            </button>
          ) : (
            <button type="button" className="auth-link" onClick={() => open(MODAL.forgotPassword)}>
              {t('auth_forgot_password_link')}
            </button>
          )}
          {settings.registrationAllowed && (
            <button type="button" className="auth-link" onClick={openRegistration}>
              {t('auth_no_account_register')}
            </button>
          )}
        </div>
      </AuthForm>
    </div>
  );
}
