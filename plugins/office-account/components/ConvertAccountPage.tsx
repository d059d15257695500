/** office-convert-account: an empty account may change its currency; the page says why one cannot. */
import { useId, useState, type ReactNode } from 'react';
import { Button, Field, formatMoney, RemoteState, RouteLink, useRemoteData, useTexts } from '@plugin-api';
import type { ConvertOptionsAnswer } from '../schemas.ts';
import { CONVERT, parseConvertOptions } from '../api.ts';
import { SendOutcome, useFreshAction } from './form.tsx';
import { AccountPage, NextLinks } from './page.tsx';

type ConvertAccount = ConvertOptionsAnswer['accounts'][number];

/** The text that says why an account cannot change its currency now. */
const REASON_TEXT: Readonly<Record<NonNullable<ConvertAccount['reason']>, string>> = {
  has_money: 'office_account_convert_has_money',
  bonus: 'office_account_convert_bonus',
  pending_money: 'office_account_convert_pending_money',
};

type Convert = ReturnType<typeof useConvert>;

/**
 * One action for the page, not one per account: a converted account comes back as a new account (a new id,
 * the ledger never changes an account's currency), so an outcome kept by the old account's form would vanish
 * with it.
 */
function useConvert() {
  return useFreshAction('office-account/convert', { invalidates: [CONVERT.key], refreshesUser: true });
}

function ConvertForm({ account, currencies, action }: { account: ConvertAccount; currencies: readonly string[]; action: Convert }): ReactNode {
  const { t } = useTexts('office-account');
  const id = useId();
  const [iso, setIso] = useState(currencies[0] ?? '');
  return (
    <form
      className="office-account__inline-form"
      aria-label={t('office_account_convert_form', { iso: account.iso })}
      onSubmit={(event) => {
        event.preventDefault();
        action.send('POST', CONVERT.path, { account_id: account.id, iso });
      }}
    >
      <Field id={id} label={t('office_account_convert_to')}>
        <select id={id} className="office-account__input" value={iso} onChange={(event) => setIso(event.target.value)}>
          {currencies.map((c) => (
            <option key={c} value={c}>
              {c}
            </option>
          ))}
        </select>
      </Field>
      <Button type="submit" disabled={action.status === 'sending' || iso === ''}>
        {t('office_account_convert_submit')}
      </Button>
    </form>
  );
}

function AccountItem({ account, currencies, lng, action }: { account: ConvertAccount; currencies: readonly string[]; lng: string; action: Convert }): ReactNode {
  const { t } = useTexts('office-account');
  return (
    <li className="office-account__card">
      <p className="office-account__card-title">
        {t(account.type === 4 ? 'office_account_bonus_account' : account.type === 9 ? 'office_account_currency_account' : 'office_account_main_account', { iso: account.iso })}
        <span className="office-account__value">{formatMoney(account.money, account.iso, lng)}</span>
      </p>
      {!account.convertible ? (
        <p className="office-account__hint">{t(REASON_TEXT[account.reason ?? 'has_money'])}</p>
      ) : currencies.length === 0 ? (
        // An operator that takes one currency (de: EUR only) leaves nothing to change to.
        <p className="office-account__hint">{t('office_account_convert_no_other_currency')}</p>
      ) : (
        <ConvertForm account={account} currencies={currencies} action={action} />
      )}
    </li>
  );
}

export function ConvertAccountPage({ lng }: { lng: string }): ReactNode {
  const { t } = useTexts('office-account');
  const options = useRemoteData(CONVERT.key, CONVERT.path, { parse: parseConvertOptions });
  const data = options.data;
  const action = useConvert();
  const items = data?.accounts.map((account) => <AccountItem key={account.id} account={account} currencies={data.currencies} lng={lng} action={action} />);
  return (
    <AccountPage title={t('office_account_convert_title')} intro={t('office_account_convert_intro')}>
      <RemoteState
        status={options.status}
        error={options.error}
        onRetry={options.reload}
        isEmpty={data !== null && (data.currencies.length === 0 || !data.accounts.some((a) => a.convertible))}
        empty={
          <>
            <ul className="office-account__cards">{items}</ul>
            <p className="office-account__notice">
              {t('office_account_convert_none')}{' '}
              <RouteLink to="office-account" className="office-account__link">
                {t('office_account_account_title')}
              </RouteLink>
            </p>
          </>
        }
      >
        <ul className="office-account__cards">{items}</ul>
      </RemoteState>
      <SendOutcome action={action} done={t('office_account_convert_done')} />
      <NextLinks links={[{ to: 'office-account', text: t('office_account_account_title') }]} />
    </AccountPage>
  );
}
