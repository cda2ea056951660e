import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '../../src/domain/auth/messages';
import { LIST_MESSAGES } from '../../src/domain/academic/messages';
import { LEAVE_MESSAGES as M } from '../../src/domain/leave/messages';
import { users } from '../../src/server/db/schema';
import { DEMO_ALLOTMENT_YEAR } from '../../src/server/demo/faculty-allotments';
import { DEMO_BACKUP_APPROVER } from '../../src/server/demo/leave';
import { seededDatabase, type TestDatabase } from './support/databases';
import { TEMPLATE_SEEDS } from './support/database-templates';
import { SessionClient } from './support/session-client';
import { testApp, testClock } from './support/test-app';

type Answer = { status: number; body: any }; // eslint-disable-line @typescript-eslint/no-explicit-any -- each test reads the JSON shape it checks
type Balance = { code: string; leaveTypeId: number; approved: number; pending: number; available: number };

// Monday 3 August 2026, 10:00 in the college (Asia/Kolkata): the demo calendar's 2026-2027 year.
const TODAY = '2026-08-03';
const PNG: Uint8Array<ArrayBuffer> = Uint8Array.from(
  Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  ),
);

/** Leave on PGlite and PostgreSQL: apply, balances, the backup approver only while named, a HoD's department, cancel. */
export function leaveApiSuite(kind: 'pglite' | 'postgres') {
  describe(`leave API on ${kind}`, () => {
    let database: TestDatabase;
    let app: ReturnType<typeof testApp>['app'];
    /** Signed-in clients of the app `appOf` gives, one per user name, each kept for the next call. */
    const clientsOf = (appOf: () => ReturnType<typeof testApp>['app']) => {
      const clients = new Map<string, SessionClient>();
      async function as(username: string) {
        if (!clients.has(username)) {
          const client = new SessionClient(appOf());
          expect((await client.signIn(username, 'Campus@2026')).status).toBe(200);
          clients.set(username, client);
        }
        const client = clients.get(username)!;
        const call = async (method: string, path: string, json?: unknown): Promise<Answer> => {
          const res = await client.request(`/api/app/${path}`, { method, json });
          return { status: res.status, body: await res.json() };
        };
        return {
          get: (path: string) => call('GET', path),
          post: (path: string, json: unknown) => call('POST', path, json),
          delete: (path: string) => call('DELETE', path),
          put: (path: string, json: unknown) => call('PUT', path, json),
          /** POST /leave as the form sends it: the JSON part `leave` and an optional attachment. */
          async apply(
            leave: Record<string, unknown>,
            attachment?: { bytes: Uint8Array<ArrayBuffer>; name: string; type: string },
          ) {
            const form = new FormData();
            form.set('leave', JSON.stringify(leave));
            if (attachment)
              form.set('attachment', new File([attachment.bytes], attachment.name, { type: attachment.type }));
            const cookie = [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
            const res = await appOf().request('/api/app/leave', { method: 'POST', body: form, headers: { cookie } });
            return { status: res.status, body: await res.json() } as Answer;
          },
        };
      }
      return Object.assign(as, { clients });
    };
    const as = clientsOf(() => app);
    /** The session cookie of a user signed in through `as`, for requests outside `/api/app/`. */
    const cookie = (u: string) => [...as.clients.get(u)!.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const balanceIn = (clients: typeof as) => async (user: string, code: string) =>
      ((await (await clients(user)).get('leave')).body.balances as Balance[]).find((b) => b.code === code)!;
    const balanceOf = balanceIn(as);

    beforeAll(async () => {
      database = await seededDatabase(kind, TEMPLATE_SEEDS.demo);
      app = testApp(database.handle, {}, { clock: testClock(Date.parse(`${TODAY}T04:30:00Z`)).clock }).app;
    }, 300_000);
    afterAll(async () => database?.drop());

    it('shows the balance, counts half days without Sundays and holidays, refuses overlap and too many days', async () => {
      // A college of its own: the balances and dates below are the demo's, which the other tests' leave would change.
      const own = await seededDatabase(kind, TEMPLATE_SEEDS.demo);
      try {
        const ownApp = testApp(own.handle, {}, { clock: testClock(Date.parse(`${TODAY}T04:30:00Z`)).clock }).app;
        const asOwn = clientsOf(() => ownApp);
        const faculty = await asOwn('faculty');
        const mine = await faculty.get('leave');
        expect(mine.status).toBe(200);
        expect(mine.body).toMatchObject({ academicYear: '2026-2027', staffCategory: 'teaching', route: 'department' });
        const cl = (mine.body.balances as Balance[]).find((b) => b.code === 'CL')!;
        // The demo's approved CL of one day: 12 days allotted, 1 taken.
        expect(cl).toMatchObject({ approved: 2, available: 22 });

        // Thursday 13 to Monday 17 August, from midday: Saturday 15 August a holiday, Sunday 16 not counted.
        const preview = await faculty.get(
          `leave/preview?leaveTypeId=${cl.leaveTypeId}&fromDate=2026-08-13&toDate=2026-08-17&fromHalf=second`,
        );
        expect(preview.body).toMatchObject({ halfDays: 5, refusal: null });
        const applied = await faculty.apply({
          leaveTypeId: cl.leaveTypeId,
          fromDate: '2026-08-13',
          toDate: '2026-08-17',
          fromHalf: 'second',
          reason: 'Family function',
        });
        expect(applied).toMatchObject({
          status: 201,
          body: { message: M.applied, row: { halfDays: 5, status: 'pending' } },
        });
        expect(await balanceIn(asOwn)('faculty', 'CL')).toMatchObject({ pending: 5, available: 17 });

        const overlapping = await faculty.apply({
          leaveTypeId: cl.leaveTypeId,
          fromDate: '2026-08-17',
          toDate: '2026-08-18',
          reason: 'Another',
        });
        expect(overlapping).toMatchObject({ status: 409, body: { message: M.overlap } });
        const tooMany = await faculty.apply({
          leaveTypeId: cl.leaveTypeId,
          fromDate: '2026-09-01',
          toDate: '2026-09-30',
          reason: 'A month',
        });
        expect(tooMany).toMatchObject({ status: 409, body: { message: M.insufficient('CL', '8.5') } });
        const sunday = await faculty.apply({
          leaveTypeId: cl.leaveTypeId,
          fromDate: '2026-08-16',
          toDate: '2026-08-16',
          reason: 'Sunday',
        });
        expect(sunday).toMatchObject({ status: 409, body: { message: M.noWorkingDay } });
      } finally {
        await own.drop();
      }
    }, 300_000);

    /**
     * A class of EMP0041's demo allotment on its section's odd-term timetable, on `day` (1 Monday) in `period`:
     * the allotment, the timetable (another test may have made it already) and the class's slot.
     */
    const classOfEmp0041 = async (day: number, period: string) => {
      const academics = await as('academics');
      const allotments = (await academics.get(`allotments?academicYear=${DEMO_ALLOTMENT_YEAR}`)).body.rows as {
        id: number;
        empCode: string;
        facultyId: number;
        sectionId: number;
        sectionLabel: string;
      }[];
      const mine = allotments.find((a) => a.empCode === 'EMP0041')!;
      const listed = (await academics.get(`timetables?academicYear=${DEMO_ALLOTMENT_YEAR}&term=odd`)).body.rows as {
        id: number;
        sectionId: number;
      }[];
      const timetableId =
        listed.find((t) => t.sectionId === mine.sectionId)?.id ??
        ((
          await academics.post('timetables', {
            academicYear: DEMO_ALLOTMENT_YEAR,
            term: 'odd',
            sectionId: mine.sectionId,
          })
        ).body.row.id as number);
      const bell = (await academics.get('lists/bellPeriods?pageSize=100')).body.rows as { id: number; name: string }[];
      const slot = await academics.post(`timetables/${timetableId}/slots`, {
        day,
        periodId: bell.find((p) => p.name === period)!.id,
        allotmentId: mine.id,
        room: '',
      });
      expect(slot.status).toBe(201);
      return { mine, timetableId, slotId: slot.body.row.id as number };
    };

    it('lists the classes of the applicant timetable in the leave dates, for the approver to arrange a substitute', async () => {
      const { mine } = await classOfEmp0041(5, 'Period 1');
      const cl = await balanceOf('faculty', 'CL');
      // A Friday of August in the demo allotments' year (the one the clock is in): 14 August 2026.
      const august = Date.UTC(Number(DEMO_ALLOTMENT_YEAR.slice(0, 4)), 7, 10);
      const friday = new Date(august + ((5 - new Date(august).getUTCDay() + 7) % 7) * 86_400_000)
        .toISOString()
        .slice(0, 10);
      const preview = await (
        await as('faculty')
      ).get(`leave/preview?leaveTypeId=${cl.leaveTypeId}&fromDate=${friday}&toDate=${friday}`);
      expect(preview.body.classes).toEqual([
        expect.objectContaining({
          date: friday,
          periods: 'Period 1',
          sectionLabel: mine.sectionLabel,
          substitute: null,
        }),
      ]);
      // From midday (after lunch) the morning's Period 1 is the teacher's own: nothing to cover.
      const afternoon = await (
        await as('faculty')
      ).get(`leave/preview?leaveTypeId=${cl.leaveTypeId}&fromDate=${friday}&toDate=${friday}&fromHalf=second`);
      expect(afternoon.status).toBe(200);
      expect(afternoon.body.classes).toEqual([]);
    });

    it("lists today's classes of a teacher on approved leave without a substitute, for their department only", async () => {
      const academics = await as('academics');
      // TODAY is a Monday: a class of Period 6 that day.
      const { mine, timetableId, slotId } = await classOfEmp0041(1, 'Period 6');
      const hod = await as('hod');
      const uncoveredIds = async (user: string) =>
        ((await (await as(user)).get('leave/uncovered')).body.classes as { slotId: number }[]).map((c) => c.slotId);
      expect(await uncoveredIds('hod')).not.toContain(slotId);

      const cl = await balanceOf('faculty', 'CL');
      const applied = await (
        await as('faculty')
      ).apply({ leaveTypeId: cl.leaveTypeId, fromDate: TODAY, toDate: TODAY, fromHalf: 'full', reason: 'Unwell' });
      expect(applied.status).toBe(201);
      expect(await uncoveredIds('hod')).not.toContain(slotId); // pending leave: the teacher is still expected
      expect((await hod.post(`leave/${applied.body.row.id}/decision`, { decision: 'approve' })).status).toBe(200);

      const answer = await hod.get('leave/uncovered');
      expect(answer.status).toBe(200);
      expect(answer.body.date).toBe(TODAY);
      expect(answer.body.classes).toContainEqual(
        expect.objectContaining({ slotId, timetableId, date: TODAY, periods: 'Period 6' }),
      );
      expect(await uncoveredIds('principal')).toContain(slotId);

      // A HoD of another department does not see it; a student is refused.
      await database.handle.db
        .update(users)
        .set({ program: 'Mechanical Engineering', roles: ['ROLE_HOD'] })
        .where(eq(users.username, 'dean'));
      expect(await uncoveredIds('dean')).not.toContain(slotId);
      expect((await (await as('student')).get('leave/uncovered')).status).toBe(403);

      // A substitute named for the date: no longer listed.
      const substitutes = (await academics.get(`timetables/${timetableId}`)).body.substitutes as { value: number }[];
      let named = 0;
      for (const s of substitutes.filter((x) => x.value !== mine.facultyId)) {
        const sub = await academics.post(`timetables/${timetableId}/substitutions`, {
          slotId,
          date: TODAY,
          facultyId: s.value,
        });
        if (sub.status === 201) {
          named = s.value;
          break;
        }
      }
      expect(named).not.toBe(0);
      expect(await uncoveredIds('hod')).not.toContain(slotId);
    });

    it('needs the attachment a leave type asks for, checks its bytes and lets the approver open it', async () => {
      const faculty = await as('faculty');
      const ml = await balanceOf('faculty', 'ML');
      const leave = { leaveTypeId: ml.leaveTypeId, fromDate: '2026-08-20', toDate: '2026-08-20', reason: 'Fever' };
      expect(await faculty.apply(leave)).toMatchObject({ status: 400, body: { message: M.attachmentNeeded } });
      const fake = await faculty.apply(leave, {
        bytes: new TextEncoder().encode('<html>not a certificate</html>'),
        name: 'certificate.pdf',
        type: 'application/pdf',
      });
      expect(fake.status).toBe(415);
      const ok = await faculty.apply(leave, { bytes: PNG, name: 'certificate.png', type: 'image/png' });
      expect(ok.status).toBe(201);
      const fileId = ok.body.row.attachmentFileId as number;
      await as('hod');
      expect((await app.request(`/api/app/files/${fileId}`, { headers: { cookie: cookie('hod') } })).status).toBe(200);
      await as('accountant');
      expect(
        (await app.request(`/api/app/files/${fileId}`, { headers: { cookie: cookie('accountant') } })).status,
      ).toBe(403);
    });

    it('lets the backup approver decide only while named; a HoD of another department is refused', async () => {
      const faculty = await as('faculty');
      const el = await balanceOf('faculty', 'EL');
      const applied = await faculty.apply({
        leaveTypeId: el.leaveTypeId,
        fromDate: '2026-08-24',
        toDate: '2026-08-25',
        reason: 'Conference travel',
      });
      const id = applied.body.row.id as number;
      const backup = await as(DEMO_BACKUP_APPROVER);
      const hod = await as('hod');
      const ml = await balanceOf('faculty', 'ML');
      const certified = await faculty.apply(
        { leaveTypeId: ml.leaveTypeId, fromDate: '2026-08-27', toDate: '2026-08-27', reason: 'Fever' },
        { bytes: PNG, name: 'certificate.png', type: 'image/png' },
      );
      expect(certified.status).toBe(201);
      const certificate = async () =>
        (
          await app.request(`/api/app/files/${String(certified.body.row.attachmentFileId)}`, {
            headers: { cookie: cookie(DEMO_BACKUP_APPROVER) },
          })
        ).status;
      expect(await certificate()).toBe(403);

      // Not named yet, then named for dates after today: refused.
      expect(await backup.post(`leave/${id}/decision`, { decision: 'approve' })).toMatchObject({
        status: 403,
        body: { message: M.notYours },
      });
      const staff = (await hod.get('leave/backups')).body.staff as { value: number; label: string }[];
      const backupId = (
        await database.handle.db.select().from(users).where(eq(users.username, DEMO_BACKUP_APPROVER))
      )[0]!.id;
      expect(staff.map((s) => s.value)).toContain(backupId);
      const later = await hod.post('leave/backups', {
        backupUserId: backupId,
        fromDate: '2026-08-10',
        toDate: '2026-08-12',
      });
      expect(later).toMatchObject({ status: 201, body: { message: M.backupNamed } });
      expect((await backup.post(`leave/${id}/decision`, { decision: 'approve' })).status).toBe(403);
      expect((await backup.get('leave/approvals')).body.pending).toEqual([]);
      // Someone outside the department cannot be named.
      const accountant = (await database.handle.db.select().from(users).where(eq(users.username, 'accountant')))[0]!;
      expect(
        await hod.post('leave/backups', { backupUserId: accountant.id, fromDate: TODAY, toDate: TODAY }),
      ).toMatchObject({ status: 400, body: { message: M.backupNotStaff } });

      // Named for a range holding today: the approval waits for them, in the list and the notifications.
      const now = await hod.post('leave/backups', { backupUserId: backupId, fromDate: TODAY, toDate: '2026-08-07' });
      expect(now.status).toBe(201);
      const waiting = (await backup.get('leave/approvals')).body.pending as { id: number }[];
      expect(waiting.map((l) => l.id)).toContain(id);
      expect(await certificate()).toBe(200); // the certificate they decide on
      const bell = await as.clients.get(DEMO_BACKUP_APPROVER)!.request('/api/app/getNotifications');
      expect(((await bell.json()) as { items: { kind: string }[] }).items.some((i) => i.kind === 'leave')).toBe(true);

      // A HoD of another department is refused and nothing changes.
      await database.handle.db
        .update(users)
        .set({ program: 'Mechanical Engineering' })
        .where(eq(users.username, 'dean'));
      await database.handle.db
        .update(users)
        .set({ roles: ['ROLE_HOD'] })
        .where(eq(users.username, 'dean'));
      const otherHod = await as('dean');
      expect(await otherHod.post(`leave/${id}/decision`, { decision: 'approve' })).toMatchObject({
        status: 403,
        body: { message: M.notYours },
      });
      // The applicant never decides their own leave.
      expect((await faculty.post(`leave/${id}/decision`, { decision: 'approve' })).status).toBe(403);

      const before = await balanceOf('faculty', 'EL');
      const approved = await backup.post(`leave/${id}/decision`, { decision: 'approve', remark: 'Covered' });
      expect(approved).toMatchObject({ status: 200, body: { message: M.approved, row: { status: 'approved' } } });
      expect(await balanceOf('faculty', 'EL')).toMatchObject({
        approved: before.approved + 4,
        pending: before.pending - 4,
        available: before.available,
      });
      expect((await hod.post(`leave/${id}/decision`, { decision: 'reject', remark: 'Late' })).status).toBe(409);

      // Cancelling the approved leave before it begins gives its days back.
      const cancelled = await faculty.post(`leave/${id}/cancel`, {});
      expect(cancelled).toMatchObject({ status: 200, body: { message: M.cancelled } });
      expect(await balanceOf('faculty', 'EL')).toMatchObject({
        approved: before.approved,
        available: before.available + 4,
      });
      // Someone else's leave is not theirs to cancel.
      expect((await backup.post(`leave/${id}/cancel`, {})).status).toBe(404);
    });

    it("sends a HoD's leave to the principal and refuses a rejection without a remark", async () => {
      const hod = await as('hod');
      const mine = await hod.get('leave');
      expect(mine.body.route).toBe('principal');
      const cl = (mine.body.balances as Balance[]).find((b) => b.code === 'CL')!;
      const applied = await hod.apply({
        leaveTypeId: cl.leaveTypeId,
        fromDate: '2026-08-27',
        toDate: '2026-08-27',
        toHalf: 'first',
        reason: 'Personal work',
      });
      expect(applied.status).toBe(201);
      const id = applied.body.row.id as number;
      expect(
        (await (await as(DEMO_BACKUP_APPROVER)).post(`leave/${id}/decision`, { decision: 'approve' })).status,
      ).toBe(403);
      const principal = await as('principal');
      expect((await principal.get('leave/approvals')).body.pending.map((l: { id: number }) => l.id)).toContain(id);
      expect(await principal.post(`leave/${id}/decision`, { decision: 'reject' })).toMatchObject({
        status: 400,
        body: { message: M.remarkNeeded },
      });
      expect(
        await principal.post(`leave/${id}/decision`, { decision: 'reject', remark: 'Budget meeting that day' }),
      ).toMatchObject({ status: 200, body: { message: M.rejected } });
    });

    it(`keeps an allotment that pending leave holds: its delete and a change of its type are refused with '${LIST_MESSAGES.deleteRefused}'`, async () => {
      const admin = await as('admin');
      const faculty = await as('faculty');
      const type = await admin.post('lists/leaveTypes', {
        code: 'SPL',
        name: 'Special leave',
        halfDaysAllowed: false,
        needsAttachment: false,
      });
      expect(type.status).toBe(201);
      const years = (await admin.get('lists/academicYears?pageSize=100')).body.rows as { id: number; name: string }[];
      const allotment = {
        academicYearId: years.find((y) => y.name === '2026-2027')!.id,
        staffCategory: 'teaching',
        leaveTypeId: type.body.row.id as number,
        days: 5,
      };
      const added = await admin.post('lists/leaveAllotments', allotment);
      expect(added.status).toBe(201);
      const applied = await faculty.apply({
        leaveTypeId: allotment.leaveTypeId,
        fromDate: '2027-02-01',
        toDate: '2027-02-02',
        reason: 'Special leave',
      });
      expect(applied.status).toBe(201);

      const refused = await admin.delete(`lists/leaveAllotments/${added.body.row.id}`);
      expect(refused).toMatchObject({
        status: 409,
        body: { message: LIST_MESSAGES.deleteRefused, reason: 'Used by 1 pending or approved leave applications' },
      });
      const moved = await admin.put(`lists/leaveAllotments/${added.body.row.id}`, {
        ...allotment,
        staffCategory: 'non-teaching',
      });
      expect(moved).toMatchObject({ status: 409, body: { message: LIST_MESSAGES.modificationFailed } });
      expect(await balanceOf('faculty', 'SPL')).toMatchObject({ pending: 4, available: 6 });

      expect((await faculty.post(`leave/${applied.body.row.id}/cancel`, {})).status).toBe(200);
      expect((await admin.delete(`lists/leaveAllotments/${added.body.row.id}`)).status).toBe(200);
    });

    it('refuses leave to accounts that are not staff and backup naming to anyone but a HoD', async () => {
      expect((await (await as('student')).get('leave')).status).toBe(403);
      expect((await (await as('faculty')).get('leave/backups')).body.message).toBe(AUTH_MESSAGES.forbidden);
    });
  });
}
