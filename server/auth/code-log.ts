/**
 * Every code a player would receive (SMS, e-mail, two-step, recovery, captcha, and the tokens of
 * the links e-mails carry: activation, password reset, newsletter stop) is printed as one
 * line `[auth-code] <kind> <to>: <code>` — the reference has no SMS gateway or mail server — and
 * remembered so the test-only endpoint GET /web-api/__test/last-code (REFERENCE_TEST_ROUTES=1) can
 * hand it to browser tests without scraping logs.
 */
export const CODE_KINDS = ['sms', 'email', 'two_step', 'recovery', 'captcha', 'link'] as const;
export type CodeKind = (typeof CODE_KINDS)[number];

interface LoggedCode {
  kind: CodeKind;
  keys: ReadonlySet<string>;
  code: string;
}

const KEEP = 500;

/** How `to` is compared: phones by their digits ("+7 916..." = "7916..."), the rest case-insensitively. */
export function addressKey(text: string): string {
  const trimmed = text.trim();
  return /^[+\d\s()-]+$/.test(trimmed) ? trimmed.replace(/\D/g, '') : trimmed.toLowerCase();
}

export class CodeLog {
  private readonly entries: LoggedCode[] = [];

  constructor(private readonly logLine: (line: string) => void) {}

  /**
   * `to` is shown in the line; `aliases` are other ways a test may name the same recipient
   * (a player's login, id, e-mail or phone).
   */
  record(kind: CodeKind, to: string, code: string, options: { aliases?: readonly string[]; note?: string } = {}): void {
    this.logLine(`[auth-code] ${kind} ${to}: ${code}${options.note ? ` (${options.note})` : ''}`);
    const keys = new Set([to, ...(options.aliases ?? [])].filter((a) => a !== '').map(addressKey));
    this.entries.push({ kind, keys, code });
    if (this.entries.length > KEEP) this.entries.splice(0, this.entries.length - KEEP);
  }

  /** The newest code of this kind, for this recipient when one is named. */
  last(kind: CodeKind, to?: string): string | undefined {
    const key = to === undefined ? undefined : addressKey(to);
    for (let i = this.entries.length - 1; i >= 0; i--) {
      const entry = this.entries[i]!;
      if (entry.kind === kind && (key === undefined || entry.keys.has(key))) return entry.code;
    }
    return undefined;
  }
}
