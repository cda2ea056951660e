import * as XLSX from '@e965/xlsx';
import { count, inArray } from 'drizzle-orm';
import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ImportReport } from '../../src/domain/admissions/bulk-report';
import { LIST_UPLOAD_MESSAGES } from '../../src/domain/academic/list-upload';
import { SHEET_LIMIT_MESSAGES } from '../../src/domain/files/sheet-limits';
import { departments, students } from '../../src/server/db/schema';
import { SHEET_HEAD, inflatingXlsx } from './support/inflating-xlsx';
import { POSTGRES_URL, postgresReachable, seededDatabase, type TestDatabase } from './support/databases';
import { SessionClient } from './support/session-client';
import { testApp } from './support/test-app';

const reachable = await postgresReachable();
if (!reachable)
  console.warn(
    `\n*** PostgreSQL not reachable at ${POSTGRES_URL}: the concurrent list uploads run on PGlite only ***\n`,
  );

/** An .xlsx whose first sheet holds these rows (the first is the header), written by SheetJS. */
function sheet(rows: readonly (readonly (string | number | null)[])[]): Uint8Array {
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(rows.map((r) => [...r])), 'Rows');
  return new Uint8Array(XLSX.write(book, { bookType: 'xlsx', type: 'array' }) as ArrayBuffer);
}

const letters = (n: number) => `${String.fromCharCode(65 + Math.floor(n / 26))}${String.fromCharCode(65 + (n % 26))}`;
/** Departments with codes made of `prefix` and two letters, so no digit enters a name. */
const departmentRows = (prefix: string, n: number) =>
  Array.from({ length: n }, (_, i) => [`${prefix}${letters(i)}`, `Department ${prefix} ${letters(i)}`]);

describe.each([
  ['pglite', true],
  ['postgres', reachable],
] as const)('list uploads that run at once or inflate (%s)', (kind, runs) => {
  let database: TestDatabase;
  let app: Hono;
  const admin = { client: null as SessionClient | null };
  let keys = 0;

  beforeAll(async () => {
    if (!runs) return;
    database = await seededDatabase(kind, { collegeCode: 'DEMO', collegeName: 'Demo College' });
    ({ app } = testApp(database.handle));
    admin.client = new SessionClient(app);
    expect((await admin.client.signIn('admin', 'Campus@2026')).status).toBe(200);
  }, 300_000);
  afterAll(async () => database?.drop());

  const upload = async (fileType: string, bytes: Uint8Array) => {
    const body = new FormData();
    body.append('excelFileUpload', new File([new Uint8Array(bytes)], 'rows.xlsx'));
    const res = await app.request(`/api/app/masterDataExcelsUploads?fileType=${fileType}`, {
      method: 'POST',
      body,
      headers: {
        cookie: [...admin.client!.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
        'Idempotency-Key': `robust-${kind}-${String(++keys)}`,
      },
    });
    return { status: res.status, body: (await res.json()) as ImportReport };
  };

  it.skipIf(!runs)(
    'two uploads of one list at once save each shared row once and report it in the other as already on the list',
    async () => {
      // The shared rows come first in both files, so both uploads read the list before either adds them.
      const shared = departmentRows('SH', 40);
      const header = ['Code', 'Name'];
      const [first, second] = await Promise.all([
        upload('departments', sheet([header, ...shared, ...departmentRows('FA', 10)])),
        upload('departments', sheet([header, ...shared, ...departmentRows('FB', 10)])),
      ]);
      expect([first.status, second.status]).toEqual([200, 200]);
      for (const report of [first.body, second.body]) expect(report.invalidRows).toBe(0);
      expect(first.body.savedRows + second.body.savedRows).toBe(shared.length + 20);
      expect(first.body.alreadyAdmittedRows + second.body.alreadyAdmittedRows).toBe(shared.length);
      const reasons = [...first.body.issues, ...second.body.issues].map((i) => i.reason);
      expect(new Set(reasons)).toEqual(
        new Set(reasons.length ? [LIST_UPLOAD_MESSAGES.alreadyOnList('department', ['Code'])] : []),
      );
      const codes = [...shared, ...departmentRows('FA', 10), ...departmentRows('FB', 10)].map((r) => r[0]!);
      const saved = await database.handle.db
        .select({ n: count() })
        .from(departments)
        .where(inArray(departments.code, codes));
      expect(Number(saved[0]!.n)).toBe(codes.length);
    },
    180_000,
  );

  it.skipIf(!runs)(
    'refuses an inflating workbook with 413 on a list and on the students upload, saving nothing',
    async () => {
      const countOf = async (table: typeof departments | typeof students) =>
        Number((await database.handle.db.select({ n: count() }).from(table))[0]!.n);
      const before = [await countOf(departments), await countOf(students)];
      const bomb = inflatingXlsx(
        sheet([['Code', 'Name']]),
        `${SHEET_HEAD}<row r="1"><c r="A1" t="inlineStr"><is><t>`,
        'A',
        1000,
        '</t></is></c></row></sheetData></worksheet>',
      );
      for (const fileType of ['departments', 'students']) {
        const res = await upload(fileType, bomb);
        expect({ fileType, status: res.status, message: (res.body as unknown as { message: string }).message }).toEqual(
          {
            fileType,
            status: 413,
            message: SHEET_LIMIT_MESSAGES.tooMuchData,
          },
        );
      }
      expect([await countOf(departments), await countOf(students)]).toEqual(before);
    },
    180_000,
  );
});
