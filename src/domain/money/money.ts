import { groupDigitsIndian } from '../display-formats';

/**
 * Money is integer paise end to end (§9 minor units); rupees only when typed or shown. Every amount that
 * comes in is parsed here and every amount shown is formatted here ('Rs 1,23,456.00', Indian grouping: the
 * PDFs' standard fonts have no rupee sign). Parsing works on the digits, never through floating point.
 */

/** The largest amount the database's integer columns hold: Rs 2,14,74,836.47. */
export const MAX_PAISE = 2_147_483_647;

export type RupeesParse = { ok: true; paise: number } | { ok: false; reason: 'invalid' | 'tooLarge' };

// Whole rupees: plain digits, or grouped with commas the Indian (12,34,567) or international (1,234,567) way.
const WHOLE = /^(\d+|\d{1,2}(?:,\d{2})*,\d{3}|\d{1,3}(?:,\d{3})+)$/;
const PREFIX = /^(?:rs\.?|inr|₹)\s*/i;

/** '1,250.5', 'Rs. 100', '₹ 52,500' → paise; refuses signs, exponents, stray commas, 3+ decimals, and amounts past MAX_PAISE. */
export function parseRupees(typed: string): RupeesParse {
  const text = typed.trim().replace(PREFIX, '');
  const [whole = '', fraction, extra] = text.split('.');
  if (extra !== undefined || !WHOLE.test(whole) || (fraction !== undefined && !/^\d{1,2}$/.test(fraction)))
    return { ok: false, reason: 'invalid' };
  const digits = whole.replace(/,/g, '').replace(/^0+(?=\d)/, '');
  if (digits.length > 8) return { ok: false, reason: 'tooLarge' };
  const paise = Number(digits) * 100 + Number((fraction ?? '').padEnd(2, '0'));
  return paise > MAX_PAISE ? { ok: false, reason: 'tooLarge' } : { ok: true, paise };
}

/** The paise of a typed amount, or null when parseRupees refuses it. */
export function paiseFromRupees(typed: string): number | null {
  const parsed = parseRupees(typed);
  return parsed.ok ? parsed.paise : null;
}

/** A whole number of paise that fits the database columns (0 … MAX_PAISE). */
export const isStorablePaise = (paise: number): boolean =>
  Number.isSafeInteger(paise) && paise >= 0 && paise <= MAX_PAISE;

/** 125050 → '1250.50': what a form's input holds, always two decimals. */
export function rupeesText(paise: number): string {
  if (!Number.isSafeInteger(paise)) throw new RangeError('paise must be a whole number');
  const abs = Math.abs(paise);
  return `${paise < 0 ? '-' : ''}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** 125050 → 'Rs 1,250.50'; 2147483648 → 'Rs 2,14,74,836.48'. */
export function formatRupees(paise: number): string {
  const [whole, fraction] = rupeesText(Math.abs(paise)).split('.') as [string, string];
  return `${paise < 0 ? '-' : ''}Rs ${groupDigitsIndian(whole)}.${fraction}`;
}

/** 125050 → '₹1,250.50': for HTML pages, whose fonts have the rupee sign. */
export const formatRupeesSign = (paise: number): string => formatRupees(paise).replace('Rs ', '₹');

/** Rupees as a number (§3 amountOfReceipt); only for payloads the protocol writes so, never for arithmetic. */
export const rupeesNumber = (paise: number): number => paise / 100;

/** The sum of paise amounts (exact for sums below 2^53). */
export const sumPaise = (amounts: readonly number[]): number => amounts.reduce((a, b) => a + b, 0);
