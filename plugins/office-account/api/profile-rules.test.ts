import { describe, expect, it } from 'vitest';
import { ageOn, calendarDay, checkProfile, type ProfileInput } from './profile-rules.ts';

const today = new Date(Date.UTC(2026, 0, 15));
const valid: ProfileInput = {
  name: 'Anna',
  surname: "O'Neil-Smith",
  date_birthday: '1990-05-17',
  passport: '4510 123456',
  passport_date: '2010-06-01',
  registration_address: '1 Main Street, Springfield',
};

describe('checkProfile', () => {
  it('keeps a complete, plausible profile', () => {
    expect(checkProfile(valid, today)).toEqual({ ok: true, profile: valid });
  });

  it('names the first field to fix', () => {
    expect(checkProfile({ ...valid, name: 'Ann4' }, today)).toMatchObject({ ok: false, field: 'name' });
    expect(checkProfile({ ...valid, date_birthday: '1990-02-30' }, today)).toMatchObject({ ok: false, field: 'date_birthday' });
    expect(checkProfile({ ...valid, passport: 'AB' }, today)).toMatchObject({ ok: false, field: 'passport' });
    expect(checkProfile({ ...valid, passport_date: '1989-01-01' }, today)).toMatchObject({ ok: false, field: 'passport_date', message: expect.stringContaining('after the date of birth') });
    expect(checkProfile({ ...valid, passport_date: '2026-01-16' }, today)).toMatchObject({ ok: false, field: 'passport_date', message: expect.stringContaining('future') });
    expect(checkProfile({ ...valid, registration_address: 'x' }, today)).toMatchObject({ ok: false, field: 'registration_address' });
  });

  it('refuses players under 18, counting to the day', () => {
    expect(checkProfile({ ...valid, date_birthday: '2008-01-16', passport_date: '2025-01-01' }, today)).toMatchObject({ ok: false, field: 'date_birthday' });
    expect(checkProfile({ ...valid, date_birthday: '2008-01-15', passport_date: '2025-01-01' }, today).ok).toBe(true);
  });
});

describe('dates', () => {
  it('reads only real calendar days', () => {
    expect(calendarDay('2024-02-29')).toEqual(new Date(Date.UTC(2024, 1, 29)));
    expect(calendarDay('2023-02-29')).toBeNull();
    expect(calendarDay('17.05.1990')).toBeNull();
  });

  it('counts full years', () => {
    expect(ageOn(new Date(Date.UTC(2000, 5, 10)), new Date(Date.UTC(2018, 5, 9)))).toBe(17);
    expect(ageOn(new Date(Date.UTC(2000, 5, 10)), new Date(Date.UTC(2018, 5, 10)))).toBe(18);
  });
});
