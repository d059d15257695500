/**
 * The limit rules' refusals in each language the sites have. The server answers them as the
 * player's reason on the page, so a refusal on /ru must read in Russian, and one that names an
 * amount names its currency too.
 */

export type LimitLanguage = 'en' | 'ru';
type Said = Readonly<Record<LimitLanguage, string>>;

/** Reads any page language: Russian for 'ru', else English (the rules' texts exist in these two). */
export const limitLanguageOf = (lng: string | undefined): LimitLanguage => (lng === 'ru' ? 'ru' : 'en');

const money = (amount: number, currency: string | undefined): string => (currency ? `${amount} ${currency}` : String(amount));

export const LIMIT_TEXTS = {
  unknownType: (type: number): Said => ({ en: `limitType ${type} is not a limit this service knows`, ru: `Лимита с типом ${type} нет в этом сервисе` }),
  notNumber: (): Said => ({ en: 'limitValue must be a number', ru: 'Значение лимита должно быть числом' }),
  badAmount: (noLimit: number): Said => ({
    en: `limitValue must be an amount above 0 with at most 2 decimals, or ${noLimit} for no limit`,
    ru: `Укажите сумму больше 0 (не больше 2 знаков после запятой) или ${noLimit}, чтобы снять лимит`,
  }),
  badSession: (): Said => ({ en: 'limitValue must be 1 to 24 hours, or -1 for no session limit', ru: 'Укажите от 1 до 24 часов или -1, чтобы снять лимит сессии' }),
  badRealityCheck: (minutes: readonly number[]): Said => ({
    en: `limitValue must be one of ${minutes.join(', ')} minutes, or 0 to turn the reality check off`,
    ru: `Укажите одно из значений ${minutes.join(', ')} минут или 0, чтобы отключить напоминание`,
  }),
  badDays: (days: readonly number[]): Said => ({ en: `limitValue must be one of ${days.join(', ')} days`, ru: `Укажите одно из значений ${days.join(', ')} дней` }),
  selfExclusionByBlockUser: (): Said => ({ en: 'Self-exclusion is set with BlockUser, with a reason', ru: 'Самоисключение оформляется отдельно, с указанием причины' }),
  exclusionRunning: (): Said => ({
    en: 'A time-out or self-exclusion is running: it cannot be changed until it ends',
    ru: 'Действует перерыв или самоисключение: изменить его нельзя, пока он не закончится',
  }),
  sameValue: (): Said => ({ en: 'The limit already has this value', ru: 'У лимита уже это значение' }),
  selfExclusionRunning: (): Said => ({ en: 'A self-exclusion is running already', ru: 'Самоисключение уже действует' }),
  noPanicButton: (): Said => ({ en: 'This site has no panic button', ru: 'На этом сайте нет тревожной кнопки' }),
  noPending: (type: number): Said => ({ en: `There is no pending change of limit ${type}`, ru: `У лимита ${type} нет ожидающего изменения` }),
  confirmTooEarly: (): Said => ({
    en: 'This change cannot be confirmed before its cooling-off period ends',
    ru: 'Это изменение нельзя подтвердить до конца периода ожидания (cooling-off)',
  }),
  notAwaiting: (): Said => ({ en: 'This change is not waiting for an answer yet', ru: 'Это изменение пока не ждёт вашего ответа' }),
  exclusionNotCancellable: (): Said => ({
    en: 'A time-out or self-exclusion cannot be cancelled once it has started',
    ru: 'Начавшийся перерыв или самоисключение отменить нельзя',
  }),
  cancelTooLate: (): Said => ({ en: 'The time to cancel this change has passed', ru: 'Время для отмены этого изменения прошло' }),
  extraLimitsLocked: (): Said => ({
    en: 'Your extra limits are locked: they cannot be changed now',
    ru: 'Дополнительные лимиты заблокированы: сейчас их изменить нельзя',
  }),
  selfExcluded: (until: string): Said => ({ en: `You have excluded yourself from play until ${until} UTC`, ru: `Вы исключили себя из игры до ${until} UTC` }),
  timeOut: (until: string): Said => ({ en: `Your time-out from play lasts until ${until} UTC`, ru: `Ваш перерыв в игре продлится до ${until} UTC` }),
  sessionEnded: (): Said => ({ en: 'Your session limit for today has ended: come back tomorrow', ru: 'Лимит сессии на сегодня исчерпан: возвращайтесь завтра' }),
  stakeOverLimit: (what: 'wagering' | 'loss', left: number, currency?: string): Said => ({
    en: `This stake would pass your ${what} limit: ${money(left, currency)} left in this period`,
    ru: `Ставка превысит ваш лимит ${what === 'wagering' ? 'ставок' : 'проигрыша'}: в этом периоде осталось ${money(left, currency)}`,
  }),
  depositOverLimit: (left: number, currency: string): Said => ({
    en: `This deposit would pass your deposit limit: ${money(left, currency)} left in this period`,
    ru: `Пополнение превысит ваш лимит депозита: в этом периоде осталось ${money(left, currency)}`,
  }),
  monthlyCap: (cap: number, left: number, currency: string): Said => ({
    en: `Deposits on this site are capped at ${money(cap, currency)} a month: ${money(left, currency)} left this month`,
    ru: `Пополнения на этом сайте ограничены суммой ${money(cap, currency)} в месяц: в этом месяце осталось ${money(left, currency)}`,
  }),
} as const;
