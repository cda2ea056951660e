import { groupDigitsIndian } from '../display-formats';

/**
 * §9: amounts are integer paise everywhere; rupees only when shown. Written 'Rs. 1,23,456.00' (Indian
 * grouping): the PDFs' standard fonts have no rupee sign.
 */
export function rupees(paise: number): string {
  const abs = Math.abs(paise);
  return `${paise < 0 ? '-' : ''}Rs. ${groupDigitsIndian(String(Math.floor(abs / 100)))}.${String(abs % 100).padStart(2, '0')}`;
}

/** "1,250.50" or "Rs. 1250.5" typed by a person → paise; null when it is not an amount with at most two decimals. */
export function paiseFromRupees(text: string): number | null {
  const clean = text.replace(/^\s*(rs\.?|₹)/i, '').replace(/[,\s]/g, '');
  const match = /^(\d{1,9})(?:\.(\d{1,2}))?$/.exec(clean);
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}
