/**
 * The deposit (office/recharge) and withdrawal (office/deduce) pages: the cashier's methods for the
 * paying account's currency, its balance, the form, and where to go for past payments or help.
 */
import type { ReactNode } from 'react';
import { formatMoney, RemoteState, RouteLink, useRemoteData, useTexts, type PageProps } from '@plugin-api';
import type { PaymentKind } from '../schemas.ts';
import { parseMethods } from '../answers.ts';
import { methodsKey } from '../keys.ts';
import { CashierLinks } from './CashierLinks.tsx';
import { DepositLimitPrompt, useDepositLimitPrompt } from './DepositLimitPrompt.tsx';
import { PageFrame } from './PageFrame.tsx';
import { PaymentForm } from './PaymentForm.tsx';

function useCashier(kind: PaymentKind) {
  return useRemoteData(methodsKey(kind), '/payments/methods', { query: { kind }, parse: parseMethods });
}

function Balance({ amount, currency, lng }: { amount: number; currency: string; lng: string }): ReactNode {
  const { t } = useTexts('payments');
  return (
    <p className="payments-balance">
      {t('payments_balance')} <strong>{formatMoney(amount, currency, lng)}</strong>
    </p>
  );
}

export function RechargePage({ lng, query }: PageProps): ReactNode {
  const { t } = useTexts('payments');
  const cashier = useCashier('deposit');
  const prompt = useDepositLimitPrompt(cashier.data?.hasDeposit ?? null);
  return (
    <PageFrame title={t('payments_recharge_title')} intro={t('payments_recharge_intro')}>
      <RemoteState
        status={cashier.status}
        error={cashier.error}
        onRetry={cashier.reload}
        isEmpty={cashier.data?.methods.length === 0}
        empty={
          <>
            <p>{t('payments_no_deposit_methods', { currency: cashier.data?.currency ?? '' })}</p>
            <RouteLink to="office-payment-requests">{t('payments_link_requests')}</RouteLink>
          </>
        }
      >
        {cashier.data && (
          <>
            <Balance amount={cashier.data.balance} currency={cashier.data.currency} lng={lng} />
            {prompt.deciding ? (
              <p className="remote-state" role="status">
                {t('payments_limits_checking')}
              </p>
            ) : prompt.show ? (
              <DepositLimitPrompt onGoOn={prompt.goOn} />
            ) : (
              <PaymentForm kind="deposit" cashier={cashier.data} lng={lng} />
            )}
          </>
        )}
      </RemoteState>
      <CashierLinks query={query} />
    </PageFrame>
  );
}

export function DeducePage({ lng, query }: PageProps): ReactNode {
  const { t } = useTexts('payments');
  const cashier = useCashier('withdrawal');
  const nothingToWithdraw = cashier.data !== null && cashier.data.balance <= 0;
  return (
    <PageFrame title={t('payments_deduce_title')} intro={t('payments_deduce_intro')}>
      <RemoteState
        status={cashier.status}
        error={cashier.error}
        onRetry={cashier.reload}
        isEmpty={cashier.data?.methods.length === 0 || nothingToWithdraw}
        empty={
          <>
            <p>{nothingToWithdraw ? t('payments_nothing_to_withdraw') : t('payments_no_withdrawal_methods', { currency: cashier.data?.currency ?? '' })}</p>
            <RouteLink to={nothingToWithdraw ? 'office-recharge' : 'office-payment-requests'}>
              {nothingToWithdraw ? t('payments_link_deposit') : t('payments_link_requests')}
            </RouteLink>
          </>
        }
      >
        {cashier.data && (
          <>
            <Balance amount={cashier.data.balance} currency={cashier.data.currency} lng={lng} />
            <PaymentForm kind="withdrawal" cashier={cashier.data} lng={lng} />
          </>
        )}
      </RemoteState>
      <CashierLinks query={query} />
    </PageFrame>
  );
}
