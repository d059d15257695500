/**
 * The panic button (regions that offer one): one tap blocks deposits and bets for the region's
 * hours at once, with no confirmation step, because the moment a player reaches for it is the
 * moment a second question would talk them out of it. While a block runs it says until when.
 */
import { useEffect, type ReactNode } from 'react';
import { Button, DATE_AND_TIME, useAppDispatch, useAppSelector, useFormatTime, type SlotProps } from '@plugin-api';
import { TIME_OUT_TYPE, SELF_EXCLUSION_TYPE, activeOf } from '@plugin-api/limit-rules';
import { limitsRequested, panicRequested, selectLimits, selectSending } from '../state/slice.ts';
import { useLimitContext } from './useLimitContext.ts';

const PANIC_FORM = 'panic';

export function PanicButton({ lng }: SlotProps): ReactNode {
  const dispatch = useAppDispatch();
  const formatTime = useFormatTime();
  const limits = useAppSelector(selectLimits);
  const { t, rules, now } = useLimitContext(lng, limits.list);
  const sending = useAppSelector(selectSending);
  useEffect(() => {
    if (limits.status === 'idle') dispatch(limitsRequested());
  }, [dispatch, limits.status]);
  if (rules.panicBlockHours === null) return null;
  const block = [activeOf(limits.list, SELF_EXCLUSION_TYPE), activeOf(limits.list, TIME_OUT_TYPE)].find((l) => l?.endsAt != null && l.endsAt > now);
  const failed = sending.key === PANIC_FORM && sending.status === 'failed';

  return (
    <aside className="rg-panic" aria-label={t('responsible_gaming_panic_region')}>
      {block ? (
        <p className="rg-panic__blocked" role="status">
          {t('responsible_gaming_panic_blocked', { end: formatTime(block.endsAt! * 1000, DATE_AND_TIME) })}
        </p>
      ) : (
        <Button className="rg-panic__button" disabled={sending.key === PANIC_FORM && sending.status === 'sending'} onClick={() => dispatch(panicRequested({ key: PANIC_FORM }))}>
          {t('responsible_gaming_panic_button', { count: rules.panicBlockHours })}
        </Button>
      )}
      {failed && (
        <p className="rg-outcome rg-outcome--error" role="alert">
          {sending.error?.message || t('responsible_gaming_forbidden')}
        </p>
      )}
    </aside>
  );
}
