/**
 * Phone numbers by country mask (GET /phone/masks: { CountryId, Mask, Min, Max }). A mask is a
 * pattern like "(###) ###-##-##": digit slots are '#', '9', 'X', 'x', '_' or '0', everything else
 * is shown as it is. Min and Max bound the count of national digits.
 */
import type { PhoneCountry, PhoneMask } from './answers.ts';

const SLOT = /[#9Xx_0]/;

/** Digits only (what the person typed, without spaces, brackets or a pasted '+code'). */
export function phoneDigits(text: string): string {
  return text.replace(/\D/g, '');
}

/** The digits laid into the mask as far as they go; without a mask, the digits. */
export function formatPhone(digits: string, mask: string | undefined): string {
  if (!mask) return digits;
  let out = '';
  let i = 0;
  for (const ch of mask) {
    if (i >= digits.length) break;
    if (SLOT.test(ch)) out += digits[i++];
    else out += ch;
  }
  // More digits than the mask has slots: keep them visible, validation says what is wrong.
  return i < digits.length ? out + digits.slice(i) : out;
}

export type PhoneProblem = 'empty' | 'too_short' | 'too_long' | null;

/** Whether the national number fits the country's mask bounds (no mask: 5 to 15 digits, E.164). */
export function phoneProblem(digits: string, mask: PhoneMask | undefined): PhoneProblem {
  if (digits.length === 0) return 'empty';
  const min = mask?.Min ?? 5;
  const max = mask?.Max ?? 15;
  if (digits.length < min) return 'too_short';
  if (digits.length > max) return 'too_long';
  return null;
}

export function maskFor(masks: readonly PhoneMask[], countryId: number | null): PhoneMask | undefined {
  return countryId === null ? undefined : masks.find((m) => m.CountryId === countryId);
}

/** The country to start with: the one chosen before, else the site language's usual one, else the first. */
export function defaultCountry(countries: readonly PhoneCountry[], lng: string): PhoneCountry | undefined {
  const byLanguage: Readonly<Record<string, string>> = { ru: 'RU', en: 'GB', de: 'DE', uk: 'UA', kk: 'KZ', az: 'AZ' };
  const wanted = byLanguage[lng];
  return countries.find((c) => wanted !== undefined && c.code.toUpperCase() === wanted) ?? countries[0];
}

/** Countries whose name, ISO code or dialling code contains what was typed in the picker's search. */
export function filterCountries(countries: readonly PhoneCountry[], search: string): PhoneCountry[] {
  const q = search.trim().toLowerCase().replace(/^\+/, '');
  if (q === '') return [...countries];
  return countries.filter((c) => c.name.toLowerCase().includes(q) || c.code.toLowerCase() === q || c.phoneCode.startsWith(q));
}
