/**
 * The page on screen, the site's configuration and the popups, as plugins read and change them.
 * Selectors take the app's state as `unknown`, like a plugin slice's own (see ./plugin-slice.ts).
 */
import { selectCommittedPage as committedPage } from '../state/navigation.slice.ts';
import { selectSiteConfig as siteConfig } from '../state/site-config.slice.ts';
import { overAppState } from './plugin-slice.ts';

/** A page passed its guards and is shown (payload: route id, params, language, location, status). */
export { navigationCommitted as pageCommitted } from '../state/navigation.slice.ts';
/** Opens a popup; `closeNotification` closes one by id (a reminder that no longer applies). */
export { notificationShown as notify, notificationClosed as closeNotification, type AppNotification } from '../state/notifications.slice.ts';

/** The page on screen (route id, params, language, location), or null before the first one. */
export const selectCommittedPage = overAppState(committedPage);
/** The operator's site config, or null until it is installed. */
export const selectSiteConfig = overAppState(siteConfig);
