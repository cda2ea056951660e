import { count } from 'drizzle-orm';
import type { Hono } from 'hono';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BULK_COLUMNS } from '../../src/domain/admissions/bulk-columns';
import { SHEET_LIMIT_MESSAGES, SHEET_LIMITS } from '../../src/domain/files/sheet-limits';
import { admissions } from '../../src/server/db/schema';
import { admissionsXlsx, clerkRow } from './support/admission-sheets';
import { SHEET_HEAD, inflatingXlsx } from './support/inflating-xlsx';
import { seededDatabase, type TestDatabase } from './support/databases';
import { SessionClient } from './support/session-client';
import { testApp, testClock } from './support/test-app';
import { validAadhaar } from './support/verhoeff-aadhaar';

let database: TestDatabase;
let app: Hono;
let clerk: SessionClient;

beforeAll(async () => {
  database = await seededDatabase('pglite', { collegeCode: 'DEMO', collegeName: 'Demo College' });
  ({ app } = testApp(database.handle, {}, { clock: testClock(Date.parse('2026-07-20T06:00:00Z')).clock }));
  clerk = new SessionClient(app);
  expect((await clerk.signIn('admissions', 'Campus@2026')).status).toBe(200);
}, 300_000);
afterAll(async () => database?.drop());

const admissionCount = async () => Number((await database.handle.db.select({ n: count() }).from(admissions))[0]!.n);
let keys = 0;
async function upload(bytes: Uint8Array) {
  const body = new FormData();
  body.append('excelFileUpload', new File([new Uint8Array(bytes)], 'big.xlsx'));
  const res = await app.request('/api/app/masterDataExcelsUploads?fileType=newAdmissionsForm', {
    method: 'POST',
    body,
    headers: {
      cookie: [...clerk.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
      'Idempotency-Key': `limits-${String(++keys)}`,
    },
  });
  return { status: res.status, message: ((await res.json()) as { message: string }).message };
}

describe('an Excel upload that inflates is stopped while it is read', () => {
  it('refuses a workbook whose parts declare GBs unpacked (413), saving nothing', async () => {
    const before = await admissionCount();
    const bytes = await inflatingXlsx(
      await admissionsXlsx([]),
      `${SHEET_HEAD}<row r="1"><c r="A1" t="inlineStr"><is><t>`,
      'A',
      1000,
      '</t></is></c></row></sheetData></worksheet>',
    );
    expect(bytes.length).toBeLessThan(5 * 1024 * 1024);
    expect(await upload(bytes)).toEqual({ status: 413, message: SHEET_LIMIT_MESSAGES.tooMuchData });
    expect(await admissionCount()).toBe(before);
  });

  it('refuses one that lies about its sizes once the real bytes pass the limit (413)', async () => {
    const before = await admissionCount();
    const rows = '<row><c t="inlineStr"><is><t>x</t></is></c></row>';
    const bytes = await inflatingXlsx(
      await admissionsXlsx([]),
      SHEET_HEAD,
      '<x/>',
      1000,
      `${rows}</sheetData></worksheet>`,
      4096,
    );
    const started = Date.now();
    expect(await upload(bytes)).toEqual({ status: 413, message: SHEET_LIMIT_MESSAGES.tooMuchData });
    expect(Date.now() - started).toBeLessThan(60_000);
    expect(await admissionCount()).toBe(before);
  }, 120_000);

  it('refuses a cell of highly compressible text longer than Excel allows (400)', async () => {
    const bytes = await inflatingXlsx(
      await admissionsXlsx([]),
      `${SHEET_HEAD}<row r="1"><c r="A1" t="inlineStr"><is><t>`,
      'A',
      50,
      '</t></is></c></row></sheetData></worksheet>',
      4096,
    );
    expect(await upload(bytes)).toEqual({ status: 400, message: SHEET_LIMIT_MESSAGES.cellTooLong(null) });
  });

  it('refuses a workbook of more cells than the limit (413), however small they are', async () => {
    const before = await admissionCount();
    const cells = '<row>' + '<c><v>1</v></c>'.repeat(1000) + '</row>';
    const bytes = await inflatingXlsx(
      await admissionsXlsx([]),
      SHEET_HEAD,
      ' ',
      0,
      `${cells.repeat(SHEET_LIMITS.maxCells / 1000 + 1)}</sheetData></worksheet>`,
    );
    expect(bytes.length).toBeLessThan(1024 * 1024);
    expect(await upload(bytes)).toEqual({ status: 413, message: SHEET_LIMIT_MESSAGES.tooManyCells });
    expect(await admissionCount()).toBe(before);
  });

  it('refuses a sheet of more rows than the limit (413) before saving any', async () => {
    const before = await admissionCount();
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('Admissions');
    sheet.addRow(BULK_COLUMNS.map((c) => c.header));
    for (let i = 0; i < 100_001; i++) sheet.addRow([`Student ${String(i)}`]);
    const bytes = new Uint8Array(await book.xlsx.writeBuffer());
    expect(await upload(bytes)).toEqual({ status: 413, message: SHEET_LIMIT_MESSAGES.tooManyRows });
    expect(await admissionCount()).toBe(before);
  }, 120_000);

  it('still reads an ordinary workbook', async () => {
    const before = await admissionCount();
    const res = await upload(await admissionsXlsx([clerkRow(validAadhaar(52000000000))]));
    expect(res.status).toBe(200);
    expect(await admissionCount()).toBe(before + 1);
  });
});
