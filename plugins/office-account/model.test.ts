import { describe, expect, it } from 'vitest';
import { protectionLevelOf } from '@plugin-api';
import {
  activationAfterEmailConfirmation,
  activationAfterPhoneBinding,
  base64OfText,
  missingContacts,
  missingProfileFields,
  newPasswordCheck,
  profileChecks,
  protectionChecklist,
  verificationStatusOf,
} from './model.ts';
import { userConfig } from './test-kit.ts';

describe('protection level bands', () => {
  it('are ≤30 bad, above 30 to under 70 normal, 70 to under 100 good, 100 full', () => {
    expect([0, 30, 31, 69, 70, 99, 100].map(protectionLevelOf)).toEqual(['bad', 'bad', 'normal', 'normal', 'good', 'good', 'full']);
  });
});

describe('protectionChecklist', () => {
  it('lists the five methods, each linking to the page that turns it on', () => {
    expect(protectionChecklist(userConfig()).map((i) => [i.method, i.done, i.routeId])).toEqual([
      ['is_changed_password', false, 'office-change-password'],
      ['enable_phone_binding', false, 'office-phone-binding'],
      ['enable_two_factor_auth', false, 'office-two-factor-enable'],
      ['enable_security_question', false, 'office-security-question'],
      ['enable_email_auth', false, 'office-security-auth-by-email'],
    ]);
  });

  it('links a method that is on to the page that manages it', () => {
    const on = userConfig({
      protection_methods: { is_changed_password: true, enable_two_factor_auth: true, enable_phone_binding: true, enable_security_question: true, enable_email_auth: true },
    });
    const routes = Object.fromEntries(protectionChecklist(on).map((i) => [i.method, i.routeId]));
    expect(routes).toMatchObject({ enable_phone_binding: 'office-phone-change', enable_two_factor_auth: 'office-two-factor-disable' });
    expect(protectionChecklist(on).every((i) => i.done)).toBe(true);
  });
});

describe('activation type changes', () => {
  it('binding a phone: none becomes phone only, e-mail only becomes both', () => {
    expect(activationAfterPhoneBinding(0)).toBe(3);
    expect(activationAfterPhoneBinding(1)).toBe(2);
    expect(activationAfterPhoneBinding(2)).toBe(2);
    expect(activationAfterPhoneBinding(3)).toBe(3);
  });

  it('confirming an e-mail: none becomes e-mail only, phone only becomes both', () => {
    expect(activationAfterEmailConfirmation(0)).toBe(1);
    expect(activationAfterEmailConfirmation(3)).toBe(2);
    expect(activationAfterEmailConfirmation(1)).toBe(1);
  });
});

describe('verificationStatusOf', () => {
  it('is verified on internal status 1 or the success group code, unless another document is requested', () => {
    expect(verificationStatusOf(userConfig({ internal_verification_status: 1 }))).toBe('verified');
    expect(verificationStatusOf(userConfig({ verification_status_group_code: 'VERIFICATION_SUCCESSFUL' }))).toBe('verified');
    expect(verificationStatusOf(userConfig({ internal_verification_status: 1, requested_additional_document: true }))).toBe('document_requested');
  });

  it('is pending on user status 1, else not verified', () => {
    expect(verificationStatusOf(userConfig({ user_status_id: 1 }))).toBe('pending');
    expect(verificationStatusOf(userConfig({ user_status_id: 3 }))).toBe('not_verified');
    expect(verificationStatusOf(userConfig())).toBe('not_verified');
  });
});

describe('required data', () => {
  it('names the empty required profile fields and contact fields', () => {
    expect(missingProfileFields(userConfig())).toEqual(['name', 'surname', 'date_birthday', 'passport', 'passport_date', 'registration_address']);
    const full = userConfig({
      user_email: 'a@b.cd',
      phone_number: '9160000001',
      user_data: { ...userConfig().user_data, name: 'A', surname: 'B', date_birthday: '1990-01-01', passport: '1234 5678', passport_date: '2010-01-01', registration_address: ' ' },
    });
    expect(missingProfileFields(full)).toEqual(['registration_address']);
    expect(missingContacts(full)).toEqual([]);
    expect(missingContacts(userConfig({ user_email: 'a@b.cd' }))).toEqual(['phone']);
  });
});

describe('form checks', () => {
  const checks = profileChecks(new Date(Date.UTC(2026, 0, 15)));
  const all = { date_birthday: '1990-05-17' };

  it('check the profile as the server does', () => {
    expect(checks.name('Anna', all)).toBeNull();
    expect(checks.name('Ann4', all)).toBe('office_account_error_person_name');
    expect(checks.date_birthday('2008-01-16', all)).toBe('office_account_error_adult');
    expect(checks.date_birthday('2008-01-15', all)).toBeNull();
    expect(checks.date_birthday('1990-02-30', all)).toBe('office_account_error_date');
    expect(checks.passport_date('1989-12-31', all)).toBe('office_account_error_issued_before_birth');
    expect(checks.passport_date('2026-02-01', all)).toBe('office_account_error_future_date');
    expect(checks.passport('AB', all)).toBe('office_account_error_passport');
    expect(checks.registration_address('Main', all)).toBe('office_account_error_address');
  });

  it('check a new password', () => {
    expect(newPasswordCheck('12345', {})).toBe('office_account_error_password_length');
    expect(newPasswordCheck(' secret1', {})).toBe('office_account_error_password_spaces');
    expect(newPasswordCheck('secret1', {})).toBeNull();
  });

  it('encode passwords as base64 of UTF-8', () => {
    expect(base64OfText('пароль')).toBe(Buffer.from('пароль', 'utf8').toString('base64'));
  });
});
