import { count, eq } from 'drizzle-orm';
import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ImportReport } from '../../src/domain/admissions/bulk-report';
import { ADMISSION_MESSAGES as M } from '../../src/domain/admissions/messages';
import { admissions } from '../../src/server/db/schema';
import { FILE_MESSAGES } from '../../src/domain/files/allowed-types';
import { TINY_PNG, admissionPayload, postAdmission } from './support/admission-client';
import { admissionsXlsx, clerkRow } from './support/admission-sheets';
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
let next = 31000000000;
const aadhaar = () => validAadhaar(++next);

describe('the admission form save checks lookups, dates and names (400 by field, nothing saved)', () => {
  it.each([
    ['category', { category: 'XYZ' }, M.unknownCategory],
    // DEMO admits as Direct, Lateral or Transfer (the form's rule); seat types are for KNRR, BRILL and BRIG.
    ['admissionType', { admissionType: 'Convener' }, M.unknownAdmissionType],
    ['seatType', { seatType: 'Golden Ticket' }, M.unknownSeatType],
    ['agent', { agent: 'Nobody Consultants' }, M.unknownAgent],
    // An agent who no longer works with the college.
    ['agent', { agent: 'Nalanda Admissions Point' }, M.unknownAgent],
    ['dateOfBirth', { dateOfBirth: '2020-01-01' }, M.birthDateImplausible],
    ['dateOfBirth', { dateOfBirth: '1960-01-01' }, M.birthDateImplausible],
    ['dateOfAdmission', { dateOfAdmission: '2062-07-15' }, M.admissionDateFar],
    ['dateOfAdmission', { dateOfAdmission: '2025-07-15' }, M.admissionDateFar],
  ])('refuses %s %j', async (field, overrides, message) => {
    const before = await admissionCount();
    const res = await postAdmission(app, clerk, admissionPayload({ aadharNo: aadhaar(), ...overrides }));
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message, field });
    expect(await admissionCount()).toBe(before);
  });

  it('refuses names over 100 characters', async () => {
    for (const overrides of [
      { name: 'A'.repeat(101) },
      { fathersName: 'B'.repeat(101) },
      { mothersName: 'C'.repeat(101) },
    ]) {
      const res = await postAdmission(app, clerk, admissionPayload({ aadharNo: aadhaar(), ...overrides }));
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(M.nameTooLong);
    }
    expect(
      (await postAdmission(app, clerk, admissionPayload({ aadharNo: aadhaar(), name: 'A'.repeat(100) }))).status,
    ).toBe(201);
  });

  it('saves list values as the lists spell them, and dates at the edges of the ranges', async () => {
    const res = await postAdmission(
      app,
      clerk,
      admissionPayload({
        aadharNo: aadhaar(),
        name: 'Edge Case',
        category: 'bc-a',
        admissionType: 'lateral',
        seatType: '',
        agent: 'vidya career guidance',
        dateOfAdmission: '2027-07-20',
        dateOfBirth: '2017-07-20',
      }),
    );
    expect(res.status).toBe(201);
    const [row] = await database.handle.db.select().from(admissions).where(eq(admissions.fullName, 'Edge Case'));
    expect(row).toMatchObject({
      category: 'BC-A',
      admissionType: 'Lateral',
      seatType: 'Lateral',
      agent: 'Vidya Career Guidance',
    });
    expect((row!.details as { admissionType: string }).admissionType).toBe('Lateral');
  });
});

describe('the Excel upload applies the same rules', () => {
  it('reports the rows the form would refuse, saves the rest, and every saved type is one the register filters by', async () => {
    const body = new FormData();
    const rows = [
      clerkRow(aadhaar(), {
        'Full Name': 'Good Row',
        'Admission Type': 'Direct',
        'Date of Admission': new Date(Date.UTC(2026, 6, 15)),
      }),
      clerkRow(aadhaar(), { 'Full Name': 'Convener Row', 'Admission Type': 'Convener' }),
      clerkRow(aadhaar(), { 'Full Name': 'Old Agent', Agent: 'Nalanda Admissions Point' }),
      clerkRow(aadhaar(), { 'Full Name': 'Bad Category', 'Caste Category': 'XYZ' }),
      clerkRow(aadhaar(), { 'Full Name': 'Too Young', 'Date of Birth': new Date(Date.UTC(2021, 0, 1)) }),
      clerkRow(aadhaar(), { 'Full Name': 'Far Admission', 'Date of Admission': '15/07/2062' }),
      clerkRow(aadhaar(), { 'Full Name': 'L'.repeat(101) }),
    ];
    body.append('excelFileUpload', new File([new Uint8Array(await admissionsXlsx(rows))], 'rules.xlsx'));
    const res = await app.request('/api/app/masterDataExcelsUploads?fileType=newAdmissionsForm', {
      method: 'POST',
      body,
      headers: {
        cookie: [...clerk.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
        'Idempotency-Key': 'rules-upload',
      },
    });
    expect(res.status).toBe(200);
    const report = (await res.json()) as ImportReport;
    expect(report).toMatchObject({ savedRows: 1, invalidRows: 6 });
    expect(report.issues).toEqual(
      expect.arrayContaining([
        { row: 3, column: 'Admission Type', reason: M.unknownAdmissionType },
        { row: 4, column: 'Agent', reason: M.unknownAgent },
        { row: 5, column: 'Caste Category', reason: M.unknownCategory },
        { row: 6, column: 'Date of Birth', reason: M.birthDateImplausible },
        { row: 7, column: 'Date of Admission', reason: M.admissionDateFar },
        { row: 8, column: 'Full Name', reason: M.nameTooLong },
      ]),
    );
    // Every admission saved (form and upload) is found by one of the admission types the register offers.
    const total = await admissionCount();
    let found = 0;
    for (const admissionType of ['Direct', 'Lateral', 'Transfer']) {
      const search = await clerk.request('/api/app/searchAdmissions', { json: { admissionType, limit: 500 } });
      found += ((await search.json()) as { entries: unknown[] }).entries.length;
    }
    expect(found).toBe(total);
  });
});

describe('a damaged photo is refused before anything is saved', () => {
  it.each([[undefined], ['damaged-photo-key']])('answers 400 and saves nothing (Idempotency-Key %s)', async (key) => {
    const before = await admissionCount();
    const cut = TINY_PNG.subarray(0, TINY_PNG.length - 20);
    const form = new FormData();
    form.set('applicationFormData', JSON.stringify(admissionPayload({ aadharNo: aadhaar(), name: 'Damaged Photo' })));
    form.set('imageUpload', new File([new Uint8Array(cut)], 'ravi.png', { type: 'image/png' }));
    const res = await app.request('/api/app/saveApplicationFormData', {
      method: 'POST',
      body: form,
      headers: {
        cookie: [...clerk.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
        ...(key ? { 'Idempotency-Key': key } : {}),
      },
    });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { message: string }).message).toBe(FILE_MESSAGES.damagedImage('ravi.png'));
    expect(await admissionCount()).toBe(before);
  });
});
