/**
 * The signed-in user's pages: the account (name, accounts with balances, switching the active
 * one, log out), confirming changed terms, identification, and the ban page.
 */
import { useId, useState, type ReactNode } from 'react';
import {
  Button,
  logoutRequested,
  RouteLinkItems,
  selectAccounts,
  selectPlayerSetting,
  selectTermsUpdatedAt,
  selectUserId,
  selectUserName,
  useAppDispatch,
  useAppSelector,
  useTexts,
  type PageProps,
  type UserAccount,
} from '@plugin-api';
import { useBalanceText } from './balance.ts';
import { MODAL } from '../model.ts';
import { accountSwitchRequested, identificationSubmitted, selectAuth, termsConfirmRequested, termsErrorDismissed, type IdentificationRequest } from '../slice.ts';
import { AuthForm, failureOf, FormError, SubmitButton, TextField, useLocalValidation } from './fields.tsx';
import { useModalNavigation } from './hooks.ts';

/**
 * Log out as the player's office switch "Ask before logging out" says: the confirmation (this device
 * or all) unless they turned it off; asked when the switch is not known.
 */
function useLogOut(): () => void {
  const dispatch = useAppDispatch();
  const { open } = useModalNavigation();
  const ask = useAppSelector((state: unknown) => selectPlayerSetting(state, 'confirm_logout', true));
  return () => (ask ? open(MODAL.logout) : dispatch(logoutRequested({ allDevices: false })));
}

const ACCOUNT_TYPE_TEXT: Readonly<Record<number, string>> = { 0: 'auth_account_type_main', 4: 'auth_account_type_bonus', 9: 'auth_account_type_currency' };

/** An account's balance: points for points-type accounts, else money in its currency. */
function AccountRow({ account, lng }: { account: UserAccount; lng: string }): ReactNode {
  const { t } = useTexts('auth');
  const dispatch = useAppDispatch();
  const switchingId = useAppSelector((s) => selectAuth(s).account.switchingId);
  const balance = useBalanceText(account, lng);
  // The server's label is English free text ("Main account USD"): a known type is named from the
  // dictionary so /ru reads Russian; only an unknown type falls back to the label.
  const typeText = ACCOUNT_TYPE_TEXT[account.type];
  const name = typeText ? t(typeText, { iso: account.iso }) : account.label || t('auth_account_type_other', { iso: account.iso });
  return (
    <li className={`auth-accounts__item${account.isActive ? ' auth-accounts__item--active' : ''}`} aria-label={name}>
      <span className="auth-accounts__name">{name}</span>
      <span className="auth-accounts__balance">{balance}</span>
      {account.isActive ? (
        <span className="auth-accounts__active">{t('auth_account_active')}</span>
      ) : (
        <Button variant="secondary" disabled={switchingId !== null} aria-busy={switchingId === account.id || undefined} onClick={() => dispatch(accountSwitchRequested({ accountId: account.id }))}>
          {t('auth_account_make_active', { name })}
        </Button>
      )}
    </li>
  );
}

export function AccountPage({ lng }: PageProps): ReactNode {
  const { t } = useTexts('auth');
  const name = useAppSelector(selectUserName);
  const userId = useAppSelector(selectUserId);
  const accounts = useAppSelector(selectAccounts);
  const error = useAppSelector((s) => selectAuth(s).account.error);
  const logOut = useLogOut();
  const id = useId();
  return (
    <div className="auth-page auth-account">
      <h1 className="auth-page__title">{t('auth_account_title')}</h1>
      <p className="auth-account__user">
        {name ?? ''}
        {userId !== null && <span className="auth-account__id">{t('auth_account_id', { id: userId })}</span>}
      </p>
      <section aria-labelledby={id}>
        <h2 id={id} className="section-title">
          {t('auth_accounts_title')}
        </h2>
        {accounts.length === 0 ? (
          <p className="auth-form__note">{t('auth_accounts_loading')}</p>
        ) : (
          <ul className="auth-accounts" aria-labelledby={id}>
            {accounts.map((account) => (
              <AccountRow key={account.id} account={account} lng={lng} />
            ))}
          </ul>
        )}
        <FormError error={error} />
      </section>
      <Button variant="ghost" onClick={logOut}>
        {t('auth_logout')}
      </Button>
    </div>
  );
}

/** The day the terms changed, in the page's language (UTC: the server's date is the same day everywhere). */
function termsDate(iso: string, lng: string): string {
  return new Intl.DateTimeFormat(lng, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(iso));
}

