import { collegeDay } from '../../../domain/calendar/college-time';
import type { DailyCollection, LedgerEntry, LedgerQuery, LedgerTotals } from '../../../domain/payments/ledger';
import { rupeesNumber, rupeesText } from '../../../domain/money/money';
import { addTableSheet, exportWorkbook, workbookBytes } from '../../sheets/table-workbook';
import { dateTimeText, SHEET_DATE_TIME_FORMAT, sheetDateTime } from '../../../domain/calendar/date-text';

const RUPEES = '#,##0.00';
const asRupees = rupeesNumber;

/** 2026-11-23T08:15:00.000Z → a date the spreadsheet shows as the college's date and time (23 Nov 2026, 1:45 pm). */
const asDate = (iso: string | null) => (iso ? sheetDateTime(iso) : null);

function describe(query: LedgerQuery): string {
  const parts = Object.entries(query).filter(([, value]) => value);
  return parts.length ? parts.map(([key, value]) => `${key}: ${value}`).join(', ') : 'all payments';
}

/**
 * The ledger as an .xlsx workbook made on the server: the entries (amounts in rupees, real numbers and
 * dates, a filter row, the header frozen), the totals, and the daily collection summary.
 */
export async function ledgerWorkbook(
  entries: readonly LedgerEntry[],
  totals: LedgerTotals,
  daily: readonly DailyCollection[],
  query: LedgerQuery,
  now: Date,
) {
  const book = exportWorkbook(now);
  const DATE_TIME = SHEET_DATE_TIME_FORMAT;
  const sheet = addTableSheet(
    book,
    'Ledger',
    [
      { header: 'Receipt No', key: 'receiptNo', width: 18 },
      { header: 'Paid On', key: 'paidAt', width: 20, numFmt: DATE_TIME },
      { header: 'Roll Number', key: 'rollNo', width: 14 },
      { header: 'Student Name', key: 'studentName', width: 26 },
      { header: 'Course', key: 'course', width: 12 },
      { header: 'Batch', key: 'batch', width: 12 },
      { header: 'Fee Type', key: 'feeType', width: 20 },
      { header: 'Semester', key: 'semester', width: 22 },
      { header: 'Status', key: 'status', width: 11 },
      { header: 'Amount (₹)', key: 'amount', width: 14, numFmt: RUPEES },
      { header: 'Refunded (₹)', key: 'refunded', width: 14, numFmt: RUPEES },
      { header: 'Paid By', key: 'paymentMode', width: 10 },
      { header: 'Order Id', key: 'orderId', width: 22 },
      { header: 'Transaction Id', key: 'transactionId', width: 38 },
      { header: 'Created', key: 'createdAt', width: 20, numFmt: DATE_TIME },
    ],
    { filter: true },
  );
  for (const e of entries) {
    sheet.addRow({
      ...e,
      paidAt: asDate(e.paidAt),
      createdAt: asDate(e.createdAt),
      paymentMode: e.paidAt ? e.paymentMode : '',
      amount: asRupees(e.amount),
      refunded: asRupees(e.refunded),
    });
  }

  const sums = addTableSheet(book, 'Totals', [
    { header: 'What', key: 'what', width: 34 },
    { header: 'Value', key: 'value', width: 18 },
  ]);
  sums.addRows([
    { what: 'Filters', value: describe(query) },
    { what: 'Payments listed', value: totals.entries },
    { what: 'Collected (₹)', value: asRupees(totals.collected) },
    { what: 'Refunded (₹)', value: asRupees(totals.refunded) },
    { what: 'Net (₹)', value: asRupees(totals.net) },
    { what: 'Pending, still DUE (₹)', value: asRupees(totals.pending) },
    { what: 'Overpaid, to refund (₹)', value: asRupees(totals.toRefund) },
    ...Object.entries(totals.byStatus).map(([status, s]) => ({
      what: `${status}: count / amount (₹)`,
      value: `${s.count} / ${rupeesText(s.amount)}`,
    })),
    { what: 'Exported at', value: dateTimeText(now) },
  ]);
  for (const row of [3, 4, 5, 6, 7]) sums.formatCell(`B${String(row)}`, RUPEES);

  const feeTypes = [...new Set(daily.flatMap((d) => Object.keys(d.byFeeType)))].sort();
  const days = addTableSheet(book, 'Daily Collection', [
    { header: 'Day (India)', key: 'day', width: 14 },
    { header: 'Payments', key: 'payments', width: 10 },
    { header: 'Collected (₹)', key: 'collected', width: 16, numFmt: RUPEES },
    ...feeTypes.map((f) => ({ header: `${f} (₹)`, key: `fee:${f}`, width: 18, numFmt: RUPEES })),
  ]);
  for (const d of daily) {
    days.addRow({
      day: d.day,
      payments: d.payments,
      collected: asRupees(d.collected),
      ...Object.fromEntries(feeTypes.map((f) => [`fee:${f}`, asRupees(d.byFeeType[f] ?? 0)])),
    });
  }
  return workbookBytes(book);
}

export const ledgerFileName = (now: Date) => `Fee_Ledger_${collegeDay(now)}.xlsx`;
