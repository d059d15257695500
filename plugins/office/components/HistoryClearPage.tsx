import { useEffect, useState, type ReactNode } from 'react';
import { Button, Field, RemoteState, useApiAction, useRemoteData, useTexts, type PageProps } from '@plugin-api';
import { readDone, readWallets } from '../answers.ts';
import { Notice } from './Feedback.tsx';
import { OfficeScreen } from './OfficeScreen.tsx';

/** ?accountId= as a number, or null when absent or not a whole number. */
export function accountIdOf(query: string): number | null {
  const raw = new URLSearchParams(query).get('accountId');
  if (raw === null || !/^\d{1,15}$/.test(raw)) return null;
  const id = Number(raw);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/**
 * Clears the bet history of one account (route office-history-clear, optional ?accountId= picks
 * it): the account is chosen, the player confirms, the server says it is done.
 */
export function HistoryClearPage({ query }: PageProps): ReactNode {
  const { t } = useTexts('office');
  const wallets = useRemoteData('office/wallets', '/office/wallets', { parse: readWallets });
  const clear = useApiAction('office/history-clear', { parse: readDone });
  const [picked, setPicked] = useState<number | null>(accountIdOf(query));
  const [confirming, setConfirming] = useState(false);
  const { reset } = clear;
  useEffect(() => reset, [reset]);
  const accounts = wallets.data?.accounts ?? [];
  const account = accounts.find((a) => a.id === picked) ?? accounts[0];
  return (
    <OfficeScreen titleKey="office_history_clear_title">
      <p className="office__intro">{t('office_history_clear_intro')}</p>
      <RemoteState status={wallets.status} error={wallets.error} onRetry={wallets.reload} isEmpty={accounts.length === 0} empty={<p>{t('office_history_clear_no_accounts')}</p>}>
        {account && (
          <div className="office-form">
            <Field id="office-clear-account" label={t('office_history_clear_account')}>
              <select
                id="office-clear-account"
                className="office-form__control"
                value={account.id}
                onChange={(e) => {
                  setPicked(Number(e.target.value));
                  setConfirming(false);
                  reset();
                }}
              >
                {accounts.map((a) => (
                  <option key={a.id} value={a.id}>
                    {a.id} · {a.iso} · {t(`office_wallets_type_${a.type}`)}
                  </option>
                ))}
              </select>
            </Field>
            {confirming ? (
              <div className="office-confirm" role="group" aria-labelledby="office-clear-question">
                <p id="office-clear-question">{t('office_history_clear_confirm', { account: account.id })}</p>
                <div className="office-confirm__buttons">
                  <Button
                    disabled={clear.status === 'sending'}
                    onClick={() => {
                      clear.send('POST', '/office/history/clear', { accountId: account.id });
                      setConfirming(false);
                    }}
                  >
                    {t('office_history_clear_yes')}
                  </Button>
                  <Button variant="secondary" onClick={() => setConfirming(false)}>
                    {t('office_history_clear_cancel')}
                  </Button>
                </div>
              </div>
            ) : (
              <Button variant="secondary" disabled={clear.status === 'sending'} onClick={() => setConfirming(true)}>
                {t('office_history_clear_button')}
              </Button>
            )}
            {clear.status === 'done' && clear.data && <Notice variant="success">{clear.data.message}</Notice>}
            {clear.error && <Notice variant="error">{clear.error.message}</Notice>}
          </div>
        )}
      </RemoteState>
    </OfficeScreen>
  );
}
