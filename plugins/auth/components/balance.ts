/** A balance as the player reads it: points or money in the account's currency (header and account page). */
import { useTexts, type UserAccount } from '@plugin-api';
import { formatMoney } from '../format.ts';

export function useBalanceText(account: UserAccount, lng: string): string {
  const { t } = useTexts('auth');
  return account.isPointsTypeBalance ? t('auth_points', { count: account.points }) : formatMoney(account.money, account.iso, lng);
}
