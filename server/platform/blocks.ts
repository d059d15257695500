/**
 * The blocks answer of a request: why the site is closed to this visitor, if it is (displayTypeId,
 * 0 for open). Three things decide it:
 *   - the site-wide reason the operator set (BLOCK_REASON, or the development cookie);
 *   - the browser: Internet Explorer cannot run the site at all, so it gets its own explanation
 *     whatever else holds;
 *   - who asks: "coming soon" keeps the public out while the site's own players already play, so
 *     it lifts for a signed-in player. Signed in means both: the client says so in the blocks v2
 *     body and its access token names a player; a claim alone never opens anything.
 */
import type { BlocksAnswer } from '../../schemas/api.schema.ts';

export const REASON_NONE = 0;
export const REASON_COMING_SOON = 8;
export const REASON_INTERNET_EXPLORER = 17;

/** MSIE up to 10, Trident for 11: the two ways Internet Explorer names itself. */
export function isInternetExplorer(userAgent: string | undefined): boolean {
  return userAgent !== undefined && /\bMSIE \d|\bTrident\/\d/.test(userAgent);
}

/** The reason for everyone from this browser, before who is asking is known (the first load and blocks v1). */
export function browserBlockReason(siteReason: number, userAgent: string | undefined): number {
  return isInternetExplorer(userAgent) ? REASON_INTERNET_EXPLORER : siteReason;
}

/** The reason for this visitor once it is known whether a player is signed in (blocks v2). */
export function visitorBlockReason(browserReason: number, signedIn: boolean): number {
  return signedIn && browserReason === REASON_COMING_SOON ? REASON_NONE : browserReason;
}

export function blocksAnswer(displayTypeId: number): BlocksAnswer {
  return { displayTypeId, templateTypeId: 0 };
}
