import { rupeesNumber } from '../../../domain/money/money';
import type { ColumnKind, ReportTables } from '../../../domain/reports/report-tables';
import { addTableSheet, exportWorkbook, workbookBytes, type TableColumn } from '../../sheets/table-workbook';

const FORMATS: Readonly<Record<ColumnKind, string | undefined>> = {
  text: undefined,
  count: '0',
  money: '#,##0.00',
  percent: '0.0',
};

/** A report as an .xlsx workbook: a sheet per table, amounts in rupees as real numbers, percentages to one decimal. */
export async function reportWorkbook(report: ReportTables, now: Date): Promise<Uint8Array> {
  const book = exportWorkbook(now);
  for (const table of report.tables) {
    const columns: TableColumn[] = table.columns.map((c, i) => ({
      header: c.header,
      key: String(i),
      width: c.kind === 'text' ? 30 : 16,
      numFmt: FORMATS[c.kind],
    }));
    const sheet = addTableSheet(book, table.sheet, columns, { title: `${report.title}: ${table.title}` });
    sheet.addRows(
      table.rows.map((row) =>
        row.map((value, i) =>
          table.columns[i]?.kind === 'money' && typeof value === 'number' ? rupeesNumber(value) : value,
        ),
      ),
    );
  }
  return new Uint8Array(await workbookBytes(book));
}
