import ExcelJS from 'exceljs';
import * as XLSX from '@e965/xlsx';
import { count, sql } from 'drizzle-orm';
import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BULK_COLUMNS } from '../../src/domain/admissions/bulk-columns';
import type { ImportReport } from '../../src/domain/admissions/bulk-report';
import { ADMISSION_MESSAGES } from '../../src/domain/admissions/messages';
import { withVerhoeffDigit } from '../../src/domain/admissions/verhoeff';
import { admissionImportRejects, admissions } from '../../src/server/db/schema';
import { purgeOldImportRejects } from '../../src/server/modules/admissions/import-store';
import { admissionsXlsx, clerkRow, type NamedRow } from './support/admission-sheets';
import { seededDatabase, type TestDatabase } from './support/databases';
import { SessionClient } from './support/session-client';
import { testApp } from './support/test-app';

let database: TestDatabase;
let app: Hono;
let logLines: string[];
let clerk: SessionClient;

beforeAll(async () => {
  database = await seededDatabase('pglite', { collegeCode: 'DEMO', collegeName: 'Demo College' });
  ({ app, logLines } = testApp(database.handle));
  clerk = new SessionClient(app);
  expect((await clerk.signIn('admissions', 'Campus@2026')).status).toBe(200);
}, 300_000);
afterAll(async () => database?.drop());

