/** The reality check: how long the player has played, with continue, log out, or close (nothing). */
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Button, useAppDispatch, useAppSelector } from '@plugin-api';
import { REALITY_CHECK_TYPE, activeOf } from '@plugin-api/limit-rules';
import { realityCheckAnswered, selectLimits, selectRealityCheckShownAt } from '../state/slice.ts';
import type { LimitContext } from './useLimitContext.ts';

export function RealityCheckPopup({ ctx }: { ctx: LimitContext }): ReactNode {
  const { t } = ctx;
  const dispatch = useAppDispatch();
  const shownAt = useAppSelector(selectRealityCheckShownAt);
  const { list } = useAppSelector(selectLimits);
  const [doNotShowAgain, setDoNotShowAgain] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), [shownAt]);
  if (shownAt === null) return null;
  const minutes = activeOf(list, REALITY_CHECK_TYPE)?.limitValue ?? 0;
  const answer = (action: 'continue' | 'log_out' | 'nothing') => {
    dispatch(realityCheckAnswered({ action, doNotShowAgain: action === 'continue' && doNotShowAgain }));
    setDoNotShowAgain(false);
  };

  return (
    <div className="rg-overlay">
      <div className="rg-dialog" role="alertdialog" aria-modal="true" aria-labelledby="rg-reality-title" aria-describedby="rg-reality-text">
        <button type="button" className="rg-dialog__close" aria-label={t('responsible_gaming_close')} onClick={() => answer('nothing')}>
          ×
        </button>
        <h2 id="rg-reality-title" className="rg-dialog__title" tabIndex={-1} ref={heading}>
          {t('responsible_gaming_reality_check_popup_title')}
        </h2>
        <p id="rg-reality-text">{t('responsible_gaming_reality_check_popup_text', { count: minutes })}</p>
        <label className="rg-choice">
          <input type="checkbox" checked={doNotShowAgain} onChange={(event) => setDoNotShowAgain(event.target.checked)} />
          {t('responsible_gaming_do_not_show_again')}
        </label>
        <div className="rg-form__actions">
          <Button onClick={() => answer('continue')}>{t('responsible_gaming_continue')}</Button>
          <Button variant="secondary" onClick={() => answer('log_out')}>
            {t('responsible_gaming_log_out')}
          </Button>
        </div>
      </div>
    </div>
  );
}
