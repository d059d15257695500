/**
 * The raise that waited its cooling-off and now needs the player's yes or no. It cannot be closed
 * any other way: no close button, Escape does nothing, the page behind waits.
 */
import { useEffect, useRef, type ReactNode } from 'react';
import { Button, useAppDispatch, useAppSelector } from '@plugin-api';
import { pendingOf } from '@plugin-api/limit-rules';
import { limitActionRequested, selectApprovalsDue, selectLimits, selectSending } from '../state/slice.ts';
import { formatValue, limitNameKey } from './format.ts';
import type { LimitContext } from './useLimitContext.ts';

export function ApprovalPopup({ ctx }: { ctx: LimitContext }): ReactNode {
  const { t, lng, iso } = ctx;
  const dispatch = useAppDispatch();
  const due = useAppSelector(selectApprovalsDue);
  const { list } = useAppSelector(selectLimits);
  const sending = useAppSelector(selectSending);
  const heading = useRef<HTMLHeadingElement>(null);
  const limitType = due[0];
  const pending = limitType === undefined ? undefined : pendingOf(list, limitType);
  useEffect(() => heading.current?.focus(), [limitType]);
  if (!pending || limitType === undefined) return null;
  const key = `approval-${limitType}`;
  const busy = sending.status === 'sending' && sending.key === key;

  return (
    <div className="rg-overlay">
      <div className="rg-dialog" role="alertdialog" aria-modal="true" aria-labelledby="rg-approval-title" aria-describedby="rg-approval-text">
        <h2 id="rg-approval-title" className="rg-dialog__title" tabIndex={-1} ref={heading}>
          {t('responsible_gaming_approval_title')}
        </h2>
        <p id="rg-approval-text">
          {t('responsible_gaming_approval_text', { name: t(limitNameKey(limitType)), value: formatValue(t, pending.measure, pending.limitValue, iso, lng) })}
        </p>
        <div className="rg-form__actions">
          <Button disabled={busy} onClick={() => dispatch(limitActionRequested({ key, limitType, action: 'approve' }))}>
            {t('responsible_gaming_approve')}
          </Button>
          <Button variant="secondary" disabled={busy} onClick={() => dispatch(limitActionRequested({ key, limitType, action: 'reject' }))}>
            {t('responsible_gaming_reject')}
          </Button>
        </div>
      </div>
    </div>
  );
}
