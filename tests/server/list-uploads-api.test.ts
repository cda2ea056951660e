import * as XLSX from '@e965/xlsx';
import { and, count, eq } from 'drizzle-orm';
import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BULK_MESSAGES } from '../../src/domain/admissions/bulk-messages';
import type { ImportReport } from '../../src/domain/admissions/bulk-report';
import { LIST_MESSAGES as M } from '../../src/domain/academic/messages';
import { LIST_UPLOAD_MESSAGES } from '../../src/domain/academic/list-upload';
import { departments, listChangeRequests, listChanges, students } from '../../src/server/db/schema';
import { STUDENT_UPLOAD_MESSAGES } from '../../src/domain/students/student-upload';
import { seededDatabase, type TestDatabase } from './support/databases';
import { SessionClient } from './support/session-client';
import { testApp } from './support/test-app';

let database: TestDatabase;
let app: Hono;
const clients = new Map<string, SessionClient>();

beforeAll(async () => {
  database = await seededDatabase('pglite', { collegeCode: 'DEMO', collegeName: 'Demo College' });
  ({ app } = testApp(database.handle));
  for (const user of ['admin', 'academics', 'admissions', 'hod']) {
    const client = new SessionClient(app);
    expect((await client.signIn(user, 'Campus@2026')).status).toBe(200);
    clients.set(user, client);
  }
}, 300_000);
afterAll(async () => database?.drop());

const cookie = (user: string) => [...clients.get(user)!.cookies].map(([k, v]) => `${k}=${v}`).join('; ');

/** An .xlsx whose first sheet holds these rows (the first is the header), written by SheetJS. */
function sheet(rows: readonly (readonly (string | number | null)[])[]): Uint8Array {
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(rows.map((r) => [...r])), 'Rows');
  return new Uint8Array(XLSX.write(book, { bookType: 'xlsx', type: 'array' }) as ArrayBuffer);
}

let keys = 0;
async function upload(fileType: string, bytes: Uint8Array, user = 'admin', name = 'rows.xlsx') {
  const body = new FormData();
  body.append('excelFileUpload', new File([new Uint8Array(bytes)], name));
  return app.request(`/api/app/masterDataExcelsUploads?fileType=${fileType}`, {
    method: 'POST',
    body,
    headers: { cookie: cookie(user), 'Idempotency-Key': `list-upload-${String(++keys)}` },
  });
}
const departmentCount = async () => Number((await database.handle.db.select({ n: count() }).from(departments))[0]!.n);

const DEPARTMENTS = [
  ['Code', 'Name'],
  ['BIO', 'Biotechnology'],
  [null, 'No code'],
  ['MBA', 'Management <script>'],
  ['CHEM', 'Chemistry'],
  ['BIO', 'Biotechnology again'],
];

