import { useEffect, useState, type ReactNode } from 'react';
import { Button, Field, RemoteState, useAppDispatch, useAppSelector, useTexts, type PageProps } from '@plugin-api';
import { currencyAddRequested, currencyRemoveRequested, selectOfficeWallets, walletsFeedbackCleared, walletsRequested } from '../wallets/slice.ts';
import { Notice } from './Feedback.tsx';
import { Money } from './Money.tsx';
import { OfficeScreen } from './OfficeScreen.tsx';
import { RefreshFailed } from './RefreshFailed.tsx';

/**
 * The player's accounts (route office-wallets): main, bonus and currency accounts with their money;
 * open an account in another currency (the page waits while the server opens it) or remove a
 * currency account. Refusals show the server's reason.
 */
export function WalletsPage({ lng }: PageProps): ReactNode {
  const { t } = useTexts('office');
  const dispatch = useAppDispatch();
  const state = useAppSelector(selectOfficeWallets);
  const [iso, setIso] = useState('');
  useEffect(() => {
    dispatch(walletsRequested());
    return () => {
      dispatch(walletsFeedbackCleared());
    };
  }, [dispatch]);
  const available = state.data?.availableCurrencies ?? [];
  const chosen = available.includes(iso) ? iso : (available[0] ?? '');
  const status = state.status === 'idle' ? 'loading' : state.status;
  const feedback = state.feedback;
  return (
    <OfficeScreen titleKey="office_wallets_title">
      <RemoteState status={status} error={state.error} onRetry={() => dispatch(walletsRequested())}>
        {state.error && <RefreshFailed onRetry={() => dispatch(walletsRequested())} />}
        <h2 className="office__subtitle">{t('office_wallets_accounts')}</h2>
        <ul className="office__list">
          {state.data?.accounts.map((account) => (
            <li key={account.id} className="office-card office-wallet">
              <div>
                <p className="office-card__title">
                  {t(`office_wallets_type_${account.type}`)} · {account.iso}
                  {account.isActive && <span className="office-tag office-tag--ok">{t('office_wallets_active')}</span>}
                </p>
                <p className="office-wallet__money">
                  <Money amount={account.money} iso={account.iso} lng={lng} />
                </p>
              </div>
              {account.type === 9 && (
                <Button variant="secondary" disabled={state.removing !== null} onClick={() => dispatch(currencyRemoveRequested({ accountId: account.id }))}>
                  {t('office_wallets_remove', { iso: account.iso })}
                </Button>
              )}
            </li>
          ))}
        </ul>
        {state.data && state.data.pendingCurrencies.length > 0 && state.changing === null && (
          <Notice variant="pending">{t('office_wallets_pending', { iso: state.data.pendingCurrencies.join(', ') })}</Notice>
        )}
        <h2 className="office__subtitle">{t('office_wallets_add_title')}</h2>
        {available.length === 0 ? (
          <p>{t('office_wallets_none_left')}</p>
        ) : (
          <form
            className="office-form"
            onSubmit={(event) => {
              event.preventDefault();
              if (chosen) dispatch(currencyAddRequested({ iso: chosen }));
            }}
          >
            <Field id="office-wallet-currency" label={t('office_wallets_currency')}>
              <select id="office-wallet-currency" className="office-form__control" value={chosen} onChange={(e) => setIso(e.target.value)} disabled={state.changing !== null}>
                {available.map((code) => (
                  <option key={code} value={code}>
                    {code}
                  </option>
                ))}
              </select>
            </Field>
            <Button type="submit" disabled={state.changing !== null}>
              {state.changing ? t('office_wallets_opening', { iso: state.changing }) : t('office_wallets_add')}
            </Button>
          </form>
        )}
        {state.changing && <Notice variant="pending">{t('office_wallets_opening', { iso: state.changing })}</Notice>}
        {feedback && (
          <Notice variant={feedback.variant}>{feedback.variant === 'pending' ? t('office_wallets_pending', { iso: feedback.iso }) : feedback.text}</Notice>
        )}
      </RemoteState>
    </OfficeScreen>
  );
}
