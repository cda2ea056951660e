import * as v from 'valibot';
import { ADMISSION_MESSAGES as M } from './messages';
import { looseText } from './field-rules';

const ISO = /^(\d{4})-(\d{1,2})-(\d{1,2})$/;
const INDIAN = /^(\d{1,2})[-/.](\d{1,2})[-/.](\d{4})$/;

/**
 * A real date typed as YYYY-MM-DD (a date input) or dd/mm/yyyy, dd-mm-yyyy (as people type it in a sheet)
 * → YYYY-MM-DD; null when it is not a date.
 */
export function isoDate(input: string): string | null {
  const text = input.trim();
  const iso = ISO.exec(text);
  const indian = INDIAN.exec(text);
  const parts = iso ? [iso[1], iso[2], iso[3]] : indian ? [indian[3], indian[2], indian[1]] : null;
  if (!parts) return null;
  const [year, month, day] = parts.map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day || year < 1900 || year > 2200) return null;
  return `${String(year)}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** An optional date field: '' or a real date, given back as YYYY-MM-DD. */
export const dateField = v.pipe(
  looseText,
  v.check((s) => s === '' || isoDate(s) !== null, M.invalidDate),
  v.transform((s) => (s === '' ? '' : isoDate(s)!)),
);

/** dd-mm-yyyy for the PDF and the register (how the college writes dates). */
export function displayDate(iso: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso);
  return m ? `${m[3]!}-${m[2]!}-${m[1]!}` : iso;
}
