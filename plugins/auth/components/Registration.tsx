/**
 * Registration: one click, phone (SMS code, then register), full (e-mail and
 * password) and social (the provider's page, back with ?social_state=). The registration modal
 * (query registration-modal) and page (route registration) show the same flow. Tracking: shown,
 * type picked, reg call, done or error, and leave when the screen goes away before it is done.
 */
import { useCallback, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { Button, useAppDispatch, useAppSelector, useCommittedPage, useTexts, type PageProps, type SlotProps } from '@plugin-api';
import { EMPTY_PHONE, isPostRegistrationStep, MODAL, passwordProblem, SOCIAL_STATE_PARAM, type AuthField, type PhoneValue, type RegistrationType } from '../model.ts';
import { defaultCountry } from '../phone.ts';
import { phoneDataRequested, registrationRequested, registrationTracked, selectPhoneData, selectRegistration, socialRegistrationCompleteRequested } from '../slice.ts';
import { AuthForm, failureOf, FormError, PasswordField, SubmitButton, TextField, useLocalValidation, useServerFieldErrors } from './fields.tsx';
import { useAuthSettings, useModalFor, useModalNavigation, useOnSignedIn } from './hooks.ts';
import { PhoneField, phoneErrorKey } from './PhoneField.tsx';
import { PostRegistration } from './PostRegistration.tsx';
import { SmsCodeSender, useSmsSentTo } from './SmsCode.tsx';

const TYPE_TEXT: Readonly<Record<RegistrationType, string>> = {
  one_click: 'auth_reg_type_one_click',
  phone: 'auth_reg_type_phone',
  full: 'auth_reg_type_full',
  social: 'auth_reg_type_social',
};
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Registration screens on show; a leave is tracked only when the last one goes (StrictMode remounts). */
let shownFlows = 0;

/**
 * Tracks "shown" when a registration screen appears and "leave" when it goes without a finished
 * registration (the slice ignores a leave after success, and a second "shown" while one is open).
 */
function useRegistrationTracking(): void {
  const dispatch = useAppDispatch();
  const type = useAppSelector((s) => selectRegistration(s).type);
  const typeRef = useRef(type);
  useEffect(() => {
    typeRef.current = type;
  }, [type]);
  useEffect(() => {
    shownFlows += 1;
    dispatch(registrationTracked('popup_shown'));
    return () => {
      shownFlows -= 1;
      queueMicrotask(() => {
        if (shownFlows === 0) dispatch(registrationTracked('leave', typeRef.current));
      });
    };
  }, [dispatch]);
}

function CurrencySelect({ value, onChange }: { value: string; onChange(value: string): void }): ReactNode {
  const { t } = useTexts('auth');
  const { currencies } = useAuthSettings();
  const id = useId();
  if (currencies.length < 2) return null;
  return (
    <div className="auth-field">
      <label htmlFor={id} className="auth-field__label">
        {t('auth_currency_label')}
      </label>
      <select id={id} className="auth-field__input" value={value} onChange={(e) => onChange(e.target.value)}>
        {currencies.map((c) => (
          <option key={c} value={c}>
            {c}
          </option>
        ))}
      </select>
    </div>
  );
}

function CountrySelect({ value, onChange }: { value: number | null; onChange(value: number | null): void }): ReactNode {
  const { t } = useTexts('auth');
  const dispatch = useAppDispatch();
  const data = useAppSelector(selectPhoneData);
  const lng = useCommittedPage()?.lng ?? 'en';
  const id = useId();
  useEffect(() => {
    if (data.status === 'idle') dispatch(phoneDataRequested());
  }, [data.status, dispatch]);
  useEffect(() => {
    if (value === null && data.status === 'ready') onChange(defaultCountry(data.countries, lng)?.id ?? null);
  }, [value, data, lng, onChange]);
  if (data.countries.length === 0) return null;
  // Until the effect above has picked it, the default shows already (not the list's first country).
  const shown = value ?? defaultCountry(data.countries, lng)?.id ?? '';
  return (
    <div className="auth-field">
      <label htmlFor={id} className="auth-field__label">
        {t('auth_country_label')}
      </label>
      <select id={id} className="auth-field__input" value={shown} onChange={(e) => onChange(Number(e.target.value))}>
        {data.countries.map((c) => (
          <option key={c.id} value={c.id}>
            {c.name}
          </option>
        ))}
      </select>
    </div>
  );
}

function RegistrationForm({ type, onPicked, provider }: { type: RegistrationType; onPicked(): void; provider?: string | undefined }): ReactNode {
  const { t } = useTexts('auth');
  const dispatch = useAppDispatch();
  const settings = useAuthSettings();
  const reg = useAppSelector(selectRegistration);
  const { masks } = useAppSelector(selectPhoneData);
  const [currency, setCurrency] = useState(settings.defaultCurrency);
  const [countryId, setCountryId] = useState<number | null>(null);
  const [phone, setPhone] = useState<PhoneValue>(EMPTY_PHONE);
  const [code, setCode] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [password2, setPassword2] = useState('');
  const smsSent = useSmsSentTo('registration', phone);
  const pickCountry = useCallback((id: number | null) => setCountryId(id), []);

  const check = (): Partial<Record<AuthField, string>> => {
    if (type === 'phone') {
      return {
        phone: phoneErrorKey(phone, masks),
        code: !smsSent ? 'auth_error_send_code_first' : code.trim() ? undefined : 'auth_error_required_code',
        pass: passwordProblem(password),
      };
    }
    if (type === 'full') {
      return {
        email: email.trim() === '' ? 'auth_error_required_email' : EMAIL.test(email.trim()) ? undefined : 'auth_error_invalid_email',
        pass: passwordProblem(password),
        pass2: password2 === password ? undefined : 'auth_error_passwords_differ',
      };
    }
    return {};
  };
  const local = useLocalValidation(check);
  const server = useServerFieldErrors<AuthField>(reg.status.fieldErrors);
  const errorOf = (field: AuthField): string | undefined => {
    const key = local.errors[field] ?? server.errors[field];
    return key ? t(key) : undefined;
  };

  const submit = (): void => {
    if (!local.validate()) return;
    onPicked();
    if (type === 'one_click') dispatch(registrationRequested({ type, currency, countryId }));
    if (type === 'phone') dispatch(registrationRequested({ type, phone, code, password, currency }));
    if (type === 'full') dispatch(registrationRequested({ type, email, password, currency }));
  };

  if (type === 'social') {
    return (
      <div className="auth-social">
        <p className="auth-form__note">{t('auth_reg_social_note')}</p>
        <div className="auth-social__providers">
          {(provider ? [provider] : settings.socialProviders).map((provider) => (
            <Button
              key={provider}
              variant="secondary"
              disabled={reg.status.pending}
              onClick={() => {
                onPicked();
                dispatch(registrationRequested({ type: 'social', provider, currency }));
              }}
            >
              {t('auth_reg_social_with', { provider: t(`auth_provider_${provider}`, { defaultValue: provider }) })}
            </Button>
          ))}
        </div>
        <FormError error={reg.status.error} />
      </div>
    );
  }

  return (
    <AuthForm onSubmit={submit} pending={reg.status.pending} failure={failureOf(reg.status)} round={local.round}>
      {type === 'one_click' && (
        <>
          <p className="auth-form__note">{t('auth_reg_one_click_note')}</p>
          <CountrySelect value={countryId} onChange={pickCountry} />
        </>
      )}
      {type === 'phone' && (
        <>
          <PhoneField label={t('auth_phone_label')} value={phone} onChange={(value) => { setPhone(value); server.edited('phone'); }} error={errorOf('phone')} />
          <SmsCodeSender
            purpose="registration"
            phone={phone}
            canSend={phoneErrorKey(phone, masks) === undefined}
            onBlocked={() => local.validate()}
            error={smsSent ? undefined : local.errors.code}
          />
          {smsSent && (
            <TextField label={t('auth_sms_code_label')} name="sms-code" inputMode="numeric" autoComplete="one-time-code" value={code} onChange={(e) => { setCode(e.target.value); server.edited('code'); }} error={errorOf('code')} />
          )}
          <PasswordField label={t('auth_password_label')} name="new-password" autoComplete="new-password" value={password} onChange={(e) => { setPassword(e.target.value); server.edited('pass'); }} error={errorOf('pass')} />
        </>
      )}
      {type === 'full' && (
        <>
          <TextField label={t('auth_email_label')} type="email" name="email" autoComplete="email" value={email} onChange={(e) => { setEmail(e.target.value); server.edited('email'); }} error={errorOf('email')} />
          <PasswordField label={t('auth_password_label')} name="new-password" autoComplete="new-password" value={password} onChange={(e) => { setPassword(e.target.value); server.edited('pass'); }} error={errorOf('pass')} />
          <PasswordField label={t('auth_password_repeat_label')} name="new-password-repeat" autoComplete="new-password" value={password2} onChange={(e) => { setPassword2(e.target.value); server.edited('pass2'); }} error={errorOf('pass2')} />
        </>
      )}
      <CurrencySelect value={currency} onChange={setCurrency} />
      <FormError error={reg.status.error} />
      <SubmitButton pending={reg.status.pending}>{t(type === 'one_click' ? 'auth_reg_one_click_submit' : 'auth_reg_submit')}</SubmitButton>
    </AuthForm>
  );
}

/**
 * The registration flow of both the modal and the page. With `socialProvider` (registration/:social)
 * it opens on social registration with that provider only, until the player picks another type.
 */
export function RegistrationFlow({ titleId, heading, socialProvider }: { titleId: string; heading: 'h1' | 'h2'; socialProvider?: string | undefined }): ReactNode {
  const { t } = useTexts('auth');
  const dispatch = useAppDispatch();
  const settings = useAuthSettings();
  const reg = useAppSelector(selectRegistration);
  const id = useId();
  useRegistrationTracking();

  if (isPostRegistrationStep(reg.step)) return <PostRegistration titleId={titleId} />;

  const types = settings.registrationTypes;
  const opening = socialProvider !== undefined && types.includes('social') ? 'social' : types[0];
  const type = reg.type !== null && types.includes(reg.type) ? reg.type : opening;
  const Heading = heading;
  return (
    <div className="auth-registration">
      <Heading id={titleId} className={heading === 'h1' ? 'auth-page__title' : 'auth-modal__title'}>
        {t('auth_registration_title')}
      </Heading>
      {reg.step === 'done' ? (
        <p role="status">{t('auth_registration_done')}</p>
      ) : type === undefined ? (
        <p>{t('auth_registration_unavailable')}</p>
      ) : (
        <>
          {types.length > 1 && (
            <fieldset className="auth-modes">
              <legend className="auth-modes__legend">{t('auth_reg_type_label')}</legend>
              {types.map((option) => (
                <label key={option} className={`auth-modes__option${option === type ? ' auth-modes__option--active' : ''}`}>
                  <input type="radio" name={`${id}-type`} value={option} checked={option === type} onChange={() => dispatch(registrationTracked('type_picked', option))} />
                  {t(TYPE_TEXT[option])}
                </label>
              ))}
            </fieldset>
          )}
          <RegistrationForm
            key={type}
            type={type}
            provider={type === 'social' ? socialProvider : undefined}
            onPicked={() => {
              // The default type counts as picked when it is used without touching the choice.
              if (reg.type !== type) dispatch(registrationTracked('type_picked', type));
            }}
          />
        </>
      )}
    </div>
  );
}

/**
 * The modal: closes itself when registration is not allowed here, and on sign-in unless the
 * one-click credentials and bonus are still to be shown (then when they are done).
 */
export function RegistrationModal(_props: SlotProps): ReactNode {
  const settings = useAuthSettings();
  const step = useAppSelector((s) => selectRegistration(s).step);
  const { close } = useModalNavigation();
  const titleId = useId();
  const stepRef = useRef(step);
  useEffect(() => {
    const previous = stepRef.current;
    stepRef.current = step;
    if (step === 'done' && isPostRegistrationStep(previous)) close(MODAL.registration);
  }, [step, close]);
  useOnSignedIn(() => {
    if (!isPostRegistrationStep(stepRef.current)) close(MODAL.registration);
  });
  useEffect(() => {
    if (!settings.registrationAllowed) close(MODAL.registration);
  }, [settings.registrationAllowed, close]);
  const forGuest = useModalFor('guests', MODAL.registration, !isPostRegistrationStep(step));
  if (!settings.registrationAllowed || !forGuest) return null;
  return (
    <div className="auth-modal">
      <RegistrationFlow titleId={titleId} heading="h2" />
    </div>
  );
}

/**
 * The page; with `?social_state=` it completes the social registration it came back from. At
 * registration/:social (the route's guard has checked the provider) it opens on that provider.
 */
export function RegistrationPage({ params }: PageProps): ReactNode {
  const dispatch = useAppDispatch();
  const location = useLocation();
  const titleId = useId();
  const socialState = new URLSearchParams(location.search).get(SOCIAL_STATE_PARAM);
  const completed = useRef<string | null>(null);
  useEffect(() => {
    if (socialState && completed.current !== socialState) {
      completed.current = socialState;
      dispatch(socialRegistrationCompleteRequested({ state: socialState }));
    }
  }, [socialState, dispatch]);
  return (
    <div className="auth-page">
      <RegistrationFlow titleId={titleId} heading="h1" socialProvider={typeof params.social === 'string' ? params.social : undefined} />
    </div>
  );
}
