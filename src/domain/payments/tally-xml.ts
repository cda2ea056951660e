import type { DayBookEntry } from './day-book';

/**
 * The day book as Tally's XML import (Gateway of Tally → Import → Vouchers), so the college's accountant does not type
 * it again. Each entry is one accounting voucher: money in is a Receipt (the cash or bank ledger debited, the fee head's
 * ledger credited), money out a Payment (the head debited, cash or bank credited). Tally writes a debit as a negative
 * amount with ISDEEMEDPOSITIVE Yes and a credit as a positive one with No; dates are yyyymmdd. Cash goes to the ledger
 * named CASH_LEDGER, every other mode to BANK_LEDGER; the fee heads' ledgers are named as the fee types. A vendor
 * payment is a Payment whose head of account is debited with the gross (net + TDS), the bank credited with the net and
 * TDS_LEDGER (what is owed to the government) with the TDS kept back.
 */

export const CASH_LEDGER = 'Cash';
export const BANK_LEDGER = 'Bank';
export const TDS_LEDGER = 'TDS Payable';

const escape = (text: string) =>
  text.replace(/[<>&'"]/g, (ch) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[ch]!);

/** Paise as Tally's amount: rupees with two decimals, negative for a debit. */
const amount = (paise: number, debit: boolean) => `${debit ? '-' : ''}${(paise / 100).toFixed(2)}`;

const ledgerEntry = (ledger: string, paise: number, debit: boolean) =>
  `<ALLLEDGERENTRIES.LIST><LEDGERNAME>${escape(ledger)}</LEDGERNAME><ISDEEMEDPOSITIVE>${debit ? 'Yes' : 'No'}</ISDEEMEDPOSITIVE><AMOUNT>${amount(paise, debit)}</AMOUNT></ALLLEDGERENTRIES.LIST>`;

const NARRATION: Readonly<Record<DayBookEntry['kind'], string>> = {
  RECEIPT: 'Fee received',
  EXCESS: 'Received beyond the dues, to be refunded',
  BOUNCED: 'Cheque or DD returned unpaid',
  CANCELLED: 'Receipt cancelled',
  REFUND: 'Refund',
  VENDOR: 'Paid to vendor',
  REIMBURSEMENT: 'Paid by the state (fee reimbursement)',
};

/** One voucher of an entry; `day` is its college day (YYYY-MM-DD). */
export function tallyVoucher(entry: DayBookEntry, day: string): string {
  const moneyIn = entry.in > 0;
  const paise = moneyIn ? entry.in : entry.out;
  const cashOrBank = entry.mode === 'CASH' ? CASH_LEDGER : BANK_LEDGER;
  const type = moneyIn ? 'Receipt' : 'Payment';
  const party = `${entry.rollNo} ${entry.studentName}`.trim();
  const narration = `${NARRATION[entry.kind]}: ${party}, ${entry.head}`;
  return [
    `<TALLYMESSAGE xmlns:UDF="TallyUDF"><VOUCHER VCHTYPE="${type}" ACTION="Create" OBJVIEW="Accounting Voucher View">`,
    `<DATE>${day.replace(/-/g, '')}</DATE>`,
    `<VOUCHERTYPENAME>${type}</VOUCHERTYPENAME>`,
    `<VOUCHERNUMBER>${escape(entry.number)}</VOUCHERNUMBER>`,
    `<PARTYLEDGERNAME>${escape(moneyIn ? entry.head : cashOrBank)}</PARTYLEDGERNAME>`,
    `<NARRATION>${escape(narration)}</NARRATION>`,
    `<PERSISTEDVIEW>Accounting Voucher View</PERSISTEDVIEW>`,
    moneyIn ? ledgerEntry(cashOrBank, paise, true) : ledgerEntry(entry.head, paise + entry.tds, true),
    moneyIn ? ledgerEntry(entry.head, paise, false) : ledgerEntry(cashOrBank, paise, false),
    entry.tds > 0 ? ledgerEntry(TDS_LEDGER, entry.tds, false) : '',
    '</VOUCHER></TALLYMESSAGE>',
  ].join('');
}

/** The whole import file for `company` (Tally's company name; empty: the company open in Tally). */
export function tallyXml(entries: readonly { entry: DayBookEntry; day: string }[], company = ''): string {
  const vars = company
    ? `<STATICVARIABLES><SVCURRENTCOMPANY>${escape(company)}</SVCURRENTCOMPANY></STATICVARIABLES>`
    : '';
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<ENVELOPE><HEADER><TALLYREQUEST>Import Data</TALLYREQUEST></HEADER><BODY><IMPORTDATA>',
    `<REQUESTDESC><REPORTNAME>Vouchers</REPORTNAME>${vars}</REQUESTDESC><REQUESTDATA>`,
    ...entries.map(({ entry, day }) => tallyVoucher(entry, day)),
    '</REQUESTDATA></IMPORTDATA></BODY></ENVELOPE>',
  ].join('\n');
}
