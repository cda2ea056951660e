import type { CellObject, WorkBook, WorkSheet } from '@e965/xlsx';
import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate';
import { neutralisedText } from './cell-values';

/** What a written cell may hold: text, a number, a yes/no, a date (written as a date serial), or nothing. */
export type WrittenCell = string | number | boolean | Date | null | undefined;

/** A drop-down on a range of cells: a quoted list (`"MALE,FEMALE"`) or a range (`Lists!$A$2:$A$9`). */
export interface ListValidation {
  range: string;
  formula: string;
  allowBlank: boolean;
  /** `stop` refuses another value; `warning` lets it be kept after a warning. */
  errorStyle: 'stop' | 'warning';
  errorTitle: string;
  error: string;
}

/** One worksheet of a workbook to write. Columns and rows count from 0 here; addresses are Excel's. */
export interface SheetSpec {
  name: string;
  rows: readonly (readonly WrittenCell[])[];
  /** Column widths in characters. */
  widths?: readonly number[];
  /** Number formats by column, for the numbers and dates of the rows from `formatFrom` on. */
  columnFormats?: readonly (string | undefined)[];
  formatFrom?: number;
  /** Number formats of single cells by address (`B3`). */
  cellFormats?: Readonly<Record<string, string>>;
  /** Columns formatted as text as a whole, so what a user types there stays text (a 12-digit number does not turn into 1.23457E+11). */
  textColumns?: readonly number[];
  /** Rows kept in view when the sheet scrolls. */
  frozenRows?: number;
  /** The row (from 0) that gets a filter button on each column. */
  filterRow?: number;
  /** Hidden so that a user cannot show it from Excel's menu (it holds lists drop-downs read). */
  veryHidden?: boolean;
  validations?: readonly ListValidation[];
}

const DAY_MS = 86_400_000;
/** Days from Excel's 1900 day 0 to 1970-01-01. */
const EPOCH_1970 = 25_569;
const DEFAULT_DATE = 'yyyy-mm-dd';

/** Excel's letters for a column counted from 0 (0 → A, 26 → AA). */
export const columnLetters = (index: number): string => {
  let s = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) s = String.fromCharCode(65 + ((n - 1) % 26)) + s;
  return s;
};

/** A cell for SheetJS: text neutralised (cell-values.ts), dates as UTC date serials with a date format. */
function cellOf(value: WrittenCell, format: string | undefined): CellObject | undefined {
  if (value === null || value === undefined) return undefined;
  if (typeof value === 'string') return { t: 's', v: neutralisedText(value), ...(format === '@' ? { z: '@' } : {}) };
  if (typeof value === 'boolean') return { t: 'b', v: value };
  if (value instanceof Date) return { t: 'n', v: value.getTime() / DAY_MS + EPOCH_1970, z: format ?? DEFAULT_DATE };
  return { t: 'n', v: value, ...(format ? { z: format } : {}) };
}

function worksheetOf(XLSX: typeof import('@e965/xlsx'), spec: SheetSpec): WorkSheet {
  const data: CellObject[][] = [];
  let lastColumn = 0;
  spec.rows.forEach((row, r) => {
    const cells: CellObject[] = [];
    row.forEach((value, c) => {
      const format = spec.textColumns?.includes(c)
        ? '@'
        : r >= (spec.formatFrom ?? 0)
          ? spec.columnFormats?.[c]
          : undefined;
      const cell = cellOf(value, spec.cellFormats?.[`${columnLetters(c)}${String(r + 1)}`] ?? format);
      if (cell) cells[c] = cell;
    });
    data[r] = cells;
    lastColumn = Math.max(lastColumn, row.length - 1);
  });
  const sheet: WorkSheet = { '!data': data };
  if (spec.rows.length)
    sheet['!ref'] = XLSX.utils.encode_range({ s: { r: 0, c: 0 }, e: { r: spec.rows.length - 1, c: lastColumn } });
  if (spec.widths) sheet['!cols'] = spec.widths.map((wch) => ({ wch }));
  if (spec.filterRow !== undefined && spec.rows.length) {
    const row = String(spec.filterRow + 1);
    sheet['!autofilter'] = { ref: `A${row}:${columnLetters(lastColumn)}${row}` };
  }
  return sheet;
}

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Where <dataValidations> goes in a worksheet: before the first of the parts the schema puts after it. */
const AFTER_VALIDATIONS =
  /<(?:hyperlinks|printOptions|pageMargins|pageSetup|headerFooter|rowBreaks|colBreaks|customProperties|cellWatches|ignoredErrors|smartTags|drawing|legacyDrawing|tableParts|extLst)\b|<\/worksheet>/;

