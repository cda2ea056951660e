import { and, eq, gt, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIST_MESSAGES, LIST_REASONS } from '../../src/domain/academic/messages';
import { LEAVE_MESSAGES } from '../../src/domain/leave/messages';
import {
  branches,
  courses,
  examMarks,
  leaveApplications,
  regulations,
  semesters,
  users,
} from '../../src/server/db/schema';
import { postgresReachable, seededDatabase, type TestDatabase } from './support/databases';
import { TEMPLATE_SEEDS } from './support/database-templates';
import { SessionClient } from './support/session-client';
import { signedInClients, type Answer } from './support/signed-in-clients';
import { testApp, testClock } from './support/test-app';

const reachable = await postgresReachable();
/** Each race is run this many times: either order must leave the rows consistent. */
const ROUNDS = 4;

type Balance = { code: string; leaveTypeId: number; pending: number; approved: number; available: number };

/**
 * Rows that other rows spend — a leave allotment (leave of its staff), a subject's maximum (its marks) — change
 * only within what is spent, and a change sent at the same moment as a write that spends them happens before or
 * after it, never between its check and its save.
 */
describe.each(['pglite', 'postgres'] as const)('allotments and maximums against what spends them (%s)', (kind) => {
  const skip = kind === 'postgres' && !reachable;
  let database: TestDatabase;
  let app: ReturnType<typeof testApp>['app'];
  const as = signedInClients(() => app);
  let yearId = 0;

  beforeAll(async () => {
    if (skip) return;
    database = await seededDatabase(kind, TEMPLATE_SEEDS.demo);
    // Monday 3 August 2026 in the college: the demo calendar's 2026-2027 year.
    app = testApp(database.handle, {}, { clock: testClock(Date.parse('2026-08-03T04:30:00Z')).clock }).app;
    const years = (await (await as('admin')).get('lists/academicYears?pageSize=100')).body.rows as {
      id: number;
      name: string;
    }[];
    yearId = years.find((y) => y.name === '2026-2027')!.id;
  }, 300_000);
  afterAll(async () => database?.drop());

  let teacher: SessionClient | null = null;
  /** POST /leave as the form sends it, as the demo teacher (signed in once, so the request starts when it is sent). */
  const apply = async (leave: Record<string, unknown>): Promise<Answer> => {
    if (!teacher) {
      teacher = new SessionClient(app);
      expect((await teacher.signIn('faculty', 'Campus@2026', true)).status).toBe(200);
    }
    const form = new FormData();
    form.set('leave', JSON.stringify(leave));
    const cookie = [...teacher.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const res = await app.request('/api/app/leave', { method: 'POST', body: form, headers: { cookie } });
    return { status: res.status, body: await res.json() };
  };
  /** A leave type of its own with an allotment of `days` for teaching staff. */
  const allotted = async (code: string, days: number) => {
    const admin = await as('admin');
    const type = await admin.post('lists/leaveTypes', {
      code,
      name: `Leave ${code}`,
      halfDaysAllowed: false,
      needsAttachment: false,
    });
    expect(type.status).toBe(201);
    const row = { academicYearId: yearId, staffCategory: 'teaching', leaveTypeId: type.body.row.id as number, days };
    const added = await admin.post('lists/leaveAllotments', row);
    expect(added.status).toBe(201);
    return { id: added.body.row.id as number, row };
  };
  const balanceOf = async (code: string) =>
    ((await (await as('faculty')).get('leave')).body.balances as Balance[]).find((b) => b.code === code)!;
  const holding = async (leaveTypeId: number) => {
    const [teacher] = await database.handle.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.username, 'faculty'));
    const rows = await database.handle.db
      .select({ status: leaveApplications.status })
      .from(leaveApplications)
      .where(and(eq(leaveApplications.userId, teacher!.id), eq(leaveApplications.leaveTypeId, leaveTypeId)));
    return rows.filter((r) => r.status === 'pending' || r.status === 'approved').length;
  };
  /** Monday and Tuesday, working days of the demo calendar without the demo's leave, `n` weeks after `first`. */
  const twoDays = (n: number, first = '2027-02-01') => {
    const monday = new Date(Date.parse(`${first}T00:00:00Z`) + 7 * n * 86_400_000);
    const day = (d: Date) => d.toISOString().slice(0, 10);
    return { fromDate: day(monday), toDate: day(new Date(monday.getTime() + 86_400_000)) };
  };

  it.skipIf(skip)(
    `refuses lowering an allotment below the days its staff have taken or applied for, with '${LIST_MESSAGES.modificationFailed}'`,
    async () => {
      const admin = await as('admin');
      const { id, row } = await allotted('LOWA', 5);
      const applied = await apply({ leaveTypeId: row.leaveTypeId, ...twoDays(0), reason: 'Conference' });
      expect(applied.status).toBe(201);

      expect(await admin.put(`lists/leaveAllotments/${id}`, { ...row, days: 1 })).toEqual({
        status: 409,
        body: { message: LIST_MESSAGES.modificationFailed, reason: LIST_REASONS.leaveAboveAllotment(1) },
      });
      expect(LIST_REASONS.leaveAboveAllotment(1)).toBe(
        '1 member of staff has already taken or applied for more days than the new allotment',
      );
      expect(await balanceOf('LOWA')).toMatchObject({ pending: 4, available: 6 });
      // Down to exactly the days held, or up: allowed.
      expect((await admin.put(`lists/leaveAllotments/${id}`, { ...row, days: 2 })).status).toBe(200);
      expect(await balanceOf('LOWA')).toMatchObject({ pending: 4, available: 0 });
      expect((await admin.put(`lists/leaveAllotments/${id}`, { ...row, days: 3 })).status).toBe(200);
    },
  );

  it.skipIf(skip)(
    'deletes an allotment or saves leave against it, one after the other, when both are sent at once',
    async () => {
      const admin = await as('admin');
      for (let round = 0; round < ROUNDS; round++) {
        const { id, row } = await allotted(`RACD${String.fromCharCode(65 + round)}`, 5);
        const [deleted, applied] = await Promise.all([
          admin.delete(`lists/leaveAllotments/${id}`),
          apply({ leaveTypeId: row.leaveTypeId, ...twoDays(round + 1), reason: 'Workshop' }),
        ]);
        if (deleted.status === 200) {
          // The delete came first: the leave found no days to take.
          expect(applied).toMatchObject({ status: 409 });
          expect(await holding(row.leaveTypeId)).toBe(0);
        } else {
          expect(deleted).toMatchObject({ status: 409, body: { message: LIST_MESSAGES.deleteRefused } });
          expect(applied.status).toBe(201);
          expect(await balanceOf(`RACD${String.fromCharCode(65 + round)}`)).toMatchObject({ available: 6 });
        }
      }
    },
  );

  it.skipIf(skip)(
    'lowers an allotment or saves leave against it, one after the other, never leaving a balance below zero',
    async () => {
      const admin = await as('admin');
      for (let round = 0; round < ROUNDS; round++) {
        const code = `RACL${String.fromCharCode(65 + round)}`;
        const { id, row } = await allotted(code, 3);
        const [lowered, applied] = await Promise.all([
          admin.put(`lists/leaveAllotments/${id}`, { ...row, days: 1 }),
          apply({ leaveTypeId: row.leaveTypeId, ...twoDays(round, '2027-04-05'), reason: 'Workshop' }),
        ]);
        if (lowered.status === 200) {
          expect(applied).toMatchObject({ status: 409, body: { message: LEAVE_MESSAGES.insufficient(code, '1') } });
        } else {
          expect(lowered.body.reason).toBe(LIST_REASONS.leaveAboveAllotment(1));
          expect(applied.status).toBe(201);
        }
        expect((await balanceOf(code)).available).toBeGreaterThanOrEqual(0);
      }
    },
  );

  it.skipIf(skip)(
    "authorizes a lower maximum or saves a mark above it, one after the other: no mark ends above its subject's maximum",
    async () => {
      const db = database.handle.db;
      const cell = await as('examination');
      const admin = await as('admin');
      const principal = await as('principal');
      const choices = (await cell.get('exams/choices')).body;
      const btech = choices.degrees.find((d: { label: string }) => d.label === 'B.Tech').value as number;
      const [sem7] = await db
        .select({ id: semesters.id })
        .from(semesters)
        .where(and(eq(semesters.degreeId, btech), eq(semesters.number, 7)));
      const [cse] = await db.select({ id: branches.id }).from(branches).where(eq(branches.shortName, 'CSE'));
      const [reg] = await db.select({ id: regulations.id }).from(regulations).where(eq(regulations.code, 'R22'));
      const [course] = await db
        .insert(courses)
        .values({
          code: 'R22CS791',
          name: 'Race subject',
          credits: 3,
          branchId: cse!.id,
          semesterId: sem7!.id,
          regulationId: reg!.id,
        })
        .returning({ id: courses.id });
      const courseId = course!.id;
      const made = await cell.post('exams', {
        title: 'B.Tech IV Year I Semester (R22) Regular Examinations, April 2027',
        regulationId: reg!.id,
        degreeId: btech,
        semester: 7,
        examType: 'regular',
        month: 4,
        year: 2027,
      });
      const examId = made.body.row.id as number;
      await cell.put(`exams/${examId}/subjects/${courseId}`, { date: '2027-04-05', session: 'FN' });
      expect((await cell.post(`exams/${examId}/registration`, {})).status).toBe(200);
      const sitting = (await cell.get(`exams/${examId}/marks/${courseId}/external`)).body.students as {
        studentId: number;
        rollNo: string;
      }[];
      expect(sitting.length).toBeGreaterThan(0);
      const subjectRow = async () =>
        ((await admin.get('lists/subjects?q=R22CS791')).body.rows as { code: string; id: number }[]).find(
          (r) => r.code === 'R22CS791',
        )!;

      for (let round = 0; round < ROUNDS; round++) {
        await db.update(courses).set({ internalMax: 30, externalMax: 70 }).where(eq(courses.id, courseId));
        await db.delete(examMarks).where(eq(examMarks.courseId, courseId));
        const row = await subjectRow();
        const internal = round % 2 === 0;
        const asked = await admin.put(`lists/subjects/${row.id}`, {
          ...row,
          id: undefined,
          ...(internal ? { internalMax: 20 } : { externalMax: 50 }),
        });
        expect(asked.status).toBe(202);
        const student = sitting[round % sitting.length]!.studentId;
        const [authorized, saved] = await Promise.all([
          principal.post(`listChangeRequests/${asked.body.request.id}/authorize`, {}),
          internal
            ? cell.put(`exams/${examId}/marks/${courseId}/internal`, { marks: [{ studentId: student, internal: 25 }] })
            : cell.put(`exams/${examId}/marks/${courseId}/external`, {
                marks: [{ studentId: student, external: 60, absent: false }],
              }),
        ]);
        if (authorized.status === 200) expect(saved.status).toBe(400);
        else {
          expect(authorized.body.reason).toBe(LIST_REASONS.marksAboveMaximum(1));
          expect(saved.status).toBe(200);
          // The refused request stays pending: rejected here so the next round may ask again.
          await principal.post(`listChangeRequests/${asked.body.request.id}/reject`, { reason: 'Marks above it' });
        }
        const [max] = await db.select().from(courses).where(eq(courses.id, courseId));
        const above = await db
          .select({ studentId: examMarks.studentId })
          .from(examMarks)
          .where(
            and(
              eq(examMarks.courseId, courseId),
              internal ? gt(examMarks.internal, max!.internalMax) : gt(examMarks.external, max!.externalMax),
            ),
          );
        expect(above).toEqual([]);
      }
      expect(await db.select().from(courses).where(like(courses.code, 'R22CS791'))).toHaveLength(1);
    },
    180_000,
  );
});
