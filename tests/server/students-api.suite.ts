import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '../../src/domain/auth/messages';
import { STUDENT_MESSAGES as M } from '../../src/domain/students/messages';
import { batches, branches, students } from '../../src/server/db/schema';
import { seededDatabase, type TestDatabase } from './support/databases';
import { reviewedMove, type MoveAsked } from './support/reviewed-move';
import { SessionClient } from './support/session-client';
import { startSmtpInbox } from './support/smtp-inbox';
import { testApp } from './support/test-app';
import { ROLL_PREFIX, ROLL_PREFIX_LOWER, demo } from '../support/demo-rolls';

type Answer = { status: number; body: any }; // eslint-disable-line @typescript-eslint/no-explicit-any -- each test reads the JSON shape it checks

/** Students after admission (module students), run once on PGlite and once on PostgreSQL. */
export function studentsApiSuite(kind: 'pglite' | 'postgres') {
  describe(`students after admission API on ${kind}`, () => {
    let database: TestDatabase;
    let app: ReturnType<typeof testApp>['app'];
    let inbox: Awaited<ReturnType<typeof startSmtpInbox>>;
    const clients = new Map<string, SessionClient>();

    const as = async (user: string) => {
      if (!clients.has(user)) {
        const client = new SessionClient(app);
        expect((await client.signIn(user, 'Campus@2026')).status).toBe(200);
        clients.set(user, client);
      }
      const client = clients.get(user)!;
      const call = async (method: string, path: string, json?: unknown): Promise<Answer> => {
        const res = await client.request(`/api/app/${path}`, { method, json });
        return { status: res.status, body: await res.json() };
      };
      return {
        get: (path: string) => call('GET', path),
        post: (path: string, json: unknown) => call('POST', path, json),
        /** Confirms the move from where the students stand now, as the screen does after its review. */
        move: async (move: MoveAsked) => call('POST', 'studentMoves', await reviewedMove(db(), move)),
      };
    };
    const db = () => database.handle.db;
    const idsOf = async (rolls: string[]) => {
      const rows = await db().select({ id: students.id, rollNo: students.rollNo }).from(students);
      return rolls.map((r) => rows.find((s) => s.rollNo === r)!.id);
    };

    beforeAll(async () => {
      database = await seededDatabase(kind, { collegeCode: 'DEMO', collegeName: 'Demo College' });
      inbox = await startSmtpInbox();
      ({ app } = testApp(database.handle, { SMTP_URL: inbox.url }));
    }, 300_000);
    afterAll(async () => {
      await inbox?.close();
      await database?.drop();
    });

    it('searches by roll number prefix, name prefix and filters, a page at a time', async () => {
      const admin = await as('admin');
      const cse = await admin.get(`students?q=${ROLL_PREFIX_LOWER}05&pageSize=10`);
      expect(cse.status).toBe(200);
      expect(cse.body.rows).toHaveLength(10);
      expect(cse.body.total).toBe(60);
      expect(cse.body.rows.every((r: { rollNo: string }) => r.rollNo.startsWith(`${ROLL_PREFIX}05`))).toBe(true);
      const second = await admin.get(`students?q=${ROLL_PREFIX_LOWER}05&pageSize=10&page=2`);
      expect(second.body.rows[0].rollNo).toBe(`${ROLL_PREFIX}0511`);
      const first = cse.body.rows[0] as { fullName: string; branch: string; status: string; semester: number };
      expect(first).toMatchObject({ branch: 'CSE', status: 'studying', semester: 7 });
      const byName = await admin.get(`students?q=${encodeURIComponent(first.fullName.slice(0, 4).toLowerCase())}`);
      expect(byName.body.rows.length).toBeGreaterThan(0);
      expect(
        byName.body.rows.every((r: { fullName: string }) => r.fullName.startsWith(first.fullName.slice(0, 4))),
      ).toBe(true);
      const [branch] = await db().select().from(branches).where(eq(branches.code, '04'));
      const filtered = await admin.get(`students?branchId=${branch!.id}&status=studying&pageSize=100`);
      expect(filtered.body.total).toBe(60);
      expect((await admin.get('students?status=graduating')).status).toBe(400);
      expect((await admin.get('students?q=no-such-student')).body).toMatchObject({ rows: [], total: 0 });
    });

    it('shows a HoD their department only: another department is 403, and the profile masks nothing it should not hold', async () => {
      const hod = await as('hod');
      const own = await hod.get('students?pageSize=100');
      expect(own.status).toBe(200);
      expect(own.body.rows.every((r: { branch: string }) => r.branch === 'CSE')).toBe(true);
      const [ece, cse] = await idsOf([`${ROLL_PREFIX}0401`, `${ROLL_PREFIX}0503`]);
      expect(await hod.get(`students/${ece}`)).toMatchObject({
        status: 403,
        body: { message: AUTH_MESSAGES.forbidden },
      });
      const profile = await hod.get(`students/${cse}`);
      expect(profile.status).toBe(200);
      expect(profile.body.student).toMatchObject({ rollNo: `${ROLL_PREFIX}0503`, branch: 'CSE' });
      expect(Array.isArray(profile.body.results)).toBe(true);
      expect((await hod.post('studentMoves/review', { kind: 'promote', studentIds: [cse] })).status).toBe(403);
      expect((await (await as('student')).get('students')).status).toBe(403);
      expect((await (await as('admin')).get('students/999999')).body).toEqual({ message: M.noSuchStudent });
    });

    it('previews roll numbers by the pattern, then assigns them once: a second assign gives nothing twice', async () => {
      const [batch] = await db().select().from(batches).where(eq(batches.startYear, 2024));
      const [cse] = await db().select().from(branches).where(eq(branches.code, '05'));
      const applicant = (n: number) => ({
        rollNo: `2024ADM09${n}`,
        fullName: `APPLICANT ${n}`,
        gender: 'FEMALE',
        batchId: batch!.id,
        branchId: cse!.id,
        regulationId: batch!.regulationId ?? 1,
      });
      await db()
        .insert(students)
        .values([applicant(11), applicant(12), applicant(13), { ...applicant(0), rollNo: '24B81A0503' }]);
      const academics = await as('academics');
      const request = { batchId: batch!.id, branchId: cse!.id };
      const preview = await academics.post('studentRollNumbers/preview', request);
      expect(preview.status).toBe(200);
      expect(preview.body.rows.map((r: { rollNumber: string }) => r.rollNumber)).toEqual([
        '24B81A0504',
        '24B81A0505',
        '24B81A0506',
      ]);
      const [assigned, again] = [
        await academics.post('studentRollNumbers', request),
        await academics.post('studentRollNumbers', request),
      ];
      expect(assigned.body).toMatchObject({ message: M.rollNumbersAssigned(3) });
      expect(again.body).toEqual({ message: M.noApplicants, rows: [] });
      const rows = await db()
        .select({ rollNo: students.rollNo })
        .from(students)
        .where(and(eq(students.batchId, batch!.id), eq(students.branchId, cse!.id)));
      expect(rows.map((r) => r.rollNo).sort()).toEqual(['24B81A0503', '24B81A0504', '24B81A0505', '24B81A0506']);
      const [id] = await idsOf(['24B81A0504']);
      const profile = await academics.get(`students/${id}`);
      expect(profile.body.moves[0]).toMatchObject({
        kind: 'roll-number',
        from: 'rollNo 2024ADM0911',
        to: 'rollNo 24B81A0504',
      });
      expect((await academics.post('studentRollNumbers', { batchId: 'x' })).status).toBe(400);
    });

    it(`refuses roll numbers past a branch's last serial (Z9) with '${M.serialsExhausted(['MECH'], 'Z9')}', giving none`, async () => {
      const [batch] = await db().select().from(batches).where(eq(batches.startYear, 2025));
      const [mech] = await db().select().from(branches).where(eq(branches.code, '03'));
      const row = (rollNo: string) => ({
        rollNo,
        fullName: `LAST SERIAL ${rollNo}`,
        gender: 'MALE',
        batchId: batch!.id,
        branchId: mech!.id,
        regulationId: batch!.regulationId ?? 1,
      });
      await db()
        .insert(students)
        .values([row('25B81A03Z8'), row('2025ADM0961'), row('2025ADM0962')]);
      const academics = await as('academics');
      const request = { batchId: batch!.id, branchId: mech!.id };
      const preview = await academics.post('studentRollNumbers/preview', request);
      expect(preview.body).toMatchObject({ refusal: M.serialsExhausted(['MECH'], 'Z9') });
      expect(preview.body.rows.map((r: { rollNumber: string | null }) => r.rollNumber)).toEqual(['25B81A03Z9', null]);
      const assigned = await academics.post('studentRollNumbers', request);
      expect(assigned).toMatchObject({ status: 409, body: { message: M.serialsExhausted(['MECH'], 'Z9') } });
      const waiting = await db()
        .select({ rollNo: students.rollNo })
        .from(students)
        .where(inArray(students.rollNo, ['2025ADM0961', '2025ADM0962']));
      expect(waiting).toHaveLength(2);
    });

    it('promotes and graduates a batch, refusing who may not move and why, and keeps each move', async () => {
      const academics = await as('academics');
      const ids = await idsOf([`${ROLL_PREFIX}0540`, `${ROLL_PREFIX}0541`, `${ROLL_PREFIX}0542`]);
      const detained = await academics.move({
        kind: 'detain',
        studentIds: [ids[2]!],
        reason: 'Attendance',
      });
      expect(detained.body).toMatchObject({ message: M.movesDone(1) });
      const review = await academics.post('studentMoves/review', { kind: 'promote', studentIds: ids });
      expect(review.body.allowed.map((a: { rollNo: string }) => a.rollNo)).toEqual([
        `${ROLL_PREFIX}0540`,
        `${ROLL_PREFIX}0541`,
      ]);
      expect(review.body.refused).toEqual([
        { id: ids[2], rollNo: `${ROLL_PREFIX}0542`, fullName: expect.any(String), reason: M.notStudying },
      ]);
      const promoted = await academics.move({ kind: 'promote', studentIds: ids });
      expect(promoted.body).toMatchObject({ message: M.movesDone(2) });
      const graduated = await academics.move({ kind: 'graduate', studentIds: ids });
      expect(graduated.body.allowed).toHaveLength(2);
      expect(graduated.body.refused[0]).toMatchObject({ rollNo: `${ROLL_PREFIX}0542`, reason: M.notStudying });
      const again = await academics.move({ kind: 'graduate', studentIds: ids.slice(0, 2) });
      expect(again).toMatchObject({ status: 409, body: { message: M.nothingToMove } });
      const profile = await academics.get(`students/${ids[0]}`);
      expect(profile.body.student).toMatchObject({ status: 'graduated', semester: 8 });
      expect(profile.body.moves.map((m: { kind: string }) => m.kind)).toEqual(['graduate', 'promote']);
      expect(profile.body.moves[0]).toMatchObject({ by: 'academics', from: 'studying, semester 8, CSE' });
      const list = await academics.get(`students?q=${ROLL_PREFIX}054&status=graduated`);
      expect(list.body.total).toBe(2);
    });

    it('readmits a detained student to the semester they were detained in, kept in the history', async () => {
      const academics = await as('academics');
      const [id] = await idsOf([`${ROLL_PREFIX}0543`]);
      const before = (await academics.get(`students/${id}`)).body.student;
      const studying = await academics.post('studentMoves/review', { kind: 'readmit', studentIds: [id!] });
      expect(studying.body.refused).toEqual([expect.objectContaining({ reason: M.notDetained })]);
      expect((await academics.move({ kind: 'detain', studentIds: [id!], reason: 'Attendance' })).status).toBe(200);
      const readmitted = await academics.move({
        kind: 'readmit',
        studentIds: [id!],
        reason: 'Attendance made up',
      });
      expect(readmitted.body).toMatchObject({ message: M.movesDone(1) });
      const profile = await academics.get(`students/${id}`);
      expect(profile.body.student).toMatchObject({ status: 'studying', semester: before.semester });
      expect(profile.body.moves.slice(0, 2)).toMatchObject([
        { kind: 'readmit', from: expect.stringMatching(/^detained/), to: expect.stringMatching(/^studying/) },
        { kind: 'detain' },
      ]);
      expect((await academics.move({ kind: 'readmit', studentIds: [id!] })).status).toBe(409);
    });

    it('lets a graduate make their alumni account and sign in to the alumni area', async () => {
      const academics = await as('academics');
      const [id] = await idsOf([`${ROLL_PREFIX}0550`]);
      const [student] = await db().select().from(students).where(eq(students.id, id!));
      const anonymous = new SessionClient(app);
      const account = {
        rollNumber: `${ROLL_PREFIX}0550`,
        dateOfBirth: student!.dateOfBirth,
        email: 'graduate@example.com',
        password: 'Graduate@2026',
        confirmPassword: 'Graduate@2026',
      };
      expect((await academics.move({ kind: 'graduate', studentIds: [id!] })).status).toBe(200);
      expect((await anonymous.request('/api/app/registerAlumniAccount', { json: account })).status).toBe(202);
      const code = await inbox.codeFor(student!.email!);
      const made = await anonymous.request('/api/app/registerAlumniAccount', { json: { ...account, code } });
      expect(made.status).toBe(201);
      const alumnus = new SessionClient(app);
      expect((await alumnus.signIn(`alumni.${ROLL_PREFIX_LOWER}0550`, 'Graduate@2026')).status).toBe(200);
      const me = await alumnus.request('/api/app/alumni/me');
      expect(me.status).toBe(200);
      expect(await me.json()).toMatchObject({
        rollNumber: `${ROLL_PREFIX}0550`,
        batch: demo.batch.name,
        branch: 'CSE',
      });
    });

    it('assigns students to a section within its capacity', async () => {
      const admin = await as('admin');
      const sections = await admin.get('lists/sections?pageSize=100');
      const [cse] = await db().select().from(branches).where(eq(branches.code, '05'));
      const [batch] = await db().select().from(batches).where(eq(batches.startYear, demo.batch.startYear));
      const section = sections.body.rows.find(
        (s: { batchId: number; branchId: number; name: string }) =>
          s.batchId === batch!.id && s.branchId === cse!.id && s.name === 'B',
      );
      const ids = await idsOf(
        Array.from({ length: 31 }, (_, i) => `${ROLL_PREFIX}05${String(i + 10).padStart(2, '0')}`),
      );
      const full = await admin.post('studentSections', { sectionId: section.id, studentIds: ids });
      expect(full).toMatchObject({ status: 409, body: { message: M.sectionFull('B', 30) } });
      const done = await admin.post('studentSections', { sectionId: section.id, studentIds: ids.slice(0, 30) });
      expect(done.body).toMatchObject({ message: M.sectionsAssigned(30) });
      const again = await admin.post('studentSections', { sectionId: section.id, studentIds: ids.slice(0, 5) });
      expect(again.body).toMatchObject({ message: M.sectionsAssigned(0) });
      const [ece] = await idsOf([`${ROLL_PREFIX}0401`]);
      expect((await admin.post('studentSections', { sectionId: section.id, studentIds: [ece] })).body).toEqual({
        message: M.sectionMismatch,
      });
      expect((await admin.get(`students?sectionId=${section.id}`)).body.total).toBe(30);
    });
  });
}
