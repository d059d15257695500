/**
 * The office menu: which office pages each tab lists, by route id. The list names every office
 * page the site may have; the client links those its build and region serve and skips the rest,
 * so a page appears in the menu as soon as it exists.
 */
import { countryById, maskEmail, type Player } from '../../../server/kit/index.ts';

export const MENU_CATEGORIES = [
  {
    id: 'profile',
    routeIds: [
      'office-messages',
      'office-account',
      'office-verification',
      'office-wallets',
      'office-recharge',
      'office-deduce',
      'office-historypay',
      'office-payment-requests',
      'office-history-mail',
      'office-history-casino-mail',
      'office-history-clear',
      'office-session-history',
    ],
  },
  {
    id: 'settings',
    routeIds: [
      'office-account-settings',
      'office-mailing-settings',
      'office-disallow-sports',
      'office-security',
      'office-change-password',
      'office-responsible-gaming',
    ],
  },
  {
    id: 'promo',
    routeIds: [
      'office-bonuses',
      'office-cashback',
      'office-promo-code-check',
      'office-promo-code-history',
      'office-bringfriend',
      'office-rewards',
      'office-specialoffers',
    ],
  },
] as const;

/** The money of the player's bonus accounts (type 4), in their currency; 0 without one. */
function bonusBalance(player: Player): number {
  return player.accounts.filter((a) => a.type === 4).reduce((sum, a) => sum + a.money, 0);
}

export function menuUserDataOf(player: Player): { bonus_balance: number; country_code: string | null; recharge_allow: boolean; email: string | null; name: string | null } {
  return {
    bonus_balance: Math.round(bonusBalance(player) * 100) / 100,
    country_code: player.countryId === null ? null : (countryById(player.countryId)?.code ?? null),
    // A banned player may not deposit.
    recharge_allow: player.banLevel === 0,
    // Any token holder reads the menu: the address is shown masked, as a hint of whose account it is.
    email: player.email === null ? null : maskEmail(player.email),
    name: [player.name, player.surname].filter(Boolean).join(' ') || player.login,
  };
}