describe('list uploads (masterDataExcelsUploads?fileType={list})', () => {
  it('saves the good rows through the write path, reports each bad one by row, column and reason, and adds nothing the second time', async () => {
    const before = await departmentCount();
    const res = await upload('departments', sheet(DEPARTMENTS));
    expect(res.status).toBe(200);
    const report = (await res.json()) as ImportReport;
    expect(report).toMatchObject({ message: BULK_MESSAGES.uploaded, status: 'done', savedRows: 2, invalidRows: 3 });
    expect(report.issues).toEqual([
      { row: 3, column: 'Code', reason: M.fillAll },
      { row: 4, column: 'Name', reason: M.invalid },
      { row: 6, column: 'Code', reason: LIST_UPLOAD_MESSAGES.repeatedInFile(2) },
    ]);
    expect(await departmentCount()).toBe(before + 2);
    // Each saved row is in the audit log, as an add on the screen.
    const logged = await database.handle.db
      .select({ n: count() })
      .from(listChanges)
      .where(and(eq(listChanges.list, 'departments'), eq(listChanges.action, 'add')));
    expect(Number(logged[0]!.n)).toBeGreaterThanOrEqual(2);

    // The same file again adds nothing.
    const again = (await (await upload('departments', sheet(DEPARTMENTS))).json()) as ImportReport;
    expect(again).toMatchObject({ savedRows: 0, alreadyAdmittedRows: 2 });
    expect(await departmentCount()).toBe(before + 2);
  });

  it('reads references by their label and refuses one not on its list; subjects wait for authorization, once', async () => {
    const subjects = (await (
      await clients.get('admin')!.request('/api/app/lists/subjects?pageSize=1', { method: 'GET' })
    ).json()) as { rows: { regulationId: number; branchId: number; semesterId: number }[] };
    expect(subjects.rows.length).toBe(1);
    const options = async (kind: string) =>
      (await (await clients.get('admin')!.request(`/api/app/lists/${kind}/options`, { method: 'GET' })).json()) as {
        value: number;
        label: string;
      }[];
    const regulation = (await options('regulations'))[0]!.label;
    const template = await app.request('/api/app/lists/subjects/template', { headers: { cookie: cookie('admin') } });
    expect(template.status).toBe(200);
    const book = XLSX.read(new Uint8Array(await template.arrayBuffer()), { type: 'array' });
    const lists = XLSX.utils.sheet_to_json<string[]>(book.Sheets.Lists!, { header: 1 });
    const branch = lists[1]![lists[0]!.indexOf('Branch')]!;
    const semester = lists[1]![lists[0]!.indexOf('Semester')]!;
    const header = XLSX.utils.sheet_to_json<string[]>(book.Sheets[book.SheetNames[0]!]!, { header: 1 })[0]!;
    const row = (code: string, branchLabel: string) => {
      const values: Record<string, string | number> = {
        Regulation: regulation,
        Branch: branchLabel,
        Semester: semester,
        Code: code,
        Name: 'Uploaded Subject',
        Credits: 3,
        Type: 'Theory',
        'Internal maximum': 30,
        'External maximum': 70,
      };
      return header.map((h) => values[h] ?? null);
    };
    const file = sheet([header, row('UPL101', branch), row('UPL102', 'Nowhere')]);
    const first = (await (await upload('subjects', file, 'academics')).json()) as ImportReport;
    expect(first).toMatchObject({ savedRows: 1, invalidRows: 1 });
    expect(first.issues).toEqual([{ row: 3, column: 'Branch', reason: M.branchNotFound }]);
    const pending = async () =>
      Number(
        (
          await database.handle.db
            .select({ n: count() })
            .from(listChangeRequests)
            .where(and(eq(listChangeRequests.list, 'subjects'), eq(listChangeRequests.status, 'pending')))
        )[0]!.n,
      );
    expect(await pending()).toBe(1);
    const second = (await (await upload('subjects', file, 'academics')).json()) as ImportReport;
    expect(second).toMatchObject({ savedRows: 0, alreadyAdmittedRows: 1 });
    expect(await pending()).toBe(1);
  });

  it('refuses a wrong file, a wrong kind and a file past the limits with 4xx, changing nothing', async () => {
    const before = await departmentCount();
    const text = await upload('departments', new TextEncoder().encode('Code,Name\nGEO,Geography\n'), 'admin', 'a.csv');
    expect(text.status).toBe(415);
    const kind = await upload('nothing', sheet(DEPARTMENTS));
    expect(kind.status).toBe(400);
    expect(((await kind.json()) as { message: string }).message).toBe(BULK_MESSAGES.wrongFileType);
    const noHeader = await upload('departments', sheet([['Something'], ['else']]));
    expect(noHeader.status).toBe(400);
    const huge = await upload('departments', new Uint8Array(50 * 1024 * 1024));
    expect([413, 415]).toContain(huge.status);
    expect(await departmentCount()).toBe(before);
  });

  it('refuses a role without the right to change the list (403) before reading the file', async () => {
    const before = await departmentCount();
    // The academic section keeps the academic lists but not the admission lists; the admissions clerk none.
    expect((await upload('casteCategories', sheet([['Category'], ['XYZ']]), 'academics')).status).toBe(403);
    expect((await upload('departments', sheet(DEPARTMENTS), 'admissions')).status).toBe(403);
    expect((await upload('departments', sheet(DEPARTMENTS), 'hod')).status).toBe(403);
    expect((await upload('newAdmissionsForm', sheet(DEPARTMENTS), 'academics')).status).toBe(403);
    expect(
      (await app.request('/api/app/lists/departments/template', { headers: { cookie: cookie('hod') } })).status,
    ).toBe(403);
    expect(await departmentCount()).toBe(before);
  });
});

