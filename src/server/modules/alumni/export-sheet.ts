import ExcelJS from 'exceljs';
import type { BatchCount, DirectoryRow } from '../../../domain/alumni/directory';

/** The directory as an .xlsx workbook: the filtered alumni, and the counts by batch on a second sheet. */
export async function directoryWorkbook(rows: readonly DirectoryRow[], counts: readonly BatchCount[]): Promise<Uint8Array> {
  const book = new ExcelJS.Workbook();
  book.created = new Date();
  const sheet = book.addWorksheet('Alumni');
  sheet.columns = [
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
  ];
  sheet.getRow(1).font = { bold: true };
  sheet.views = [{ state: 'frozen', ySplit: 1 }];
  for (const row of rows) sheet.addRow({ ...row, email: row.email ?? '', mobile: row.mobile ?? '' });
  const totals = book.addWorksheet('Counts by batch');
  totals.columns = [
    { header: 'Batch', key: 'batch', width: 12 },
    { header: 'Working', key: 'working', width: 10 },
    { header: 'Studying', key: 'studying', width: 10 },
    { header: 'Other', key: 'other', width: 10 },
  ];
  totals.getRow(1).font = { bold: true };
  for (const count of counts) totals.addRow(count);
  return new Uint8Array(await book.xlsx.writeBuffer());
}
