import { and, eq, inArray, isNull, like, notExists } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONDONATION_ITEM } from '../../src/domain/exams/eligibility';
import { EXAM_MESSAGES } from '../../src/domain/exams/messages';
import { FEE_MESSAGES as M } from '../../src/domain/payments/messages';
import type { FeePaymentDetail } from '../../src/domain/payments/schemas';
import {
  attendanceMarks,
  attendanceSheets,
  bellPeriods,
  examMarks,
  examRegistrations,
  feePaymentOrders,
  feeStructures,
  feeTypes,
  sections,
  students,
} from '../../src/server/db/schema';
import { postgresReachable } from './support/databases';
import { SUCCESS_CARD, payOnSandbox, startFeeApp, type FeeApp } from './support/payments-app';
import { addSemester7Subjects, defineExam, placeSubjects, type ApiCalls } from './support/published-exam';
import { signedInClients } from './support/signed-in-clients';
import { ROLL_PREFIX } from '../support/demo-rolls';

const reachable = await postgresReachable();

/** The demo student (who signs in as `student`) and three classmates of the 2022 CSE batch, in semester 7. */
const BAND = `${ROLL_PREFIX}0501`;
const DETAINED = `${ROLL_PREFIX}0502`;
const ABOVE = `${ROLL_PREFIX}0503`;
const NO_SHEETS = `${ROLL_PREFIX}0504`;
const TITLE = 'B.Tech IV Year I Semester (R22) Regular Examinations, November 2026';
const EXAM_FEE_ITEM = 'Regular examinations, November 2026';

interface Registered {
  rollNo: string;
  eligible: boolean;
  reason: string;
  attendancePercent: number | null;
  examFee: { amount: number; paid: number } | null;
  condonationFee: { amount: number; paid: number } | null;
}

/**
 * Who may sit a regular exam by attendance (the sheets of the semester the exam closes, the band with its condonation
 * fee paid through the gateway) and the exam fee registration makes, on each database.
 */
