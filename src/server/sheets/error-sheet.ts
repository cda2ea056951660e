import ExcelJS from 'exceljs';
import { BULK_COLUMNS } from '../../domain/admissions/bulk-columns';
import { workbookBytes } from './table-workbook';

export const ERROR_SHEET = 'Not submitted';
export const REASON_HEADER = 'Reason';
export const ROW_HEADER = 'Row in uploaded file';

export interface RejectedRow {
  rowNumber: number;
  cells: readonly string[];
  issues: readonly { column: string; reason: string }[];
}

/**
 * The rows an upload did not save, as the clerk typed them, in the template's columns (so the sheet can be
 * fixed and uploaded again as it is) followed by a Reason column ("Column: reason; …") and the row number in
 * the uploaded file. Streamed row by row so a large report does not sit in memory as objects.
 */
export async function errorSheet(rows: AsyncIterable<RejectedRow>): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet(ERROR_SHEET, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = [
    ...BULK_COLUMNS.map((c) => ({ header: c.header, key: c.key, width: Math.max(12, c.header.length + 4) })),
    { header: REASON_HEADER, key: '__reason', width: 60 },
    { header: ROW_HEADER, key: '__row', width: 12 },
  ];
  sheet.getRow(1).font = { bold: true };
  for await (const row of rows) {
    const reason = row.issues.map((i) => `${i.column}: ${i.reason}`).join('; ');
    sheet.addRow([...BULK_COLUMNS.map((_, i) => row.cells[i] ?? ''), reason, row.rowNumber]);
  }
  sheet.getColumn(BULK_COLUMNS.length + 1).font = { color: { argb: 'FFB00020' } };
  return workbookBytes(book);
}
