import ExcelJS from 'exceljs';
import { count, sql } from 'drizzle-orm';
import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOT_GIVEN, NO_AGENT, type AdmissionsDashboard } from '../../src/domain/admissions/admissions-dashboard';
import { academicYear } from '../../src/domain/calendar/academic-year';
import { BULK_COLUMNS } from '../../src/domain/admissions/bulk-columns';
import { BULK_MESSAGES } from '../../src/domain/admissions/bulk-messages';
import type { ImportProgress, ImportReport } from '../../src/domain/admissions/bulk-report';
import { ADMISSION_MESSAGES } from '../../src/domain/admissions/messages';
import { admissions } from '../../src/server/db/schema';
import { admissionsXls, admissionsXlsx, clerkRow, type NamedRow } from './support/admission-sheets';
import { seededDatabase, type TestDatabase } from './support/databases';
import { SessionClient } from './support/session-client';
import { testApp } from './support/test-app';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** A demo college of its own, with its admissions clerk signed in and an upload through the real route. */
async function openCollege() {
  const database = await seededDatabase('pglite', { collegeCode: 'DEMO', collegeName: 'Demo College' });
  const { app } = testApp(database.handle);
  const clerk = new SessionClient(app);
  expect((await clerk.signIn('admissions', 'Campus@2026')).status).toBe(200);
  let keys = 0;
  const upload = async (
    bytes: Uint8Array<ArrayBuffer> | Uint8Array,
    name: string,
    options: { key?: string; fileType?: string; client?: SessionClient } = {},
  ) => {
    const body = new FormData();
    body.append('excelFileUpload', new File([new Uint8Array(bytes)], name));
    return app.request(`/api/app/masterDataExcelsUploads?fileType=${options.fileType ?? 'newAdmissionsForm'}`, {
      method: 'POST',
      body,
      headers: {
        cookie: cookie(options.client ?? clerk),
        'Idempotency-Key': options.key ?? `upload-test-${String(++keys)}`,
      },
    });
  };
  const admissionCount = async () => Number((await database.handle.db.select({ n: count() }).from(admissions))[0]!.n);
  return { database, app, clerk, upload, admissionCount };
}
const cookie = (client: SessionClient) => [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ');

let college: Awaited<ReturnType<typeof openCollege>>;
let database: TestDatabase;
let app: Hono;
let clerk: SessionClient;
let upload: typeof college.upload;
let admissionCount: typeof college.admissionCount;

beforeAll(async () => {
  college = await openCollege();
  ({ database, app, clerk, upload, admissionCount } = college);
}, 300_000);
afterAll(async () => database?.drop());

// As people type them: numbers as numbers, dates as Excel dates and as text in both formats, 'bc-a', stray spaces, blank rows.
const MIXED: NamedRow[] = [
  clerkRow('234567800101', { 'Caste Category': 'bc-a', 'Date of Birth': new Date(Date.UTC(2006, 7, 15)) }),
  null,
  clerkRow('3456 7892 1202', {
    'Full Name': '  Sita   Devi ',
    Gender: 'female',
    'Date of Admission': '15/07/2026',
    'Entrance Type': 'icett',
    Course: ' b.tech ',
  }),
  clerkRow('4567-8903-2303', { 'Date of Admission': '16-07-2026', Branch: 'ece', 'Father Mobile Number': 9848012345 }),
  null,
  null,
  clerkRow('12345678901', { 'Full Name': 'Short Aadhaar' }),
  clerkRow('567890123404', { Course: 'B.Sc Nowhere' }),
  clerkRow('678901204505', { Gender: 'X', 'Student Mobile Number': '0123' }),
  clerkRow('234567800101', { 'Full Name': 'Repeated Aadhaar' }),
];

describe('admissions Excel bulk upload (§7 masterDataExcelsUploads?fileType=newAdmissionsForm)', () => {
  // One story, step by step: the same file uploaded, uploaded again, replayed, then its progress and errors read.
  it('saves the good rows, admits none twice, replays by key and keeps the progress and the rows not submitted', async () => {
    const firstKey = 'mixed-first-upload';
    const before = await admissionCount();

    // First: saves the good rows typed as people type them and reports every bad row by row, column and reason.
    const res = await upload(await admissionsXlsx(MIXED), 'mixed.xlsx', { key: firstKey });
    expect(res.status).toBe(200);
    const report = (await res.json()) as ImportReport;
    expect(report.message).toBe(BULK_MESSAGES.uploaded);
    expect(report).toMatchObject({
      status: 'done',
      checkedRows: 7,
      savedRows: 3,
      invalidRows: 4,
      alreadyAdmittedRows: 0,
    });
    // Row numbers are the sheet's own (header is row 1, blank rows count).
    expect(report.issues).toEqual(
      expect.arrayContaining([
        { row: 8, column: 'Aadhaar Number', reason: ADMISSION_MESSAGES.aadhaar },
        { row: 9, column: 'Course', reason: ADMISSION_MESSAGES.unknownCourse },
        { row: 10, column: 'Gender', reason: ADMISSION_MESSAGES.invalidChoice },
        { row: 10, column: 'Student Mobile Number', reason: ADMISSION_MESSAGES.mobile },
        { row: 11, column: 'Aadhaar Number', reason: BULK_MESSAGES.repeatedInFile(2) },
      ]),
    );
    // One reason per mistake: an unknown course does not also make its batch and branch unknown.
    expect(report.issues.filter((i) => i.row === 9)).toHaveLength(1);
    expect(await admissionCount()).toBe(before + 3);
    const [sita] = await database.handle.db.select().from(admissions).where(named('Sita Devi', '1202'));
    expect(sita).toMatchObject({ gender: 'FEMALE', dateOfAdmission: '2026-07-15' });
    expect(sita!.details).toMatchObject({ entranceType: 'ICET', courseAppliedFor: 'B.Tech' });
    const [ravi] = await database.handle.db.select().from(admissions).where(named('Ravi Kumar', '0101'));
    expect(ravi).toMatchObject({ category: 'BC-A' });
    expect(ravi!.details).toMatchObject({ dateOfBirth: '2006-08-15' });

    // Then: uploading the same file again creates nothing twice; the rows already admitted are reported as such.
    const again = (await (await upload(await admissionsXlsx(MIXED), 'mixed.xlsx')).json()) as ImportReport;
    expect(again).toMatchObject({ savedRows: 0, alreadyAdmittedRows: 3, invalidRows: 4 });
    expect(again.alreadyAdmitted).toEqual([2, 4, 5]);
    expect(await admissionCount()).toBe(before + 3);

    // Then: a replay with the same Idempotency-Key gets the stored answer and saves nothing.
    const replay = await upload(await admissionsXlsx(MIXED), 'mixed.xlsx', { key: firstKey });
    expect(replay.status).toBe(200);
    expect(replay.headers.get('Idempotent-Replayed')).toBe('true');
    expect(((await replay.json()) as ImportReport).savedRows).toBe(3);
    expect(await admissionCount()).toBe(before + 3);

    // Last: the progress is kept under the upload key, and the rows not submitted come as a sheet with a reason column.
    const progress = (await (await clerk.request(`/api/app/admissionImports/${firstKey}`)).json()) as ImportProgress;
    expect(progress).toMatchObject({
      status: 'done',
      checkedRows: 7,
      savedRows: 3,
      invalidRows: 4,
      fileName: 'mixed.xlsx',
    });
    const errors = await clerk.request(`/api/app/admissionImports/${firstKey}/errors`);
    expect(errors.status).toBe(200);
    expect(errors.headers.get('content-type')).toBe(XLSX_TYPE);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(await errors.arrayBuffer());
    const sheet = book.worksheets[0]!;
    const header = (sheet.getRow(1).values as unknown[]).slice(1);
    expect(header.slice(0, BULK_COLUMNS.length)).toEqual(BULK_COLUMNS.map((c) => c.header));
    expect(header.at(-2)).toBe('Reason');
    expect(sheet.actualRowCount).toBe(5);
    const reason = String(sheet.getRow(2).getCell(BULK_COLUMNS.length + 1).value);
    expect(reason).toBe(`Aadhaar Number: ${ADMISSION_MESSAGES.aadhaar}`);
    expect(sheet.getRow(2).getCell(1).value).toBe('Short Aadhaar');
    expect((await new SessionClient(app).request(`/api/app/admissionImports/${firstKey}/errors`)).status).toBe(401);
  });

  it('reads .xls workbooks (SheetJS) through the same rules', async () => {
    const before = await admissionCount();
    const res = await upload(
      admissionsXls([clerkRow('789012385606', { 'Date of Admission': '17/07/2026' }), clerkRow('12', {})]),
      'old.xls',
    );
    expect(res.status).toBe(200);
    expect((await res.json()) as ImportReport).toMatchObject({ savedRows: 1, invalidRows: 1 });
    expect(await admissionCount()).toBe(before + 1);
  });

  it('refuses a file that is not a spreadsheet (415), a sheet without the template header (400) and another fileType (400)', async () => {
    const before = await admissionCount();
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, ...new Array<number>(64).fill(0)]);
    expect((await upload(png, 'students.xlsx')).status).toBe(415);
    expect((await upload(new TextEncoder().encode('name,aadhaar\nRavi,1'), 'students.xls')).status).toBe(415);
    const book = new ExcelJS.Workbook();
    book.addWorksheet('x').addRow(['Name', 'Something']);
    const noHeader = await upload(new Uint8Array(await book.xlsx.writeBuffer()), 'other.xlsx');
    expect(noHeader.status).toBe(400);
    expect(((await noHeader.json()) as { message: string }).message).toBe(BULK_MESSAGES.noHeader);
    expect(
      (await upload(await admissionsXlsx([clerkRow('890123496707')]), 'a.xlsx', { fileType: 'facultyForm' })).status,
    ).toBe(400);
    expect(await admissionCount()).toBe(before);
  });

  // The dashboard counts every admission of the college, so it gets a college whose only admissions are its own.
  it('counts the admissions on the admissions dashboard: by branch, by admission type, per agent, certificates to submit', async () => {
    const own = await openCollege();
    try {
      expect(
        (await (await own.upload(await admissionsXlsx(MIXED), 'mixed.xlsx')).json()) as ImportReport,
      ).toMatchObject({ savedRows: 3 });
      const xls = admissionsXls([clerkRow('789012385606', { 'Date of Admission': '17/07/2026' })]);
      expect((await (await own.upload(xls, 'old.xls')).json()) as ImportReport).toMatchObject({ savedRows: 1 });
      const res = await own.clerk.request('/api/app/getAdmissionsDashboard');
      expect(res.status).toBe(200);
      const board = (await res.json()) as AdmissionsDashboard;
      expect(board.academicYear).toBe(academicYear(new Date()));
      expect(board.thisYear).toBe(4);
      expect(board.certificatesPending).toBe(4);
      expect(board.byBranch).toEqual(
        expect.arrayContaining([
          { course: 'B.Tech', branch: 'CSE', count: 3 },
          { course: 'B.Tech', branch: 'ECE', count: 1 },
        ]),
      );
      expect(board.byAdmissionType).toEqual([{ admissionType: NOT_GIVEN, count: 4 }]);
      expect(board.byAgent).toEqual([{ agent: NO_AGENT, count: 4, agentAmountPaise: 0 }]);
      const student = new SessionClient(own.app);
      await student.signIn('student', 'Campus@2026');
      expect((await student.request('/api/app/getAdmissionsDashboard')).status).toBe(403);
    } finally {
      await own.database.drop();
    }
  }, 300_000);

  it('is for admission writers only', async () => {
    const faculty = new SessionClient(app);
    await faculty.signIn('faculty', 'Campus@2026');
    expect((await upload(await admissionsXlsx([clerkRow('901234547808')]), 'a.xlsx', { client: faculty })).status).toBe(
      403,
    );
    expect((await faculty.request('/api/app/getExcelForNewAdmissions')).status).toBe(403);
  });

  it('gives a template with the form columns in order, an instructions sheet, drop-downs and an example row', async () => {
    const res = await clerk.request('/api/app/getExcelForNewAdmissions');
    expect(res.status).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(await res.arrayBuffer());
    const sheet = book.getWorksheet('Admissions')!;
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual(BULK_COLUMNS.map((c) => c.header));
    expect(sheet.getRow(2).getCell(1).value).toBe('Ravi Kumar Reddy');
    const validations = (
      sheet as unknown as { dataValidations: { model: Record<string, { type: string; formulae: string[] }> } }
    ).dataValidations.model;
    const col = (header: string) =>
      sheet
        .getRow(1)
        .getCell(BULK_COLUMNS.findIndex((c) => c.header === header) + 1)
        .address.replace('1', '');
    expect(validations[`${col('Gender')}2`]).toMatchObject({ type: 'list', formulae: ['"MALE,FEMALE"'] });
    expect(validations[`${col('Blood Group')}500`]?.formulae[0]).toContain('AB+');
    expect(validations[`${col('Caste Category')}2`]?.formulae[0]).toMatch(/^Lists!\$[A-Z]+\$2:\$[A-Z]+\$\d+$/);
    const help = book.getWorksheet('Instructions')!;
    expect(help.getRow(1).getCell(1).value).toBe('Column');
    const categoryHelp = help.getRow(BULK_COLUMNS.findIndex((c) => c.header === 'Caste Category') + 2);
    expect(String(categoryHelp.getCell(4).value)).toContain('BC-A');
    // The template as downloaded uploads as it is without saving its example row.
    const asIs = await upload(new Uint8Array(await book.xlsx.writeBuffer()), 'template.xlsx');
    expect(asIs.status).toBe(400);
    expect(((await asIs.json()) as { message: string }).message).toBe(BULK_MESSAGES.noRows);
  });

  it('takes the §5 first-form fields from the template columns into the record and the register export', async () => {
    const row = clerkRow('6789 0123 4560', {
      'Full Name': 'Guardian Case',
      'Guardian Name': 'Ramesh Rao',
      'Guardian Mobile Number': 9000012345,
      'Guardian Address': 'Near Bus Stand',
      Board: 'State Board',
      'School Name': 'Zilla Parishad High School',
      Institution: 'Narayana Junior College',
      'Year of Pass': 2026,
      'Grade Points': 9,
      'Distance from Residence (km)': 12,
      'Bank Account No': '31245678901',
    });
    const res = await upload(await admissionsXlsx([row]), 'fields.xlsx');
    expect((await res.json()) as ImportReport).toMatchObject({ savedRows: 1, invalidRows: 0 });
    const exported = await clerk.request('/api/app/exportAdmissions', { json: { query: 'Guardian Case' } });
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(await exported.arrayBuffer());
    const sheet = book.getWorksheet('Admissions')!;
    const headers = (sheet.getRow(2).values as unknown[]).slice(1);
    const values = (sheet.getRow(3).values as unknown[]).slice(1);
    const cell = (header: string) => values[headers.indexOf(header)];
    expect([
      cell("Guardian's Name"),
      cell("Guardian's Mobile"),
      cell("Guardian's Address"),
      cell('Board'),
      cell('School Name'),
      cell('Institution'),
      cell('Year of Pass'),
      cell('Grade Points'),
      cell('Distance from Residence (km)'),
      cell('Bank Account No'),
    ]).toEqual([
      'Ramesh Rao',
      '9000012345',
      'Near Bus Stand',
      'State Board',
      'Zilla Parishad High School',
      'Narayana Junior College',
      '2026',
      '9',
      '12',
      'XXXX8901',
    ]);
  });

  it("refuses a template row whose new field breaks its §5 rule, with the column's name", async () => {
    const res = await upload(
      await admissionsXlsx([clerkRow('7890 1234 5674', { 'Guardian Name': 'Ramesh 2', 'Year of Pass': '02026' })]),
      'bad.xlsx',
    );
    const report = (await res.json()) as ImportReport;
    expect(report).toMatchObject({ savedRows: 0, invalidRows: 1 });
    expect(JSON.stringify(report.issues)).toContain('Please Enter Text');
  });
});

/** The admission of this name whose Aadhaar number ends in these four digits. */
const named = (name: string, aadhaarLast4: string) =>
  sql`${admissions.fullName} = ${name} and ${admissions.aadhaarLast4} = ${aadhaarLast4}`;
