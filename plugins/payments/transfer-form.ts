/**
 * The transfer form's input as typed: who gets the money (an account number, with or without "#",
 * or a login). Pure: the modal shows the problem's dictionary key; the server checks everything again.
 * The amount is checked as the cashier's is (amount.ts), within the transfer range and the balance.
 */
export type Recipient = { kind: 'id'; id: number } | { kind: 'login'; login: string };

export type RecipientProblem = 'payments_transfer_recipient_required' | 'payments_transfer_recipient_invalid' | 'payments_transfer_recipient_self';

const LOGIN = /^[^\s@]{1,64}$/;

export function checkRecipient(text: string, senderId: number): { ok: true; recipient: Recipient } | { ok: false; problem: RecipientProblem } {
  const trimmed = text.trim().replace(/^#/, '');
  if (trimmed === '') return { ok: false, problem: 'payments_transfer_recipient_required' };
  if (/^\d+$/.test(trimmed)) {
    const id = Number(trimmed);
    if (!Number.isSafeInteger(id) || id < 1) return { ok: false, problem: 'payments_transfer_recipient_invalid' };
    if (id === senderId) return { ok: false, problem: 'payments_transfer_recipient_self' };
    return { ok: true, recipient: { kind: 'id', id } };
  }
  if (!LOGIN.test(trimmed)) return { ok: false, problem: 'payments_transfer_recipient_invalid' };
  return { ok: true, recipient: { kind: 'login', login: trimmed } };
}

/** What the API takes: a number for an account, the text for a login. */
export function recipientValue(recipient: Recipient): number | string {
  return recipient.kind === 'id' ? recipient.id : recipient.login;
}

/** How the confirm step and the result name the recipient. */
export function recipientLabel(recipient: Recipient): string {
  return recipient.kind === 'id' ? `#${recipient.id}` : recipient.login;
}
