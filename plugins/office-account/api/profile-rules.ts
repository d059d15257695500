/**
 * What a profile must hold before the server keeps it: the six required fields, each checked on its
 * own so the answer names the one to fix. Pure: the caller passes "today".
 */
export const ADULT_AGE = 18;
const OLDEST_BIRTH_YEAR = 1900;

export interface ProfileInput {
  name: string;
  surname: string;
  date_birthday: string;
  passport: string;
  passport_date: string;
  registration_address: string;
}

export type ProfileField = keyof ProfileInput;
export type ProfileCheck = { ok: true; profile: ProfileInput } | { ok: false; field: ProfileField; message: string };

const PERSON_NAME = /^\p{L}[\p{L}' -]{0,49}$/u;
const PASSPORT = /^[A-Za-z0-9][A-Za-z0-9 -]{3,19}$/;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A calendar date written YYYY-MM-DD (2023-02-30 is not one), as a UTC day; null otherwise. */
export function calendarDay(textValue: string): Date | null {
  const match = ISO_DATE.exec(textValue);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day ? date : null;
}

/** Full years between a birth date and today. */
export function ageOn(birth: Date, today: Date): number {
  let age = today.getUTCFullYear() - birth.getUTCFullYear();
  const beforeBirthday =
    today.getUTCMonth() < birth.getUTCMonth() || (today.getUTCMonth() === birth.getUTCMonth() && today.getUTCDate() < birth.getUTCDate());
  if (beforeBirthday) age -= 1;
  return age;
}

export function checkProfile(input: ProfileInput, today: Date): ProfileCheck {
  const fail = (field: ProfileField, message: string): ProfileCheck => ({ ok: false, field, message });
  if (!PERSON_NAME.test(input.name)) return fail('name', 'The name may hold letters, spaces, hyphens and apostrophes only');
  if (!PERSON_NAME.test(input.surname)) return fail('surname', 'The surname may hold letters, spaces, hyphens and apostrophes only');

  const birth = calendarDay(input.date_birthday);
  if (!birth || birth.getUTCFullYear() < OLDEST_BIRTH_YEAR) return fail('date_birthday', 'The date of birth must be a real date (YYYY-MM-DD)');
  if (ageOn(birth, today) < ADULT_AGE) return fail('date_birthday', `Players must be at least ${ADULT_AGE} years old`);

  if (!PASSPORT.test(input.passport) || input.passport.replace(/\D/g, '').length < 4) {
    return fail('passport', 'The passport number has 4 to 20 letters and digits, at least 4 of them digits');
  }
  const issued = calendarDay(input.passport_date);
  if (!issued) return fail('passport_date', 'The date of issue must be a real date (YYYY-MM-DD)');
  if (issued.getTime() > today.getTime()) return fail('passport_date', 'The date of issue cannot be in the future');
  if (issued.getTime() <= birth.getTime()) return fail('passport_date', 'The date of issue must come after the date of birth');

  if ([...input.registration_address].length < 5) return fail('registration_address', 'The registration address needs at least 5 characters');
  return { ok: true, profile: input };
}
