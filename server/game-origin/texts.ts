/**
 * The demo game's own words. The game origin stands for a game provider's site: it is not a plugin of
 * ours and has no dictionaries, so its few texts live here, in the languages the site speaks.
 */
export type GameLanguage = 'en' | 'ru';

export const GAME_TEXTS = {
  en: {
    fun: 'Fun money',
    real: 'Real money',
    balance: 'Balance',
    net: 'Net',
    elapsed: 'Time played',
    stake: 'Stake',
    spin: 'Spin',
    spinning: 'Spinning…',
    autoplay: 'Autoplay',
    turbo: 'Turbo',
    reels: 'Reels',
    noWin: 'No win this time.',
    win: 'You win',
    cycle: 'Each round takes at least {seconds} s; there is no autoplay or turbo.',
    paytable: 'Three alike pay 4× to 100× the stake; the first two alike pay 2×.',
    failed: 'The round could not be played. Try again.',
    badLink: 'This game link cannot be used.',
    expiredLink: 'This game link has expired.',
    usedLink: 'This game link has already been used: each opens the game once.',
    reopen: 'Close the game and open it again from the casino.',
  },
  ru: {
    fun: 'Игровые деньги',
    real: 'Реальные деньги',
    balance: 'Баланс',
    net: 'Итог',
    elapsed: 'Время в игре',
    stake: 'Ставка',
    spin: 'Крутить',
    spinning: 'Вращение…',
    autoplay: 'Автоигра',
    turbo: 'Турбо',
    reels: 'Барабаны',
    noWin: 'В этот раз без выигрыша.',
    win: 'Выигрыш',
    cycle: 'Каждый раунд длится не меньше {seconds} с; автоигры и турбо нет.',
    paytable: 'Три одинаковых символа — от 4× до 100× ставки; два первых одинаковых — 2×.',
    failed: 'Раунд не сыгран. Попробуйте ещё раз.',
    badLink: 'Эту ссылку на игру нельзя использовать.',
    expiredLink: 'Срок действия ссылки на игру истёк.',
    usedLink: 'Эта ссылка на игру уже использована: каждая открывает игру один раз.',
    reopen: 'Закройте игру и откройте её снова из казино.',
  },
} as const;

export type GameTexts = (typeof GAME_TEXTS)[GameLanguage];
