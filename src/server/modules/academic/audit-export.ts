import type { AuditEntry } from '../../../domain/academic/list-query';
import { addTableSheet, exportWorkbook, workbookBytes } from '../../sheets/table-workbook';
import { dateTimeText } from '../../../domain/calendar/date-text';

const values = (row: Record<string, unknown> | null) =>
  row
    ? Object.entries(row)
        .filter(([key]) => key !== 'id')
        .map(([key, value]) => `${key}: ${typeof value === 'object' ? JSON.stringify(value) : String(value)}`)
        .join('; ')
    : '';

const COLUMNS: { header: string; width: number; value: (e: AuditEntry) => string | number | Date }[] = [
  { header: 'When', width: 22, value: (e) => dateTimeText(e.at) },
  { header: 'List', width: 12, value: (e) => e.list },
  { header: 'Record', width: 8, value: (e) => e.recordId },
  { header: 'Change', width: 8, value: (e) => e.action },
  { header: 'Made by', width: 14, value: (e) => e.userName },
  { header: 'Decision', width: 11, value: (e) => e.decision ?? 'direct' },
  { header: 'Authorized or rejected by', width: 16, value: (e) => e.checkerName ?? '' },
  { header: 'Reason', width: 24, value: (e) => e.reason ?? '' },
  { header: 'Before', width: 50, value: (e) => values(e.before) },
  { header: 'After', width: 50, value: (e) => values(e.after) },
];

/** The audit log of the lists as an .xlsx workbook: one row a change, who made and who decided it, before and after. */
export async function auditWorkbook(entries: readonly AuditEntry[], title: string): Promise<Buffer> {
  const book = exportWorkbook();
  const sheet = addTableSheet(
    book,
    'List changes',
    COLUMNS.map((c, i) => ({ header: c.header, key: `c${String(i)}`, width: c.width })),
    { title, filter: true },
  );
  for (const e of entries) sheet.addRow(COLUMNS.map((c) => c.value(e)));
  return workbookBytes(book);
}
