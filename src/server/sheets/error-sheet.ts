import { BULK_COLUMNS } from '../../domain/admissions/bulk-columns';
import { writeWorkbook } from './workbook-writer';

const ERROR_SHEET = 'Not submitted';
const REASON_HEADER = 'Reason';
const ROW_HEADER = 'Row in uploaded file';

export interface RejectedRow {
  rowNumber: number;
  cells: readonly string[];
  issues: readonly { column: string; reason: string }[];
}

/**
 * The rows an upload did not save, as the clerk typed them, in the template's columns (so the sheet can be
 * fixed and uploaded again as it is) followed by a Reason column ("Column: reason; …") and the row number in
 * the uploaded file. The rows are read from the store one by one; only their texts are kept until written.
 */
export async function errorSheet(rows: AsyncIterable<RejectedRow>): Promise<Buffer> {
  const table: (string | number)[][] = [[...BULK_COLUMNS.map((c) => c.header), REASON_HEADER, ROW_HEADER]];
  for await (const row of rows) {
    const reason = row.issues.map((i) => `${i.column}: ${i.reason}`).join('; ');
    table.push([...BULK_COLUMNS.map((_, i) => row.cells[i] ?? ''), reason, row.rowNumber]);
  }
  return writeWorkbook([
    {
      name: ERROR_SHEET,
      rows: table,
      widths: [...BULK_COLUMNS.map((c) => Math.max(12, c.header.length + 4)), 60, 12],
      frozenRows: 1,
    },
  ]);
}
