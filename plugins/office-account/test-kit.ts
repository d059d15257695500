/**
 * The account feature's tests against the reference server (server/test-kit): a fresh player whose
 * API the pages call as the app's client does (token, language, and the cookies the browser keeps:
 * the secure-data grant is one), the helpers the API tests share, and a user config as the server
 * answers it for the model's unit tests.
 */
import { expect } from 'vitest';
import type { UserConfigAnswer } from '../../schemas/auth-api.schema.ts';
import { apiCallOf, b64, type ApiCall, type Browser, type TestServer } from '../../server/test-kit/index.ts';

export { b64 };

/** A newly registered one-click player (USD unless told): no phone, no e-mail, not verified; `request` is the pages' API. */
export async function accountPlayer(server: TestServer, { currency = 'USD' } = {}): Promise<{ request: ApiCall; login: string; password: string }> {
  const player = await server.register({ currency });
  return { request: apiCallOf(server.app, player.token, 'en', player.browser.cookies), login: player.login, password: player.password };
}

/** GET /user/config as `browser`'s player. */
export async function userConfigOf(browser: Browser): Promise<Record<string, unknown> & { protection_methods: Record<string, boolean>; user_data: Record<string, unknown> }> {
  const res = await browser.get('/web-api/user/config');
  expect(res.statusCode).toBe(200);
  return res.json();
}

/** Every guarded call answers 401 to a guest, whatever the body. */
export async function expectGuestsRefused(h: TestServer, calls: ReadonlyArray<readonly ['GET' | 'POST', string]>): Promise<void> {
  const guest = h.browser();
  for (const [method, url] of calls) {
    const res = await guest.call(method, url, method === 'POST' ? {} : undefined);
    expect(res.statusCode, `${method} ${url}`).toBe(401);
  }
}

/** A six-digit code that is certainly not `code`. */
export function otherCode(code: string): string {
  return String((Number(code) + 1) % 1_000_000).padStart(6, '0');
}

/** A user config as the reference server answers it to a new one-click player, with `overrides`. */
export function userConfig(overrides: Partial<UserConfigAnswer> = {}): UserConfigAnswer {
  return {
    user_id: 100001,
    user_name: '100001',
    user_email: null,
    phone_number: null,
    phone_code: null,
    user_country_code: null,
    user_country_id: null,
    activation_type: 0,
    user_ref_id: 1,
    user_msg_count: 0,
    isRequiredTransfer: false,
    is_active_secure_question: false,
    user_hide_balance: false,
    changed_pass_day_count: 0,
    user_data: { date_birthday: null, document_type_id: null, inn: null, name: null, passport: null, passport_date: null, passport_end_date: null, registration_address: null, surname: null },
    protection_level: 10,
    protection_methods: { is_changed_password: false, enable_two_factor_auth: false, enable_phone_binding: false, enable_security_question: false, enable_email_auth: false },
    should_sync_protection_methods: false,
    is_need_identification: true,
    ban_level: 0,
    ban_version: 0,
    user_status_id: 0,
    internal_verification_status: 0,
    verification_status: 0,
    verification_types: [],
    isCCLine: false,
    isCClive: false,
    isDataAfterRegistration: false,
    verification_status_group_code: null,
    requested_additional_document: false,
    has_deposit: false,
    is_identification_bonus: false,
    show_verification_modal_on_deposit_page: false,
    remaining_days_to_activate: null,
    disallow_line_sport: [],
    disallow_live_sport: [],
    ...overrides,
  } as UserConfigAnswer;
}
