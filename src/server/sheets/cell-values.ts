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

/** The text as typed again when a sheet we exported (the rows not submitted) is uploaded back; XML reads a CR as LF. */
const withoutNeutralisingQuote = (text: string) => (/^'[=+\-@\t\r\n]/.test(text) ? text.slice(1) : text);

/**
 * An exceljs cell value → a plain one: rich text joined, a formula's result, a hyperlink's text, an error
 * as empty. Dates stay dates; numbers stay numbers (the column decides what they mean).
 */
export function plainCell(value: unknown): CellValue {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string') return withoutNeutralisingQuote(value);
  if (typeof value === 'number' || typeof value === 'boolean' || value instanceof Date) return value;
  if (typeof value === 'object') {
    const v = value as { richText?: { text: string }[]; result?: unknown; text?: unknown; error?: unknown };
    if (Array.isArray(v.richText)) return v.richText.map((r) => r.text).join('');
    if ('result' in v) return plainCell(v.result);
    if (typeof v.text === 'string') return v.text;
    if ('error' in v) return null;
  }
  return null;
}
