import { groupDigitsIndian } from '../display-formats';

/**
 * Money is integer paise end to end (§9 minor units); rupees only for display and receipts (amount ÷ 100).
 * Parsing works on the digits, never through floating point.
 */

const RUPEES = /^(\d{1,9})(?:\.(\d{1,2}))?$/;

/** '1250.5' → 125050; null when the text is not a non-negative amount with at most two decimals. */
export function paiseFromRupees(text: string): number | null {
  const m = RUPEES.exec(text.trim().replace(/,/g, ''));
  if (!m) return null;
  return Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
}

/** 125050 → '1250.50' (the amount ÷ 100 of §2 and §3, always two decimals). */
export function rupeesText(paise: number): string {
  if (!Number.isSafeInteger(paise)) throw new RangeError('paise must be a whole number');
  const sign = paise < 0 ? '-' : '';
  const abs = Math.abs(paise);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** 125050 → 'Rs. 1,250.50' (Indian digit grouping: 1,23,456.00). */
export function formatRupees(paise: number): string {
  const [whole, fraction] = rupeesText(Math.abs(paise)).split('.') as [string, string];
  return `${paise < 0 ? '-' : ''}Rs. ${groupDigitsIndian(whole)}.${fraction}`;
}

/** §3 amountOfReceipt and the result page's Amount: raw minor units ÷ 100, blank when there is no amount. */
export function amountForDisplay(raw: string | number | null | undefined): string {
  if (raw === null || raw === undefined || raw === '') return '';
  const n = typeof raw === 'number' ? raw : Number(raw);
  return Number.isFinite(n) ? String(n / 100) : '';
}

/** The sum of paise amounts (exact for sums below 2^53). */
export const sumPaise = (amounts: readonly number[]): number => amounts.reduce((a, b) => a + b, 0);
