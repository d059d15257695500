/**
 * Sending an SMS code and the resend countdown: "Send code" until a code went to this
 * number, then "Send again in N s" (disabled) until the countdown reaches 0.
 */
import type { ReactNode } from 'react';
import { Button, useAppDispatch, useAppSelector, useTexts } from '@plugin-api';
import type { PhoneValue, SmsPurpose } from '../model.ts';
import { selectSms, smsCodeRequested } from '../slice.ts';
import { FormError } from './fields.tsx';

/** Whether a code was sent to exactly this number (a changed number needs a new code). */
export function useSmsSentTo(purpose: SmsPurpose, phone: PhoneValue): boolean {
  const sms = useAppSelector((s) => selectSms(s, purpose));
  return sms.sentTo !== null && sms.sentTo === `${phone.code}${phone.number}`;
}

export interface SmsCodeSenderProps {
  purpose: SmsPurpose;
  phone: PhoneValue;
  /** The number is valid: a code may be sent. */
  canSend: boolean;
  /** Asked to send while the number is not valid (the form shows why). */
  onBlocked(): void;
  /** A dictionary key: what the form needs from this control (e.g. "send the code first"). */
  error?: string | undefined;
}

export function SmsCodeSender({ purpose, phone, canSend, onBlocked, error }: SmsCodeSenderProps): ReactNode {
  const { t } = useTexts('auth');
  const dispatch = useAppDispatch();
  const sms = useAppSelector((s) => selectSms(s, purpose));
  const sent = useSmsSentTo(purpose, phone);
  const waiting = sent && sms.resendIn > 0;
  const send = (): void => {
    if (!canSend) onBlocked();
    else dispatch(smsCodeRequested({ purpose, phone }));
  };
  return (
    <div className="auth-sms">
      {sent && <p className="auth-sms__sent" role="status">{t('auth_sms_sent', { phone: `+${phone.code} ${phone.number}` })}</p>}
      <Button variant={sent ? 'ghost' : 'secondary'} onClick={send} disabled={sms.status.pending || waiting} aria-busy={sms.status.pending || undefined}>
        {sent ? (waiting ? t('auth_sms_resend_in', { count: sms.resendIn }) : t('auth_sms_resend')) : t('auth_sms_send')}
      </Button>
      {error && (
        <p className="auth-field__error" role="alert">
          {t(error)}
        </p>
      )}
      <FormError error={sms.status.error ?? sms.status.fieldErrors.phone ?? null} />
    </div>
  );
}
