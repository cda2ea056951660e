import { MB } from './allowed-types';
import { countText } from '../display-formats';

/**
 * What an uploaded workbook may hold once unpacked. An .xlsx is zipped XML: a few MB can unpack to GBs
 * (one 3.8 MB file held the server at 4.5 GB for minutes), so these are checked before it is read.
 * 100,000 rows of the admissions template unpack to well under the size limit; the reader holds the whole
 * sheet while it reads it, about 240 bytes a filled cell, so the cells are limited too.
 */
export const SHEET_LIMITS = {
  /** All parts of the workbook unpacked together. */
  maxUnpackedBytes: 400 * MB,
  /** Rows with something in them, the header included. */
  maxRows: 100_001,
  /** Cells in the worksheets (20 filled columns of 100,000 rows): about 500 MB while the sheet is read. */
  maxCells: 2_000_000,
  /** Excel's own limit for one cell's text. */
  maxCellChars: 32_767,
} as const;

export const SHEET_LIMIT_MESSAGES = {
  tooMuchData: `The workbook unpacks to more than ${String(SHEET_LIMITS.maxUnpackedBytes / MB)} MB. Please upload only the sheet of rows, or split it into smaller files.`,
  tooManyRows: `The sheet has more than ${countText(SHEET_LIMITS.maxRows - 1)} rows. Please split it into files of at most that many rows.`,
  tooManyCells: `The workbook has more than ${countText(SHEET_LIMITS.maxCells)} cells. Please upload only the sheet of rows, or split it into smaller files.`,
  cellTooLong: (row: number | null) =>
    `${row === null ? 'The sheet' : `Row ${String(row)}`} has a cell with more than ${countText(SHEET_LIMITS.maxCellChars)} characters, more than Excel itself allows. Please check the file.`,
} as const;
