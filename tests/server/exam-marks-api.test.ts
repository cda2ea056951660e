import * as XLSX from '@e965/xlsx';
import { and, asc, eq, inArray, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIST_MESSAGES, LIST_REASONS } from '../../src/domain/academic/messages';
import { BULK_MESSAGES } from '../../src/domain/admissions/bulk-messages';
import { EXAM_MESSAGES, MARKS_MESSAGES as M } from '../../src/domain/exams/messages';
import {
  batches,
  branches,
  courses,
  examMarks,
  examRegistrations,
  exams,
  facultyAllotments,
  regulations,
  sections,
  semesters,
  students,
  users,
} from '../../src/server/db/schema';
import { seedDemoCollege } from '../../src/server/demo/college';
import { DEMO_MARKS_EXAM, demo } from '../support/demo-rolls';
import { freshDatabase, postgresReachable, seededDatabase, type TestDatabase } from './support/databases';
import { SessionClient } from './support/session-client';
import { signedInClients } from './support/signed-in-clients';
import { testApp } from './support/test-app';
import { ROLL_PREFIX } from '../support/demo-rolls';

const reachable = await postgresReachable();

type Cell = string | number | null;
/** An .xlsx whose first sheet holds these rows (the first is the header). */
function sheet(rows: readonly (readonly Cell[])[]): Uint8Array {
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(rows.map((r) => [...r])), 'Marks');
  return new Uint8Array(XLSX.write(book, { bookType: 'xlsx', type: 'array' }) as ArrayBuffer);
}
const rowsOf = (bytes: ArrayBuffer) => {
  const book = XLSX.read(new Uint8Array(bytes), { type: 'array' });
  return XLSX.utils.sheet_to_json<Cell[]>(book.Sheets[book.SheetNames[0]!]!, { header: 1, defval: null });
};

