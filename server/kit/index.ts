/**
 * What a feature's reference API module may import from the server: the shared kit (language,
 * refusals, the reference API's shape) and the entry points of the shared services it uses (who
 * calls, whether they may stake, the ledger).
 */
export { languageOf, pageLanguageOf, say, type Language, type LanguageSource, type Localized } from './language.ts';
export { answerRefusal, Refusal, refuse, sendRefusal, type RefusalDetail, type RefusalStatus } from './refusal.ts';
export { defineReferenceApi, featureOptionsOf, type ReferenceApi } from './reference-api.ts';
export type { ServerContext } from '../context.ts';
export { identifyCaller, requirePlayer, currentUserId, type Caller } from '../auth/current-user.ts';
export { sendUnauthorized } from '../auth/failures.ts';
export type { Identity } from '../auth/identity.ts';
export { activeAccountOf, type Account, type Player, type PlayerDirectory } from '../auth/players.ts';
export type { Session } from '../auth/sessions.ts';
export { Ledger, LedgerRefusal, isLedgerRefusal, type Leg } from '../ledger/ledger.ts';
export { mayStake, sendStakeRefusal, stakeRefusalFor, type Stake, type StakeDecision, type StakeRefusal } from '../limits/stake-rule.ts';
export { restrictionsOf } from '../limits/restrictions.ts';
export type { EntryKind } from '../ledger/ledger.ts';
export { conversionRefusal, convertAccount, type AccountConversionRefusal, type ConversionRefusalReason } from '../ledger/conversion.ts';
// The identity's pieces the office and account APIs build on.
export { maskEmail, maskPhoneNumber } from '../auth/masking.ts';
export { accountKeyOf, signIn } from '../auth/sign-in-result.ts';
export { accountAnswerOf, userConfigOf } from '../auth/user-config.ts';
export { sendThrottled, TooManyAttempts } from '../auth/throttle.ts';
export { hashPassword, passwordMatches } from '../auth/passwords.ts';
export { isCurrentPassword } from '../auth/current-password.ts';
export { bodyOf, PASSWORD_MAX, PASSWORD_MIN } from '../auth/request-body.ts';
export { newTicket } from '../auth/one-time-codes.ts';
export { isSeed, SEEDS } from '../auth/seed-players.ts';
export { countryById, formatPhone, readPhone, type Phone } from '../auth/phone-countries.ts';
export { REMEMBERED_SESSION_SECONDS, UNREMEMBERED_SESSION_SECONDS } from '../auth/sessions.ts';
export { currenciesFor, isKnownCurrency, operatorCurrencies } from '../auth/currency-options.ts';
// The player's office record: the user config, the link pages, the office and account APIs read it.
export { officeRecordOf, type OfficeRecord, type PendingCurrency, type SeenSession } from '../office-record/record.ts';
export { unreadCount, type OfficeMessage } from '../office-record/mailbox.ts';
export { MAX_SETTINGS_PER_SAVE, SETTING_GROUPS, SETTING_IDS, type SettingGroup } from '../office-record/settings.ts';
export { notifyIfAsked, type Notice, type NotificationSwitch } from '../office-record/notify.ts';
export { currencyFactor, FIRST_DEPOSIT_OFFER } from '../first-deposit-offer.ts';
// The simulated sports feed (server/sports): a shared service like the ledger, since the coupon's
// book settles on it and bet history, statistics and SEO read it; the sports feature's API serves it.
export { CHAMPS, CHAMP_BY_ID, DISCIPLINES, SPORTS, SPORT_BY_ID, type ChampDef, type DisciplineDef, type SportDef } from '../sports/catalog.ts';
export {
  champGameIdsBetween,
  checkFilter,
  describeGame,
  draw,
  feedNow,
  fixtureOf,
  GAME_ID_FACTOR,
  LINE_HORIZON_MS,
  listGames,
  MARKETS_PER_GAME,
  menu,
  scoreTimeline,
  type Fixture,
  type GamesFilter,
} from '../sports/feed.ts';
// The bet book (server/bet-book): a shared service like the ledger, since the coupon API places
// through it and the bet history, the limits and the ledger's claims read it (app.betBook).
export type { BetBook } from '../bet-book/index.ts';
export { InvalidCouponError, KeyReuseError, stakeOf, type Limits, type PlaceAnswer, type PlaceRequest, type PlacedBet, type PlacedCoupon } from '../bet-book/book.ts';
export { antiExpressQuote } from '../bet-book/anti-express.ts';
export type { MarketSource, OverridableSource } from '../bet-book/markets.ts';
// Stores bounded in size and idle time, for what anyone may make the server keep.
export { BoundedMap, type Bounds } from '../bounded-store.ts';
// The game origin's side of a game: the wallet it settles rounds with and the launch token it verifies.
export { GUEST_SESSIONS_KEPT, PLAYER_SESSIONS_KEPT, type CasinoSide, type Claim, type GameSession, type GameWallet, type Settlement } from '../game-origin/wallet.ts';
export { LAUNCH_TOKEN_TTL_MS, signLaunchToken } from '../game-origin/launch-token.ts';
