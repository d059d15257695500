/**
 * Phone countries and masks (GET /phone/countries, /phone/masks) and the phone rules every call
 * taking a phone applies. A mask shows one "#" per national digit; Min/Max count those digits
 * (Germany's numbers vary in length, so it is the one with Min < Max).
 */
export interface PhoneCountry {
  id: number;
  code: string;
  phoneCode: string;
  name: { en: string; ru: string };
  mask: string;
  min: number;
  max: number;
}

export const PHONE_COUNTRIES: readonly PhoneCountry[] = [
  { id: 1, code: 'RU', phoneCode: '7', name: { en: 'Russia', ru: 'Россия' }, mask: '(###) ###-##-##', min: 10, max: 10 },
  { id: 2, code: 'KZ', phoneCode: '7', name: { en: 'Kazakhstan', ru: 'Казахстан' }, mask: '(###) ###-##-##', min: 10, max: 10 },
  { id: 3, code: 'UA', phoneCode: '380', name: { en: 'Ukraine', ru: 'Украина' }, mask: '(##) ###-##-##', min: 9, max: 9 },
  { id: 4, code: 'BY', phoneCode: '375', name: { en: 'Belarus', ru: 'Беларусь' }, mask: '(##) ###-##-##', min: 9, max: 9 },
  { id: 5, code: 'GB', phoneCode: '44', name: { en: 'United Kingdom', ru: 'Великобритания' }, mask: '#### ######', min: 10, max: 10 },
  { id: 6, code: 'DE', phoneCode: '49', name: { en: 'Germany', ru: 'Германия' }, mask: '### ########', min: 10, max: 11 },
  { id: 7, code: 'US', phoneCode: '1', name: { en: 'United States', ru: 'США' }, mask: '(###) ###-####', min: 10, max: 10 },
  { id: 8, code: 'UZ', phoneCode: '998', name: { en: 'Uzbekistan', ru: 'Узбекистан' }, mask: '(##) ###-##-##', min: 9, max: 9 },
  { id: 9, code: 'AZ', phoneCode: '994', name: { en: 'Azerbaijan', ru: 'Азербайджан' }, mask: '(##) ###-##-##', min: 9, max: 9 },
  { id: 10, code: 'KG', phoneCode: '996', name: { en: 'Kyrgyzstan', ru: 'Киргизия' }, mask: '(###) ###-###', min: 9, max: 9 },
  { id: 11, code: 'TR', phoneCode: '90', name: { en: 'Turkey', ru: 'Турция' }, mask: '(###) ### ## ##', min: 10, max: 10 },
  { id: 12, code: 'IN', phoneCode: '91', name: { en: 'India', ru: 'Индия' }, mask: '##### #####', min: 10, max: 10 },
  { id: 13, code: 'GE', phoneCode: '995', name: { en: 'Georgia', ru: 'Грузия' }, mask: '(###) ##-##-##', min: 9, max: 9 },
  { id: 14, code: 'AM', phoneCode: '374', name: { en: 'Armenia', ru: 'Армения' }, mask: '(##) ###-###', min: 8, max: 8 },
];

export function countryById(id: number): PhoneCountry | undefined {
  return PHONE_COUNTRIES.find((c) => c.id === id);
}

/** A phone as stored: dialling code and national number, digits only. */
export interface Phone {
  code: string;
  number: string;
}

export function samePhone(a: Phone, b: Phone): boolean {
  return a.code === b.code && a.number === b.number;
}

/** "+7 9160000001": how logs and messages show a phone. */
export function formatPhone(phone: Phone): string {
  return `+${phone.code} ${phone.number}`;
}

/**
 * The phone from a dialling code and a national number as a person may type them (spaces, dashes,
 * brackets, a leading +), or why it is not one: the code must be a listed country's and the
 * number as long as that country's numbers are.
 */
export function readPhone(code: unknown, number: unknown): { ok: true; phone: Phone } | { ok: false; message: string } {
  const codeDigits = typeof code === 'string' || typeof code === 'number' ? String(code).replace(/^\+/, '').trim() : '';
  const numberText = typeof number === 'string' || typeof number === 'number' ? String(number) : '';
  if (!/^[0-9 ()+-]*$/.test(numberText)) return { ok: false, message: 'The phone number may hold digits only' };
  const numberDigits = numberText.replace(/\D/g, '');
  const countries = PHONE_COUNTRIES.filter((c) => c.phoneCode === codeDigits);
  if (countries.length === 0) return { ok: false, message: `Unknown country code "${codeDigits}"; see GET /web-api/phone/countries` };
  if (!countries.some((c) => numberDigits.length >= c.min && numberDigits.length <= c.max)) {
    const { min, max } = countries[0]!;
    const length = min === max ? `${min}` : `${min} to ${max}`;
    return { ok: false, message: `A +${codeDigits} number has ${length} digits after the country code` };
  }
  return { ok: true, phone: { code: codeDigits, number: numberDigits } };
}