/** Marks entry on each database: internal by the allotted teacher (offline replays once), external by upload. */
describe.each(['pglite', 'postgres'] as const)('exam marks API (%s)', (kind) => {
  const skip = kind === 'postgres' && !reachable;
  let database: TestDatabase;
  let app: ReturnType<typeof testApp>['app'];
  const as = signedInClients(() => app);
  const subject: Record<string, number> = {};
  let examId: number;
  let sectionA: number;
  const ids = { r22: 0, btech: 0, cse: 0, sem7: 0 };

  beforeAll(async () => {
    if (skip) return;
    database = await seededDatabase(kind, { collegeCode: 'DEMO', collegeName: 'Demo College' });
    app = testApp(database.handle).app;
    const db = database.handle.db;
    const cell = await as('examination');
    const choices = (await cell.get('exams/choices')).body;
    const r22 = choices.regulations.find((r: { label: string }) => r.label === 'R22').value;
    const btech = choices.degrees.find((d: { label: string }) => d.label === 'B.Tech').value;
    const [sem7] = await db
      .select({ id: semesters.id })
      .from(semesters)
      .where(and(eq(semesters.degreeId, btech), eq(semesters.number, 7)));
    const [cse] = await db.select({ id: branches.id }).from(branches).where(eq(branches.shortName, 'CSE'));
    const [reg] = await db.select({ id: regulations.id }).from(regulations).where(eq(regulations.code, 'R22'));
    Object.assign(ids, { r22, btech, cse: cse!.id, sem7: sem7!.id });
    for (const [code, name] of [
      ['R22CS701', 'Compiler Design'],
      ['R22CS704', 'Information Security'],
    ] as const) {
      const [made] = await db
        .insert(courses)
        .values({ code, name, credits: 3, branchId: cse!.id, semesterId: sem7!.id, regulationId: reg!.id })
        .returning({ id: courses.id });
      subject[code] = made!.id;
    }
    const made = await cell.post('exams', {
      title: 'B.Tech IV Year I Semester (R22) Regular Examinations, November 2026',
      regulationId: r22,
      degreeId: btech,
      semester: 7,
      examType: 'regular',
      month: 11,
      year: 2026,
    });
    examId = made.body.row.id;
    await cell.put(`exams/${examId}/subjects/${subject.R22CS701}`, { date: '2026-11-02', session: 'FN' });
    await cell.put(`exams/${examId}/subjects/${subject.R22CS704}`, { date: '2026-11-03', session: 'FN' });
    expect((await cell.post(`exams/${examId}/registration`, {})).status).toBe(200);
    // The demo teacher teaches Compiler Design to the demo section (CSE A of the batch on roll) only.
    const [a] = await db
      .select({ id: sections.id })
      .from(sections)
      .innerJoin(batches, eq(batches.id, sections.batchId))
      .where(and(eq(sections.branchId, cse!.id), eq(batches.startYear, demo.batch.startYear), eq(sections.name, 'A')));
    sectionA = a!.id;
    const first30 = await db
      .select({ id: students.id })
      .from(students)
      .where(like(students.rollNo, `${ROLL_PREFIX}05%`))
      .orderBy(asc(students.rollNo))
      .limit(30);
    await db
      .update(students)
      .set({ sectionId: sectionA })
      .where(
        inArray(
          students.id,
          first30.map((s) => s.id),
        ),
      );
    const [teacher] = await db.select({ id: users.facultyId }).from(users).where(eq(users.username, 'faculty'));
    await db.insert(facultyAllotments).values({
      academicYear: '2026-2027',
      facultyId: teacher!.id!,
      subjectId: subject.R22CS701!,
      sectionId: sectionA,
    });
  }, 300_000);
  afterAll(async () => database?.drop());

  const stored = async (courseId: number) =>
    database.handle.db
      .select({
        studentId: examMarks.studentId,
        internal: examMarks.internal,
        internalAt: examMarks.internalAt,
        external: examMarks.external,
        absent: examMarks.externalAbsent,
        externalAt: examMarks.externalAt,
        code: examMarks.code,
      })
      .from(examMarks)
      .where(and(eq(examMarks.examId, examId), eq(examMarks.courseId, courseId)));

  /** An exam of a test's own: a new CSE IV Year I Semester subject on its timetable, its students registered. */
  const ownExam = async (code: string, month: string, monthNumber: number) => {
    const db = database.handle.db;
    const [course] = await db
      .insert(courses)
      .values({
        code,
        name: `Subject ${code}`,
        credits: 3,
        branchId: ids.cse,
        semesterId: ids.sem7,
        regulationId: ids.r22,
      })
      .returning({ id: courses.id });
    const cell = await as('examination');
    const made = await cell.post('exams', {
      title: `B.Tech IV Year I Semester (R22) Regular Examinations, ${month} 2027`,
      regulationId: ids.r22,
      degreeId: ids.btech,
      semester: 7,
      examType: 'regular',
      month: monthNumber,
      year: 2027,
    });
    const id = made.body.row.id as number;
    await cell.put(`exams/${id}/subjects/${course!.id}`, {
      date: `2027-${String(monthNumber).padStart(2, '0')}-03`,
      session: 'FN',
    });
    expect((await cell.post(`exams/${id}/registration`, {})).status).toBe(200);
    const sitting = (await cell.get(`exams/${id}/marks/${course!.id}/external`)).body.students as {
      studentId: number;
      rollNo: string;
    }[];
    return { examId: id, courseId: course!.id, sitting };
  };
  /** Uploads a marks sheet as the exam cell and answers its report. */
  const uploadMarks = async (id: number, file: Uint8Array, key: string) => {
    const client = new SessionClient(app);
    await client.signIn('examination', 'Campus@2026');
    const body = new FormData();
    body.append('excelFileUpload', new File([new Uint8Array(file)], 'marks.xlsx'));
    const answer = await app.request(`/api/app/masterDataExcelsUploads?fileType=examMarks&examId=${String(id)}`, {
      method: 'POST',
      body,
      headers: { cookie: [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; '), 'Idempotency-Key': key },
    });
    return answer.json();
  };
  const marksOf = (id: number, courseId: number) =>
    database.handle.db
      .select({ studentId: examMarks.studentId, internal: examMarks.internal, external: examMarks.external })
      .from(examMarks)
      .where(and(eq(examMarks.examId, id), eq(examMarks.courseId, courseId)));
  const subjectRow = async (code: string) =>
    (await (await as('admin')).get(`lists/subjects?q=${code}`)).body.rows.find(
      (r: { code: string }) => r.code === code,
    );

  // The marks of one exam are one story, told in its order: the overview at its end counts what the internal and
  // external steps before it entered, so they are steps of one test rather than tests of their own.
  /**
   * Step 1: takes internal marks from the allotted teacher only, refuses above the maximum whole, and stores an outbox
   * replay once.
   */
  const internalMarks = async () => {
    const teacher = await as('faculty');
    const listed = (await teacher.get('marks/internal')).body.subjects;
    expect(listed).toContainEqual(
      expect.objectContaining({ examId, courseId: subject.R22CS701, code: 'R22CS701', internalMax: 30, entered: 0 }),
    );
    const grid = await teacher.get(`exams/${examId}/marks/${subject.R22CS701}/internal`);
    expect(grid.status).toBe(200);
    expect(grid.body.subject.internalMax).toBe(30);
    const class_ = grid.body.students as { studentId: number; rollNo: string }[];
    expect(class_.length).toBe(30);
    expect(class_[0]!.rollNo).toBe(`${ROLL_PREFIX}0501`);

    // Over the maximum, or negative: refused with the reason, nothing stored.
    const marks = class_.map((s, i) => ({ studentId: s.studentId, internal: 10 + (i % 20) }));
    const over = await teacher.put(`exams/${examId}/marks/${subject.R22CS701}/internal`, {
      marks: marks.map((m, i) => (i === 3 ? { ...m, internal: 31 } : m)),
    });
    expect(over.status).toBe(400);
    expect(over.body).toEqual({
      message: M.invalid,
      reason: `${class_[3]!.rollNo}: ${M.aboveMax('Internal', 31, 30)}`,
    });
    const negative = await teacher.put(`exams/${examId}/marks/${subject.R22CS701}/internal`, {
      marks: [{ studentId: class_[0]!.studentId, internal: -1 }],
    });
    expect([negative.status, negative.body.reason]).toEqual([400, M.notAWholeNumber]);
    const twice = await teacher.put(`exams/${examId}/marks/${subject.R22CS701}/internal`, {
      marks: [5, 6].map((internal) => ({ studentId: class_[0]!.studentId, internal })),
    });
    expect([twice.status, twice.body.reason]).toEqual([400, M.sameStudentTwice]);
    expect((await stored(subject.R22CS701!)).filter((r) => r.internal !== null)).toEqual([]);

    // Another section's registered student, another subject, another teacher: 403. A student not sitting it: 400.
    const db = database.handle.db;
    const registered = (await (await as('examination')).get(`exams/${examId}/marks/${subject.R22CS701}/external`)).body
      .students as { studentId: number; sectionId: number | null; rollNo: string }[];
    const elsewhere = registered.find((s) => s.sectionId !== sectionA)!;
    const notMine = await teacher.put(`exams/${examId}/marks/${subject.R22CS701}/internal`, {
      marks: [{ studentId: elsewhere.studentId, internal: 5 }],
    });
    expect([notMine.status, notMine.body.message]).toEqual([403, M.notAllotted]);
    const [ece] = await db
      .select({ id: students.id })
      .from(students)
      .where(eq(students.rollNo, `${ROLL_PREFIX}0401`));
    const notSitting = await (
      await as('examination')
    ).put(`exams/${examId}/marks/${subject.R22CS701}/internal`, {
      marks: [{ studentId: ece!.id, internal: 5 }],
    });
    expect([notSitting.status, notSitting.body.reason]).toEqual([400, M.notRegistered]);
    expect((await teacher.get(`exams/${examId}/marks/${subject.R22CS704}/internal`)).status).toBe(403);
    const hod = await (await as('hod')).put(`exams/${examId}/marks/${subject.R22CS701}/internal`, { marks });
    expect([hod.status, hod.body.message]).toEqual([403, M.notAllotted]);
    expect((await (await as('student')).get(`exams/${examId}/marks/${subject.R22CS701}/internal`)).status).toBe(403);

    // The outbox sends the saved grid with its key; sent again (page and service worker), it is stored once.
    const client = new SessionClient(app);
    await client.signIn('faculty', 'Campus@2026');
    const send = () =>
      client.request(`/api/app/exams/${examId}/marks/${subject.R22CS701}/internal`, {
        method: 'PUT',
        json: { marks },
        headers: { 'Idempotency-Key': 'marks-outbox-1', 'X-Outbox-Item': '1' },
      });
    const first = await send();
    expect(first.status).toBe(200);
    const firstBody = await first.json();
    expect(firstBody).toEqual({ message: M.savedCount(30), changed: 30 });
    const afterFirst = await stored(subject.R22CS701!);
    const again = await send();
    expect(again.headers.get('Idempotent-Replayed')).toBe('true');
    expect(await again.json()).toEqual(firstBody);
    expect(await stored(subject.R22CS701!)).toEqual(afterFirst);
    expect(afterFirst.filter((r) => r.internal !== null)).toHaveLength(30);
    // The same marks under a new key change no row (nor who and when).
    const same = await teacher.put(`exams/${examId}/marks/${subject.R22CS701}/internal`, { marks });
    expect(same.body.changed).toBe(0);
    expect(await stored(subject.R22CS701!)).toEqual(afterFirst);
  };

  /**
   * Step 2: uploads external marks: bad rows listed with reasons, good rows saved, AB kept, a replay and a repeat
   * change nothing.
   */
  const externalMarks = async () => {
    const cell = await as('examination');
    const client = new SessionClient(app);
    await client.signIn('examination', 'Campus@2026');
    const template = await client.request(`/api/app/exams/${examId}/marks/${subject.R22CS701}/template`);
    expect(template.status).toBe(200);
    const rows = rowsOf(await template.arrayBuffer());
    expect(rows[0]).toEqual(['Subject Code', 'Roll Number', 'Name', 'External Marks']);
    expect(rows.length).toBe(61);
    const filled = rows.map((r, i): Cell[] =>
      i === 0 ? r : [r[0] ?? null, r[1] ?? null, r[2] ?? null, 20 + (i % 50)],
    );
    filled[5] = [...filled[5]!.slice(0, 3), 'AB'];
    filled[6] = [...filled[6]!.slice(0, 3), 71];
    filled[7] = [...filled[7]!.slice(0, 3), 'abc'];
    filled.push(['R22CS701', '99X99X9999', 'Nobody', 40]);
    filled.push(['R22CS701', `${ROLL_PREFIX}0401`, 'An ECE student', 40]);
    const bytes = sheet(filled);
    let keys = 0;
    const upload = (file: Uint8Array, key = `marks-upload-${String(++keys)}`, id = examId) => {
      const body = new FormData();
      body.append('excelFileUpload', new File([new Uint8Array(file)], 'marks.xlsx'));
      return app.request(`/api/app/masterDataExcelsUploads?fileType=examMarks&examId=${String(id)}`, {
        method: 'POST',
        body,
        headers: {
          cookie: [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
          'Idempotency-Key': key,
        },
      });
    };
    const answer = await upload(bytes, 'marks-upload-first');
    expect(answer.status).toBe(200);
    const report = await answer.json();
    expect(report.message).toBe(BULK_MESSAGES.uploaded);
    expect([report.checkedRows, report.savedRows, report.invalidRows]).toEqual([62, 58, 4]);
    expect(report.issues).toEqual([
      { row: 7, column: 'External Marks', reason: M.aboveMax('External', 71, 70) },
      { row: 8, column: 'External Marks', reason: M.notAWholeNumber },
      { row: 62, column: 'Roll Number', reason: M.unknownRoll },
      { row: 63, column: 'Roll Number', reason: M.notRegistered },
    ]);
    const saved = await stored(subject.R22CS701!);
    const byRoll = new Map(
      (await cell.get(`exams/${examId}/marks/${subject.R22CS701}/external`)).body.students.map(
        (s: { rollNo: string; external: number | null; absent: boolean }) => [s.rollNo, s],
      ),
    );
    expect(byRoll.get(String(rows[5]![1]))).toMatchObject({ external: null, absent: true });
    expect(byRoll.get(String(rows[6]![1]))).toMatchObject({ external: null, absent: false });
    expect(byRoll.get(String(rows[2]![1]))).toMatchObject({ external: 22, absent: false });
    expect(saved.filter((r) => r.external !== null || r.absent)).toHaveLength(58);

    // The same upload again (its key): its first report; the same file under a new key: no row changes.
    const replay = await upload(bytes, 'marks-upload-first');
    expect(replay.headers.get('Idempotent-Replayed')).toBe('true');
    expect((await replay.json()).savedRows).toBe(58);
    const repeat = await (await upload(bytes)).json();
    expect([repeat.savedRows, repeat.invalidRows]).toEqual([58, 4]);
    expect(await stored(subject.R22CS701!)).toEqual(saved);

    // On screen: one student's marks, refused above the maximum.
    const one = saved[0]!.studentId;
    const screen = `exams/${examId}/marks/${subject.R22CS701}/external`;
    expect((await cell.put(screen, { marks: [{ studentId: one, external: 70, absent: false }] })).status).toBe(200);
    const overScreen = await cell.put(screen, { marks: [{ studentId: one, external: 80, absent: false }] });
    expect([overScreen.status, overScreen.body.message]).toEqual([400, M.invalid]);
    const [kept] = await database.handle.db
      .select({ external: examMarks.external })
      .from(examMarks)
      .where(
        and(eq(examMarks.examId, examId), eq(examMarks.studentId, one), eq(examMarks.courseId, subject.R22CS701!)),
      );
    expect(kept!.external).toBe(70);

    // A sheet of another exam, or without the exam named, is refused whole.
    expect((await (await upload(bytes, undefined, 999_999)).json()).message).toBe(EXAM_MESSAGES.examNotFound);
    expect((await (await as('faculty')).get(`exams/${examId}/marks/${subject.R22CS701}/template`)).status).toBe(403);
  };

  /**
   * Step 3: codes a subject: the valuer sheet shows codes only and is uploaded by code; the overview counts what all
   * three steps entered.
   */
  const codedSubject = async () => {
    const cell = await as('examination');
    const coded = await cell.post(`exams/${examId}/marks/${subject.R22CS704}/codes`, {});
    expect(coded.body.message).toBe(M.coded(60));
    expect((await cell.post(`exams/${examId}/marks/${subject.R22CS704}/codes`, {})).body.message).toBe(M.nothingToCode);
    const codes = (await stored(subject.R22CS704!)).map((r) => r.code!);
    expect(new Set(codes).size).toBe(60);
    for (const c of codes) expect(c).toMatch(/^[1-9]\d{5}$/);

    const client = new SessionClient(app);
    await client.signIn('examination', 'Campus@2026');
    const rows = rowsOf(
      await (await client.request(`/api/app/exams/${examId}/marks/${subject.R22CS704}/template`)).arrayBuffer(),
    );
    expect(rows[0]).toEqual(['Subject Code', 'Coded Number', 'External Marks']);
    expect(
      rows
        .slice(1)
        .map((r) => String(r[1]))
        .sort(),
    ).toEqual([...codes].sort());
    expect(JSON.stringify(rows)).not.toContain(`${ROLL_PREFIX}05`);

    const filled: Cell[][] = [rows[0]!, ...rows.slice(1).map((r): Cell[] => [r[0] ?? null, r[1] ?? null, 45])];
    filled.push(['R22CS704', '000000', 40]);
    const body = new FormData();
    body.append('excelFileUpload', new File([new Uint8Array(sheet(filled))], 'coded.xlsx'));
    const answer = await app.request(`/api/app/masterDataExcelsUploads?fileType=examMarks&examId=${String(examId)}`, {
      method: 'POST',
      body,
      headers: { cookie: [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; '), 'Idempotency-Key': 'coded-1' },
    });
    const report = await answer.json();
    expect([report.savedRows, report.invalidRows]).toEqual([60, 1]);
    expect(report.issues).toEqual([{ row: 62, column: 'Coded Number', reason: M.unknownCode }]);
    expect((await stored(subject.R22CS704!)).every((r) => r.external === 45)).toBe(true);

    // A roll-number sheet for a coded subject is refused row by row: marks go against codes.
    const byRoll = sheet([
      ['Subject Code', 'Roll Number', 'External Marks'],
      ['R22CS704', `${ROLL_PREFIX}0501`, 50],
    ]);
    const rollBody = new FormData();
    rollBody.append('excelFileUpload', new File([new Uint8Array(byRoll)], 'roll.xlsx'));
    const refused = await (
      await app.request(`/api/app/masterDataExcelsUploads?fileType=examMarks&examId=${String(examId)}`, {
        method: 'POST',
        body: rollBody,
        headers: { cookie: [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; '), 'Idempotency-Key': 'coded-2' },
      })
    ).json();
    expect(refused.issues).toEqual([{ row: 2, column: 'Coded Number', reason: M.codedUseCode }]);

    // The overview: what each subject has and lacks; Authority roles read it, never the codes.
    const overview = (await cell.get(`exams/${examId}/marks`)).body.subjects;
    expect(overview.find((s: { code: string }) => s.code === 'R22CS704')).toMatchObject({
      registered: 60,
      externalEntered: 60,
      internalEntered: 0,
      coded: 60,
    });
    expect(overview.find((s: { code: string }) => s.code === 'R22CS701')).toMatchObject({
      registered: 60,
      internalEntered: 30,
      externalEntered: 58,
      absent: 1,
    });
    const principal = await as('principal');
    expect((await principal.get(`exams/${examId}/marks`)).status).toBe(200);
    expect((await principal.get(`exams/${examId}/marks/${subject.R22CS704}/external`)).status).toBe(403);
    expect((await (await as('faculty')).get(`exams/${examId}/marks`)).status).toBe(403);
  };

  it.skipIf(skip)(
    'internal marks, then external marks, then a coded subject: the valuer sheet shows codes only, uploaded by code',
    async () => {
      await internalMarks();
      await externalMarks();
      await codedSubject();
    },
    180_000,
  );
  it.skipIf(skip)(
    "reports a later row of a student whose earlier row was refused, instead of saving it: 'row N … is not submitted'",
    async () => {
      const { examId: id, courseId, sitting } = await ownExam('R22CS781', 'January', 1);
      const [a, b, c] = sitting;
      const report = await uploadMarks(
        id,
        sheet([
          ['Subject Code', 'Roll Number', 'External Marks'],
          ['R22CS781', a!.rollNo, 'abc'],
          ['R22CS781', a!.rollNo, 40],
          ['R22CS781', b!.rollNo, 45],
          ['R22CS781', b!.rollNo, 50],
          ['R22CS781', c!.rollNo, 99],
          ['R22CS781', c!.rollNo, 30],
        ]),
        'repeated-rows-1',
      );
      expect([report.checkedRows, report.savedRows, report.invalidRows]).toEqual([6, 1, 5]);
      expect(report.issues).toEqual([
        { row: 2, column: 'External Marks', reason: M.notAWholeNumber },
        { row: 3, column: 'External Marks', reason: M.repeatsRefusedRow(2) },
        { row: 5, column: 'External Marks', reason: M.repeatedInFile(4) },
        { row: 6, column: 'External Marks', reason: M.aboveMax('External', 99, 70) },
        { row: 7, column: 'External Marks', reason: M.repeatsRefusedRow(6) },
      ]);
      expect(await marksOf(id, courseId)).toEqual([{ studentId: b!.studentId, internal: null, external: 45 }]);
    },
  );

  it.skipIf(skip)(
    "refuses lowering a subject's maximum below marks already stored, when asked and again when authorized",
    async () => {
      const { examId: id, courseId, sitting } = await ownExam('R22CS782', 'February', 2);
      const db = database.handle.db;
      const [a, b, c] = sitting;
      await db.insert(examMarks).values(
        [
          [a!, 28, 60],
          [b!, 25, 40],
          [c!, 12, 65],
        ].map(([s, internal, external]) => ({
          examId: id,
          courseId,
          studentId: (s as { studentId: number }).studentId,
          internal: internal as number,
          external: external as number,
        })),
      );
      const admin = await as('admin');
      const row = await subjectRow('R22CS782');
      const change = (max: { internalMax?: number; externalMax?: number }) =>
        admin.put(`lists/subjects/${String(row.id)}`, { ...row, id: undefined, ...max });

      // Asked: refused with the count of marks above the new maxima (28 and 25 above 20; 60 and 65 above 50).
      expect(await change({ internalMax: 20 })).toEqual({
        status: 409,
        body: { message: LIST_MESSAGES.modificationFailed, reason: LIST_REASONS.marksAboveMaximum(2) },
      });
      expect((await change({ internalMax: 20, externalMax: 50 })).body.reason).toBe(LIST_REASONS.marksAboveMaximum(4));
      expect((await change({ internalMax: 27 })).body.reason).toBe('1 mark already stored is above the new maximum');
      expect((await admin.get('lists/subjects/pending')).body).not.toContainEqual(
        expect.objectContaining({ recordId: row.id }),
      );

      // A maximum that holds every mark waits for the principal; a mark above it arrives meanwhile.
      const asked = await change({ internalMax: 28 });
      expect(asked.status).toBe(202);
      const cell = await as('examination');
      const grid = `exams/${String(id)}/marks/${String(courseId)}/internal`;
      expect((await cell.put(grid, { marks: [{ studentId: c!.studentId, internal: 29 }] })).status).toBe(200);
      const principal = await as('principal');
      const authorize = () => principal.post(`listChangeRequests/${String(asked.body.request.id)}/authorize`, {});
      expect(await authorize()).toEqual({
        status: 409,
        body: { message: LIST_MESSAGES.modificationFailed, reason: LIST_REASONS.marksAboveMaximum(1) },
      });
      expect((await subjectRow('R22CS782')).internalMax).toBe(30);
      expect((await admin.get('lists/subjects/pending')).body).toContainEqual(
        expect.objectContaining({ id: asked.body.request.id }),
      );

      // The mark corrected, the same request is authorized.
      expect((await cell.put(grid, { marks: [{ studentId: c!.studentId, internal: 27 }] })).status).toBe(200);
      expect((await authorize()).status).toBe(200);
      expect((await subjectRow('R22CS782')).internalMax).toBe(28);
    },
  );

  it.skipIf(skip)("refuses to process an exam while marks stored are above their subject's maximum", async () => {
    const { examId: id, courseId, sitting } = await ownExam('R22CS783', 'March', 3);
    const db = database.handle.db;
    const [a] = sitting;
    await db.update(examRegistrations).set({ eligible: true, reason: '' }).where(eq(examRegistrations.examId, id));
    await db.insert(examMarks).values({ examId: id, courseId, studentId: a!.studentId, internal: 28, external: 50 });
    // Stored before the maximum came down (28 of 20 would otherwise be graded).
    await db.update(courses).set({ internalMax: 20 }).where(eq(courses.id, courseId));
    const cell = await as('examination');
    const overview = async () =>
      ((await cell.get(`exams/${String(id)}/marks`)).body.subjects as { code: string; aboveMax: number }[]).find(
        (s) => s.code === 'R22CS783',
      );
    expect((await overview())?.aboveMax).toBe(1);
    expect(await cell.post(`exams/${String(id)}/results/process`, {})).toEqual({
      status: 409,
      body: { message: EXAM_MESSAGES.marksAboveMax(1) },
    });
    await db
      .update(examMarks)
      .set({ internal: 18 })
      .where(and(eq(examMarks.examId, id), eq(examMarks.studentId, a!.studentId)));
    expect((await overview())?.aboveMax).toBe(0);
    expect((await cell.post(`exams/${String(id)}/results/process`, {})).status).toBe(200);
  });
});

describe("the demo's exam ready for processing", () => {
  it("holds no mark above its subject's maximum (a laboratory's external is 60), so it processes", async () => {
    const database = await freshDatabase('pglite');
    await seedDemoCollege(database.handle.db, {
      collegeCode: 'DEMO',
      collegeName: 'Demo College',
      demoExamMarks: true,
    });
    const app = testApp(database.handle).app;
    const cell = await signedInClients(() => app)('examination');
    const [exam] = await database.handle.db
      .select({ id: exams.id })
      .from(exams)
      .where(eq(exams.title, DEMO_MARKS_EXAM));
    const subjects = (await cell.get(`exams/${String(exam!.id)}/marks`)).body.subjects as { aboveMax: number }[];
    expect(subjects.length).toBeGreaterThan(0);
    expect(subjects.filter((s) => s.aboveMax > 0)).toEqual([]);
    expect((await cell.post(`exams/${String(exam!.id)}/results/process`, {})).status).toBe(200);
    await database.drop();
  }, 300_000);
});
