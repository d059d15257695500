/**
 * The maintenance cookie flag: a browser carrying `maintenance=1` is in maintenance whatever the
 * site config says, so the operator (or QA) can put one browser through the maintenance page, and
 * back, without closing the site to everyone. The server applies it to the config it answers and
 * renders with, so the browser and the first load decide alike and nothing flashes; once the flag
 * is gone and the config says no maintenance, the maintenance page sends the visitor home.
 *
 * Whoever writes it gives it the default cookie lifetime, a day: a flag forgotten in a browser
 * ends by itself. Only exactly "1" counts; anything else is no flag.
 */
import { cookieFromHeader } from './consent.ts';

export const MAINTENANCE_COOKIE = 'maintenance';
export const MAINTENANCE_COOKIE_MAX_AGE_SECONDS = 24 * 60 * 60;

interface WithMaintenance {
  maintenance?: { isActive: boolean };
}

export function hasMaintenanceFlag(cookieHeader: string | null | undefined): boolean {
  return cookieFromHeader(cookieHeader, MAINTENANCE_COOKIE) === '1';
}

/** One flagged copy per config, so what is built per config (the first load's states) is built once. */
const flaggedCopies = new WeakMap<object, object>();

/** The config as the browser carrying `cookieHeader` is to see it: in maintenance when flagged. */
export function withMaintenanceFlag<T extends WithMaintenance>(config: T, cookieHeader: string | null | undefined): T {
  if (config.maintenance?.isActive === true || !hasMaintenanceFlag(cookieHeader)) return config;
  let flagged = flaggedCopies.get(config) as T | undefined;
  if (!flagged) {
    flagged = { ...config, maintenance: { ...config.maintenance, isActive: true } };
    flaggedCopies.set(config, flagged);
  }
  return flagged;
}
