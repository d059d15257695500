/**
 * The signed-in widget (site config shell.signedIn): approval popup, reality check, session limit and
 * the deposit-limit invitation, with their timers. Loaded only once a player is signed in.
 */
import { watchApprovals } from '../state/approval.saga.ts';
import { watchLimits } from '../state/limits.saga.ts';
import { watchRealityCheck } from '../state/reality-check.saga.ts';
import { watchSessionLimit } from '../state/session-limit.saga.ts';
import { responsibleGamingSlice } from '../state/slice.ts';
import { PlayGuard } from '../components/PlayGuard.tsx';

export default PlayGuard;
export const slices = [responsibleGamingSlice];
export const sagas = { limits: watchLimits, approvals: watchApprovals, realityCheck: watchRealityCheck, sessionLimit: watchSessionLimit };
