/**
 * Where a payment provider sends the player back (onpay/… and onpay/withdraw/…): what happened and
 * what to do next. With `?paymentId=` of the signed-in player's own payment it also shows that
 * payment's amount and status from the server; without it, or for a guest whose session ended on
 * the provider's side, the page still explains the outcome and offers the next steps.
 */
import type { ReactNode } from 'react';
import { Card, formatMoney, RouteLink, selectIsAuthenticated, useAppSelector, useRemoteData, useTexts, type PageProps, type RouteId, useFormatTime, DATE_AND_TIME } from '@plugin-api';
import type { PaymentKind } from '../schemas.ts';
import { parsePayment } from '../answers.ts';
import { paymentKey } from '../keys.ts';
import { positiveId } from './format.ts';
import { PageFrame } from './PageFrame.tsx';
import { StatusBadge } from './StatusBadge.tsx';

export type Outcome = 'success' | 'fail' | 'pending' | 'cancel';

const OUTCOMES: readonly Outcome[] = ['success', 'fail', 'pending', 'cancel'];

/** The route's pageType ("deposit-success", "withdrawal-cancel" …); anything else reads as a pending deposit, the outcome that promises least. */
export function outcomeOf(pageType: string | undefined): { kind: PaymentKind; outcome: Outcome } {
  const [kind, outcome] = (pageType ?? '').split('-');
  return {
    kind: kind === 'withdrawal' ? 'withdrawal' : 'deposit',
    outcome: OUTCOMES.includes(outcome as Outcome) ? (outcome as Outcome) : 'pending',
  };
}

type NextStep = { to: RouteId; text: string };

/** The next steps, most useful first: after a failure, trying again; after a success, what the money is for. */
function nextSteps(kind: PaymentKind, outcome: Outcome): NextStep[] {
  const again: NextStep = kind === 'deposit' ? { to: 'office-recharge', text: 'payments_onpay_try_again' } : { to: 'office-deduce', text: 'payments_onpay_try_again' };
  const history: NextStep = { to: 'office-historypay', text: 'payments_link_history' };
  const requests: NextStep = { to: 'office-payment-requests', text: 'payments_onpay_ask' };
  const home: NextStep = { to: 'home', text: kind === 'deposit' && outcome === 'success' ? 'payments_onpay_bet' : 'payments_onpay_home' };
  switch (outcome) {
    case 'success':
      return [home, history];
    case 'fail':
      return [again, requests, home];
    case 'pending':
      return [history, requests, home];
    case 'cancel':
      return [again, home];
  }
}

function PaymentDetails({ paymentId, lng }: { paymentId: number; lng: string }): ReactNode {
  const { t } = useTexts('payments');
  const formatTime = useFormatTime();
  const payment = useRemoteData(paymentKey(paymentId), `/payments/${paymentId}`, { parse: parsePayment });
  if (payment.status === 'loading') {
    return (
      <p className="remote-state" role="status">
        {t('payments_onpay_loading')}
      </p>
    );
  }
  if (payment.status === 'error' || !payment.data) return <p className="payments-note">{t('payments_onpay_details_missing', { id: paymentId })}</p>;
  const p = payment.data;
  return (
    <Card className="payments-details" aria-label={t('payments_onpay_details_label')}>
      <dl className="payments-details__list">
        <dt>{t('payments_onpay_amount')}</dt>
        <dd>{formatMoney(p.amount, p.currency, lng)}</dd>
        <dt>{t('payments_onpay_status')}</dt>
        <dd>
          <StatusBadge status={p.status} />
        </dd>
        <dt>{t('payments_onpay_method')}</dt>
        <dd>{p.methodTitle}</dd>
        <dt>{t('payments_onpay_number')}</dt>
        <dd>{p.id}</dd>
        <dt>{t('payments_onpay_date')}</dt>
        <dd>
          <time dateTime={p.createdAt}>{formatTime(p.createdAt, DATE_AND_TIME)}</time>
        </dd>
      </dl>
    </Card>
  );
}

export function OnpayPage({ pageType, query, lng }: PageProps): ReactNode {
  const { t } = useTexts('payments');
  const signedIn = useAppSelector(selectIsAuthenticated);
  const { kind, outcome } = outcomeOf(pageType);
  const paymentId = positiveId(new URLSearchParams(query).get('paymentId'));
  return (
    <PageFrame title={t(`payments_onpay_${kind}_${outcome}_title`)} intro={t(`payments_onpay_${kind}_${outcome}_text`)}>
      {paymentId !== null && signedIn && <PaymentDetails paymentId={paymentId} lng={lng} />}
      {paymentId !== null && !signedIn && (
        <p className="payments-note">
          {t('payments_onpay_sign_in_note')} <RouteLink to="login">{t('payments_onpay_sign_in')}</RouteLink>
        </p>
      )}
      <ul className="payments-next" aria-label={t('payments_next_label')}>
        {nextSteps(kind, outcome).map((step, index) => (
          <li key={step.to}>
            <RouteLink to={step.to} className={`button ${index === 0 ? 'button--primary' : 'button--secondary'} payments-link-button`}>
              {t(step.text)}
            </RouteLink>
          </li>
        ))}
      </ul>
    </PageFrame>
  );
}
