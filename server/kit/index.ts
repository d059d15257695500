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
export type { Identity } from '../auth/identity.ts';
export { activeAccountOf, type Account, type Player } from '../auth/players.ts';
export type { Session } from '../auth/sessions.ts';
export { Ledger, LedgerRefusal, isLedgerRefusal } from '../ledger/ledger.ts';
export { mayStake, sendStakeRefusal, type Stake, type StakeDecision } from '../limits/stake-rule.ts';
