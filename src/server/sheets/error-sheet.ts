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
 * The rows an upload did not save, as the clerk typed them, in the template's columns (the admissions template's
 * unless `headers` names another's) (so the sheet can be
 * fixed and uploaded again as it is) followed by a Reason column ("Column: reason; …") and the row number in
 * the uploaded file. The rows are read from the store one by one; only their texts are kept until written.
 */
export async function errorSheet(
  rows: AsyncIterable<RejectedRow>,
  headers: readonly string[] = BULK_COLUMNS.map((c) => c.header),
): Promise<Buffer> {
  const table: (string | number)[][] = [[...headers, REASON_HEADER, ROW_HEADER]];
  for await (const row of rows) {
    const reason = row.issues.map((i) => (i.column ? `${i.column}: ${i.reason}` : i.reason)).join('; ');
    table.push([...headers.map((_, i) => row.cells[i] ?? ''), reason, row.rowNumber]);
  }
  return writeWorkbook([
    {
      name: ERROR_SHEET,
      rows: table,
      widths: [...headers.map((h) => Math.max(12, h.length + 4)), 60, 12],
      frozenRows: 1,
    },
  ]);
}
