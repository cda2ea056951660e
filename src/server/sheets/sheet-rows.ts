import type { CellObject } from '@e965/xlsx';
import type { CellValue } from '../../domain/admissions/bulk-cells';
import { XLSX_TYPE, XLS_TYPE } from '../../domain/files/allowed-types';
import { SHEET_LIMIT_MESSAGES, SHEET_LIMITS } from '../../domain/files/sheet-limits';
import { plainCell } from './cell-values';
import { SheetTooLarge, checkXlsxUnpacked } from './unpacked-limits';

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

/** The first worksheet of a workbook, read and within SHEET_LIMITS. */
export interface FirstSheet {
  /** Rows with something in them, the header included. */
  filledRows: number;
  rows(): Generator<SheetRow>;
}

export class UnreadableSheet extends Error {}

/** A SheetJS cell → a plain value: an error cell is empty; dates come as serial numbers (cellDates off). */
const cellValue = (cell: CellObject | undefined): CellValue => (cell === undefined || cell.t === 'e' || cell.t === 'z' ? null : plainCell(cell.v));

const isFilled = (cell: CellObject | undefined) => {
  const value = cellValue(cell);
  return value !== null && value !== '';
};

/**
 * Reads the workbook's first worksheet — the first of its <sheets> in workbook order, whatever the order of
 * the zip's files — with SheetJS (`@e965/xlsx`, the SheetJS 0.20.3 build on npm), .xlsx and .xls alike. An
 * .xlsx is checked unpacked first (unpacked-limits.ts), since SheetJS holds the whole workbook while reading
 * it; then the rows with content are counted and every cell's text measured before any row is given, so a
 * sheet past SHEET_LIMITS is refused before anything is saved.
 */
async function readFirstSheet(bytes: Uint8Array, xlsx: boolean): Promise<FirstSheet> {
  if (xlsx) await checkXlsxUnpacked(bytes);
  // Loaded with the first upload: a server that never reads a workbook never holds SheetJS (~6 MB).
  const XLSX = await import('@e965/xlsx');
  const book = XLSX.read(bytes, {
    type: 'array',
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
      if (typeof value === 'string' && value.length > SHEET_LIMITS.maxCellChars) throw new SheetTooLarge(400, SHEET_LIMIT_MESSAGES.cellTooLong(r + 1));
    }
    if (++filledRows > SHEET_LIMITS.maxRows) throw new SheetTooLarge(413, SHEET_LIMIT_MESSAGES.tooManyRows);
  }
  return {
    filledRows,
    *rows() {
      for (let r = 0; r < data.length; r++) {
        const row = data[r];
        if (!row) continue;
        const cells: CellValue[] = [];
        for (let c = 0; c < row.length; c++) cells.push(cellValue(row[c]));
        yield { number: r + 1, cells, date1904 };
      }
    },
  };
}

/**
 * The first worksheet of an uploaded workbook, by the media type its bytes were found to be. Throws
 * SheetTooLarge past SHEET_LIMITS, UnreadableSheet when the bytes cannot be read as a workbook.
 */
export async function openFirstSheet(bytes: Uint8Array, mediaType: string): Promise<FirstSheet> {
  if (mediaType !== XLSX_TYPE && mediaType !== XLS_TYPE) throw new UnreadableSheet(mediaType);
  try {
    return await readFirstSheet(bytes, mediaType === XLSX_TYPE);
  } catch (error) {
    if (error instanceof SheetTooLarge) throw error;
    throw new UnreadableSheet(error instanceof Error ? error.message : String(error));
  }
}

/** The rows of an uploaded workbook's first worksheet (see openFirstSheet). */
export async function* sheetRows(bytes: Uint8Array, mediaType: string): AsyncGenerator<SheetRow> {
  yield* (await openFirstSheet(bytes, mediaType)).rows();
}
