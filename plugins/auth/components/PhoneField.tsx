/**
 * A phone number: the country's dialling code (a picker over GET /phone/countries: title, search
 * field, back button, not-found message) and the national number laid into the
 * country's mask (GET /phone/masks), validated by the mask's Min and Max digit counts.
 */
import { useEffect, useId, useState, type ReactNode } from 'react';
import { Button, useAppDispatch, useAppSelector, useCommittedPage, useTexts } from '@plugin-api';
import type { PhoneMask } from '../answers.ts';
import type { PhoneValue } from '../model.ts';
import { defaultCountry, filterCountries, formatPhone, maskFor, phoneDigits, phoneProblem, type PhoneProblem } from '../phone.ts';
import { phoneDataRequested, selectPhoneData } from '../slice.ts';
import { TextField } from './fields.tsx';

const PROBLEM_KEYS: Readonly<Record<Exclude<PhoneProblem, null>, string>> = {
  empty: 'auth_error_required_phone',
  too_short: 'auth_error_phone_too_short',
  too_long: 'auth_error_phone_too_long',
};

/** The dictionary key of what is wrong with a phone number, or undefined. */
export function phoneErrorKey(phone: PhoneValue, masks: readonly PhoneMask[]): string | undefined {
  if (phone.code === '') return 'auth_error_required_country';
  const problem = phoneProblem(phone.number, maskFor(masks, phone.countryId));
  return problem ? PROBLEM_KEYS[problem] : undefined;
}

/** Loads the countries and masks once, and picks a starting country for an empty value. */
export function usePhoneData(value: PhoneValue, onChange: (value: PhoneValue) => void): ReturnType<typeof selectPhoneData> {
  const dispatch = useAppDispatch();
  const data = useAppSelector(selectPhoneData);
  const lng = useCommittedPage()?.lng ?? 'en';
  useEffect(() => {
    if (data.status === 'idle') dispatch(phoneDataRequested());
  }, [data.status, dispatch]);
  useEffect(() => {
    if (value.code !== '' || data.status !== 'ready') return;
    const country = defaultCountry(data.countries, lng);
    if (country) onChange({ ...value, countryId: country.id, code: country.phoneCode });
  }, [data, lng, value, onChange]);
  return data;
}

export interface PhoneFieldProps {
  label: string;
  value: PhoneValue;
  onChange(value: PhoneValue): void;
  /** Translated error text. */
  error?: string | undefined;
  disabled?: boolean;
  autoFocus?: boolean;
}

export function PhoneField({ label, value, onChange, error, disabled, autoFocus }: PhoneFieldProps): ReactNode {
  const { t } = useTexts('auth');
  const dispatch = useAppDispatch();
  const data = usePhoneData(value, onChange);
  const [picking, setPicking] = useState(false);
  const [search, setSearch] = useState('');
  const pickerId = useId();
  const mask = maskFor(data.masks, value.countryId);
  const country = data.countries.find((c) => c.id === value.countryId);
  const found = filterCountries(data.countries, search);

  const codeButton = (
    <button
      type="button"
      className="auth-phone__code"
      aria-haspopup="true"
      aria-expanded={picking}
      aria-controls={pickerId}
      aria-label={country ? t('auth_phone_country_button', { country: country.name, code: country.phoneCode }) : t('auth_phone_country_choose')}
      disabled={disabled || data.status !== 'ready'}
      onClick={() => setPicking((p) => !p)}
    >
      {value.code ? `+${value.code}` : '+'}
    </button>
  );

  return (
    <div className="auth-phone">
      <TextField
        label={label}
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        autoFocus={autoFocus}
        value={formatPhone(value.number, mask?.Mask)}
        // The country's number format as a hint: each digit slot of the mask shown as 0, e.g. (000) 000-00-00.
        placeholder={mask?.Mask.replace(/[#9Xx_0]/g, '0')}
        error={error}
        disabled={disabled}
        prefix={codeButton}
        hint={
          data.status === 'failed' ? (
            <>
              {t('auth_phone_countries_error')}{' '}
              <button type="button" className="auth-link" onClick={() => dispatch(phoneDataRequested())}>
                {t('auth_retry')}
              </button>
            </>
          ) : undefined
        }
        onChange={(event) => onChange({ ...value, number: phoneDigits(event.target.value).slice(0, mask?.Max ?? 15) })}
      />
      {picking && (
        <section id={pickerId} className="auth-phone__picker" aria-labelledby={`${pickerId}-title`}>
          <div className="auth-phone__picker-head">
            <Button variant="ghost" onClick={() => setPicking(false)}>
              {t('auth_back')}
            </Button>
            <h3 id={`${pickerId}-title`} className="auth-phone__picker-title">
              {t('auth_phone_country_title')}
            </h3>
          </div>
          <TextField label={t('auth_phone_country_search')} type="search" value={search} onChange={(event) => setSearch(event.target.value)} autoFocus />
          {found.length === 0 ? (
            <p className="auth-phone__not-found">{t('auth_phone_country_not_found')}</p>
          ) : (
            <ul className="auth-phone__countries" aria-label={t('auth_phone_country_title')}>
              {found.map((c) => (
                <li key={c.id}>
                  <button
                    type="button"
                    className="auth-phone__country"
                    aria-current={c.id === value.countryId ? 'true' : undefined}
                    onClick={() => {
                      onChange({ countryId: c.id, code: c.phoneCode, number: value.number });
                      setPicking(false);
                      setSearch('');
                    }}
                  >
                    <span>{c.name}</span> <span className="auth-phone__country-code">+{c.phoneCode}</span>
                  </button>
                </li>
              ))}
            </ul>
          )}
        </section>
      )}
    </div>
  );
}
