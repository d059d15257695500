/**
 * Chunk load errors may reload the page, but at most once per minute (a stored timestamp), so a
 * broken deploy can never put a phone into a reload loop.
 */
export const RELOAD_GUARD_KEY = 'composer.chunkReloadAt';
export const RELOAD_GUARD_MS = 60_000;

export function reloadAtMostOncePerMinute(
  storage: Pick<Storage, 'getItem' | 'setItem'> | null,
  now: number,
  reload: () => void,
): boolean {
  const last = Number(storage?.getItem(RELOAD_GUARD_KEY) ?? 0);
  if (Number.isFinite(last) && now - last < RELOAD_GUARD_MS) return false;
  try {
    storage?.setItem(RELOAD_GUARD_KEY, String(now));
  } catch {
    // Storage full or denied: without a stored time a reload could loop, so do not reload.
    return false;
  }
  if (!storage) return false;
  reload();
  return true;
}
