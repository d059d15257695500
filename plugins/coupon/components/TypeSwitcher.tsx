import { useId, type ReactNode } from 'react';
import { useAppDispatch, useAppSelector, useTexts } from '@plugin-api';
import { COUPON_TYPE } from '@plugin-api/coupon-maths';
import { offeredTypes } from '../model.ts';
import { couponTypeSwitched, selectCouponView, systemValueChosen } from '../slice.ts';
import { couponTypeTextKey } from '../export-file.ts';

/**
 * The coupon type (ids 0-9): only the types the bets fit are offered (one bet is a
 * single); a system or multi-bet also picks its system value, and each type says in a line what it
 * is.
 */
export function TypeSwitcher(): ReactNode {
  const { t } = useTexts('coupon');
  const dispatch = useAppDispatch();
  const { bets, typeId, systemValue, systemValues } = useAppSelector(selectCouponView);
  const id = useId();
  const types = offeredTypes(bets.length);
  if (types.length === 1) return <p className="coupon-type coupon-type--single">{t(couponTypeTextKey(types[0]!))}</p>;
  const hasSystemValue = typeId === COUPON_TYPE.system || typeId === COUPON_TYPE.multiBet;
  return (
    <div className="coupon-type">
      <fieldset className="coupon-type__switch" aria-describedby={`${id}-hint`}>
        <legend>{t('coupon_type_label')}</legend>
        {types.map((type) => (
          <label key={type} className={`coupon-type__option${typeId === type ? ' coupon-type__option--active' : ''}`}>
            <input type="radio" name={`${id}-type`} value={type} checked={typeId === type} onChange={() => dispatch(couponTypeSwitched(type))} />
            {t(couponTypeTextKey(type))}
          </label>
        ))}
      </fieldset>
      <p id={`${id}-hint`} className="coupon-type__hint">
        {t(`coupon_type_hint_${typeId}`)}
      </p>
      {hasSystemValue && systemValues.length > 0 && (
        <label className="coupon-type__system">
          {t('coupon_system_value_label')}
          <select value={systemValue} onChange={(event) => dispatch(systemValueChosen(Number(event.target.value)))}>
            {systemValues.map((option) => (
              <option key={option.value} value={option.value}>
                {t(typeId === COUPON_TYPE.multiBet ? 'coupon_multi_bet_option' : 'coupon_system_option', { combo: option.combo, lines: option.lines })}
              </option>
            ))}
          </select>
        </label>
      )}
    </div>
  );
}
