import { useId, type ReactNode } from 'react';
import { Button, selectIsAuthenticated, useAppDispatch, useAppSelector, useTexts, type SlotProps } from '@plugin-api';
import { CHANGE_COEF_ACTIONS, type ChangeCoefAction } from '../model.ts';
import {
  changeCoefActionChosen,
  dropOnScoreChangeToggled,
  exactCoefChosen,
  oneClickAmountEntered,
  oneClickConfirmed,
  oneClickDeclined,
  oneClickDisabled,
  oneClickEnableRequested,
  selectCouponView,
} from '../slice.ts';
import { parseAmount } from '../format.ts';

const ACTION_TEXT: Readonly<Record<ChangeCoefAction, string>> = {
  0: 'coupon_odds_confirm',
  1: 'coupon_odds_accept_any',
  2: 'coupon_odds_accept_higher',
};

/**
 * Coupon settings (the coupon-settings-modal query): what to do when odds change (0 confirm,
 * 1 accept any, 2 accept when higher), one-click betting (turning it on with bets asks to confirm
 * clearing them) and the exact-coef / drop-on-score-change pair.
 *
 * One-click is for signed-in players (guests do not see its toggle). A guest still sees the
 * toggle while one-click is on (kept from before they signed out), only so they can turn it off;
 * the placement saga refuses a guest's one-click press either way.
 */
export function SettingsModal(_props: SlotProps): ReactNode {
  const { t } = useTexts('coupon');
  const dispatch = useAppDispatch();
  const { settings, limits, isOneClickConfirmationOpen, initialAmount } = useAppSelector(selectCouponView);
  const isSignedIn = useAppSelector(selectIsAuthenticated);
  const id = useId();

  return (
    <div className="coupon-settings">
      <h2 className="coupon-settings__title">{t('coupon_settings_title')}</h2>
      <fieldset className="coupon-settings__group">
        <legend>{t('coupon_odds_change_label')}</legend>
        {CHANGE_COEF_ACTIONS.map((action) => (
          <label key={action} className="coupon-settings__option">
            <input type="radio" name={`${id}-odds`} value={action} checked={settings.changeCoefAction === action} onChange={() => dispatch(changeCoefActionChosen(action))} />
            {t(ACTION_TEXT[action])}
          </label>
        ))}
      </fieldset>

      {limits.oneClickAllowed && (isSignedIn || settings.isActiveOneClick) && (
        <fieldset className="coupon-settings__group">
          <legend>{t('coupon_one_click_title')}</legend>
          <label className="coupon-settings__option">
            <input
              type="checkbox"
              role="switch"
              checked={settings.isActiveOneClick}
              onChange={(event) => dispatch(event.target.checked && isSignedIn ? oneClickEnableRequested() : oneClickDisabled())}
            />
            {t('coupon_one_click_toggle')}
          </label>
          {isOneClickConfirmationOpen && (
            <div className="coupon-settings__confirm" role="alertdialog" aria-labelledby={`${id}-confirm-title`} aria-describedby={`${id}-confirm-text`}>
              <strong id={`${id}-confirm-title`}>{t('coupon_will_be_cleared')}</strong>
              <p id={`${id}-confirm-text`}>{t('coupon_one_click_enable_warning')}</p>
              <div className="coupon-settings__confirm-actions">
                <Button onClick={() => dispatch(oneClickConfirmed())}>{t('main_enable')}</Button>
                <Button variant="secondary" onClick={() => dispatch(oneClickDeclined())}>
                  {t('main_undo')}
                </Button>
              </div>
            </div>
          )}
          {settings.isActiveOneClick && (
            <label className="coupon-settings__field">
              {t('coupon_one_click_amount', { currency: limits.currencyIso })}
              <input
                inputMode="decimal"
                defaultValue={String(settings.oneClickAmount > 0 ? settings.oneClickAmount : initialAmount)}
                onChange={(event) => {
                  const value = parseAmount(event.target.value);
                  dispatch(oneClickAmountEntered(Number.isNaN(value) ? 0 : value));
                }}
              />
            </label>
          )}
        </fieldset>
      )}

      <fieldset className="coupon-settings__group">
        <legend>{t('coupon_exact_coef_label')}</legend>
        <label className="coupon-settings__field">
          {t('coupon_exact_coef')}
          <input
            inputMode="decimal"
            defaultValue={settings.exactCoef > 0 ? String(settings.exactCoef) : ''}
            onChange={(event) => {
              const value = parseAmount(event.target.value);
              dispatch(exactCoefChosen(Number.isNaN(value) ? 0 : value));
            }}
          />
        </label>
        <label className="coupon-settings__option">
          <input type="checkbox" checked={settings.isDropOnScoreChange} onChange={(event) => dispatch(dropOnScoreChangeToggled(event.target.checked))} />
          {t('coupon_drop_on_score_change')}
        </label>
      </fieldset>
    </div>
  );
}
