import type { CellValue } from '../../domain/admissions/bulk-cells';

/** What a spreadsheet may take for the start of a formula (OWASP "CSV injection"): = + - @ tab and CR. */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * Text for a cell of an exported workbook: text that starts like a formula gets a leading single quote, as
 * OWASP recommends, so a name such as =HYPERLINK(…) stays text when the sheet is opened, edited or saved as CSV.
 */
export function neutralisedText(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/** The text as typed again when a sheet we exported (the rows not submitted) is uploaded back. */
const withoutNeutralisingQuote = (text: string) => (/^'[=+\-@\t\r\n]/.test(text) ? text.slice(1) : text);

/**
 * A SheetJS cell value → a plain one: text without the quote neutralisedText added, numbers and yes/no as
 * they are (the column decides what a number means; dates come as serial numbers), anything else empty.
 */
export function plainCell(value: unknown): CellValue {
  if (typeof value === 'string') return withoutNeutralisingQuote(value);
  if (typeof value === 'number' || typeof value === 'boolean' || value instanceof Date) return value;
  return null;
}
