import { useEffect, useId, type ReactNode } from 'react';
import { Button, selectIsAuthenticated, useAppDispatch, useAppSelector, useTexts, type SlotProps } from '@plugin-api';
import { CHANGE_COEF_ACTIONS, type ChangeCoefAction, type CouponDisplaySetting } from '../model.ts';
import {
  autoMaxToggled,
  changeCoefActionChosen,
  couponFixedToggled,
  displaySettingToggled,
  dropOnScoreChangeToggled,
  manualAmountStepEntered,
  manualAmountStepToggled,
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

const DISPLAY_TEXT: Readonly<Record<CouponDisplaySetting, string>> = {
  isBalanceShown: 'coupon_show_balance',
  isPossibleWinShown: 'coupon_show_possible_win',
  isSelectAccountShown: 'coupon_show_account_select',
};

/** Escape closes the modal, as its close button does. */
function useCloseOnEscape(onClose: (() => void) | undefined): void {
  useEffect(() => {
    if (!onClose) return undefined;
    const onKeyDown = (event: KeyboardEvent): void => {
      if (event.key === 'Escape' && !event.defaultPrevented) onClose();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [onClose]);
}

/**
 * Coupon settings (the coupon-settings-modal query): what to do when odds change (0 confirm,
 * 1 accept any, 2 accept when higher), one-click betting (turning it on with bets asks to confirm
 * clearing them), the exact-coef / drop-on-score-change pair, the stake (auto-max, the player's own
 * step), what the coupon shows (balance, possible win, account choice) and a fixed coupon. Escape
 * closes it.
 *
 * One-click is for signed-in players (guests do not see its toggle). A guest still sees the
 * toggle while one-click is on (kept from before they signed out), only so they can turn it off;
 * the placement saga refuses a guest's one-click press either way.
 */
export function SettingsModal({ onClose }: SlotProps): ReactNode {
  const { t } = useTexts('coupon');
  const dispatch = useAppDispatch();
  const { settings, limits, isOneClickConfirmationOpen, initialAmount } = useAppSelector(selectCouponView);
  const isSignedIn = useAppSelector(selectIsAuthenticated);
  const id = useId();
  useCloseOnEscape(onClose);
  const manualStep = settings.amountStepByCurrencyIso[limits.currencyIso];

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

      <fieldset className="coupon-settings__group">
        <legend>{t('coupon_settings_stake_label')}</legend>
        <label className="coupon-settings__option">
          <input type="checkbox" checked={settings.isAutoMax} onChange={(event) => dispatch(autoMaxToggled(event.target.checked))} />
          {t('coupon_auto_max')}
        </label>
        <label className="coupon-settings__option">
          <input type="checkbox" checked={settings.isManualAmountStep} onChange={(event) => dispatch(manualAmountStepToggled(event.target.checked))} />
          {t('coupon_manual_step')}
        </label>
        {settings.isManualAmountStep && (
          <label className="coupon-settings__field">
            {t('coupon_manual_step_amount', { currency: limits.currencyIso })}
            <input
              // A new currency is a new step: the field starts from that currency's own.
              key={limits.currencyIso}
              inputMode="decimal"
              defaultValue={manualStep !== undefined ? String(manualStep) : ''}
              onChange={(event) => {
                const value = parseAmount(event.target.value);
                dispatch(manualAmountStepEntered(Number.isNaN(value) ? 0 : value));
              }}
            />
          </label>
        )}
      </fieldset>

      <fieldset className="coupon-settings__group">
        <legend>{t('coupon_settings_display_label')}</legend>
        {(Object.keys(DISPLAY_TEXT) as CouponDisplaySetting[]).map((name) => (
          <label key={name} className="coupon-settings__option">
            <input type="checkbox" checked={settings[name]} onChange={(event) => dispatch(displaySettingToggled({ name, value: event.target.checked }))} />
            {t(DISPLAY_TEXT[name])}
          </label>
        ))}
        <label className="coupon-settings__option">
          <input type="checkbox" checked={settings.isCouponFixed} onChange={(event) => dispatch(couponFixedToggled(event.target.checked))} />
          {t('coupon_fixed')}
        </label>
      </fieldset>
    </div>
  );
}