/** The index of the cell format that formats as text (number format 49, '@') in SheetJS' styles.xml. */
function textStyleIndex(styles: string): number {
  const xfs = /<cellXfs[^>]*>([\s\S]*?)<\/cellXfs>/.exec(styles)?.[1] ?? '';
  return (xfs.match(/<xf\b[^>]*>/g) ?? []).findIndex((xf) => /numFmtId="49"/.test(xf));
}

/**
 * What SheetJS' community build does not write, added to the worksheet XML it wrote: the frozen rows (a pane
 * in the sheet view), whole columns formatted as text (the column's style), and the drop-downs (data validations).
 */
function withSheetExtras(xml: string, spec: SheetSpec, textStyle: number): string {
  let out = xml;
  if (spec.frozenRows) {
    const top = `A${String(spec.frozenRows + 1)}`;
    const pane = `<pane ySplit="${String(spec.frozenRows)}" topLeftCell="${top}" activePane="bottomLeft" state="frozen"/><selection pane="bottomLeft" activeCell="${top}" sqref="${top}"/>`;
    out = out.replace(/<sheetView\b([^>]*?)\/>/, `<sheetView$1>${pane}</sheetView>`);
  }
  if (spec.textColumns?.length && textStyle >= 0) {
    for (const c of spec.textColumns) {
      const n = String(c + 1);
      out = out.replace(
        new RegExp(`<col min="${n}" max="${n}"`),
        `<col min="${n}" max="${n}" style="${String(textStyle)}"`,
      );
    }
  }
  if (spec.validations?.length) {
    const rules = spec.validations.map(
      (v) =>
        `<dataValidation type="list" errorStyle="${v.errorStyle}" allowBlank="${v.allowBlank ? '1' : '0'}" showErrorMessage="1" errorTitle="${escapeXml(v.errorTitle)}" error="${escapeXml(v.error)}" sqref="${v.range}"><formula1>${escapeXml(v.formula)}</formula1></dataValidation>`,
    );
    const block = `<dataValidations count="${String(rules.length)}">${rules.join('')}</dataValidations>`;
    const at = AFTER_VALIDATIONS.exec(out)?.index ?? out.length;
    out = out.slice(0, at) + block + out.slice(at);
  }
  return out;
}

/**
 * The bytes of an .xlsx holding these sheets, written by SheetJS (`@e965/xlsx`, the same library that reads
 * uploads) with fflate adding what SheetJS' community build leaves out (withSheetExtras). Every text cell
 * passes through neutralisedText, so nothing written here opens as a formula.
 */
export async function writeWorkbook(sheets: readonly SheetSpec[], created = new Date()): Promise<Buffer> {
  const XLSX = await import('@e965/xlsx');
  const book: WorkBook = {
    SheetNames: [],
    Sheets: {},
    Props: { Author: 'Campus ERP', CreatedDate: created },
    Workbook: { Sheets: [] },
  };
  for (const spec of sheets) {
    XLSX.utils.book_append_sheet(book, worksheetOf(XLSX, spec), spec.name);
    book.Workbook!.Sheets!.push({ name: spec.name, Hidden: spec.veryHidden ? 2 : 0 });
  }
  const written = XLSX.write(book, { type: 'buffer', bookType: 'xlsx', bookSST: true, compression: true }) as Buffer;
  if (!sheets.some((s) => s.frozenRows || s.textColumns?.length || s.validations?.length)) return written;
  const parts = unzipSync(written);
  const textStyle = textStyleIndex(strFromU8(parts['xl/styles.xml'] ?? new Uint8Array()));
  sheets.forEach((spec, i) => {
    const path = `xl/worksheets/sheet${String(i + 1)}.xml`;
    const xml = parts[path];
    if (xml) parts[path] = strToU8(withSheetExtras(strFromU8(xml), spec, textStyle));
  });
  return Buffer.from(zipSync(parts, { level: 6 }));
}
