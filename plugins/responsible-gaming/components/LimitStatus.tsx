/** One limit as it stands: its value, what is left, a pending change with the hours left, or an exclusion's dates. */
import type { ReactNode } from 'react';
import { Button, DATE_AND_TIME, useAppDispatch, useAppSelector, useFormatTime } from '@plugin-api';
import { activeOf, canCancel, hoursLeft, isFixedTerm, pendingOf } from '@plugin-api/limit-rules';
import type { Limit } from '../model.ts';
import { limitActionRequested, selectSending } from '../state/slice.ts';
import { formatValue } from './format.ts';
import type { LimitContext } from './useLimitContext.ts';

export function LimitStatus({ limitType, list, ctx }: { limitType: number; list: readonly Limit[]; ctx: LimitContext }): ReactNode {
  const { t, lng, iso, now } = ctx;
  const dispatch = useAppDispatch();
  const formatTime = useFormatTime();
  const sending = useAppSelector(selectSending);
  const active = activeOf(list, limitType);
  const pending = pendingOf(list, limitType);
  const key = `cancel-${limitType}`;
  const busy = sending.status === 'sending' && sending.key === key;

  return (
    <dl className="rg-status">
      <div className="rg-status__row">
        <dt>{t('responsible_gaming_current')}</dt>
        <dd>{active ? formatValue(t, active.measure, active.limitValue, iso, lng) : t('responsible_gaming_not_set')}</dd>
      </div>
      {active && active.limitBalance !== null && (
        <div className="rg-status__row">
          <dt>{t(active.measure === 'hours' ? 'responsible_gaming_left_today' : 'responsible_gaming_left_in_period')}</dt>
          <dd>{formatValue(t, active.measure, active.limitBalance, iso, lng)}</dd>
        </div>
      )}
      {active && isFixedTerm(limitType) && active.endsAt !== null && (
        <div className="rg-status__row">
          <dt>{t('responsible_gaming_period')}</dt>
          <dd>
            {t('responsible_gaming_from_to', { start: formatTime(active.startedAt * 1000, DATE_AND_TIME), end: formatTime(active.endsAt * 1000, DATE_AND_TIME) })}
            <span className="rg-status__note">{t('responsible_gaming_cannot_cancel')}</span>
          </dd>
        </div>
      )}
      {pending && (
        <div className="rg-status__row rg-status__row--pending">
          <dt>{t('responsible_gaming_pending')}</dt>
          <dd>
            {formatValue(t, pending.measure, pending.limitValue, iso, lng)}
            <span className="rg-status__note">
              {pending.awaitingApproval ? t('responsible_gaming_pending_due') : t('responsible_gaming_pending_hours', { count: hoursLeft(pending, now) })}
            </span>
            {canCancel(pending, now) && (
              <Button variant="secondary" disabled={busy} onClick={() => dispatch(limitActionRequested({ key, limitType, action: 'cancel' }))}>
                {t('responsible_gaming_cancel_change')}
              </Button>
            )}
          </dd>
        </div>
      )}
    </dl>
  );
}
