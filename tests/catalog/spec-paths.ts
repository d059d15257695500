/**
 * The catalog of the product's paths: every screen the specification lists for sports, cyber sports,
 * the office, auth and user pages, information and support, the casino, promotions, the other pages
 * and the coupon, each with a real example URL (reference data that exists) and the status the
 * server answers on a first load under the default site config, for a guest.
 *
 * - 200: the page shows. Signed-in-only pages answer 200 too: their first load shows the sign-in.
 * - 301 / 302 with `location`: every visitor is sent there, in one hop, with the query.
 * - 404: the address names nothing (an unknown id), or the default config does not offer the page.
 * - 500: the error page.
 *
 * `url` is a string, or a function of ids that follow the reference feed's clock (a game that is
 * live now): those are asked from the reference API when the catalog is checked.
 *
 * tests/catalog/first-load-status.test.ts checks every entry's status; e2e/catalog.spec.ts opens
 * every 200 entry in a browser (of the signed-in pages, the first of each route area).
 */

export type SpecSection = '2.1' | '2.2' | '2.3' | '2.4' | '2.5' | '2.6' | '2.7' | '2.8' | '2.9' | '2.10';

/** Ids of the reference data that move with the feed's clock, read from the reference API. */
export interface LiveIds {
  /** A football game of the line: sport, championship and game. */
  readonly lineGame: { readonly sport: string; readonly champ: number; readonly id: number };
  /** A game in play. */
  readonly liveGame: { readonly sport: string; readonly champ: number; readonly id: number };
}

export interface CatalogEntry {
  readonly spec: SpecSection;
  /** The route the URL opens (for a redirect: the route that redirects). */
  readonly routeId: string;
  readonly url: string | ((ids: LiveIds) => string);
  readonly status: 200 | 301 | 302 | 404 | 500;
  /** Where a redirect leads. */
  readonly location?: string;
  /** Why an address answers 404. */
  readonly why?: string;
}

const page = (spec: SpecSection, routeId: string, url: CatalogEntry['url']): CatalogEntry => ({ spec, routeId, url, status: 200 });
const missing = (spec: SpecSection, routeId: string, url: string, why: string): CatalogEntry => ({ spec, routeId, url, status: 404, why });
const moved = (spec: SpecSection, routeId: string, url: string, location: string, status: 301 | 302 = 301): CatalogEntry => ({ spec, routeId, url, status, location });

/** Casino reference data that does not move: a game, a provider, a section with a subcategory. */
const CASINO_GAME = '12786/secret-poker-mega';

