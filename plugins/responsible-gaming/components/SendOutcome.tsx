/** What became of a form's last send: applied, waiting, or the server's reason for refusing. */
import type { ReactNode } from 'react';
import { useAppSelector } from '@plugin-api';
import { selectSending } from '../state/slice.ts';
import type { LimitContext } from './useLimitContext.ts';

export function SendOutcome({ formKey, ctx }: { formKey: string; ctx: LimitContext }): ReactNode {
  const sending = useAppSelector(selectSending);
  const { t } = ctx;
  if (sending.key !== formKey) return null;
  if (sending.status === 'failed' && sending.error) {
    return (
      <p className="rg-outcome rg-outcome--error" role="alert">
        {sending.error.message === '' ? t('responsible_gaming_forbidden') : sending.error.message}
      </p>
    );
  }
  if (sending.status === 'done') {
    return (
      <p className="rg-outcome rg-outcome--ok" role="status">
        {t(sending.outcome === 'pending' ? 'responsible_gaming_saved_pending' : 'responsible_gaming_saved_applied')}
      </p>
    );
  }
  return null;
}