describe.each(['pglite', 'postgres'] as const)('exam eligibility and the exam fee (%s)', (kind) => {
  const skip = kind === 'postgres' && !reachable;
  let fees: FeeApp;
  let student: ApiCalls;
  let cell: ApiCalls;
  let subjectId: number;

  beforeAll(async () => {
    if (skip) return;
    fees = await startFeeApp(kind);
    const as = signedInClients(() => fees.app, { idempotencyKeys: true });
    student = await as('student');
    cell = await as('examination');
    const db = fees.db;
    // A IV Year I Semester subject of CSE (the demo has none) for the exam's timetable and the attendance sheets.
    const subjects = await addSemester7Subjects(db, [['R22CS711', 'Information Security', 3]]);
    subjectId = subjects.R22CS711!;
    // The 2022 batch has paid its tuition here, so attendance alone decides (tuition dues are tested elsewhere).
    const [batch] = await db.select({ id: students.batchId }).from(students).where(eq(students.rollNo, BAND));
    const tuition = db.select({ id: feeTypes.id }).from(feeTypes).where(eq(feeTypes.flow, 'general'));
    await db
      .delete(feeStructures)
      .where(
        and(
          eq(feeStructures.batchId, batch!.id),
          inArray(feeStructures.feeTypeId, tuition),
          isNull(feeStructures.studentId),
          notExists(db.select().from(feePaymentOrders).where(eq(feePaymentOrders.feeStructureId, feeStructures.id))),
        ),
      );
    // The exam of November 2026 closes the demo calendar's odd semester of 2026-2027 (1 July to 28 November): ten
    // classes in it, with 7, 5 and 8 attended. The same class a year before, every student present, is another
    // year's and never counts (read, it would lift 7 of 10 to 17 of 20, past the threshold).
    await db.delete(attendanceSheets).where(inArray(attendanceSheets.academicYear, ['2025-2026', '2026-2027']));
    const [section] = await db
      .select({ id: sections.id })
      .from(sections)
      .where(eq(sections.batchId, batch!.id))
      .limit(1);
    const [period] = await db.select({ id: bellPeriods.id }).from(bellPeriods).limit(1);
    const roll = await db
      .select({ id: students.id, rollNo: students.rollNo })
      .from(students)
      .where(like(students.rollNo, `${ROLL_PREFIX}050%`));
    const idOf = (r: string) => roll.find((s) => s.rollNo === r)!.id;
    const classes = async (year: number, attended: Record<string, number>) => {
      for (let day = 1; day <= 10; day++) {
        const [sheet] = await db
          .insert(attendanceSheets)
          .values({
            sectionId: section!.id,
            subjectId,
            date: `${String(year)}-08-${String(day).padStart(2, '0')}`,
            periodId: period!.id,
            academicYear: `${String(year)}-${String(year + 1)}`,
            term: 'odd',
          })
          .returning({ id: attendanceSheets.id });
        await db
          .insert(attendanceMarks)
          .values(
            Object.entries(attended).map(([r, n]) => ({ sheetId: sheet!.id, studentId: idOf(r), present: day <= n })),
          );
      }
    };
    await classes(2026, { [BAND]: 7, [DETAINED]: 5, [ABOVE]: 8 });
    await classes(2025, { [BAND]: 10, [DETAINED]: 10, [ABOVE]: 10, [NO_SHEETS]: 10 });
  }, 300_000);
  afterAll(async () => fees?.close());

  const pay = (feeType: string, semester: number, item: string, amount: string) =>
    student.post('payFee', { lines: [{ feeType, semester, item }], amount });
  const who = (rows: Registered[], rollNo: string) => rows.find((s) => s.rollNo === rollNo)!;

  it.skipIf(skip)(
    'detains below the band, charges the band its condonation, lets the unassessed sit, charges the eligible and processes again',
    async () => {
      const id = await defineExam(cell, TITLE, 11, 2026);
      await placeSubjects(cell, id, [[subjectId, '2026-11-02']]);

      // Not registered yet: the exam fee is refused with §8's words and nothing is made.
      const early = await pay('EXAM FEE', 7, EXAM_FEE_ITEM, '1850');
      expect(early).toEqual({ status: 403, body: { message: M.notEntitled } });

      const first = await cell.post(`exams/${id}/registration`, {});
      expect(first.status).toBe(200);
      const rows = first.body.students as Registered[];
      expect(who(rows, BAND)).toMatchObject({
        eligible: false,
        reason: 'condonation',
        attendancePercent: 70,
        examFee: null,
        condonationFee: { amount: 100_000, paid: 0 },
      });
      expect(who(rows, DETAINED)).toMatchObject({
        eligible: false,
        reason: 'attendance',
        attendancePercent: 50,
        examFee: null,
        condonationFee: null,
      });
      expect(who(rows, ABOVE)).toMatchObject({
        eligible: true,
        reason: '',
        attendancePercent: 80,
        examFee: { amount: 185_000, paid: 0 },
      });
      expect((await cell.get(`exams/${id}/registration`)).body.attendanceRule).toEqual({
        threshold: 75,
        condonation: 65,
      });
      // No class of theirs recorded that semester (only a year before): not assessed, so they sit.
      expect(who(rows, NO_SHEETS)).toMatchObject({ eligible: true, reason: '', attendancePercent: null });
      expect(who(rows, NO_SHEETS).examFee).toEqual({ amount: 185_000, paid: 0 });

      // Every student who may sit has marks, and the exam is processed before the band student pays.
      const sitting = await fees.db
        .select({ studentId: examRegistrations.studentId })
        .from(examRegistrations)
        .where(and(eq(examRegistrations.examId, id), eq(examRegistrations.eligible, true)));
      const marksOf = (studentId: number) => ({
        examId: id,
        studentId,
        courseId: subjectId,
        internal: 20,
        external: 50,
      });
      await fees.db.insert(examMarks).values(sitting.map((s) => marksOf(s.studentId)));
      expect((await cell.post(`exams/${id}/results/process`, {})).status).toBe(200);

      // The detained student gets no hall ticket; the words say why.
      const ticket = await cell.get(`exams/${id}/hallTickets?rollNo=${DETAINED}`);
      expect(ticket).toEqual({
        status: 409,
        body: { message: EXAM_MESSAGES.noHallTicket, reason: 'Attendance below the required percentage' },
      });

      // In the band: the exam fee is still refused; the condonation fee is on the student's fee screen and paid.
      expect(await pay('EXAM FEE', 7, EXAM_FEE_ITEM, '1850')).toEqual({
        status: 403,
        body: { message: M.notEntitled },
      });
      const screen = (await student.get('getStudentsFeePaymentDetails')).body as FeePaymentDetail[];
      expect(screen.find((l) => l.item === CONDONATION_ITEM)).toMatchObject({
        feeType: 'EXAM FEE',
        flow: 'exam',
        semester: 7,
        amount: 100_000,
        due: 100_000,
      });
      expect(screen.some((l) => l.item === EXAM_FEE_ITEM)).toBe(false);
      const condonation = await pay('EXAM FEE', 7, CONDONATION_ITEM, '1000');
      expect(condonation.status).toBe(201);
      const notify = () =>
        fees.app.request('/api/app/feePaymentWebhook', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ uuid: condonation.body.chargeUuid }),
        });
      // The sandbox posts its own notification as the payer pays; ours arrives as well, possibly at the same time.
      await Promise.all([payOnSandbox(fees, condonation.body.paymentLink, SUCCESS_CARD), notify()]);
      expect((await notify()).status).toBe(200);

      // At once, without a registration run: the band student sits and is charged the exam fee; nobody else changed.
      const registered = async () => (await cell.get(`exams/${id}/registration`)).body as { students: Registered[] };
      const second = await registered();
      const now = second.students;
      expect(who(now, BAND)).toMatchObject({
        eligible: true,
        reason: '',
        attendancePercent: 70,
        examFee: { amount: 185_000, paid: 0 },
        condonationFee: { amount: 100_000, paid: 100_000 },
      });
      for (const r of [DETAINED, ABOVE, NO_SHEETS]) expect(who(now, r)).toEqual(who(rows, r));
      const examLines = () =>
        fees.db
          .select({ id: feeStructures.id, studentId: feeStructures.studentId, amount: feeStructures.amountPaise })
          .from(feeStructures)
          .where(eq(feeStructures.examId, id))
          .orderBy(feeStructures.id);
      const linesBefore = await examLines();
      const [band] = await fees.db.select({ id: students.id }).from(students).where(eq(students.rollNo, BAND));
      // Their condonation line, paid, and one exam fee line.
      expect(linesBefore.filter((l) => l.studentId === band!.id).map((l) => l.amount)).toEqual([100_000, 185_000]);
      // The student's fee screen offers the exam fee now.
      const offered = (await student.get('getStudentsFeePaymentDetails')).body as FeePaymentDetail[];
      expect(offered.filter((l) => l.item === EXAM_FEE_ITEM)).toMatchObject([{ amount: 185_000, due: 185_000 }]);

      // The notification replayed changes nothing, and neither does a registration run afterwards, fee lines included.
      expect((await notify()).status).toBe(200);
      expect((await registered()).students).toEqual(now);
      expect(await examLines()).toEqual(linesBefore);
      const third = await cell.post(`exams/${id}/registration`, {});
      expect(third.body.students).toEqual(now);
      expect(await examLines()).toEqual(linesBefore);

      // A branch's hall tickets as data for the device: the eligible students only, each with their subjects.
      const pages = await cell.get(`exams/${id}/hallTickets/pages?branch=CSE`);
      expect(pages.status).toBe(200);
      const eligibleCse = (third.body.byBranch as { branch: string; eligible: number }[]).find(
        (b) => b.branch === 'CSE',
      );
      expect(pages.body.tickets).toHaveLength(eligibleCse!.eligible);
      expect(pages.body).toMatchObject({ title: TITLE, fileName: 'HallTickets_CSE.pdf' });
      const rolls = (pages.body.tickets as { rollNo: string }[]).map((t) => t.rollNo);
      expect(rolls).toContain(BAND);
      expect(rolls).not.toContain(DETAINED);
      expect(pages.body.tickets[0].subjects).toEqual([
        { date: '2026-11-02', session: 'FN', code: 'R22CS711', name: 'Information Security' },
      ]);

      // The exam fee is paid through the gateway like any other: the charge is for Rs 1,850.00.
      const examFee = await pay('EXAM FEE', 7, EXAM_FEE_ITEM, '1850');
      expect(examFee.status).toBe(201);
      expect(examFee.body.amount).toBe(185_000);
      // A line that is no exam's fee is no fee at all.
      expect(await pay('EXAM FEE', 7, 'Supplementary examinations, May 2026', '800')).toEqual({
        status: 404,
        body: { message: M.unknownFee },
      });

      // Processed before the condonation was paid, the results no longer say who sits: no request until processed
      // again, with the band student's marks.
      expect((await cell.post(`exams/${id}/results/request`, {})).body.message).toBe(EXAM_MESSAGES.marksChanged);
      expect((await cell.post(`exams/${id}/results/process`, {})).status).toBe(200);
      expect((await cell.post(`exams/${id}/results/request`, {})).body.message).toBe(EXAM_MESSAGES.marksMissing(1));
      await fees.db.insert(examMarks).values(marksOf(band!.id));
      expect((await cell.post(`exams/${id}/results/process`, {})).status).toBe(200);
      expect((await cell.post(`exams/${id}/results/request`, {})).body.message).toBe(EXAM_MESSAGES.requested);
    },
  );
  it.skipIf(skip)(
    "reads the exam's own academic year: an exam of May 2026, with no semester dates that year, reads 2025-2026's odd term",
    async () => {
      const id = await defineExam(cell, 'B.Tech IV Year I Semester (R22) Regular Examinations, May 2026', 5, 2026);
      await placeSubjects(cell, id, [[subjectId, '2026-05-04']]);
      const rows = (await cell.post(`exams/${id}/registration`, {})).body.students as Registered[];
      for (const r of [BAND, DETAINED, ABOVE, NO_SHEETS])
        expect(who(rows, r)).toMatchObject({ eligible: true, reason: '', attendancePercent: 100 });
    },
  );
});
