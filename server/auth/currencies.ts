/**
 * The currencies an account can be opened in. currencyId is the ISO 4217 numeric code, so the
 * number means something outside this server too.
 */
export interface Currency {
  iso: string;
  id: number;
  symbol: string;
}

const CURRENCIES: readonly Currency[] = [
  { iso: 'USD', id: 840, symbol: '$' },
  { iso: 'EUR', id: 978, symbol: '€' },
  { iso: 'RUB', id: 643, symbol: '₽' },
  { iso: 'GBP', id: 826, symbol: '£' },
  { iso: 'KZT', id: 398, symbol: '₸' },
  { iso: 'UAH', id: 980, symbol: '₴' },
  { iso: 'BYN', id: 933, symbol: 'Br' },
  { iso: 'UZS', id: 860, symbol: 'сўм' },
  { iso: 'AZN', id: 944, symbol: '₼' },
  { iso: 'KGS', id: 417, symbol: 'с' },
  { iso: 'TRY', id: 949, symbol: '₺' },
  { iso: 'INR', id: 356, symbol: '₹' },
  { iso: 'SEK', id: 752, symbol: 'kr' },
];

export function currencyByIso(iso: string): Currency | undefined {
  return CURRENCIES.find((c) => c.iso === iso);
}

export function currencyById(id: number): Currency | undefined {
  return CURRENCIES.find((c) => c.id === id);
}
