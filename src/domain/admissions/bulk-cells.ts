import type { ColumnKind } from './bulk-columns';
import { utcDay } from '../calendar/calendar-date';

/** A cell as the sheet readers give it: what Excel stored, before any rule is applied. */
export type CellValue = string | number | boolean | Date | null;

const DAY_MS = 86_400_000;
/** Excel's day 0 for serial dates (1899-12-30, which absorbs its 1900 leap-year slip for dates after March 1900). */
const EXCEL_EPOCH_MS = Date.UTC(1899, 11, 30);
/** Day 0 of the 1904 date system (workbooks saved by Mac Excel with it on): the same serial is 1,462 days later. */
const EXCEL_1904_EPOCH_MS = Date.UTC(1904, 0, 1);

const isoOfDate = (d: Date) => utcDay(d);

/**
 * An Excel serial date (45870 is 2025-08-01; in a workbook using the 1904 date system, 44408 is) → YYYY-MM-DD;
 * null when it cannot be one.
 */
export function excelSerialToIso(serial: number, date1904 = false): string | null {
  if (!Number.isFinite(serial) || serial < (date1904 ? 0 : 1) || serial > 2_958_465) return null;
  return isoOfDate(new Date((date1904 ? EXCEL_1904_EPOCH_MS : EXCEL_EPOCH_MS) + Math.floor(serial) * DAY_MS));
}

/** A whole number cell as its digits (9876543210, 2.34567890123E+11 → '234567890123'); other numbers as written. */
const numberText = (n: number) => (Number.isInteger(n) ? n.toFixed(0) : String(n));

/**
 * A cell as people type it → the text the form would hold. Stray spaces go (inside too), dates become
 * YYYY-MM-DD whether Excel stored a date, a serial number or text (dd/mm/yyyy and dd-mm-yyyy are left for
 * the form's date rule, which reads both), digits columns lose the spaces and hyphens people put in
 * Aadhaar and mobile numbers, and a TRUE/FALSE cell is Yes/No.
 */
export function cellText(value: CellValue, kind: ColumnKind, date1904 = false): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? '' : isoOfDate(value);
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'number') {
    if (kind === 'date') return excelSerialToIso(value, date1904) ?? numberText(value);
    return numberText(value);
  }
  const text = value.replace(/[\s\u00a0]+/g, ' ').trim();
  if ((kind === 'digits' || kind === 'aadhaar') && /^[\d\s-]+$/.test(text)) return text.replace(/[\s-]/g, '');
  if (kind === 'date') return text.replace(/\s*([/.-])\s*/g, '$1');
  return text;
}

/** The comparison key of a list value: case, spaces, dots and hyphens do not matter ('bc a', 'BC-A', 'b.tech'). */
export const looseKey = (text: string) => text.toLowerCase().replace(/[\s.\-_]/g, '');

/** Matches typed values to one list's canonical values, whatever their case and spacing; aliases allowed. */
export class LookupIndex {
  private readonly byKey = new Map<string, string>();
  readonly values: readonly string[];

  constructor(values: readonly string[], aliases: readonly (readonly [alias: string, value: string])[] = []) {
    this.values = values;
    for (const [alias, value] of aliases) this.byKey.set(looseKey(alias), value);
    for (const value of values) this.byKey.set(looseKey(value), value);
  }

  find(typed: string): string | null {
    return this.byKey.get(looseKey(typed)) ?? null;
  }
}
