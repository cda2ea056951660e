import type { CellValue } from '../../domain/admissions/bulk-cells';

/**
 * An exceljs cell value → a plain one: rich text joined, a formula's result, a hyperlink's text, an error
 * as empty. Dates stay dates; numbers stay numbers (the column decides what they mean).
 */
export function plainCell(value: unknown): CellValue {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' || value instanceof Date) return value;
  if (typeof value === 'object') {
    const v = value as { richText?: { text: string }[]; result?: unknown; text?: unknown; error?: unknown };
    if (Array.isArray(v.richText)) return v.richText.map((r) => r.text).join('');
    if ('result' in v) return plainCell(v.result);
    if (typeof v.text === 'string') return v.text;
    if ('error' in v) return null;
  }
  return null;
}
