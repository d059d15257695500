
/** A route or query parameter that must be a whole positive number, else null. */
export function positiveId(value: unknown): number | null {
  const number = typeof value === 'number' ? value : typeof value === 'string' && /^\d{1,12}$/.test(value) ? Number(value) : NaN;
  return Number.isSafeInteger(number) && number >= 1 ? number : null;
}
