import { asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STUDENT_MESSAGES as M } from '../../src/domain/students/messages';
import { batches, branches, studentMoves, students } from '../../src/server/db/schema';
import { seededDatabase, type TestDatabase } from './support/databases';
import { reviewedMove, type MoveAsked } from './support/reviewed-move';
import { SessionClient } from './support/session-client';
import { testApp } from './support/test-app';

/**
 * Year-end moves happen once: a confirm names where each student stood at the review and is refused once they have
 * moved, whether it comes again, ten times at once or beside another kind of move; run on PGlite and PostgreSQL.
 */
export function studentMovesOnceSuite(kind: 'pglite' | 'postgres') {
  describe(`year-end moves happen once on ${kind}`, () => {
    let database: TestDatabase;
    let app: ReturnType<typeof testApp>['app'];
    let academics: SessionClient;
    let made = 0;
    const db = () => database.handle.db;

    /** `count` new first-semester CSE students of the 2024 batch, with roll numbers no other test uses. */
    const newStudents = async (count: number) => {
      const [batch] = await db().select().from(batches).where(eq(batches.startYear, 2024));
      const [cse] = await db().select().from(branches).where(eq(branches.code, '05'));
      made += 1;
      const rows = await db()
        .insert(students)
        .values(
          Array.from({ length: count }, (_, i) => ({
            rollNo: `24MOVE${made}X${i}`,
            fullName: `MOVER ${made} ${i}`,
            gender: 'MALE',
            batchId: batch!.id,
            branchId: cse!.id,
            regulationId: batch!.regulationId ?? 1,
          })),
        )
        .returning({ id: students.id });
      return rows.map((r) => r.id);
    };
    const confirm = async (body: unknown, key?: string) => {
      const res = await academics.request('/api/app/studentMoves', {
        json: body,
        headers: key ? { 'Idempotency-Key': key } : {},
      });
      return { status: res.status, body: (await res.json()) as { message: string }, replayed: res.headers };
    };
    const reviewed = (move: MoveAsked) => reviewedMove(db(), move);
    const historyOf = (ids: number[]) =>
      db().select().from(studentMoves).where(inArray(studentMoves.studentId, ids)).orderBy(asc(studentMoves.id));
    const standingOf = (ids: number[]) =>
      db()
        .select({ id: students.id, status: students.status, semester: students.semester })
        .from(students)
        .where(inArray(students.id, ids));

    beforeAll(async () => {
      database = await seededDatabase(kind, { collegeCode: 'DEMO', collegeName: 'Demo College' });
      ({ app } = testApp(database.handle));
      academics = new SessionClient(app);
      expect((await academics.signIn('academics', 'Campus@2026')).status).toBe(200);
    }, 300_000);
    afterAll(async () => {
      await database?.drop();
    });

    it(`moves a promote sent three times in a row once: the second and third get 409 '${M.alreadyMoved(['…'])}'`, async () => {
      const ids = await newStudents(2);
      const body = await reviewed({ kind: 'promote', studentIds: ids });
      const answers = [await confirm(body), await confirm(body), await confirm(body)];
      expect(answers.map((a) => a.status)).toEqual([200, 409, 409]);
      expect(answers[0]!.body.message).toBe(M.movesDone(2));
      const rolls = (await db().select().from(students).where(inArray(students.id, ids))).map((s) => s.rollNo).sort();
      expect(answers[1]!.body).toEqual({ message: M.alreadyMoved(rolls) });
      expect((await standingOf(ids)).map((s) => s.semester)).toEqual([2, 2]);
      expect(await historyOf(ids)).toHaveLength(2);
    });

    it('moves ten promotes sent at once once: one answers 200, nine 409, one history row per student', async () => {
      const ids = await newStudents(10);
      const body = await reviewed({ kind: 'promote', studentIds: ids });
      const answers = await Promise.all(Array.from({ length: 10 }, () => confirm(body)));
      expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
      expect(answers.filter((a) => a.status === 409)).toHaveLength(9);
      expect((await standingOf(ids)).every((s) => s.semester === 2 && s.status === 'studying')).toBe(true);
      const history = await historyOf(ids);
      expect(history).toHaveLength(10);
      expect(new Set(history.map((h) => h.studentId)).size).toBe(10);
    });

    it('leaves one true history when promote, detain, discontinue and transfer are sent together at once', async () => {
      const ids = await newStudents(3);
      const [ece] = await db().select().from(branches).where(eq(branches.code, '04'));
      const moves: MoveAsked[] = [
        { kind: 'promote', studentIds: ids },
        { kind: 'detain', studentIds: ids, reason: 'Attendance' },
        { kind: 'discontinue', studentIds: ids, reason: 'Left the college' },
        { kind: 'transfer', studentIds: ids, reason: 'Branch change', toBranchId: ece!.id },
      ];
      const bodies = await Promise.all(moves.map(reviewed));
      const answers = await Promise.all(bodies.map((body) => confirm(body)));
      expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
      expect(answers.filter((a) => a.status === 409)).toHaveLength(3);
      const history = await historyOf(ids);
      expect(history).toHaveLength(3);
      const now = await db().select().from(students).where(inArray(students.id, ids));
      for (const id of ids) {
        const rows = history.filter((h) => h.studentId === id);
        // Each row starts where the one before it ended, and the last ends where the student stands.
        expect(rows[0]!.fromState).toEqual({ status: 'studying', semester: 1, branch: 'CSE' });
        rows.slice(1).forEach((row, i) => expect(row.fromState).toEqual(rows[i]!.toState));
        const student = now.find((s) => s.id === id)!;
        expect(rows.at(-1)!.toState).toMatchObject({ status: student.status, semester: student.semester });
      }
    });

    it('answers a confirm sent again with the same Idempotency-Key with the first answer, moving nobody again', async () => {
      const ids = await newStudents(2);
      const body = await reviewed({ kind: 'detain', studentIds: ids, reason: 'Attendance' });
      const key = `moves-${crypto.randomUUID()}`;
      const first = await confirm(body, key);
      expect(first.status).toBe(200);
      const again = await Promise.all([confirm(body, key), confirm(body, key), confirm(body, key)]);
      for (const answer of again) {
        expect(answer).toMatchObject({ status: 200, body: first.body });
        expect(answer.replayed.get('Idempotent-Replayed')).toBe('true');
      }
      expect(await historyOf(ids)).toHaveLength(2);
      expect((await standingOf(ids)).every((s) => s.status === 'detained')).toBe(true);
    });

    it(`refuses a confirm that does not name where each student stood (400 '${M.invalid}')`, async () => {
      const ids = await newStudents(1);
      const bare = await confirm({ kind: 'promote', studentIds: ids });
      expect(bare).toMatchObject({ status: 400, body: { message: M.invalid } });
      const [reviewedBody] = [await reviewed({ kind: 'promote', studentIds: ids })];
      const twice = { ...reviewedBody, students: [...reviewedBody.students, ...reviewedBody.students] };
      expect((await confirm(twice)).status).toBe(400);
      expect(await historyOf(ids)).toHaveLength(0);
    });
  });
}
