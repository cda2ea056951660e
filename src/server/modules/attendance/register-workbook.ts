import { registerColumnTitle, type MonthlyRegister } from '../../../domain/attendance/attendance';
import { addTableSheet, exportWorkbook, workbookBytes } from '../../sheets/table-workbook';

/** A section's monthly register as an Excel workbook: roll number, name, a column per class, held, attended, %. */
export async function registerWorkbook(register: MonthlyRegister): Promise<Uint8Array> {
  const book = exportWorkbook();
  const sheet = addTableSheet(
    book,
    'Register',
    [
      { header: 'Roll No', key: 'rollNo', width: 14 },
      { header: 'Name', key: 'name', width: 28 },
      ...register.columns.map((c, i) => ({ header: registerColumnTitle(c), key: `c${String(i)}`, width: 6 })),
      { header: 'Held', key: 'held', width: 7 },
      { header: 'Attended', key: 'present', width: 9 },
      { header: '%', key: 'percent', width: 7, numFmt: '0.0' },
    ],
    { title: `Attendance register: ${register.section}, ${register.month}` },
  );
  for (const row of register.rows)
    sheet.addRow([row.rollNo, row.name, ...row.cells, row.held, row.present, row.percent]);
  return new Uint8Array(await workbookBytes(book));
}
