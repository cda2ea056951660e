import { count } from 'drizzle-orm';
import type { Hono } from 'hono';
import { constants, deflateRawSync } from 'node:zlib';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BULK_COLUMNS } from '../../src/domain/admissions/bulk-columns';
import { SHEET_LIMIT_MESSAGES } from '../../src/domain/files/sheet-limits';
import { admissions } from '../../src/server/db/schema';
import { seedDemoCollege } from '../../src/server/db/seed';
import { entriesOf } from '../../src/server/sheets/zip-order';
import { admissionsXlsx, clerkRow } from './support/admission-sheets';
import { freshDatabase, type TestDatabase } from './support/databases';
import { SessionClient } from './support/session-client';
import { testApp, testClock } from './support/test-app';
import { validAadhaar } from './support/verhoeff-aadhaar';

let database: TestDatabase;
let app: Hono;
let clerk: SessionClient;

beforeAll(async () => {
  database = await freshDatabase('pglite');
  await seedDemoCollege(database.handle.db, { collegeCode: 'DEMO', collegeName: 'Demo College' });
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
    headers: { cookie: [...clerk.cookies].map(([k, v]) => `${k}=${v}`).join('; '), 'Idempotency-Key': `limits-${String(++keys)}` },
  });
  return { status: res.status, message: ((await res.json()) as { message: string }).message };
}

interface Part {
  name: string;
  data: Buffer;
  size: number;
  crc: number;
}

/** A zip of raw-deflated parts, with the sizes given (which may lie, as a crafted file's do). */
function zipOf(parts: Part[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const p of parts) {
    const name = Buffer.from(p.name);
    const fields = Buffer.alloc(26);
    fields.writeUInt16LE(20, 0);
    fields.writeUInt16LE(0, 2);
    fields.writeUInt16LE(8, 4);
    fields.writeUInt32LE(p.crc, 10);
    fields.writeUInt32LE(p.data.length, 14);
    fields.writeUInt32LE(p.size, 18);
    fields.writeUInt16LE(name.length, 22);
    const local = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), fields]);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    fields.copy(central, 6, 0, 24);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, p.data);
    centrals.push(central, name);
    offset += local.length + name.length + p.data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(parts.length, 8);
  end.writeUInt16LE(parts.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

/**
 * The template workbook with its first worksheet replaced by `prefix`, then `repeat` MB of `fill`, then
 * `suffix`: the repeated megabyte is deflated once and its blocks repeated, so a few MB of file unpack to GBs.
 */
async function bombXlsx(prefix: string, fill: string, repeat: number, suffix: string, declaredSize?: number): Promise<Buffer> {
  const base = Buffer.from(await admissionsXlsx([]));
  const parts: Part[] = [];
  for (const e of entriesOf(base)) {
    const name = e.name.toString('utf8');
    const raw = base.subarray(e.dataStart, e.dataStart + e.compressedSize);
    if (name !== 'xl/worksheets/sheet1.xml') {
      const data = e.method === 8 ? Buffer.from(raw) : deflateRawSync(raw);
      parts.push({ name, data, size: e.size, crc: e.crc });
      continue;
    }
    const flush = { finishFlush: constants.Z_SYNC_FLUSH };
    const megabyte = deflateRawSync(Buffer.alloc(1024 * 1024, fill), flush);
    const data = Buffer.concat([deflateRawSync(Buffer.from(prefix), flush), ...Array<Buffer>(repeat).fill(megabyte), deflateRawSync(Buffer.from(suffix))]);
    const size = prefix.length + repeat * 1024 * 1024 + suffix.length;
    parts.push({ name, data, size: declaredSize ?? size, crc: 0 });
  }
  return zipOf(parts);
}

const SHEET_HEAD =
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>';

describe('an Excel upload that inflates is stopped while it is read', () => {
  it('refuses a workbook whose parts declare GBs unpacked (413), saving nothing', async () => {
    const bytes = await bombXlsx(`${SHEET_HEAD}<row r="1"><c r="A1" t="inlineStr"><is><t>`, 'A', 1000, '</t></is></c></row></sheetData></worksheet>');
    expect(bytes.length).toBeLessThan(5 * 1024 * 1024);
    expect(await upload(bytes)).toEqual({ status: 413, message: SHEET_LIMIT_MESSAGES.tooMuchData });
    expect(await admissionCount()).toBe(0);
  });

  it('refuses one that lies about its sizes once the real bytes pass the limit (413)', async () => {
    const rows = '<row><c t="inlineStr"><is><t>x</t></is></c></row>';
    const bytes = await bombXlsx(SHEET_HEAD, '<x/>', 1000, `${rows}</sheetData></worksheet>`, 4096);
    const started = Date.now();
    expect(await upload(bytes)).toEqual({ status: 413, message: SHEET_LIMIT_MESSAGES.tooMuchData });
    expect(Date.now() - started).toBeLessThan(60_000);
    expect(await admissionCount()).toBe(0);
  }, 120_000);

  it('refuses a cell of highly compressible text longer than Excel allows (400)', async () => {
    const bytes = await bombXlsx(`${SHEET_HEAD}<row r="1"><c r="A1" t="inlineStr"><is><t>`, 'A', 50, '</t></is></c></row></sheetData></worksheet>', 4096);
    expect(await upload(bytes)).toEqual({ status: 400, message: SHEET_LIMIT_MESSAGES.cellTooLong(null) });
  });

  it('refuses a sheet of more rows than the limit (413) before saving any', async () => {
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('Admissions');
    sheet.addRow(BULK_COLUMNS.map((c) => c.header));
    for (let i = 0; i < 100_001; i++) sheet.addRow([`Student ${String(i)}`]);
    const bytes = new Uint8Array(await book.xlsx.writeBuffer());
    expect(await upload(bytes)).toEqual({ status: 413, message: SHEET_LIMIT_MESSAGES.tooManyRows });
    expect(await admissionCount()).toBe(0);
  }, 120_000);

  it('still reads an ordinary workbook', async () => {
    const res = await upload(await admissionsXlsx([clerkRow(validAadhaar(52000000000))]));
    expect(res.status).toBe(200);
    expect(await admissionCount()).toBe(1);
  });
});
