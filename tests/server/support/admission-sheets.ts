import ExcelJS from 'exceljs';
import * as XLSX from '@e965/xlsx';
import { BULK_COLUMNS } from '../../../src/domain/admissions/bulk-columns';

export type SheetCell = string | number | Date | null;
/** A row by header ('Full Name': 'Ravi'); the columns not named stay empty. */
export type NamedRow = Partial<Record<string, SheetCell>> | null;

const HEADERS = BULK_COLUMNS.map((c) => c.header);
const asArray = (row: NamedRow) => HEADERS.map((h) => (row ? (row[h] ?? null) : null));

const written = new Map<string, Uint8Array>();

/**
 * An .xlsx with the template's header and these rows (null: a blank row), cells typed as given. The same rows
 * give the same bytes (a workbook carries its write time), so a test can send one file again with its key.
 */
export async function admissionsXlsx(rows: readonly NamedRow[]): Promise<Uint8Array> {
  const id = JSON.stringify(rows);
  const known = written.get(id);
  if (known) return known;
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Admissions');
  sheet.addRow(HEADERS);
  for (const row of rows) sheet.addRow(asArray(row));
  const bytes = new Uint8Array(await book.xlsx.writeBuffer());
  written.set(id, bytes);
  return bytes;
}

/** The same as an .xls (BIFF8) workbook, written by SheetJS. */
export function admissionsXls(rows: readonly NamedRow[]): Uint8Array {
  const sheet = XLSX.utils.aoa_to_sheet([HEADERS, ...rows.map(asArray)]);
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, sheet, 'Admissions');
  return new Uint8Array(XLSX.write(book, { bookType: 'xls', type: 'array' }) as ArrayBuffer);
}

/** A student row as a clerk types it: numbers as numbers, the given Aadhaar, a valid course, batch and branch. */
export function clerkRow(aadhaar: SheetCell, extra: NamedRow = {}): NamedRow {
  return {
    'Full Name': 'Ravi Kumar',
    Gender: 'MALE',
    'Aadhaar Number': aadhaar,
    'Student Mobile Number': 9876543210,
    'Date of Admission': new Date(Date.UTC(2026, 6, 15)),
    'Date of Birth': new Date(Date.UTC(2008, 2, 2)),
    Course: 'B.Tech',
    Batch: '2024-2028',
    Branch: 'CSE',
    'Caste Category': 'OC',
    ...extra,
  };
}
