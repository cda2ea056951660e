import type { BatchCount, DirectoryRow } from '../../../domain/alumni/directory';
import { addTableSheet, exportWorkbook, workbookBytes } from '../../sheets/table-workbook';

/** The directory as an .xlsx workbook: the filtered alumni, and the counts by batch on a second sheet. */
export async function directoryWorkbook(
  rows: readonly DirectoryRow[],
  counts: readonly BatchCount[],
): Promise<Uint8Array> {
  const book = exportWorkbook();
  const sheet = addTableSheet(book, 'Alumni', [
    { header: 'Roll Number', key: 'rollNumber', width: 14 },
    { header: 'Name', key: 'name', width: 28 },
    { header: 'Degree', key: 'degree', width: 10 },
    { header: 'Batch', key: 'batch', width: 12 },
    { header: 'Branch', key: 'branch', width: 10 },
    { header: 'Status', key: 'status', width: 10 },
    { header: 'Company / Institute', key: 'organisation', width: 30 },
    { header: 'Role / Course', key: 'role', width: 24 },
    { header: 'Location', key: 'location', width: 24 },
    { header: 'E-mail', key: 'email', width: 30 },
    { header: 'Mobile', key: 'mobile', width: 12 },
  ]);
  for (const row of rows) sheet.addRow({ ...row, email: row.email ?? '', mobile: row.mobile ?? '' });
  const totals = addTableSheet(book, 'Counts by batch', [
    { header: 'Batch', key: 'batch', width: 12 },
    { header: 'Working', key: 'working', width: 10 },
    { header: 'Studying', key: 'studying', width: 10 },
    { header: 'Other', key: 'other', width: 10 },
  ]);
  for (const count of counts) totals.addRow(count);
  return new Uint8Array(await workbookBytes(book));
}
