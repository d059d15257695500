/**
 * The transfer-user modal: a player sends money from their main account to another player of the
 * same operator. The recipient and the amount are checked as typed (the amount within the transfer
 * range and the balance); a confirm step names what will happen; the server has the last word, and
 * its refusal is shown with everything the player typed kept. A guest is asked to sign in; where the
 * site config does not offer transfers the query opens nothing (the modal closes at once).
 */
import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import {
  Button,
  Field,
  fieldDescribedBy,
  formatMoney,
  RemoteState,
  selectIsAuthenticated,
  selectSiteConfig,
  useApiAction,
  useAppSelector,
  useRemoteData,
  useTexts,
  type SlotProps,
} from '@plugin-api';
import { checkAmount, type AmountProblem } from '../amount.ts';
import { parseTransferOptions, parseTransferResult } from '../answers.ts';
import { HISTORY_KEY, methodsKey, TRANSFER_KEY, TRANSFER_SEND_KEY } from '../keys.ts';
import type { TransferOptionsAnswer, TransferResultAnswer } from '../schemas.ts';
import { checkRecipient, recipientLabel, recipientValue, type Recipient } from '../transfer-form.ts';
import { isTransferOffered, SIGN_IN_QUERY, withModal } from '../transfer-offer.ts';
import { useFocusInDialog } from './focus-in-dialog.ts';
import { AmountField } from './AmountField.tsx';

type T = (key: string, values?: Record<string, unknown>) => string;

function amountProblemText(t: T, problem: AmountProblem, currency: string, lng: string): string {
  switch (problem.key) {
    case 'payments_amount_decimals':
      return t(problem.key, { digits: problem.digits });
    case 'payments_amount_below_min':
      return t('payments_transfer_below_min', { amount: formatMoney(problem.min, currency, lng) });
    case 'payments_amount_above_max':
      return t('payments_transfer_above_max', { amount: formatMoney(problem.max, currency, lng) });
    case 'payments_amount_above_balance':
      return t('payments_transfer_above_balance', { amount: formatMoney(problem.balance, currency, lng) });
    default:
      return t(problem.key);
  }
}

