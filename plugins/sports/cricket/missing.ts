/** True for the answer about something that does not exist (400: the id cannot name anything either). */
export function isMissing(error: { status: number } | null): boolean {
  return error !== null && (error.status === 404 || error.status === 400);
}
