import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import type { CellValue } from '../../domain/admissions/bulk-cells';
import { XLSX_TYPE, XLS_TYPE } from '../../domain/files/allowed-types';
import { plainCell } from './cell-values';
import { SHEET_LIMIT_MESSAGES, SHEET_LIMITS } from '../../domain/files/sheet-limits';
import { SheetTooLarge, checkXlsxUnpacked } from './sheet-size';
import { zipInReadingOrder } from './zip-order';

/**
 * One row of the first worksheet: its row number in the sheet (1 is the first), its cells from column A, and
 * whether the workbook counts dates in the 1904 date system (Mac Excel's option: a date serial then means
 * a day 1,462 days later than in the 1900 system).
 */
export interface SheetRow {
  number: number;
  cells: CellValue[];
  date1904: boolean;
}

export class UnreadableSheet extends Error {}

/** The parts exceljs' reader needs before any worksheet (sheet names, shared strings), in the order it reads them. */
const READ_FIRST = ['[Content_Types].xml', '_rels/.rels', 'xl/_rels/workbook.xml.rels', 'xl/workbook.xml', 'xl/sharedStrings.xml', 'xl/styles.xml'];
const readingRank = (name: string) => {
  const at = READ_FIRST.indexOf(name);
  return at < 0 ? READ_FIRST.length : at;
};

/**
 * The rows of an .xlsx workbook's first worksheet, streamed with exceljs' WorkbookReader (shared strings
 * cached, styles and hyperlinks ignored), so a sheet of 100,000 rows is never held whole as objects.
 * The reader goes through the zip's entries in order; as saved (by exceljs itself, among others) a workbook could
 * be read short or fail now and then (exceljs/exceljs#962), so it is given the workbook re-laid for reading
 * (zip-order.ts): the workbook part and shared strings first, every entry with its sizes. "First" is the workbook's
 * own first sheet, whatever the order of its files.
 */
async function* xlsxRows(bytes: Uint8Array): AsyncGenerator<SheetRow> {
  await checkXlsxUnpacked(bytes);
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from([zipInReadingOrder(bytes, readingRank)]), {
    sharedStrings: 'cache',
    hyperlinks: 'ignore',
    styles: 'ignore',
    worksheets: 'emit',
    entries: 'emit',
  });
  const parsed = reader as unknown as { model?: { sheets?: { name: string }[] }; properties?: { model?: { date1904?: boolean } } };
  for await (const worksheet of reader) {
    const first = parsed.model?.sheets?.[0]?.name;
    // <workbookPr date1904="1"/> in xl/workbook.xml, read before any worksheet.
    const date1904 = parsed.properties?.model?.date1904 === true;
    const { name } = worksheet as unknown as { name?: string };
    if (first !== undefined && name !== undefined && name !== first) continue; // another sheet (the template's instructions, lists)
    for await (const row of worksheet as AsyncIterable<ExcelJS.Row>) {
      const values = row.values as unknown[];
      const cells: CellValue[] = [];
      for (let i = 1; i < values.length; i++) cells.push(plainCell(values[i]));
      yield { number: row.number, cells, date1904 };
    }
    return; // the first worksheet only
  }
}

/**
 * The rows of an .xls (BIFF) workbook's first worksheet through SheetJS 0.20.3 (`@e965/xlsx`, which fixes
 * the prototype-pollution and ReDoS advisories of npm `xlsx` 0.18.5). .xls files are small by nature
 * (65,536 rows at most), so reading the whole file is fine. Dates come as serial numbers, as in .xlsx.
 */
async function* xlsRows(bytes: Uint8Array): AsyncGenerator<SheetRow> {
  // SheetJS is loaded for the first .xls only (~6 MB a server that only sees .xlsx never holds).
  const XLSX = await import('@e965/xlsx');
  const book = XLSX.read(bytes, { type: 'array', dense: true, cellDates: false, cellHTML: false, cellFormula: false, cellStyles: false });
  const name = book.SheetNames[0];
  const sheet = name === undefined ? undefined : book.Sheets[name];
  if (!sheet?.['!ref']) return;
  const range = XLSX.utils.decode_range(sheet['!ref']);
  const date1904 = book.Workbook?.WBProps?.date1904 === true;
  const rows = XLSX.utils.sheet_to_json<unknown[]>(sheet, { header: 1, raw: true, blankrows: true, defval: null });
  for (let i = 0; i < rows.length; i++) {
    const row = rows[i] ?? [];
    const cells: CellValue[] = Array.from({ length: range.s.c }, () => null);
    for (const value of row) cells.push(plainCell(value));
    yield { number: range.s.r + i + 1, cells, date1904 };
  }
}

/** Rows past SHEET_LIMITS (too many with content, a cell longer than Excel allows) stop the reading. */
async function* withinLimits(rows: AsyncGenerator<SheetRow>): AsyncGenerator<SheetRow> {
  let filled = 0;
  for await (const row of rows) {
    let empty = true;
    for (const cell of row.cells) {
      if (cell === null || cell === '') continue;
      empty = false;
      if (typeof cell === 'string' && cell.length > SHEET_LIMITS.maxCellChars) throw new SheetTooLarge(400, SHEET_LIMIT_MESSAGES.cellTooLong(row.number));
    }
    if (!empty && ++filled > SHEET_LIMITS.maxRows) throw new SheetTooLarge(413, SHEET_LIMIT_MESSAGES.tooManyRows);
    yield row;
  }
}

/**
 * The first worksheet's rows of an uploaded workbook, by the media type its bytes were found to be. Throws
 * SheetTooLarge past SHEET_LIMITS (an .xlsx is checked unpacked before its rows are read), UnreadableSheet
 * when the bytes cannot be read as a workbook.
 */
export async function* sheetRows(bytes: Uint8Array, mediaType: string): AsyncGenerator<SheetRow> {
  try {
    if (mediaType === XLSX_TYPE) yield* withinLimits(xlsxRows(bytes));
    else if (mediaType === XLS_TYPE) yield* withinLimits(xlsRows(bytes));
    else throw new UnreadableSheet(mediaType);
  } catch (error) {
    if (error instanceof UnreadableSheet || error instanceof SheetTooLarge) throw error;
    throw new UnreadableSheet(error instanceof Error ? error.message : String(error));
  }
}
