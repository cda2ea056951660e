import { collegeDateTime } from '../calendar/college-time';
import type { ReportTables } from '../reports/report-tables';
import type { DayBookAnswer, DayBookEntry, DayBookKind, DayBookMode, DayBookQuery } from './day-book';

/** The most entries the day book's PDF lists: a month of a large college fits; a year goes to Excel. */
export const DAY_BOOK_PDF_MAX_ENTRIES = 5_000;

/** The entries' kinds and modes as the printed day book names them (English, as every export of the college is). */
const KIND_TEXT: Readonly<Record<DayBookKind, string>> = {
  RECEIPT: 'Receipt',
  EXCESS: 'Beyond dues',
  BOUNCED: 'Bounced',
  CANCELLED: 'Cancelled',
  REFUND: 'Refund',
  VENDOR: 'Vendor payment',
  REIMBURSEMENT: 'State reimbursement',
};
const MODE_TEXT: Readonly<Record<DayBookMode, string>> = {
  CASH: 'Cash',
  CHEQUE: 'Cheque',
  DD: 'Demand draft',
  UPI: 'UPI',
  CARD: 'Card (terminal)',
  ONLINE: 'Online',
  TRANSFER: 'Bank transfer',
};

const flowColumns = [
  { header: 'In', kind: 'money' },
  { header: 'Out', kind: 'money' },
] as const;

/**
 * The day book as the tables its PDF prints: the balances, the totals by day, head, mode and cashier, then every
 * entry (oldest first) with its party and the TDS kept back from a vendor.
 */
export function dayBookTables(q: DayBookQuery, answer: DayBookAnswer, entries: readonly DayBookEntry[]): ReportTables {
  const days = q.from === q.to ? q.from : `${q.from} to ${q.to}`;
  const filters = [q.mode ? MODE_TEXT[q.mode] : '', q.head ?? ''].filter(Boolean).join(', ');
  return {
    title: `Day book ${days}${filters ? ` (${filters})` : ''}`,
    tables: [
      {
        sheet: 'Balances',
        title: 'Balances',
        columns: [
          { header: 'Opening', kind: 'money' },
          { header: 'Money in', kind: 'money' },
          { header: 'Money out', kind: 'money' },
          { header: 'Closing', kind: 'money' },
        ],
        rows: [[answer.opening, answer.in, answer.out, answer.closing]],
      },
      {
        sheet: 'By mode',
        title: 'By mode',
        columns: [{ header: 'Mode', kind: 'text' }, ...flowColumns],
        rows: answer.byMode.map((m) => [MODE_TEXT[m.mode], m.in, m.out]),
      },
      {
        sheet: 'By head',
        title: 'By head',
        columns: [{ header: 'Head', kind: 'text' }, ...flowColumns],
        rows: answer.byHead.map((h) => [h.head, h.in, h.out]),
      },
      {
        sheet: 'By cashier',
        title: 'By cashier',
        columns: [{ header: 'Cashier', kind: 'text' }, ...flowColumns],
        rows: answer.byCashier.map((c) => [c.cashier || 'Online', c.in, c.out]),
      },
      {
        sheet: 'By day',
        title: 'By day',
        columns: [{ header: 'Day', kind: 'text' }, ...flowColumns],
        rows: answer.byDay.map((d) => [d.day, d.in, d.out]),
      },
      {
        sheet: 'Entries',
        title: `Entries (${String(entries.length)})`,
        columns: [
          { header: 'When', kind: 'text' },
          { header: 'Entry', kind: 'text' },
          { header: 'Number', kind: 'text' },
          { header: 'Head', kind: 'text' },
          { header: 'Mode', kind: 'text' },
          { header: 'Student or vendor', kind: 'text' },
          ...flowColumns,
          { header: 'TDS kept', kind: 'money' },
        ],
        rows: entries.map((e) => [
          collegeDateTime(new Date(e.at)),
          KIND_TEXT[e.kind],
          e.number,
          e.head,
          MODE_TEXT[e.mode],
          `${e.rollNo} ${e.studentName}`.trim(),
          e.in || null,
          e.out || null,
          e.tds || null,
        ]),
      },
    ],
  };
}
