import { useId, type FormEvent, type ReactNode } from 'react';
import { Button, useAppDispatch, useAppSelector, useTexts } from '@plugin-api';
import type { DroppedBet, LoadFailure } from '../model.ts';
import { couponLoadRequested, loadCouponInputChanged, loadedCouponAccepted, loadedCouponDeclined, loadNoticeDismissed, selectCoupon } from '../slice.ts';

const FAILURE_TEXT: Readonly<Record<LoadFailure, string>> = {
  invalid_code: 'coupon_load_invalid_code',
  unknown_code: 'coupon_load_unknown_code',
  nothing_left: 'coupon_load_nothing_left',
  network: 'coupon_load_network',
  server: 'coupon_load_server',
};

function DroppedList({ dropped }: { dropped: readonly DroppedBet[] }): ReactNode {
  const { t } = useTexts('coupon');
  return (
    <ul className="coupon-load__dropped">
      {dropped.map((bet) => (
        <li key={bet.marketId}>{bet.opponent1 || bet.opponent2 ? t('coupon_load_dropped_bet', { game: `${bet.opponent1} — ${bet.opponent2}`, market: bet.marketName }) : bet.marketId}</li>
      ))}
    </ul>
  );
}

/**
 * What loading a code came to: under way, why it failed, what was loaded and what was dropped, or
 * (when the coupon already has bets) the question whether to replace them. Nothing is replaced
 * without the player's yes.
 */
export function LoadNotice(): ReactNode {
  const { t } = useTexts('coupon');
  const dispatch = useAppDispatch();
  const { load, bets } = useAppSelector(selectCoupon);
  const id = useId();
  if (load.status === 'idle') return null;
  if (load.status === 'loading') {
    return (
      <p className="coupon-load coupon-load--busy" role="status">
        {t('coupon_load_loading', { code: load.code })}
      </p>
    );
  }
  if (load.status === 'failed' && load.error) {
    return (
      <div className="coupon-outcome coupon-outcome--error" role="alert">
        <p>{t(FAILURE_TEXT[load.error], { code: load.code })}</p>
        {load.dropped.length > 0 && <DroppedList dropped={load.dropped} />}
      </div>
    );
  }
  if (load.pending) {
    return (
      <div className="coupon-load coupon-load--confirm" role="alertdialog" aria-labelledby={`${id}-title`}>
        <strong id={`${id}-title`}>{t('coupon_load_replace_title', { code: load.pending.code })}</strong>
        <p>{t('coupon_load_replace_text', { count: load.pending.bets.length, current: bets.length })}</p>
        {load.dropped.length > 0 && (
          <>
            <p>{t('coupon_load_dropped', { count: load.dropped.length })}</p>
            <DroppedList dropped={load.dropped} />
          </>
        )}
        <div className="coupon-settings__confirm-actions">
          <Button onClick={() => dispatch(loadedCouponAccepted())}>{t('coupon_load_replace')}</Button>
          <Button variant="secondary" onClick={() => dispatch(loadedCouponDeclined())}>
            {t('coupon_load_keep')}
          </Button>
        </div>
      </div>
    );
  }
  return (
    <div className={`coupon-outcome ${load.dropped.length > 0 ? 'coupon-outcome--warning' : 'coupon-outcome--success'}`} role="status">
      <p>{t('coupon_load_done', { code: load.code })}</p>
      {load.dropped.length > 0 && (
        <>
          <p>{t('coupon_load_dropped', { count: load.dropped.length })}</p>
          <DroppedList dropped={load.dropped} />
        </>
      )}
      <Button variant="secondary" onClick={() => dispatch(loadNoticeDismissed())}>
        {t('coupon_ok')}
      </Button>
    </div>
  );
}

/** The "load a coupon by code" field; what was typed stays, also when the code is wrong. */
export function LoadCouponForm(): ReactNode {
  const { t } = useTexts('coupon');
  const dispatch = useAppDispatch();
  const { loadCouponInputValue, load } = useAppSelector(selectCoupon);
  const id = useId();
  const onSubmit = (event: FormEvent): void => {
    event.preventDefault();
    dispatch(couponLoadRequested({ code: loadCouponInputValue }));
  };
  return (
    <form className="coupon-load-form" onSubmit={onSubmit} aria-label={t('coupon_load_title')}>
      <label htmlFor={`${id}-code`} className="coupon-amount__label">
        {t('coupon_load_label')}
      </label>
      <div className="coupon-amount__row">
        <input
          id={`${id}-code`}
          className="coupon-amount__input"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={32}
          value={loadCouponInputValue}
          onChange={(event) => dispatch(loadCouponInputChanged(event.target.value))}
        />
        <Button type="submit" variant="secondary" disabled={load.status === 'loading' || loadCouponInputValue.trim() === ''}>
          {t('coupon_load_button')}
        </Button>
      </div>
    </form>
  );
}