/** A new key per confirmed transfer: a retry of the same send is answered once, never paid twice. */
function newIdempotencyKey(): string {
  return globalThis.crypto?.randomUUID?.() ?? `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}

function TransferForm({ options, lng, onClose }: { options: TransferOptionsAnswer; lng: string; onClose?: () => void }): ReactNode {
  const { t } = useTexts('payments');
  const id = useId();
  const action = useApiAction<TransferResultAnswer>(TRANSFER_SEND_KEY, {
    parse: parseTransferResult,
    invalidates: [TRANSFER_KEY, methodsKey('deposit'), methodsKey('withdrawal'), HISTORY_KEY],
  });
  const [recipientText, setRecipientText] = useState('');
  const [amountText, setAmountText] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [confirming, setConfirming] = useState<{ recipient: Recipient; amount: number } | null>(null);
  const { reset, status } = action;
  const key = useRef<string | null>(null);

  // The form's last outcome belongs to this opening of the modal only.
  useEffect(() => () => reset(), [reset]);
  // A refusal brings the player back to the form, with what they typed.
  useEffect(() => {
    if (status === 'failed') setConfirming(null);
  }, [status]);

  const { currency } = options;
  const recipientCheck = checkRecipient(recipientText, options.senderId);
  const amountCheck = checkAmount(amountText, { currency, min: options.min, max: options.max, balance: options.balance });
  const recipientProblem = !recipientCheck.ok && (submitted || recipientText.trim() !== '') ? t(recipientCheck.problem) : null;
  const amountProblem = !amountCheck.ok && (submitted || amountText.trim() !== '') ? amountProblemText(t, amountCheck.problem, currency, lng) : null;
  const refusal = status === 'failed' && action.error ? (action.error.status >= 400 && action.error.status < 500 ? action.error.message : t('payments_transfer_failed')) : null;
  const refusedField = status === 'failed' ? action.error?.field : undefined;
  const sending = status === 'sending';

  if (status === 'done' && action.data) {
    const sent = action.data;
    return (
      <div className="payments-transfer__done" role="status">
        <p>{t('payments_transfer_done', { amount: formatMoney(sent.payment.amount, sent.payment.currency, lng), recipient: `#${sent.recipientId}` })}</p>
        <p>
          {t('payments_balance')} <strong>{formatMoney(sent.balance, sent.payment.currency, lng)}</strong>
        </p>
        <div className="payments-transfer__buttons">
          <Button
            variant="secondary"
            onClick={() => {
              reset();
              setRecipientText('');
              setAmountText('');
              setSubmitted(false);
            }}
          >
            {t('payments_transfer_another')}
          </Button>
          {onClose && <Button onClick={onClose}>{t('payments_transfer_close')}</Button>}
        </div>
      </div>
    );
  }

  if (confirming) {
    return (
      <div className="payments-transfer__confirm">
        <p>{t('payments_transfer_confirm', { amount: formatMoney(confirming.amount, currency, lng), recipient: recipientLabel(confirming.recipient) })}</p>
        <div className="payments-transfer__buttons">
          <Button variant="secondary" disabled={sending} onClick={() => setConfirming(null)}>
            {t('payments_transfer_change')}
          </Button>
          <Button
            disabled={sending}
            aria-busy={sending}
            onClick={() => action.send('POST', '/payments/transfer', { recipient: recipientValue(confirming.recipient), amount: confirming.amount }, undefined, key.current ?? undefined)}
          >
            {sending ? t('payments_sending') : t('payments_transfer_send')}
          </Button>
        </div>
      </div>
    );
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (!recipientCheck.ok || !amountCheck.ok) return;
    key.current = newIdempotencyKey();
    reset();
    setConfirming({ recipient: recipientCheck.recipient, amount: amountCheck.amount });
  };
  const edited = (): void => {
    if (status === 'failed') reset();
  };
  const recipientId = `${id}-recipient`;
  const amountId = `${id}-amount`;
  const recipientError = recipientProblem ?? (refusedField === 'recipient' ? refusal : null);
  const amountError = amountProblem ?? (refusedField === 'amount' ? refusal : null);
  const recipientHint = t('payments_transfer_recipient_hint', { id: `#${options.senderId}` });

  return (
    <form className="payments-form payments-transfer" noValidate onSubmit={submit}>
      <p className="payments-balance">
        {t('payments_balance')} <strong>{formatMoney(options.balance, currency, lng)}</strong>
      </p>
      <Field id={recipientId} label={t('payments_transfer_recipient_label')} hint={recipientHint} error={recipientError}>
        <input
          id={recipientId}
          name="recipient"
          // The field the player starts with once the balance has loaded (the dialog opened on its ×).
          autoFocus
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          value={recipientText}
          onChange={(event) => {
            setRecipientText(event.target.value);
            edited();
          }}
          aria-invalid={recipientError !== null}
          aria-describedby={fieldDescribedBy(recipientId, { hint: recipientHint, error: recipientError })}
        />
      </Field>
      <AmountField
        id={amountId}
        currency={currency}
        lng={lng}
        range={options}
        value={amountText}
        error={amountError}
        onChange={(text) => {
          setAmountText(text);
          edited();
        }}
      />
      {refusal !== null && refusedField !== 'recipient' && refusedField !== 'amount' && (
        <p className="payments-form__refusal" role="alert">
          {refusal}
        </p>
      )}
      <Button type="submit">{t('payments_transfer_next')}</Button>
    </form>
  );
}

function SignedInTransfer({ lng, onClose }: SlotProps): ReactNode {
  const { t } = useTexts('payments');
  const options = useRemoteData(TRANSFER_KEY, '/payments/transfer', { parse: parseTransferOptions });
  return (
    <RemoteState status={options.status} error={options.error} onRetry={options.reload}>
      {options.data &&
        (options.data.balance < options.data.min ? (
          <p>{t('payments_transfer_too_little', { amount: formatMoney(options.data.min, options.data.currency, lng) })}</p>
        ) : (
          <TransferForm options={options.data} lng={lng} {...(onClose ? { onClose } : {})} />
        ))}
    </RemoteState>
  );
}

export function TransferModal({ lng, onClose }: SlotProps): ReactNode {
  const { t } = useTexts('payments');
  const offered = isTransferOffered(useAppSelector(selectSiteConfig));
  const isSignedIn = useAppSelector(selectIsAuthenticated);
  const location = useLocation();
  const ref = useRef<HTMLDivElement>(null);
  useFocusInDialog(ref, onClose);

  useEffect(() => {
    if (!offered) onClose?.();
  }, [offered, onClose]);
  if (!offered) return null;

  return (
    <div ref={ref} className="payments-transfer-modal">
      <h2 className="payments-transfer-modal__title">{t('payments_transfer_title')}</h2>
      {isSignedIn ? (
        <SignedInTransfer lng={lng} {...(onClose ? { onClose } : {})} />
      ) : (
        <div className="payments-transfer__guest">
          <p>{t('payments_transfer_sign_in_text')}</p>
          <Link className="button button--primary" to={withModal(location, SIGN_IN_QUERY)}>
            {t('payments_transfer_sign_in')}
          </Link>
        </div>
      )}
    </div>
  );
}
