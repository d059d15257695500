import { useId, type ReactNode } from 'react';
import { selectAccounts, selectActiveAccount, selectIsAuthenticated, useAppDispatch, useAppSelector, useTexts, type UserAccount } from '@plugin-api';
import { couponAccountChosen, selectCouponSettings } from '../slice.ts';
import { formatMoney } from '../format.ts';
import { usePlayerHidesBalance } from './use-hidden-balance.ts';

function useBalanceOf(lng: string): (account: UserAccount) => string {
  const { t } = useTexts('coupon');
  return (account) => (account.isPointsTypeBalance ? t('coupon_points', { count: account.points }) : formatMoney(account.money, account.iso, lng));
}

/**
 * What the coupon shows of the player's accounts, as its settings say: the active account's balance
 * (isBalanceShown; never while the player hides their balance) and a choice of the account to bet
 * from (isSelectAccountShown; only with more than one account). Guests see neither.
 */
export function CouponAccount({ lng }: { lng: string }): ReactNode {
  const { t } = useTexts('coupon');
  const dispatch = useAppDispatch();
  const settings = useAppSelector(selectCouponSettings);
  const signedIn = useAppSelector(selectIsAuthenticated);
  const accounts = useAppSelector(selectAccounts);
  const active = useAppSelector(selectActiveAccount);
  const balanceHidden = usePlayerHidesBalance();
  const balanceOf = useBalanceOf(lng);
  const id = useId();
  if (!signedIn || !active) return null;
  const showBalance = settings.isBalanceShown && !balanceHidden;
  const showChoice = settings.isSelectAccountShown && accounts.length > 1;
  if (!showBalance && !showChoice) return null;
  return (
    <div className="coupon-account">
      {showChoice && (
        <label className="coupon-account__choice" htmlFor={`${id}-account`}>
          {t('coupon_account_label')}
          <select id={`${id}-account`} value={active.id} onChange={(event) => dispatch(couponAccountChosen({ accountId: Number(event.target.value) }))}>
            {accounts.map((account) => (
              <option key={account.id} value={account.id}>
                {balanceHidden ? account.label : t('coupon_account_option', { label: account.label, balance: balanceOf(account) })}
              </option>
            ))}
          </select>
        </label>
      )}
      {showBalance && (
        <p className="coupon-account__balance" data-testid="coupon-balance">
          {t('coupon_balance', { balance: balanceOf(active) })}
        </p>
      )}
    </div>
  );
}
