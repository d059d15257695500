/**
 * Currency accounts (type 9) beside the main one. Opening one takes the back office a moment: the
 * request is accepted at once and the account appears in the account list OPEN_DELAY_MS later,
 * which is why the client polls the account data after asking.
 */
import { type Account, currenciesFor, type Language, type Ledger, type OfficeRecord, type Player } from '../../../server/kit/index.ts';

export const OPEN_DELAY_MS = 1500;
/** Currency accounts a player may hold at once. */
export const MAX_CURRENCY_ACCOUNTS = 5;

export class WalletRefusal extends Error {
  override readonly name = 'WalletRefusal';
}

type Texts = Readonly<Record<Language, string>>;
const refuse = (lng: Language, texts: Texts): WalletRefusal => new WalletRefusal(texts[lng]);

/**
 * Opens the accounts whose time has come (called before every answer that shows accounts). A new
 * account gets an id no account of the player ever had (Ledger.newAccountId): the ledger's entries
 * name accounts by id, and a removed account's id must not come back in another currency.
 */
export function openDueAccounts(ledger: Ledger, player: Player, record: OfficeRecord, now: number): void {
  for (let i = record.pendingCurrencies.length - 1; i >= 0; i -= 1) {
    const pending = record.pendingCurrencies[i]!;
    if (pending.readyAt > now) continue;
    record.pendingCurrencies.splice(i, 1);
    if (player.accounts.some((a) => a.iso === pending.iso && a.type === 9)) continue;
    player.accounts.push({ id: ledger.newAccountId(player), type: 9, iso: pending.iso, money: 0, points: 0, label: `Account ${pending.iso}` });
  }
}

/**
 * The currencies the player may still open: those their operator takes (`operatorTakes`, see
 * operatorCurrencies: a German player's cap is counted in EUR, so a GBP account would step around
 * it) that they hold no account in and are not being opened.
 */
export function availableCurrencies(player: Player, record: OfficeRecord, operatorTakes: readonly string[]): string[] {
  const pending = new Set(record.pendingCurrencies.map((p) => p.iso));
  return currenciesFor(player, operatorTakes).filter((iso) => !pending.has(iso));
}

export function requestCurrency(player: Player, record: OfficeRecord, operatorTakes: readonly string[], iso: string, now: number, lng: Language): string {
  if (!availableCurrencies(player, record, operatorTakes).includes(iso)) {
    const held = player.accounts.some((a) => a.type !== 4 && a.iso === iso) || record.pendingCurrencies.some((p) => p.iso === iso);
    if (held) throw refuse(lng, { en: `You already have an account in ${iso}`, ru: `У вас уже есть счёт в ${iso}` });
    throw refuse(lng, { en: `"${iso}" is not a currency you can open an account in`, ru: `В валюте «${iso}» счёт открыть нельзя` });
  }
  const count = player.accounts.filter((a) => a.type === 9).length + record.pendingCurrencies.length;
  if (count >= MAX_CURRENCY_ACCOUNTS) {
    throw refuse(lng, { en: `You can hold at most ${MAX_CURRENCY_ACCOUNTS} currency accounts`, ru: `Можно держать не больше ${MAX_CURRENCY_ACCOUNTS} валютных счетов` });
  }
  record.pendingCurrencies.push({ iso, readyAt: now + OPEN_DELAY_MS });
  return lng === 'ru' ? `Открываем счёт в ${iso}: он появится через несколько секунд` : `Your ${iso} account is being opened: it appears in a few seconds`;
}

export function removeCurrency(ledger: Ledger, player: Player, accountId: number, lng: Language): string {
  const account: Account | undefined = player.accounts.find((a) => a.id === accountId);
  if (!account) throw refuse(lng, { en: 'There is no such account among yours', ru: 'Среди ваших счетов такого нет' });
  if (account.type !== 9) throw refuse(lng, { en: 'Only a currency account can be removed', ru: 'Удалить можно только валютный счёт' });
  if (account.id === player.activeAccountId) {
    throw refuse(lng, { en: 'This account is active: make another one active first', ru: 'Этот счёт активен: сначала сделайте активным другой' });
  }
  // Money paid from this account may come back to it (a pending withdrawal, an unsettled coupon or
  // lottery ticket): it stays until that is settled. Asked before the balance, since settling what
  // is due may pay money back into the account.
  const claims = ledger.openClaimsOn(player, account.id);
  if (account.money > 0) throw refuse(lng, { en: 'The account holds money: withdraw or spend it first', ru: 'На счёте есть деньги: сначала выведите или потратьте их' });
  if (claims.length > 0) {
    throw refuse(lng, {
      en: 'Money paid from this account may still come back to it (a pending withdrawal, a bet or lottery ticket not settled yet): wait until it is settled, or cancel the withdrawal, first',
      ru: 'На этот счёт ещё могут вернуться деньги (вывод в обработке, нерассчитанная ставка или лотерейный билет): дождитесь расчёта или сначала отмените вывод',
    });
  }
  player.accounts.splice(player.accounts.indexOf(account), 1);
  return lng === 'ru' ? `Счёт в ${account.iso} удалён` : `Your ${account.iso} account is removed`;
}
