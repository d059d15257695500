/**
 * Captcha state per browser (the `captcha_id` cookie): the open challenge, the one solved answer
 * that may be redeemed, and the counters that decide when a captcha is demanded.
 *
 * Flow (src/api/client.ts): a guarded call answers 400 error_code 111 → the client shows
 * GET /captcha/update's picture → POST /captcha/validate → the call is replayed once with
 * `X-Captcha-Token: <the validated text>`, which is then spent (single use, 5 min).
 */
import { captchaImage, newCaptchaCode } from './captcha-image.ts';

export const CHALLENGE_TTL_MS = 10 * 60 * 1000;
export const SOLVED_TTL_MS = 5 * 60 * 1000;
/** A browser with this many failed sign-ins must solve a captcha before the next one. */
export const FAILED_SIGN_INS_BEFORE_CAPTCHA = 3;
/** A signed-in user who fails validation this many times is told to log out (answer type 2). */
export const FAILED_VALIDATIONS_BEFORE_LOGOUT = 5;
/** Browsers remembered at most; the oldest go first, so a flood of cookie-less calls cannot fill memory. */
const MAX_BROWSERS = 10_000;

interface BrowserCaptcha {
  challenge: { code: string; expiresAt: number } | null;
  solved: { text: string; expiresAt: number } | null;
  failedSignIns: number;
  failedValidations: number;
}

export type CaptchaValidation = 'solved' | 'wrong' | 'no_challenge' | 'expired';

function normalise(text: string): string {
  return text.trim().toUpperCase();
}

export class CaptchaDesk {
  private readonly browsers = new Map<string, BrowserCaptcha>();

  constructor(private readonly now: () => number) {}

  /** A new challenge replaces any open one; returns its code (for the log) and picture. */
  issue(browserId: string): { code: string; image: string } {
    const code = newCaptchaCode();
    this.browser(browserId).challenge = { code, expiresAt: this.now() + CHALLENGE_TTL_MS };
    return { code, image: captchaImage(code) };
  }

  /** Any answer closes the challenge: a wrong guess needs a new picture, so guesses cannot be repeated cheaply. */
  validate(browserId: string, typed: string): CaptchaValidation {
    const browser = this.browser(browserId);
    const { challenge } = browser;
    browser.challenge = null;
    if (!challenge) return this.failed(browser, 'no_challenge');
    if (challenge.expiresAt <= this.now()) return this.failed(browser, 'expired');
    if (normalise(typed) !== challenge.code) return this.failed(browser, 'wrong');
    browser.failedValidations = 0;
    browser.solved = { text: challenge.code, expiresAt: this.now() + SOLVED_TTL_MS };
    return 'solved';
  }

  failedValidations(browserId: string): number {
    return this.browser(browserId).failedValidations;
  }

  resetValidationFailures(browserId: string): void {
    this.browser(browserId).failedValidations = 0;
  }

  needsCaptcha(browserId: string): boolean {
    return this.browser(browserId).failedSignIns >= FAILED_SIGN_INS_BEFORE_CAPTCHA;
  }

  /** Spends the solved answer if `token` is it; false for a wrong, spent or stale token. */
  redeem(browserId: string, token: string | undefined): boolean {
    const browser = this.browser(browserId);
    const { solved } = browser;
    if (!solved || token === undefined) return false;
    if (solved.expiresAt <= this.now() || normalise(token) !== solved.text) return false;
    browser.solved = null;
    return true;
  }

  signInFailed(browserId: string): void {
    this.browser(browserId).failedSignIns += 1;
  }

  signInSucceeded(browserId: string): void {
    this.browser(browserId).failedSignIns = 0;
  }

  private failed(browser: BrowserCaptcha, why: Exclude<CaptchaValidation, 'solved'>): CaptchaValidation {
    browser.failedValidations += 1;
    return why;
  }

  private browser(id: string): BrowserCaptcha {
    let browser = this.browsers.get(id);
    if (!browser) {
      if (this.browsers.size >= MAX_BROWSERS) this.browsers.delete(this.browsers.keys().next().value!);
      browser = { challenge: null, solved: null, failedSignIns: 0, failedValidations: 0 };
      this.browsers.set(id, browser);
    }
    return browser;
  }
}
