import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import type { Hono } from 'hono';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { admissions, idempotencyKeys, storedFiles, students, users } from '../../src/server/db/schema';
import { seededDatabase, type TestDatabase } from './support/databases';
import { SessionClient } from './support/session-client';
import { testApp, testClock } from './support/test-app';
import { TINY_PNG, admissionPayload, postAdmission } from './support/admission-client';

const pdfText = (b64: string) => {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'adm-pdf-')), 'a.pdf');
  writeFileSync(file, Buffer.from(b64, 'base64'));
  return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
};

describe('admissions API', () => {
  let database: TestDatabase;
  let app: Hono;
  let logLines: string[];
  let clerk: SessionClient;
  let chairman: SessionClient;
  let faculty: SessionClient;
  const clock = testClock(Date.parse('2026-07-15T06:00:00Z'));
  const count = async () => (await database.handle.db.select({ id: admissions.id }).from(admissions)).length;
  const json = async (client: SessionClient, p: string, body?: unknown) => {
    const res = await client.request(`/api/app/${p}`, body === undefined ? {} : { json: body });
    return { status: res.status, body: (await res.json()) as any }; // eslint-disable-line @typescript-eslint/no-explicit-any
  };

  /** The demo college with its two seeded admissions (2026ADM0001-0002), the clerk, chairman and faculty signed in. */
  const open = async () => {
    database = await seededDatabase('pglite', { collegeCode: 'DEMO', collegeName: 'Demo College' });
    ({ app, logLines } = testApp(database.handle, {}, { clock: clock.clock }));
    clerk = new SessionClient(app);
    chairman = new SessionClient(app);
    faculty = new SessionClient(app);
    expect((await clerk.signIn('admissions', 'Campus@2026')).status).toBe(200);
    expect((await chairman.signIn('chairman', 'Campus@2026')).status).toBe(200);
    expect((await faculty.signIn('faculty', 'Campus@2026')).status).toBe(200);
  };
  const close = async () => database?.drop();

  /** Ravi Kumar, the first admission after the seed (2026ADM0003), with his photo. */
  const admitRavi = () =>
    postAdmission(app, clerk, admissionPayload(), { bytes: TINY_PNG, name: 'my photo.webp', type: 'image/webp' });
  /** The register the search tests read: Ravi moved to ECE (2026ADM0003) and Anitha Rao (2026ADM0004). */
  const register = async () => {
    expect((await admitRavi()).status).toBe(201);
    const ravi = (await json(clerk, 'getAdmissionForEdit', { term: '2026ADM0003' })).body.applicationFormExcelM;
    expect(
      (
        await postAdmission(app, clerk, {
          ...ravi,
          name: 'Ravi Kumar Reddy',
          branch: 'ECE',
          editedAadharNumber: '234567810123',
        })
      ).status,
    ).toBe(200);
    expect(
      (
        await postAdmission(
          app,
          clerk,
          admissionPayload({ name: 'Anitha Rao', gender: 'female', aadharNo: '345678961235' }),
        )
      ).status,
    ).toBe(201);
  };

  // Tests that number admissions each start from the seeded database, so each sees the numbers it names.
  describe('numbering and changing admissions', () => {
    beforeEach(open, 300_000);
    afterEach(close);

    it('saves a new admission with its photo: the number shown by generateAdmistionNumber, a PDF with the name and number, 201', async () => {
      const next = await clerk.request('/api/app/generateAdmistionNumber');
      expect(await next.text()).toBe('2026ADM0003');
      const saved = await admitRavi();
      expect(saved.status).toBe(201);
      expect(saved.body).toMatchObject({
        message: 'Record saved successfully',
        adminNo: '2026ADM0003',
        rollNumber: '2026ADM0003',
        fileName: 'Admission_Form_2026ADM0003 .pdf',
      });
      const text = pdfText(saved.body.b64 as string);
      expect(text).toContain('ADMISSION FORM');
      expect(text).toContain('Ravi Kumar');
      expect(text).toContain('2026ADM0003');
      expect(text).toContain('XXXX XXXX 0123');
      expect(text).not.toContain('234567810123');
      // §5: the photo is kept under the admission number with .png (the bytes say what it is).
      const [file] = await database.handle.db.select().from(storedFiles).where(eq(storedFiles.ownerType, 'admission'));
      expect(file).toMatchObject({
        ownerId: '2026ADM0003',
        originalName: '2026ADM0003.png',
        mediaType: 'image/png',
        purpose: 'photo',
      });
      expect(await (await clerk.request('/api/app/generateAdmistionNumber')).text()).toBe('2026ADM0004');
    });

    it('makes the admission a student that Create Logins offers (§7 createStudentLogins)', async () => {
      expect((await admitRavi()).status).toBe(201);
      const [student] = await database.handle.db.select().from(students).where(eq(students.rollNo, '2026ADM0003'));
      expect(student).toMatchObject({
        fullName: 'Ravi Kumar',
        gender: 'MALE',
        email: 'ravi.kumar@example.in',
        mobile: '9123456780',
        dateOfBirth: '2008-03-02',
      });
      const admin = new SessionClient(app);
      await admin.signIn('admin', 'Campus@2026');
      const created = await json(admin, 'createStudentLogins', {});
      expect(created.status).toBe(200);
      const [login] = await database.handle.db.select().from(users).where(eq(users.username, '2026ADM0003'));
      expect(login).toMatchObject({ studentId: student!.id, roles: ['ROLE_STUDENT'] });
    }, 120_000); // createStudentLogins hashes a password for every student without a login

    it('refuses a second admission with the same Aadhaar (409, clear message) and changes nothing', async () => {
      expect((await admitRavi()).status).toBe(201);
      const before = await count();
      const again = await postAdmission(
        app,
        clerk,
        admissionPayload({ name: 'Someone Else', aadharNo: '2345 6781 0123' }),
      );
      expect(again).toMatchObject({
        status: 409,
        body: { message: 'An admission with this Aadhaar number already exists. Open it in modify mode to change it.' },
      });
      expect(await count()).toBe(before);
    });

    it('modify: finds the record by Aadhaar in a POST body (real number for the clerk), saves changes under the same number', async () => {
      expect((await admitRavi()).status).toBe(201);
      const found = await json(clerk, 'getAdmissionForEdit', { term: '2345 6781 0123' });
      expect(found.status).toBe(200);
      expect(found.body).toMatchObject({ adminNo: '2026ADM0003', rollNumber: '2026ADM0003', hasPhoto: true });
      expect(found.body.applicationFormExcelM.aadharNo).toBe('234567810123');
      expect((await json(clerk, 'getAdmissionForEdit', { term: '2026adm0003' })).body.adminNo).toBe('2026ADM0003');
      const record = {
        ...found.body.applicationFormExcelM,
        name: 'Ravi Kumar Reddy',
        branch: 'ECE',
        editedAadharNumber: '234567810123',
      };
      const saved = await postAdmission(app, clerk, record);
      expect(saved.status).toBe(200);
      expect(saved.body).toMatchObject({ message: 'Record modified successfully', adminNo: '2026ADM0003' });
      const [student] = await database.handle.db.select().from(students).where(eq(students.rollNo, '2026ADM0003'));
      expect(student!.fullName).toBe('Ravi Kumar Reddy');
      expect(await count()).toBe(1);
    });

    it('editedAadharNumber (legacy query parameter too) lets a record keep or change its own number, never take another', async () => {
      expect((await admitRavi()).status).toBe(201);
      const second = await postAdmission(
        app,
        clerk,
        admissionPayload({ name: 'Anitha Rao', gender: 'female', aadharNo: '345678941234' }),
      );
      expect(second.body.adminNo).toBe('2026ADM0004');
      const record = (await json(clerk, 'getAdmissionForEdit', { term: '345678941234' })).body.applicationFormExcelM;
      // By the seed's query parameter and no admission number: the record with that Aadhaar is the one modified.
      const viaQuery = await postAdmission(
        app,
        clerk,
        { ...record, adminNo: '', aadharNo: '345678961235' },
        null,
        '?editedAadharNumber=345678941234',
      );
      expect(viaQuery).toMatchObject({ status: 200, body: { adminNo: '2026ADM0004' } });
      const stolen = await postAdmission(app, clerk, {
        ...record,
        aadharNo: '234567810123',
        editedAadharNumber: '345678961235',
      });
      expect(stolen.status).toBe(409);
      const wrongEdit = await postAdmission(app, clerk, { ...record, editedAadharNumber: '111122223333' });
      expect(wrongEdit).toMatchObject({
        status: 409,
        body: { message: 'The Aadhaar number being edited does not belong to this admission.' },
      });
    });

    it('lists existing admissions in the seed shape with applicationFormExcelM.aadharNo masked', async () => {
      await register();
      const res = await clerk.request('/api/app/getApplicationFormData');
      const text = await res.text();
      expect(text).not.toContain('234567810123');
      const list = JSON.parse(text) as { adminNo: string; applicationFormExcelM: { aadharNo: string } }[];
      expect(list.map((e) => [e.adminNo, e.applicationFormExcelM.aadharNo])).toEqual([
        ['2026ADM0004', 'XXXX XXXX 1235'],
        ['2026ADM0003', 'XXXX XXXX 0123'],
      ]);
    });

    it('register: search by name, roll number, admission number or Aadhaar (POST) with filters; PDF again; Excel export', async () => {
      await register();
      const search = async (body: Record<string, unknown>) =>
        ((await json(chairman, 'searchAdmissions', body)).body as { entries: { adminNo: string }[] }).entries.map(
          (e) => e.adminNo,
        );
      expect(await search({ query: 'anitha' })).toEqual(['2026ADM0004']);
      expect(await search({ query: '2026ADM0003' })).toEqual(['2026ADM0003']);
      expect(await search({ query: '3456 7896 1235' })).toEqual(['2026ADM0004']);
      expect(await search({ branch: 'ECE' })).toEqual(['2026ADM0003']);
      expect(await search({ course: 'B.Tech', batch: '2026-2030', academicYear: '2026-2027' })).toEqual([
        '2026ADM0004',
        '2026ADM0003',
      ]);
      expect(await search({ academicYear: '2025-2026' })).toEqual([]);
      const pdf = await json(chairman, 'getAdmissionPdf/2026ADM0004');
      expect(pdf.body.fileName).toBe('Admission_Form_2026ADM0004 .pdf');
      expect(pdfText(pdf.body.b64)).toContain('Anitha Rao');
      const exported = await chairman.request('/api/app/exportAdmissions', { json: { branch: 'CSE' } });
      expect(exported.headers.get('content-type')).toContain('spreadsheetml');
      const book = new ExcelJS.Workbook();
      await book.xlsx.load(await exported.arrayBuffer());
      const sheet = book.getWorksheet('Admissions')!;
      expect(sheet.getRow(2).getCell(1).value).toBe('Admission No');
      expect(sheet.getRow(3).getCell(1).value).toBe('2026ADM0004');
      expect(sheet.getRow(3).getCell(13).value).toBe('XXXX XXXX 1235');
      expect(sheet.rowCount).toBe(3);
    });

    it('never stores the answer of a read-only POST with an Idempotency-Key (a record with its Aadhaar, a workbook)', async () => {
      await register();
      const headers = { 'Idempotency-Key': 'read-only-post-1' };
      const found = await clerk.request('/api/app/getAdmissionForEdit', { json: { term: '2026ADM0003' }, headers });
      expect(found.status).toBe(200);
      const exported = await clerk.request('/api/app/exportAdmissions', {
        json: {},
        headers: { 'Idempotency-Key': 'read-only-post-2' },
      });
      const book = new ExcelJS.Workbook();
      await book.xlsx.load(await exported.arrayBuffer());
      expect(book.getWorksheet('Admissions')!.rowCount).toBe(4);
      expect(await database.handle.db.select().from(idempotencyKeys)).toEqual([]);
    });

    it('a new save carrying the number generateAdmistionNumber showed (as the seed form sends it) creates the admission', async () => {
      const shown = await (await clerk.request('/api/app/generateAdmistionNumber')).text();
      expect(shown).toBe('2026ADM0003');
      const before = await count();
      const saved = await postAdmission(
        app,
        clerk,
        admissionPayload({ name: 'Kiran Rao', aadharNo: '456789012341', adminNo: shown }),
      );
      expect(saved).toMatchObject({
        status: 201,
        body: { message: 'Record saved successfully', adminNo: '2026ADM0003' },
      });
      expect(await count()).toBe(before + 1);
    });

    it('a shown number another save took meanwhile gives the next number and leaves that admission alone', async () => {
      const kiranSaved = await postAdmission(
        app,
        clerk,
        admissionPayload({ name: 'Kiran Rao', aadharNo: '456789012341', adminNo: '2026ADM0003' }),
      );
      expect(kiranSaved.body.adminNo).toBe('2026ADM0003');
      const saved = await postAdmission(
        app,
        clerk,
        admissionPayload({ name: 'Latha Devi', gender: 'FEMALE', aadharNo: '567890123458', adminNo: '2026ADM0003' }),
      );
      expect(saved).toMatchObject({ status: 201, body: { adminNo: '2026ADM0004' } });
      const kiran = await json(clerk, 'getAdmissionForEdit', { term: '2026ADM0003' });
      expect(kiran.body.name).toBe('Kiran Rao');
    });

    it('modify is recognised by an existing record (its number and Aadhaar) or by editedAadharNumber alone', async () => {
      const kiranSaved = await postAdmission(
        app,
        clerk,
        admissionPayload({ name: 'Kiran Rao', aadharNo: '456789012341', adminNo: '2026ADM0003' }),
      );
      expect(kiranSaved.body.adminNo).toBe('2026ADM0003');
      const lathaSaved = await postAdmission(
        app,
        clerk,
        admissionPayload({ name: 'Latha Devi', gender: 'FEMALE', aadharNo: '567890123458' }),
      );
      expect(lathaSaved.body.adminNo).toBe('2026ADM0004');
      const before = await count();
      const again = await postAdmission(
        app,
        clerk,
        admissionPayload({ name: 'Kiran Rao Naidu', aadharNo: '456789012341', adminNo: '2026ADM0003' }),
      );
      expect(again).toMatchObject({
        status: 200,
        body: { message: 'Record modified successfully', adminNo: '2026ADM0003' },
      });
      const byEdited = await postAdmission(
        app,
        clerk,
        admissionPayload({
          name: 'Latha Devi',
          gender: 'FEMALE',
          aadharNo: '678901234560',
          editedAadharNumber: '567890123458',
        }),
      );
      expect(byEdited).toMatchObject({ status: 200, body: { adminNo: '2026ADM0004' } });
      expect(await count()).toBe(before);
      const latha = await json(clerk, 'getAdmissionForEdit', { term: '2026ADM0004' });
      expect(latha.body.applicationFormExcelM.aadharNo).toBe('678901234560');
      const unknown = await postAdmission(
        app,
        clerk,
        admissionPayload({ aadharNo: '789012345674', editedAadharNumber: '111122223333' }),
      );
      expect(unknown).toMatchObject({
        status: 404,
        body: { message: 'No admission found for this roll number, admission number or Aadhaar number.' },
      });
    });

    it('keeps every §5 first-form field: the record for edit, the PDF and the register export (bank account masked)', async () => {
      expect((await admitRavi()).status).toBe(201);
      const fields = {
        guardianName: 'Ramesh Rao',
        guardianAddress: 'Near Bus Stand Kukatpally',
        guardianPhoneNo: '9000012345',
        board: 'Board of Intermediate Education',
        schoolName: 'Zilla Parishad High School',
        institution: 'Narayana Junior College',
        yearOfPass: '2026',
        totalMarksInter: '1000',
        marksSecured: '912',
        gradePoints: '9',
        annualIncome: '180000',
        distanceFromResidence: '12',
        bankAccount: '31245678901',
        fatherEmailId: 'suresh@example.in',
        landLineNumber: '040-2345678',
        previousInstitution: 'Narayana Junior College',
      };
      const saved = await postAdmission(
        app,
        clerk,
        admissionPayload({ name: 'Mohan Das', aadharNo: '789012345674', ...fields }),
      );
      expect(saved.status).toBe(201);
      const adminNo = saved.body.adminNo as string;
      const edit = await json(clerk, 'getAdmissionForEdit', { term: adminNo });
      expect(edit.body.applicationFormExcelM).toMatchObject(fields);
      const text = pdfText(saved.body.b64 as string).replace(/\s+/g, ' ');
      for (const value of [
        'Ramesh Rao',
        '9000012345',
        'Zilla Parishad High School',
        'Board of Intermediate Education',
        '2026',
        'XXXX8901',
      ])
        expect(text).toContain(value);
      expect(text).not.toContain('31245678901');
      const exported = await clerk.request('/api/app/exportAdmissions', { json: { query: adminNo } });
      const book = new ExcelJS.Workbook();
      await book.xlsx.load(await exported.arrayBuffer());
      const sheet = book.getWorksheet('Admissions')!;
      const headers = (sheet.getRow(2).values as unknown[]).slice(1);
      const row = (sheet.getRow(3).values as unknown[]).slice(1);
      const cell = (header: string) => row[headers.indexOf(header)];
      expect(cell("Guardian's Name")).toBe('Ramesh Rao');
      expect(cell("Guardian's Mobile")).toBe('9000012345');
      expect(cell("Guardian's Address")).toBe('Near Bus Stand Kukatpally');
      expect(cell('Board')).toBe('Board of Intermediate Education');
      expect(cell('School Name')).toBe('Zilla Parishad High School');
      expect(cell('Institution')).toBe('Narayana Junior College');
      expect(cell('Year of Pass')).toBe('2026');
      expect(cell('Grade Points')).toBe('9');
      expect(cell('Distance from Residence (km)')).toBe('12');
      expect(cell('Bank Account No')).toBe('XXXX8901');
      expect(cell('Parent Email')).toBe('suresh@example.in');
      expect(cell('Pincode')).toBe('500072');
      expect(cell('Mandal')).toBe('Balanagar');
      // A record saved before these fields existed reads them as empty.
      const older = await json(clerk, 'getAdmissionForEdit', { term: '2026ADM0003' });
      expect(older.body.applicationFormExcelM).toMatchObject({ guardianName: '', bankAccount: '', yearOfPass: '' });
    });
  });

  // Tests that change no admission number share one database.
  describe('refusals and reads', () => {
    beforeAll(open, 300_000);
    afterAll(close);

    it('answers the §5 messages word for word and changes nothing', async () => {
      const before = await count();
      const cases: [Record<string, unknown>, string][] = [
        [{ name: '' }, 'Please enter Full Name'],
        [{ branch: '' }, 'Please select branch'],
        [{ dateOfBirth: '' }, 'Please enter Date of Birth'],
        [{ name: 'Ravi 2' }, 'Please Enter Text'],
        [{ aadharNo: '12345' }, '12-digit  for Adhar number'],
        [{ fatherContactNo: '0987654321' }, '10-digit  for mobile number'],
        [{ emailId: 'ravi@' }, 'Please enter a valid email address'],
        [{ rank: '012' }, 'Please enter a valid number'],
        [{ permanentAddress: { pincode: '5000721' } }, 'Please enter a valid pincode'],
        [{ landLineNumber: '040 2345' }, 'Please enter a valid landline number'],
        [{ branch: 'XYZ' }, 'Branch Not Found'],
      ];
      for (const [change, message] of cases) {
        const res = await postAdmission(app, clerk, admissionPayload({ aadharNo: '999988807777', ...change }));
        expect({ change, status: res.status, message: res.body.message }).toEqual({ change, status: 400, message });
      }
      expect(await count()).toBe(before);
    });

    it('refuses a malformed multipart body, a photo that is not an image and an oversized photo, storing nothing', async () => {
      const before = await count();
      const cookie = [...clerk.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
      const cut = await app.request('/api/app/saveApplicationFormData', {
        method: 'POST',
        headers: { cookie, 'content-type': 'multipart/form-data; boundary=XYZ' },
        body: '--XYZ\r\nContent-Disposition: form-data; name="applicationFormData"\r\n\r\n{"na',
      });
      expect(cut.status).toBe(400);
      expect((await postAdmission(app, clerk, '{not json')).status).toBe(400);
      const pdfAsPhoto = await postAdmission(app, clerk, admissionPayload({ aadharNo: '999988807777' }), {
        bytes: Buffer.from('%PDF-1.4\n%âãÏÓ\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF'),
        name: 'photo.png',
        type: 'image/png',
      });
      expect(pdfAsPhoto.status).toBe(415);
      const huge = Buffer.concat([TINY_PNG, Buffer.alloc(6 * 1024 * 1024)]);
      const big = await postAdmission(app, clerk, admissionPayload({ aadharNo: '999988807777' }), {
        bytes: huge,
        name: 'big.png',
        type: 'image/png',
      });
      expect(big.status).toBe(413);
      expect(await count()).toBe(before);
    });

    it('lets the chairman read the register but not save or open a record for edit; faculty neither', async () => {
      expect((await postAdmission(app, chairman, admissionPayload({ aadharNo: '999988807777' }))).status).toBe(403);
      expect((await json(chairman, 'getAdmissionForEdit', { term: '2026ADM0003' })).status).toBe(403);
      expect((await json(faculty, 'searchAdmissions', {})).status).toBe(403);
      expect((await json(faculty, 'getApplicationFormData')).status).toBe(403);
    });

    it("getNormalData answers the college's code, name, academic year and the admission types its forms offer", async () => {
      const res = await json(clerk, 'getNormalData');
      expect(res).toEqual({
        status: 200,
        body: {
          collegeCode: 'DEMO',
          collegeName: 'Demo College',
          academicYear: '2026-2027',
          admissionTypesFromSeatTypes: false,
          admissionTypes: ['Direct', 'Lateral', 'Transfer'],
        },
      });
      expect((await json(faculty, 'getNormalData')).status).toBe(403);
    });

    it('refuses the new fields with their §5 words', async () => {
      const cases: [Record<string, unknown>, string][] = [
        [{ guardianName: 'Ramesh 2' }, 'Please Enter Text'],
        [{ guardianAddress: '12 Main Road' }, 'Please Enter Text'],
        [{ board: 'CBSE-1' }, 'Please Enter Text'],
        [{ schoolName: 'ZPHS #1' }, 'Please Enter Text'],
        [{ institution: 'Inst.' }, 'Please Enter Text'],
        [{ guardianPhoneNo: '0900012345' }, '10-digit  for mobile number'],
        [{ yearOfPass: '02026' }, 'Please enter a valid number'],
        [{ gradePoints: '-9' }, 'Please enter a valid number'],
        [{ distanceFromResidence: '12 km' }, 'Please enter a valid number'],
        [{ bankAccount: '0312456789' }, 'Please enter a valid number'],
      ];
      for (const [change, message] of cases) {
        const res = await postAdmission(app, clerk, admissionPayload({ aadharNo: '999988807777', ...change }));
        expect({ change, status: res.status, message: res.body.message }).toEqual({ change, status: 400, message });
      }
    });

    it('never writes an Aadhaar number to the log', async () => {
      expect((await admitRavi()).status).toBe(201);
      expect(
        (await postAdmission(app, clerk, admissionPayload({ name: 'Someone Else', aadharNo: '2345 6781 0123' })))
          .status,
      ).toBe(409);
      expect((await postAdmission(app, clerk, admissionPayload({ aadharNo: '999988807777', name: '' }))).status).toBe(
        400,
      );
      const anitha = await postAdmission(
        app,
        clerk,
        admissionPayload({ name: 'Anitha Rao', gender: 'female', aadharNo: '345678941234' }),
      );
      expect(anitha.status).toBe(201);
      const record = (await json(clerk, 'getAdmissionForEdit', { term: '345678941234' })).body.applicationFormExcelM;
      const moved = await postAdmission(
        app,
        clerk,
        { ...record, adminNo: '', aadharNo: '345678961235' },
        null,
        '?editedAadharNumber=345678941234',
      );
      expect(moved.status).toBe(200);
      const log = logLines.join('\n');
      expect(log.length).toBeGreaterThan(0);
      for (const n of ['234567810123', '345678941234', '345678961235', '999988807777']) expect(log).not.toContain(n);
    });
  });
});