const cookie = () => [...clerk.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
let keys = 0;
async function upload(bytes: Uint8Array, name: string) {
  const body = new FormData();
  body.append('excelFileUpload', new File([new Uint8Array(bytes)], name));
  return app.request('/api/app/masterDataExcelsUploads?fileType=newAdmissionsForm', {
    method: 'POST',
    body,
    headers: { cookie: cookie(), 'Idempotency-Key': `upload-data-${String(++keys)}` },
  });
}
const saved = async (name: string) =>
  (
    await database.handle.db
      .select()
      .from(admissions)
      .where(sql`${admissions.fullName} = ${name}`)
  )[0];
const HEADERS = BULK_COLUMNS.map((c) => c.header);

describe('dates of workbooks saved with the 1904 date system (Mac Excel)', () => {
  it('keeps the dates of an .xlsx whose workbook says date1904, and the admission number follows the right year', async () => {
    const book = new ExcelJS.Workbook();
    book.properties.date1904 = true;
    const sheet = book.addWorksheet('Admissions');
    sheet.addRow(HEADERS);
    const row = clerkRow(withVerhoeffDigit('61234567890'), {
      'Full Name': 'Mac Sheet Student',
      'Date of Admission': new Date(Date.UTC(2026, 6, 15)),
      'Date of Birth': new Date(Date.UTC(2008, 2, 2)),
    })!;
    sheet.addRow(HEADERS.map((h) => row[h] ?? null));
    const bytes = new Uint8Array(await book.xlsx.writeBuffer());
    expect(new TextDecoder().decode(bytes).length).toBeGreaterThan(0);
    const res = await upload(bytes, 'mac.xlsx');
    expect(res.status).toBe(200);
    expect((await res.json()) as ImportReport).toMatchObject({ savedRows: 1, invalidRows: 0 });
    // Before: 2022-07-14 and 2004-03-01 (4 years and a day back), numbered in the 2022-2023 year.
    const student = await saved('Mac Sheet Student');
    expect(student).toMatchObject({ dateOfAdmission: '2026-07-15', academicYear: '2026-2027' });
    expect(student!.adminNo.startsWith('2026')).toBe(true);
    expect(student!.details).toMatchObject({ dateOfBirth: '2008-03-02' });
  });

  it('keeps the dates of an .xls (SheetJS) whose workbook says date1904', async () => {
    const row = clerkRow(withVerhoeffDigit('61234567891'), { 'Full Name': 'Old Mac Student' })!;
    // Serials of the 1904 system: days since 1904-01-01.
    const serial1904 = (y: number, m: number, d: number) => (Date.UTC(y, m - 1, d) - Date.UTC(1904, 0, 1)) / 86_400_000;
    const cells = HEADERS.map((h) => {
      if (h === 'Date of Admission') return serial1904(2026, 7, 16);
      if (h === 'Date of Birth') return serial1904(2008, 3, 2);
      const value = row[h] ?? null;
      return value instanceof Date ? null : value;
    });
    const sheet = XLSX.utils.aoa_to_sheet([HEADERS, cells]);
    const book = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(book, sheet, 'Admissions');
    book.Workbook = { ...book.Workbook, WBProps: { ...book.Workbook?.WBProps, date1904: true } };
    const bytes = new Uint8Array(XLSX.write(book, { bookType: 'xls', type: 'array' }) as ArrayBuffer);
    expect(XLSX.read(bytes, { type: 'array' }).Workbook?.WBProps?.date1904).toBe(true);
    const res = await upload(bytes, 'mac.xls');
    expect(res.status).toBe(200);
    expect((await res.json()) as ImportReport).toMatchObject({ savedRows: 1, invalidRows: 0 });
    const student = await saved('Old Mac Student');
    expect(student).toMatchObject({ dateOfAdmission: '2026-07-16', academicYear: '2026-2027' });
    expect(student!.details).toMatchObject({ dateOfBirth: '2008-03-02' });
  });
});

describe('Aadhaar and mobile numbers in an upload, as typed', () => {
  const goodOne = withVerhoeffDigit('71234567890');
  const typo = `${goodOne.slice(0, 11)}${String((Number(goodOne[11]) + 1) % 10)}`;
  let report: ImportReport;
  const rows: NamedRow[] = [
    clerkRow(`${goodOne.slice(0, 4)}-${goodOne.slice(4, 8)}-${goodOne.slice(8)}`, {
      'Full Name': 'Pasted Numbers',
      'Student Mobile Number': '+91 98765 43210',
      'Father Mobile Number': '098480 12345',
    }),
    clerkRow(typo, { 'Full Name': 'Typo Aadhaar' }),
    clerkRow(1.23457e11, { 'Full Name': 'Rounded Aadhaar' }),
    clerkRow(Number(withVerhoeffDigit('71234567891')), { 'Full Name': 'Number Cell Aadhaar' }),
    clerkRow(withVerhoeffDigit('71234567892'), {
      'Full Name': 'Foreign Mobile',
      'Student Mobile Number': '+1 415 555 0100',
    }),
  ];

  let uploadKey = '';
  beforeAll(async () => {
    const res = await upload(await admissionsXlsx(rows), 'numbers.xlsx');
    expect(res.status).toBe(200);
    uploadKey = `upload-data-${String(keys)}`;
    report = (await res.json()) as ImportReport;
  });

  it('reads the 12 digits of "4998-7654-3211" and the mobile of "+91 98765 43210" and "098480 12345"', async () => {
    expect(report).toMatchObject({ savedRows: 1, invalidRows: 4 });
    const student = await saved('Pasted Numbers');
    expect(student!.aadhaarLast4).toBe(goodOne.slice(-4));
    expect(student!.details).toMatchObject({ studentContactNo: '9876543210', fatherContactNo: '9848012345' });
  });

  it('refuses a wrong check digit, a number cell (rounded or not) and a foreign mobile, each with its reason', () => {
    expect(report.issues).toEqual(
      expect.arrayContaining([
        { row: 3, column: 'Aadhaar Number', reason: 'Invalid Aadhaar Number' },
        { row: 4, column: 'Aadhaar Number', reason: ADMISSION_MESSAGES.aadhaarAsText },
        { row: 5, column: 'Aadhaar Number', reason: ADMISSION_MESSAGES.aadhaarAsText },
        { row: 6, column: 'Student Mobile Number', reason: ADMISSION_MESSAGES.mobile },
      ]),
    );
    expect(ADMISSION_MESSAGES.aadhaarAsText).toContain('type it as text');
  });

  // One story, step by step: the rows not saved are read, then purged.
  it('keeps the rows not saved without an Aadhaar number in clear, shows it masked, and purges them after IMPORT_REJECTS_TTL_DAYS', async () => {
    // First: keeps no Aadhaar number in clear among the rows not saved; the error sheet shows it masked.
    {
      const stored = JSON.stringify(await database.handle.db.select().from(admissionImportRejects));
      for (const n of [typo, withVerhoeffDigit('71234567891'), withVerhoeffDigit('71234567892'), '123457000000'])
        expect(stored).not.toContain(n);
      const res = await clerk.request(`/api/app/admissionImports/${uploadKey}/errors`);
      const book = new ExcelJS.Workbook();
      await book.xlsx.load(await res.arrayBuffer());
      const sheet = book.worksheets[0]!;
      const aadhaarColumn = HEADERS.indexOf('Aadhaar Number') + 1;
      expect(sheet.getRow(2).getCell(aadhaarColumn).value).toBe(`XXXX XXXX ${typo.slice(-4)}`);
      expect(String(sheet.getRow(3).getCell(aadhaarColumn).value)).toMatch(/^XXXX XXXX \d{4}$/);
    }

    // Then: purges the rows not saved of uploads older than IMPORT_REJECTS_TTL_DAYS, keeping the newer ones.
    {
      const rejects = async () =>
        Number((await database.handle.db.select({ n: count() }).from(admissionImportRejects))[0]!.n);
      const before = await rejects();
      expect(before).toBeGreaterThan(0);
      expect(await purgeOldImportRejects(database.handle.db, 7, new Date())).toBe(0);
      expect(await purgeOldImportRejects(database.handle.db, 7, new Date(Date.now() + 6 * 86_400_000))).toBe(0);
      expect(await purgeOldImportRejects(database.handle.db, 7, new Date(Date.now() + 8 * 86_400_000))).toBe(before);
      expect(await rejects()).toBe(0);
    }
  });
});

describe('a failed batch', () => {
  it("answers 500 and logs none of the applicants' names, birth dates, mobiles or e-mails", async () => {
    // A database that refuses the insert, quoting the row in its message (as a constraint or trigger may).
    await database.handle.db.execute(sql`
      create or replace function refuse_admission() returns trigger language plpgsql as $$
      begin raise exception 'refused % % %', new.full_name, new.details->>'dateOfBirth', new.details::text; end $$`);
    await database.handle.db.execute(
      sql`create trigger refuse_admission before insert on admissions for each row execute function refuse_admission()`,
    );
    const people = Array.from({ length: 30 }, (_, i) =>
      clerkRow(withVerhoeffDigit(String(81234567000 + i)), {
        'Full Name': `Applicant ${String.fromCharCode(65 + (i % 26))}${String.fromCharCode(65 + Math.floor(i / 26))} Secretname`,
        'Date of Birth': '23/09/2007',
        'Student Mobile Number': '98765 1234' + String(i % 10),
        'Email Id': `applicant${String(i)}@example.in`,
      }),
    );
    try {
      const res = await upload(await admissionsXlsx(people), 'batch.xlsx');
      expect(res.status).toBe(500);
    } finally {
      await database.handle.db.execute(sql`drop trigger refuse_admission on admissions`);
    }
    const log = logLines.join('\n');
    expect(log).toContain('unhandled error');
    expect(log).not.toMatch(/Secretname|2007-09-23|23\/09\/2007|98765 ?1234|@example\.in/);
    for (const line of logLines) expect(line.length).toBeLessThan(4000);
  });
});