describe('students upload (masterDataExcelsUploads?fileType=students)', () => {
  const HEADER = ['Roll Number', 'Full Name', 'Gender', 'Degree', 'Batch', 'Branch', 'Section', 'Status', 'Mobile'];
  const FILE = [
    HEADER,
    ['24MIG0501', 'Asha Rani', 'female', 'B.Tech', '2024-2028', 'CSE', 'A', 'studying', '+91 98765 43210'],
    ['24MIG0502', 'Ravi Teja', 'MALE', 'b.tech', '2024-2028', 'cse', null, null, null],
    ['24MIG0503', 'Nowhere Branch', 'MALE', 'B.Tech', '2024-2028', 'XYZ', null, null, null],
    ['24MIG0504', 'Bad Status', 'MALE', 'B.Tech', '1990-1994', 'CSE', null, 'asleep', null],
    ['24mig0501', 'Asha Again', 'FEMALE', 'B.Tech', '2024-2028', 'CSE', null, null, null],
  ];
  const studentCount = async () => Number((await database.handle.db.select({ n: count() }).from(students))[0]!.n);

  it('saves the students whose lists exist, reports the others, and adds nothing the second time', async () => {
    const before = await studentCount();
    const first = (await (await upload('students', sheet(FILE), 'academics')).json()) as ImportReport;
    expect(first).toMatchObject({ message: BULK_MESSAGES.uploaded, savedRows: 2, invalidRows: 3 });
    expect(first.issues).toEqual([
      { row: 4, column: 'Branch', reason: M.branchNotFound },
      { row: 5, column: 'Batch', reason: M.batchNotFound },
      { row: 5, column: 'Status', reason: M.invalid },
      { row: 6, column: 'Roll Number', reason: STUDENT_UPLOAD_MESSAGES.repeatedInFile(2) },
    ]);
    expect(await studentCount()).toBe(before + 2);
    const [asha] = await database.handle.db.select().from(students).where(eq(students.rollNo, '24MIG0501'));
    expect(asha).toMatchObject({ fullName: 'Asha Rani', gender: 'FEMALE', mobile: '9876543210', status: 'studying' });
    expect(asha!.sectionId).not.toBeNull();
    const second = (await (await upload('students', sheet(FILE), 'academics')).json()) as ImportReport;
    expect(second).toMatchObject({ savedRows: 0, alreadyAdmittedRows: 2 });
    expect(await studentCount()).toBe(before + 2);
  });

  it('gives the template to student writers only and refuses the upload to others (403)', async () => {
    const template = await app.request('/api/app/getExcelForStudents', { headers: { cookie: cookie('academics') } });
    expect(template.status).toBe(200);
    const book = XLSX.read(new Uint8Array(await template.arrayBuffer()), { type: 'array' });
    expect(XLSX.utils.sheet_to_json<string[]>(book.Sheets.Students!, { header: 1 })[0]).toContain('Roll Number');
    expect((await upload('students', sheet(FILE), 'admissions')).status).toBe(403);
    expect(
      (await app.request('/api/app/getExcelForStudents', { headers: { cookie: cookie('admissions') } })).status,
    ).toBe(403);
  });
});
