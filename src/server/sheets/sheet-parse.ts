import type { CellObject } from '@e965/xlsx';
import type { CellValue } from '../../domain/admissions/bulk-cells';
import { SHEET_LIMIT_MESSAGES, SHEET_LIMITS } from '../../domain/files/sheet-limits';
import { plainCell } from './cell-values';
import { SheetTooLarge, checkXlsxUnpacked } from './unpacked-limits';

/** One row of a worksheet as plain values: its number in the sheet (1 is the first) and its cells from column A. */
export interface PlainRow {
  number: number;
  cells: CellValue[];
}

/** The first worksheet, parsed and within SHEET_LIMITS; `take` gives its rows in order, a batch at a time. */
export interface ParsedSheet {
  filledRows: number;
  date1904: boolean;
  /** The next rows (up to `count`; fewer, then none, at the end), dropped from the parsed sheet as they go. */
  take(count: number): PlainRow[];
}

/** A SheetJS cell → a plain value: an error cell is empty; dates come as serial numbers (cellDates off). */
const cellValue = (cell: CellObject | undefined): CellValue =>
  cell === undefined || cell.t === 'e' || cell.t === 'z' ? null : plainCell(cell.v);

const isFilled = (cell: CellObject | undefined) => {
  const value = cellValue(cell);
  return value !== null && value !== '';
};

/**
 * Parses the workbook's first worksheet — the first of its <sheets> in workbook order, whatever the order of
 * the zip's files — with SheetJS (`@e965/xlsx`, the SheetJS 0.20.3 build on npm), .xlsx and .xls alike. An
 * .xlsx is checked unpacked first (unpacked-limits.ts), since SheetJS holds the whole workbook while reading
 * it; then the rows with content are counted and every cell's text measured, so a sheet past SHEET_LIMITS is
 * refused (SheetTooLarge) before any row is given. Only the first sheet is parsed, without styles, number
 * formats, formatted text or formulas, into SheetJS' dense layout (an array of rows), the leanest it offers.
 * Runs in the sheet worker (sheet-worker.ts): parsing is synchronous and takes seconds for a large sheet.
 */
export async function parseFirstSheet(bytes: Uint8Array, xlsx: boolean): Promise<ParsedSheet> {
  if (xlsx) await checkXlsxUnpacked(bytes);
  const XLSX = await import('@e965/xlsx');
  // As a Buffer over the same memory: SheetJS then unzips from it without a copy (~25 MB less at 100,000 rows).
  const book = XLSX.read(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), {
    type: 'buffer',
    dense: true,
    sheets: 0,
    cellDates: false,
    cellFormula: false,
    cellHTML: false,
    cellNF: false,
    cellStyles: false,
    cellText: false,
  });
  const name = book.SheetNames[0];
  const sheet = name === undefined ? undefined : book.Sheets[name];
  const data: (CellObject[] | undefined)[] = sheet?.['!data'] ?? [];
  const date1904 = book.Workbook?.WBProps?.date1904 === true;
  let filledRows = 0;
  for (let r = 0; r < data.length; r++) {
    const row = data[r];
    if (!row?.some(isFilled)) continue;
    for (const cell of row) {
      const value = cellValue(cell);
      if (typeof value === 'string' && value.length > SHEET_LIMITS.maxCellChars)
        throw new SheetTooLarge(400, SHEET_LIMIT_MESSAGES.cellTooLong(r + 1));
    }
    if (++filledRows > SHEET_LIMITS.maxRows) throw new SheetTooLarge(413, SHEET_LIMIT_MESSAGES.tooManyRows);
  }
  let next = 0;
  return {
    filledRows,
    date1904,
    take(count) {
      const rows: PlainRow[] = [];
      for (; next < data.length && rows.length < count; next++) {
        const row = data[next];
        if (!row) continue;
        data[next] = undefined;
        const cells: CellValue[] = [];
        for (let c = 0; c < row.length; c++) cells.push(cellValue(row[c]));
        rows.push({ number: next + 1, cells });
      }
      return rows;
    },
  };
}
