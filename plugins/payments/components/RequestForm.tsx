/**
 * The request form: the sub-topic (when the topic has some), the payment it is about (optional,
 * among the latest of the topic's kind) and the message, checked as typed. A refusal shows the
 * server's words and keeps everything entered; a sent request says so and leads to the list.
 */
import { useEffect, useId, useState, type FormEvent, type ReactNode } from 'react';
import { Button, Card, Field, fieldDescribedBy, formatMoney, RouteLink, useApiAction, useTexts, useFormatTime, DATE_AND_TIME } from '@plugin-api';
import type { PaymentRequestCreatedAnswer, PaymentRequestTopic } from '../schemas.ts';
import { parseRequestCreated } from '../answers.ts';
import { REQUEST_SEND_KEY, REQUESTS_KEY } from '../keys.ts';
import { useTransactions } from './request-data.ts';

export const MESSAGE_MIN = 10;
export const MESSAGE_MAX = 1000;

export function RequestForm({
  topic,
  subTopicId = null,
  transactionId = null,
  lng,
}: {
  topic: PaymentRequestTopic;
  subTopicId?: number | null;
  transactionId?: number | null;
  lng: string;
}): ReactNode {
  const { t } = useTexts('payments');
  const formatTime = useFormatTime();
  const id = useId();
  const action = useApiAction<PaymentRequestCreatedAnswer>(REQUEST_SEND_KEY, { parse: parseRequestCreated, invalidates: [REQUESTS_KEY] });
  const transactions = useTransactions(topic.transactionKind);
  const [subTopic, setSubTopic] = useState(subTopicId !== null && topic.subTopics.some((s) => s.id === subTopicId) ? String(subTopicId) : '');
  const [transaction, setTransaction] = useState(transactionId !== null ? String(transactionId) : '');
  const [message, setMessage] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const { reset } = action;
  useEffect(() => {
    reset();
  }, [reset]);

  if (action.status === 'done' && action.data) {
    return (
      <Card className="payments-done" role="status">
        <p>{t('payments_request_sent', { id: action.data.request.id })}</p>
        <RouteLink to="office-payment-requests" className="button button--primary payments-link-button">
          {t('payments_link_requests')}
        </RouteLink>
      </Card>
    );
  }

  const needsSubTopic = topic.subTopics.length > 0;
  const subTopicError = needsSubTopic && subTopic === '' && submitted ? t('payments_subtopic_required') : null;
  const length = message.trim().length;
  const messageProblem = length < MESSAGE_MIN ? t('payments_message_short', { min: MESSAGE_MIN }) : length > MESSAGE_MAX ? t('payments_message_long', { max: MESSAGE_MAX }) : null;
  const messageError = messageProblem !== null && (submitted || message !== '') ? messageProblem : null;
  const sending = action.status === 'sending';
  const known = transactions.data?.items ?? [];
  const presetMissing = transactionId !== null && !known.some((p) => p.id === transactionId);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if ((needsSubTopic && subTopic === '') || messageProblem !== null || sending) return;
    action.send('POST', '/payments/requests', {
      topicId: topic.id,
      subTopicId: needsSubTopic ? Number(subTopic) : null,
      transactionId: transaction === '' ? null : Number(transaction),
      message: message.trim(),
    });
  };
  const edited = () => {
    if (action.status === 'failed') reset();
  };

  const ids = { sub: `${id}-subtopic`, tx: `${id}-transaction`, msg: `${id}-message` };
  const messageHint = t('payments_message_hint', { length, max: MESSAGE_MAX });
  return (
    <form className="payments-form" noValidate onSubmit={submit} aria-busy={sending}>
      {needsSubTopic && (
        <Field id={ids.sub} label={t('payments_subtopic_label')} error={subTopicError}>
          <select
            id={ids.sub}
            value={subTopic}
            onChange={(e) => {
              setSubTopic(e.target.value);
              edited();
            }}
            aria-invalid={subTopicError !== null}
            aria-describedby={fieldDescribedBy(ids.sub, { error: subTopicError })}
          >
            <option value="">{t('payments_subtopic_placeholder')}</option>
            {topic.subTopics.map((s) => (
              <option key={s.id} value={s.id}>
                {s.title}
              </option>
            ))}
          </select>
        </Field>
      )}
      {topic.transactionKind !== null && (
        <Field id={ids.tx} label={t('payments_transaction_label')} hint={t('payments_transaction_hint')}>
          <select
            id={ids.tx}
            value={transaction}
            onChange={(e) => {
              setTransaction(e.target.value);
              edited();
            }}
            aria-describedby={fieldDescribedBy(ids.tx, { hint: true })}
          >
            <option value="">{t('payments_transaction_none')}</option>
            {presetMissing && <option value={transactionId}>{t('payments_number', { id: transactionId })}</option>}
            {known.map((p) => (
              <option key={p.id} value={p.id}>
                {t('payments_transaction_option', {
                  id: p.id,
                  amount: formatMoney(p.amount, p.currency, lng),
                  date: formatTime(p.createdAt, DATE_AND_TIME),
                  status: t(`payments_status_${p.status}`),
                })}
              </option>
            ))}
          </select>
        </Field>
      )}
      <Field id={ids.msg} label={t('payments_message_label')} hint={messageHint} error={messageError}>
        <textarea
          id={ids.msg}
          value={message}
          maxLength={MESSAGE_MAX + 200}
          onChange={(e) => {
            setMessage(e.target.value);
            edited();
          }}
          aria-invalid={messageError !== null}
          aria-describedby={fieldDescribedBy(ids.msg, { hint: messageHint, error: messageError })}
        />
      </Field>
      {action.status === 'failed' && action.error && (
        <p className="payments-form__refusal" role="alert">
          {action.error.status >= 400 && action.error.status < 500 ? action.error.message : t('payments_send_failed')}
        </p>
      )}
      <Button type="submit" disabled={sending}>
        {sending ? t('payments_sending') : t('payments_request_submit')}
      </Button>
    </form>
  );
}
