import type { ReactNode } from 'react';
import { useTexts } from '@plugin-api';
import type { PaymentRequestStatus, PaymentStatus } from '../schemas.ts';

const KNOWN = new Set(['completed', 'pending', 'failed', 'cancelled', 'open', 'answered', 'closed']);

/** A payment's or request's status in words; a status this version does not know reads as "unknown", never as a key. */
export function StatusBadge({ status }: { status: PaymentStatus | PaymentRequestStatus | string }): ReactNode {
  const { t } = useTexts('payments');
  const known = KNOWN.has(status) ? status : 'unknown';
  return <span className={`payments-status payments-status--${known}`}>{t(`payments_status_${known}`)}</span>;
}
