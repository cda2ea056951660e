import { rupeesNumber } from '../../../domain/money/money';
import type { VendorLedger } from '../../../domain/vendors/vendor-answers';
import { addTableSheet, exportWorkbook, workbookBytes } from '../../sheets/table-workbook';

const RUPEES = '#,##0.00';

/** A YYYY-MM-DD day as the date a spreadsheet shows (midnight UTC, the cell formatted as a date only). */
const asDay = (day: string) => new Date(`${day}T00:00:00Z`);

/**
 * A vendor's ledger as an .xlsx workbook: its lines (real dates and rupees, a filter row), then the totals and the
 * balance owed, under the vendor's name, GSTIN and PAN.
 */
export async function vendorLedgerWorkbook(ledger: VendorLedger, now: Date) {
  const book = exportWorkbook(now);
  const sheet = addTableSheet(
    book,
    'Ledger',
    [
      { header: 'Date', key: 'at', width: 12, numFmt: 'd mmm yyyy' },
      { header: 'Entry', key: 'kind', width: 9 },
      { header: 'Number', key: 'number', width: 18 },
      { header: 'Particulars', key: 'particulars', width: 44 },
      { header: 'Debit (₹)', key: 'debit', width: 14, numFmt: RUPEES },
      { header: 'Credit (₹)', key: 'credit', width: 14, numFmt: RUPEES },
      { header: 'Balance (₹)', key: 'balance', width: 14, numFmt: RUPEES },
    ],
    { filter: true },
  );
  for (const l of ledger.lines)
    sheet.addRow({
      ...l,
      at: asDay(l.at),
      debit: rupeesNumber(l.debit),
      credit: rupeesNumber(l.credit),
      balance: rupeesNumber(l.balance),
    });
  const totals = addTableSheet(book, 'Totals', [
    { header: 'Vendor', key: 'name', width: 30 },
    { header: 'GSTIN', key: 'gstin', width: 17 },
    { header: 'PAN', key: 'pan', width: 12 },
    { header: 'Billed (₹)', key: 'credit', width: 14, numFmt: RUPEES },
    { header: 'Paid and TDS (₹)', key: 'debit', width: 16, numFmt: RUPEES },
    { header: 'TDS (₹)', key: 'tds', width: 14, numFmt: RUPEES },
    { header: 'Owed (₹)', key: 'balance', width: 14, numFmt: RUPEES },
  ]);
  totals.addRow({
    name: ledger.vendor.name,
    gstin: ledger.vendor.gstin,
    pan: ledger.vendor.pan,
    credit: rupeesNumber(ledger.credit),
    debit: rupeesNumber(ledger.debit),
    tds: rupeesNumber(ledger.tds),
    balance: rupeesNumber(ledger.balance),
  });
  return workbookBytes(book);
}

/** The workbook's file name: Vendor_Ledger_<name in letters and digits>.xlsx. */
export const ledgerFileName = (ledger: VendorLedger): string =>
  `Vendor_Ledger_${ledger.vendor.name.replace(/[^A-Za-z0-9]+/g, '_').replace(/^_|_$/g, '') || String(ledger.vendor.id)}.xlsx`;