export function ConfirmTermsPage({ lng }: PageProps): ReactNode {
  const { t } = useTexts('auth');
  const dispatch = useAppDispatch();
  const terms = useAppSelector((s) => selectAuth(s).terms);
  const updatedAt = useAppSelector(selectTermsUpdatedAt);
  const { open } = useModalNavigation();
  const id = useId();
  return (
    <div className="auth-page auth-terms">
      <h1 className="auth-page__title">{t('auth_terms_title')}</h1>
      {updatedAt && <p className="auth-terms__date">{t('auth_terms_updated_at', { date: termsDate(updatedAt, lng) })}</p>}
      <p>{t('auth_terms_text')}</p>
      <ul className="auth-terms__links">
        <RouteLinkItems ns="auth" links={[{ routeId: 'rules', textKey: 'auth_terms_read_rules' }]} />
      </ul>
      <div className="auth-actions">
        <Button disabled={terms.pending} aria-busy={terms.pending || undefined} onClick={() => dispatch(termsConfirmRequested())}>
          {t('auth_terms_confirm')}
        </Button>
        <Button variant="secondary" onClick={() => open(MODAL.logout)}>
          {t('auth_logout')}
        </Button>
      </div>
      {terms.failed && (
        // An alert that a click outside does not dismiss; only its own button does.
        <div className="auth-alert" role="alertdialog" aria-modal="true" aria-labelledby={`${id}-title`} aria-describedby={`${id}-text`}>
          <div className="auth-alert__box">
            <strong id={`${id}-title`}>{t('auth_error_title')}</strong>
            <p id={`${id}-text`}>{t('information_confirm_terms_error')}</p>
            <Button autoFocus onClick={() => dispatch(termsErrorDismissed())}>
              {t('auth_ok')}
            </Button>
          </div>
        </div>
      )}
    </div>
  );
}

const IDENTIFICATION_FIELDS = ['name', 'surname', 'date_birthday', 'passport'] as const;
const IDENTIFICATION_TEXT: Readonly<Record<(typeof IDENTIFICATION_FIELDS)[number], string>> = {
  name: 'auth_identification_name',
  surname: 'auth_identification_surname',
  date_birthday: 'auth_identification_birthday',
  passport: 'auth_identification_passport',
};

export function IdentificationPage(_props: PageProps): ReactNode {
  const { t } = useTexts('auth');
  const dispatch = useAppDispatch();
  const status = useAppSelector((s) => selectAuth(s).identification);
  const [values, setValues] = useState<IdentificationRequest>({ name: '', surname: '', date_birthday: '', passport: '' });
  const local = useLocalValidation(() =>
    Object.fromEntries(IDENTIFICATION_FIELDS.map((f) => [f, values[f].trim() ? undefined : `auth_error_required_${f}`])) as Record<string, string | undefined>,
  );
  const titleId = useId();
  return (
    <div className="auth-page auth-identification">
      <h1 id={titleId} className="auth-page__title">
        {t('auth_identification_title')}
      </h1>
      {status.done ? (
        <p role="status">{t('auth_identification_done')}</p>
      ) : (
        <AuthForm
          onSubmit={() => local.validate() && dispatch(identificationSubmitted(values))}
          pending={status.pending}
          failure={failureOf(status)}
          round={local.round}
          labelledBy={titleId}
        >
          <p className="auth-form__note">{t('auth_identification_note')}</p>
          {IDENTIFICATION_FIELDS.map((field) => {
            const key = local.errors[field] ?? status.fieldErrors[field];
            return (
              <TextField
                key={field}
                label={t(IDENTIFICATION_TEXT[field])}
                name={field}
                type={field === 'date_birthday' ? 'date' : 'text'}
                autoComplete={field === 'name' ? 'given-name' : field === 'surname' ? 'family-name' : field === 'date_birthday' ? 'bday' : 'off'}
                value={values[field]}
                onChange={(e) => setValues((v) => ({ ...v, [field]: e.target.value }))}
                error={key ? t(key) : undefined}
              />
            );
          })}
          <FormError error={status.error} />
          <SubmitButton pending={status.pending}>{t('auth_identification_submit')}</SubmitButton>
        </AuthForm>
      )}
    </div>
  );
}

export function BanPage(_props: PageProps): ReactNode {
  const { t } = useTexts('auth');
  return (
    <div className="auth-page auth-ban">
      <h1 className="auth-page__title">{t('auth_ban_title')}</h1>
      <p>{t('auth_ban_text')}</p>
      <ul className="auth-ban__links">
        <RouteLinkItems
          ns="auth"
          links={[
            { routeId: 'support', textKey: 'auth_ban_support' },
            // Open to banned players: their appeals, the operator's answers, and a new appeal.
            { routeId: 'block-appeal-history', textKey: 'auth_ban_appeals' },
          ]}
        />
      </ul>
    </div>
  );
}
