/**
 * Masked contact details: enough for the player to recognise their own address or number (and a
 * screen to say where a code or a mailing goes), not enough to harvest them from an answer or a log.
 */

/** j***@example.com. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at <= 0) return '***';
  return `${email[0]}***${email.slice(at)}`;
}

/** ********01: the last two digits, enough to tell one's own numbers apart. */
export function maskPhoneNumber(number: string): string {
  return `${'*'.repeat(Math.max(0, number.length - 2))}${number.slice(-2)}`;
}
