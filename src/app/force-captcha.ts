/**
 * The forced-captcha switch for people and tests (reference API): a page opened with
 * `?force_captcha=1` sends `X-Force-Captcha: 1` on every call of this tab (`?force_captcha=0`
 * stops it), so the server demands a captcha. Only the server decides whether to honour it: it
 * ignores the header in production, so the bundle (always a production build) may forward it.
 */
export const FORCE_CAPTCHA_PARAM = 'force_captcha';
export const FORCE_CAPTCHA_HEADERS: Readonly<Record<string, string>> = { 'X-Force-Captcha': '1' };
const STORAGE_KEY = 'force_captcha';

export function rememberForceCaptcha(win: Pick<Window, 'location' | 'sessionStorage'>): boolean {
  let storage: Storage | null;
  try {
    storage = win.sessionStorage;
  } catch {
    storage = null;
  }
  const flag = new URLSearchParams(win.location.search).get(FORCE_CAPTCHA_PARAM);
  if (flag === '1') storage?.setItem(STORAGE_KEY, '1');
  if (flag === '0') storage?.removeItem(STORAGE_KEY);
  return flag === '1' || storage?.getItem(STORAGE_KEY) === '1';
}