export const SPEC_PATHS: readonly CatalogEntry[] = [
  // --- 2.2 Sports ------------------------------------------------------------------------------------
  page('2.2', 'home', '/en/'),
  page('2.2', 'sports', '/en/line'),
  page('2.2', 'live', '/en/live'),
  page('2.2', 'sports-sport', '/en/line/football'),
  page('2.2', 'live-sport', '/en/live/football'),
  page('2.2', 'sports-champ', '/en/line/football/101'),
  page('2.2', 'live-champ', (ids) => `/en/live/${ids.liveGame.sport}/${ids.liveGame.champ}`),
  page('2.2', 'game', (ids) => `/en/line/${ids.lineGame.sport}/${ids.lineGame.champ}/${ids.lineGame.id}`),
  page('2.2', 'live-game', (ids) => `/en/live/${ids.liveGame.sport}/${ids.liveGame.champ}/${ids.liveGame.id}`),
  missing('2.2', 'sports-sport', '/en/line/top', 'no sport "top"'),
  missing('2.2', 'sports-champ', '/en/line/football/999999', 'no championship 999999'),
  missing('2.2', 'game', '/en/line/football/101/999999999', 'no game 999999999'),
  page('2.2', 'team', '/en/team/arsenal'),
  page('2.2', 'team-games', '/en/team/arsenal/games'),
  page('2.2', 'team-section', '/en/team/arsenal/line'),
  missing('2.2', 'team', '/en/team/no-such-team', 'no such team'),
  page('2.2', 'bets-on-you', '/en/bets-on-you'),
  page('2.2', 'bets-on-you-section', '/en/bets-on-you/live'),
  page('2.2', 'bets-on-you-game', '/en/bets-on-you/line/101001000'),
  page('2.2', 'top-game', '/en/top-game/101001000'),
  page('2.2', 'ufc', '/en/ufc/701001000'),
  missing('2.2', 'ufc', '/en/ufc/999999999', 'no such fight'),
  page('2.2', 'favorites', '/en/favorites'),
  page('2.2', 'search-events', '/en/search-events?q=arsenal'),
  page('2.2', 'express-day', '/en/express-day'),
  page('2.2', 'champs', '/en/champs/football'),
  moved('2.2', 'office-history', '/en/office/history?period=7', '/en/history?period=7'),
  page('2.2', 'champions', '/en/champions/epl'),
  page('2.2', 'champions-game', '/en/champions/epl/game/101001000'),
  page('2.2', 'champions-final', '/en/champions/champ/final'),
  page('2.2', 'champions-event', '/en/champions/epl/event/101001000'),
  page('2.2', 'champions-favorites', '/en/champions/laliga/favorites'),
  missing('2.2', 'champions', '/en/champions/no-such-champion', 'no such champion page'),
  page('2.2', 'recommendations', '/en/recommendations'),
  page('2.2', 'recommendations-sport', '/en/recommendations/football'),
  page('2.2', 'recommendations-champ', '/en/recommendations/football/101'),
  page('2.2', 'cricket', '/en/cricket'),
  page('2.2', 'cricket-all-champs', '/en/cricket/all-champs'),
  page('2.2', 'cricket-all-events', '/en/cricket/all-events'),
  page('2.2', 'cricket-favorites', '/en/cricket/favorites'),
  page('2.2', 'cricket-search-events', '/en/cricket/search-events'),
  page('2.2', 'cricket-broadcasts', '/en/cricket/broadcasts'),
  page('2.2', 'cricket-champ', '/en/cricket/champ/601'),
  page('2.2', 'cricket-player-info', '/en/cricket/player-info/601000'),
  page('2.2', 'cricket-game', '/en/cricket/game/601001000'),
  page('2.2', 'cricket-app', '/en/cricket/app'),
  page('2.2', 'cricket-ipl-betting-app', '/en/cricket/ipl-betting-app'),
  missing('2.2', 'cricket-champ', '/en/cricket/champ/999', 'no cricket championship 999'),
  missing('2.2', 'cricket-player-info', '/en/cricket/player-info/601099', 'no such player'),
  missing('2.2', 'cricket-game', '/en/cricket/game/101000001', 'not a cricket game'),
  // A sign-in link's token is checked when the page uses it: an unknown one shows why it cannot sign in.
  page('2.2', 'cricket-app-token', '/en/cricket/app/expired-token'),

  // --- 2.3 Cyber sports ------------------------------------------------------------------------------
  moved('2.3', 'cyber', '/en/cyber', '/en/cyber/real', 302),
  page('2.3', 'cyber-real', '/en/cyber/real'),
  page('2.3', 'cyber-type', '/en/cyber/virtual'),
  page('2.3', 'cyber-all', '/en/cyber/real/all'),
  page('2.3', 'cyber-discipline', '/en/cyber/real/cs2'),
  page('2.3', 'cyber-live', '/en/cyber/real/cs2/live'),
  page('2.3', 'cyber-line', '/en/cyber/real/cs2/line'),
  page('2.3', 'cyber-champs', '/en/cyber/real/cs2/champs'),
  page('2.3', 'cyber-champ', '/en/cyber/real/cs2/501'),
  page('2.3', 'cyber-game', '/en/cyber/real/cs2/501/line/501001000'),
  missing('2.3', 'cyber-type', '/en/cyber/realistic', 'no cyber type "realistic"'),
  missing('2.3', 'cyber-discipline', '/en/cyber/real/no-such-game', 'no discipline'),
  missing('2.3', 'cyber-discipline', '/en/cyber/virtual/cs2', 'no such discipline among the virtual ones'),
  missing('2.3', 'cyber-champ', '/en/cyber/real/cs2/503', 'championship 503 is not a cs2 one'),
  missing('2.3', 'cyber-game', '/en/cyber/real/cs2/502/line/501000001', 'the game is not in championship 502'),

  // --- 2.4 Office (signed-in pages: a guest's first load shows the sign-in) --------------------------
  moved('2.4', 'office', '/en/office', '/en/office/menu'),
  moved('2.4', 'office', '/en/office?tab=1', '/en/office/menu?tab=1'),
  page('2.4', 'office-menu', '/en/office/menu'),
  page('2.4', 'office-messages', '/en/office/messages'),
  page('2.4', 'office-historypay', '/en/office/historypay'),
  page('2.4', 'office-session-history', '/en/office/session-history'),
  page('2.4', 'office-mailing-settings', '/en/office/mailing-settings'),
  page('2.4', 'office-account-settings', '/en/office/account-settings'),
  page('2.4', 'office-wallets', '/en/office/wallets'),
  page('2.4', 'office-cashback', '/en/office/cashback'),
  page('2.4', 'office-promo-code-check', '/en/office/promo-code-check?promocode=welcome10'),
  page('2.4', 'office-promo-code-history', '/en/office/promo-code-history'),
  page('2.4', 'office-disallow-sports', '/en/office/disallow-sports'),
  page('2.4', 'office-bonuses', '/en/office/bonuses'),
  page('2.4', 'office-history-powerbet', '/en/office/history/1/powerbet'),
  page('2.4', 'office-history-mail', '/en/office/history-mail'),
  page('2.4', 'office-history-clear', '/en/office/history-clear?accountId=1'),
  page('2.4', 'office-history-casino-mail', '/en/office/history-casino-mail'),
  page('2.4', 'office-security', '/en/office/security'),
  missing('2.4', 'office-identification', '/en/office/identification', 'identification is off in the default config'),
  page('2.4', 'office-recharge', '/en/office/recharge'),
  page('2.4', 'office-deduce', '/en/office/deduce'),
  page('2.4', 'office-clarify-data', '/en/office/clarify-data'),
  page('2.4', 'office-security-account', '/en/office/security-account'),
  page('2.4', 'office-security-question', '/en/office/security-question'),
  page('2.4', 'office-security-auth-by-email', '/en/office/security-auth-by-email'),
  page('2.4', 'office-two-factor-enable', '/en/office/two-factor-enable'),
  page('2.4', 'office-two-factor-disable', '/en/office/two-factor-disable'),
  page('2.4', 'office-phone-binding', '/en/office/phone-binding'),
  page('2.4', 'office-phone-activate', '/en/office/phone-activate'),
  page('2.4', 'office-phone-change', '/en/office/phone-change'),
  page('2.4', 'office-change-password', '/en/office/change-password'),
  page('2.4', 'office-change-login', '/en/office/change-login'),
  page('2.4', 'office-specialoffers', '/en/office/specialoffers'),
  page('2.4', 'office-account', '/en/office/account'),
  page('2.4', 'office-account-edit', '/en/office/account/edit'),
  page('2.4', 'office-verification', '/en/office/verification'),
  page('2.4', 'office-activation-email', '/en/office/activation-email'),
  page('2.4', 'office-email-change', '/en/office/email-change'),
  page('2.4', 'office-email-subscription', '/en/office/email-subscription'),
  page('2.4', 'office-convert-account', '/en/office/convert-account'),
  page('2.4', 'office-bonuses-deposit', '/en/office/bonuses/deposit'),
  page('2.4', 'office-bonuses-wager', '/en/office/bonuses/wager'),
  page('2.4', 'office-casino-cashback', '/en/office/casino-cashback'),
  page('2.4', 'office-slots-cashback', '/en/office/slots-cashback'),
  page('2.4', 'office-bringfriend', '/en/office/bringfriend'),
  page('2.4', 'office-bringfriend-banners', '/en/office/bringfriend/banners'),
  page('2.4', 'office-responsible-gaming', '/en/office/responsible-gaming'),
  page('2.4', 'office-rewards', '/en/office/rewards'),
  // Display preferences: open to guests too.
  page('2.4', 'office-preferences', '/en/office/preferences'),
  page('2.4', 'office-payment-requests', '/en/office/payment/requests'),
  page('2.4', 'office-payment-create-request', '/en/office/payment/create-request/1'),
  page('2.4', 'office-payment-create-request-transactions', '/en/office/payment/create-request/1/transactions'),
  page('2.4', 'office-payment-create-request-transaction', '/en/office/payment/create-request/1/transactions/1'),
  page('2.4', 'office-payment-create-request-subtopic', '/en/office/payment/create-request/1/2'),
  // The default config offers no payment consultant: its route leads to the error page.
  moved('2.4', 'office-payment-consultant', '/en/office/payment/consultant', '/en/500', 302),

  // --- 2.5 Auth and user -----------------------------------------------------------------------------
  page('2.5', 'registration', '/en/registration'),
  page('2.5', 'registration-social', '/en/registration/google'),
  missing('2.5', 'registration-social', '/en/registration/myspace', 'the default config offers no social registration with "myspace"'),
  moved('2.5', 'oldRegistrationPage', '/en/old-registration', '/en/registration'),
  page('2.5', 'login', '/en/user/login'),
  page('2.5', 'forgotpassword', '/en/forgotpassword'),
  page('2.5', 'opened-bets', '/en/opened-bets'),
  page('2.5', 'opened-bets-powerbet', '/en/opened-bets/1/powerbet'),
  missing('2.5', 'opened-bets-powerbet', '/en/opened-bets/abc/powerbet', 'a coupon id is a number'),
  page('2.5', 'history', '/en/history'),
  page('2.5', 'coupon', '/en/coupon'),
  page('2.5', 'activate', '/en/activate'),
  page('2.5', 'activatefast', '/en/activatefast'),
  page('2.5', 'passwordreset', '/en/passwordreset'),
  page('2.5', 'stopnewsletter', '/en/stopnewsletter'),
  page('2.5', 'accountverify', '/en/accountverify'),
  page('2.5', 'authApp', '/en/authApp'),
  page('2.5', 'qr-login', '/en/qr-login'),
  page('2.5', 'account', '/en/account'),
  page('2.5', 'confirm-terms', '/en/confirm-terms'),
  // For banned players only: a guest's first load is the page that sends them home.
  page('2.5', 'ban', '/en/ban'),
  missing('2.5', 'identification', '/en/identification', 'identification is off in the default config'),

  // --- 2.6 Information and support -------------------------------------------------------------------
  moved('2.6', 'information', '/en/information', '/en/information/about', 302),
  page('2.6', 'about', '/en/information/about'),
  page('2.6', 'contacts', '/en/information/contacts'),
  page('2.6', 'information-cookies', '/en/information/cookies'),
  page('2.6', 'information-licenses', '/en/information/licenses'),
  page('2.6', 'rules', '/en/information/rules'),
  page('2.6', 'rules', '/en/information/rules/general'),
  page('2.6', 'rules', '/en/information/rules/sports/2'),
  missing('2.6', 'rules', '/en/information/rules/no-such-group', 'no such rules section'),
  page('2.6', 'information-rules-frame', '/en/information/rules-frame/general'),
  page('2.6', 'responsiblegaming', '/en/information/responsiblegaming'),
  page('2.6', 'information-amlpolicy', '/en/information/amlpolicy'),
  page('2.6', 'information-kycpolicy', '/en/information/kycpolicy'),
  page('2.6', 'information-disputeresolution', '/en/information/disputeresolution'),
  page('2.6', 'information-payment', '/en/information/payment'),
  page('2.6', 'information-calc', '/en/information/calc'),
  page('2.6', 'information-cash_terminals', '/en/information/cash_terminals'),
  page('2.6', 'information-howbet', '/en/information/howbet'),
  page('2.6', 'information-betting-calculator', '/en/information/betting-calculator'),
  page('2.6', 'information-betting-awards', '/en/information/betting-awards'),
  page('2.6', 'information-taxes', '/en/information/taxes'),
  page('2.6', 'information-privacy-policy', '/en/information/privacy-policy'),
  page('2.6', 'information-consent', '/en/information/consent'),
  page('2.6', 'information-sms-bets', '/en/information/sms-bets'),
  page('2.6', 'information-simple-identification', '/en/information/simple-identification'),
  page('2.6', 'football-champions-rules', '/en/football-champions-rules/general'),
  page('2.6', 'betting-alphabet', '/en/betting-alphabet'),
  page('2.6', 'news', '/en/news'),
  page('2.6', 'news', '/en/news/awards-october'),
  missing('2.6', 'news', '/en/news/no-such-story', 'no such news story'),
  page('2.6', 'ourpartners', '/en/ourpartners/clubs'),
  page('2.6', 'points', '/en/points'),
  page('2.6', 'promo', '/en/promo'),
  page('2.6', 'confirm', '/en/confirm'),
  page('2.6', 'support', '/en/support'),
  page('2.6', 'support-email', '/en/support/email'),
  page('2.6', 'support-contacts', '/en/support/contacts'),
  page('2.6', 'support-consultant', '/en/support/consultant'),
  page('2.6', 'callback', '/en/callback'),
  page('2.6', 'call-history', '/en/call-history'),

  // --- 2.7 Casino ------------------------------------------------------------------------------------
  page('2.7', 'slots', '/en/slots'),
  page('2.7', 'slots-section', '/en/slots/popular'),
  page('2.7', 'slots-section', '/en/slots/popular/adventure'),
  page('2.7', 'live-casino', '/en/live-casino'),
  page('2.7', 'live-casino-section', '/en/live-casino/popular'),
  page('2.7', 'casino-game', `/en/game/${CASINO_GAME}`),
  missing('2.7', 'casino-game', '/en/game/999999/x', 'no casino game 999999'),
  page('2.7', 'section-thankyou', '/en/section/thankyou'),
  page('2.7', 'bingo', '/en/bingo'),
  page('2.7', 'casino-lobby', '/en/casino-lobby'),
  page('2.7', 'casino-search', '/en/casino-search'),
  page('2.7', 'virtualsports', '/en/virtualsports'),
  page('2.7', 'fast-bet', '/en/fast-bet'),
  page('2.7', 'scratchcards', '/en/scratchcards'),
  page('2.7', 'tvgames', '/en/tvgames'),
  page('2.7', 'fishinghunting', '/en/fishinghunting'),
  page('2.7', 'crash-games', '/en/crash-games'),
  page('2.7', 'fast-games', '/en/fast-games'),
  page('2.7', 'keno', '/en/keno'),
  page('2.7', 'slots-vulkan', '/en/slots/vulkan'),
  page('2.7', 'asian-games', '/en/asian-games'),
  page('2.7', 'card-games', '/en/card-games'),
  page('2.7', 'skill-games', '/en/skill-games'),
  page('2.7', 'poker', '/en/poker'),
  page('2.7', 'my-casino', '/en/my-casino'),
  page('2.7', 'my-casino-favorites', '/en/my-casino/favorites'),
  page('2.7', 'my-casino-recommended', '/en/my-casino/recommended'),
  page('2.7', 'my-casino-authorization', '/en/my-casino/authorization'),
  page('2.7', 'providers', '/en/providers'),
  page('2.7', 'providers-provider', '/en/providers/amber-entertainment'),
  missing('2.7', 'providers-provider', '/en/providers/no-such-studio', 'no such provider'),
  page('2.7', 'othergames', '/en/othergames'),
  page('2.7', 'casino-brand', '/en/casino/brand'),
  page('2.7', 'casino-slot-first-deposit', '/en/casino/slot-first-deposit'),
  page('2.7', 'allgamesentrance', '/en/allgamesentrance'),
  page('2.7', 'allgamesentrance-fortuna', '/en/allgamesentrance/fortuna'),
  page('2.7', 'allgamesentrance-chest', '/en/allgamesentrance/chest'),
  page('2.7', 'allgamesentrance-memory', '/en/allgamesentrance/memory'),
  page('2.7', 'allgamesentrance-safe', '/en/allgamesentrance/safe'),
  page('2.7', 'allgamesentrance-lottery', '/en/allgamesentrance/lottery'),
  page('2.7', 'games-landing', '/en/games-landing/summer-slots'),
  page('2.7', 'bonus-casino', '/en/bonus/casino'),
  page('2.7', 'bonus-casino-tournaments', '/en/bonus/casino/tournaments'),
  page('2.7', 'bonus-casino-promotions', '/en/bonus/casino/promotions'),
  page('2.7', 'bonus-casino-promo', '/en/bonus/casino/promo'),
  page('2.7', 'bonus-casino-daily-challenges', '/en/bonus/casino/daily-challenges'),
  page('2.7', 'bonus-casino-promotion', '/en/bonus/casino/welcome-spins'),
  page('2.7', 'bonus-casino-tournament', '/en/bonus/casino/tournaments/daily-spin-sprint'),
  page('2.7', 'bonus-casino-tournament-results', '/en/bonus/casino/tournaments/daily-spin-sprint/results'),
  page('2.7', 'landing-bonus-casino', '/en/landing/bonus/casino'),
  page('2.7', 'landing-bonus-casino-tournaments', '/en/landing/bonus/casino/tournaments'),
  page('2.7', 'landing-bonus-casino-promotions', '/en/landing/bonus/casino/promotions'),
  page('2.7', 'landing-bonus-casino-promo', '/en/landing/bonus/casino/promo'),
  page('2.7', 'landing-bonus-casino-daily-challenges', '/en/landing/bonus/casino/daily-challenges'),
  page('2.7', 'landing-bonus-casino-promotion', '/en/landing/bonus/casino/welcome-spins'),
  page('2.7', 'landing-bonus-casino-tournament', '/en/landing/bonus/casino/tournaments/daily-spin-sprint'),
  page('2.7', 'landing-bonus-casino-tournament-results', '/en/landing/bonus/casino/tournaments/daily-spin-sprint/results'),

  // --- 2.8 Promotions and landings -------------------------------------------------------------------
  page('2.8', 'bonus', '/en/bonus/rules'),
  page('2.8', 'bonus-rules', '/en/bonus/rules/welcome-sports'),
  page('2.8', 'bonus-partner', '/en/bonus-partner'),
  page('2.8', 'bonuses-games', '/en/bonuses-games'),
  page('2.8', 'bonuses-offers', '/en/bonuses-offers'),
  page('2.8', 'bonus-offer', '/en/bonus-offer/first-bet-insurance'),
  page('2.8', 'bonus-offer-partner', '/en/bonus-offer-partner/streamarena-premium'),
  page('2.8', 'partners', '/en/partners/3'),
  page('2.8', 'promotions', '/en/promotions/accumulator-weekend'),
  moved('2.8', 'promotion', '/en/promotion/monday-cashback', '/en/promotions/monday-cashback'),
  moved('2.8', 'actions', '/en/actions/accumulator-weekend', '/en/promotions/accumulator-weekend'),
  moved('2.8', 'bonus-promotions', '/en/bonus/promotions/autumn-cup', '/en/promotions/autumn-cup'),
  moved('2.8', 'offers', '/en/offers', '/en/bonuses-offers'),
  moved('2.8', 'offers-offer', '/en/offers/free-spins-tuesday', '/en/bonus-offer/free-spins-tuesday'),
  page('2.8', 'landing-page', '/en/landing-page/welcome'),
  page('2.8', 'landing-page-headless', '/en/landing-page/derby-night/headless'),
  moved('2.8', 'lpage', '/en/lpage/welcome', '/en/landing-page/welcome'),
  // The default config's casino keeps this bonus page as its own page: old links move there for good.
  moved('2.8', 'slot-first-deposit', '/en/bonus/slot_first_deposit', '/en/casino/slot-first-deposit'),
  missing('2.8', 'promotions', '/en/promotions/no-such-promotion', 'no such promotion'),

  // --- 2.9 Other -------------------------------------------------------------------------------------
  page('2.9', 'lotto', '/en/lotto'),
  page('2.9', 'lotto', '/en/lotto/fast'),
  page('2.9', 'lotto', '/en/lotto/fast/101'),
  page('2.9', 'lotto', '/en/lotto/results'),
  page('2.9', 'lotto', '/en/lotto/results/201'),
  missing('2.9', 'lotto', '/en/lotto/results/999', 'no lottery 999'),
  missing('2.9', 'lotto', '/en/lotto/bingo', 'no lotto section "bingo"'),
  missing('2.9', 'lotto', '/en/lotto/daily/101', 'lottery 101 is not in the daily section'),
  page('2.9', 'toto', '/en/toto'),
  page('2.9', 'toto', '/en/toto/hockey'),
  missing('2.9', 'toto', '/en/toto/basketball', 'the default config offers no basketball pool'),
  page('2.9', 'results', '/en/results/live'),
  page('2.9', 'onpay-success', '/en/onpay/success'),
  page('2.9', 'onpay-fail', '/en/onpay/fail'),
  page('2.9', 'onpay-pending', '/en/onpay/pending'),
  page('2.9', 'onpay-cancel', '/en/onpay/cancel'),
  page('2.9', 'onpay-withdraw-success', '/en/onpay/withdraw/success'),
  page('2.9', 'onpay-withdraw-fail', '/en/onpay/withdraw/fail'),
  page('2.9', 'onpay-withdraw-pending', '/en/onpay/withdraw/pending'),
  page('2.9', 'onpay-withdraw-cancel', '/en/onpay/withdraw/cancel'),
  // Block pages explain a block: a visitor without one is sent to the language home.
  moved('2.9', 'block', '/en/block', '/en/', 302),
  moved('2.9', 'block-ua', '/en/block-ua', '/en/', 302),
  moved('2.9', 'block-ie', '/en/block-ie', '/en/', 302),
  moved('2.9', 'site-updates', '/en/site-updates', '/en/', 302),
  moved('2.9', 'coming-soon', '/en/coming-soon', '/en/', 302),
  moved('2.9', 'suspension', '/en/suspension', '/en/', 302),
  moved('2.9', 'maintenance', '/en/maintenance', '/en/', 302),
  { spec: '2.9', routeId: 'error-500', url: '/en/500', status: 500 },
  page('2.9', 'oldbrowser', '/en/oldbrowser'),
  page('2.9', 'statisticpopup', '/en/statisticpopup/game/101001000'),
  missing('2.9', 'statisticpopup', '/en/statisticpopup/game/999999999', 'no such game'),
  missing('2.9', 'statisticpopup', '/en/statisticpopup/players/12', 'only games have statistics'),
  page('2.9', 'welcome-authorization-data', '/en/welcome-authorization-data'),
  page('2.9', 'block-appeal-history', '/en/block-appeal-history'),
  page('2.9', 'mobile-apps', '/en/mobile-apps?instruction=1&ios=1'),
  page('2.9', 'desktop-apps', '/en/desktop-apps'),
  page('2.9', 'internal-vpn', '/en/internal-vpn'),
  // Development builds only: the shipped build leaves the debugger out.
  missing('2.9', 'debugger', '/en/debugger', 'not in a shipped build'),
  missing('2.9', 'home', '/en/no-such-page', 'no route'),
  // SPEC 2.1: the language is fixed by the server on a first load, to the default's path (query kept).
  moved('2.1', 'sports', '/xx/line?tab=1', '/en/line?tab=1', 302),
  moved('2.1', 'home', '/nothing-here', '/en/nothing-here', 302),

  // --- 2.10 Coupon -----------------------------------------------------------------------------------
  page('2.10', 'coupon', '/en/coupon?code=none'),
];

/** The URL of an entry with the feed's ids filled in. */
export function urlOf(entry: CatalogEntry, ids: LiveIds): string {
  return typeof entry.url === 'string' ? entry.url : entry.url(ids);
}
