import { useEffect, useState, type ReactNode } from 'react';
import { Button, Field, fieldDescribedBy, useApiAction, useRemoteData, useTexts } from '@plugin-api';
import { MENU_KEY, MENU_PATH, readDone, readMenu } from '../answers.ts';
import { Notice } from './Feedback.tsx';
import { OfficeScreen } from './OfficeScreen.tsx';

export const MAIL_PERIODS = [1, 7, 30, 90] as const;
const EMAIL = /^[^\s@]{1,64}@[^\s@]{1,190}\.[^\s@]{2,}$/;

/**
 * Sends a history by e-mail: the address (the player's own, prefilled as the menu shows it, masked,
 * which the server reads as that address; may be changed) and a period. The address is checked as it is typed; a refusal shows the server's message and keeps
 * what was entered.
 */
export function HistoryMailForm({ kind, titleKey, introKey }: { kind: 'mail' | 'casino-mail'; titleKey: string; introKey: string }): ReactNode {
  const { t } = useTexts('office');
  const menu = useRemoteData(MENU_KEY, MENU_PATH, { parse: readMenu });
  const send = useApiAction(`office/history-${kind}`, { parse: readDone });
  const [email, setEmail] = useState<string | null>(null);
  const [period, setPeriod] = useState<number>(30);
  const [touched, setTouched] = useState(false);
  const { reset } = send;
  useEffect(() => reset, [reset]);
  // The player's address until they type their own.
  const value = email ?? menu.data?.menuUserData.email ?? '';
  const invalid = (touched || email !== null) && !EMAIL.test(value.trim());
  const error = invalid ? t('office_mail_email_invalid') : undefined;
  const hint = t('office_mail_email_hint');
  return (
    <OfficeScreen titleKey={titleKey}>
      <p className="office__intro">{t(introKey)}</p>
      <form
        className="office-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          setTouched(true);
          if (!EMAIL.test(value.trim())) return;
          send.send('POST', `/office/history/${kind}`, { email: value.trim(), period });
        }}
      >
        <Field id="office-mail-email" label={t('office_mail_email')} hint={hint} error={error}>
          <input
            id="office-mail-email"
            className="office-form__control"
            type="email"
            autoComplete="email"
            inputMode="email"
            value={value}
            aria-invalid={invalid || undefined}
            aria-describedby={fieldDescribedBy('office-mail-email', { hint, error })}
            onChange={(e) => {
              setEmail(e.target.value);
              if (send.status === 'done' || send.status === 'failed') reset();
            }}
            onBlur={() => setTouched(true)}
          />
        </Field>
        <Field id="office-mail-period" label={t('office_mail_period')}>
          <select id="office-mail-period" className="office-form__control" value={period} onChange={(e) => setPeriod(Number(e.target.value))}>
            {MAIL_PERIODS.map((days) => (
              <option key={days} value={days}>
                {t(`office_mail_period_${days}`)}
              </option>
            ))}
          </select>
        </Field>
        <Button type="submit" disabled={send.status === 'sending'}>
          {t(send.status === 'sending' ? 'office_mail_sending' : 'office_mail_send')}
        </Button>
        {send.status === 'done' && send.data && <Notice variant="success">{send.data.message}</Notice>}
        {send.error && <Notice variant="error">{send.error.message}</Notice>}
      </form>
    </OfficeScreen>
  );
}
