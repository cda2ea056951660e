import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHECKER_MESSAGES as C } from '../../src/domain/academic/maker-checker';
import { LIST_MESSAGES as M } from '../../src/domain/academic/messages';
import { hashPassword } from '../../src/server/auth/password-hash';
import { colleges, users } from '../../src/server/db/schema';
import { seedDemoCollege } from '../../src/server/demo/college';
import { freshDatabase, type TestDatabase } from './support/databases';
import { SessionClient } from './support/session-client';
import { testApp } from './support/test-app';

type Answer = { status: number; body: any }; // eslint-disable-line @typescript-eslint/no-explicit-any -- each test reads the JSON shape it checks

/** Maker-checker of regulations and subjects and the audit log's export, run once on PGlite and once on PostgreSQL. */
export function listChangeRequestsApiSuite(kind: 'pglite' | 'postgres') {
  describe(`maker-checker of the checked lists API on ${kind}`, () => {
    let database: TestDatabase;
    let app: ReturnType<typeof testApp>['app'];
    const clients = new Map<string, SessionClient>();

    const client = async (user: string) => {
      if (!clients.has(user)) {
        const c = new SessionClient(app);
        expect((await c.signIn(user, 'Campus@2026')).status).toBe(200);
        clients.set(user, c);
      }
      return clients.get(user)!;
    };
    const as = async (user: string) => {
      const c = await client(user);
      const call = async (method: string, path: string, json?: unknown): Promise<Answer> => {
        const res = await c.request(`/api/app/${path}`, { method, json });
        return { status: res.status, body: await res.json() };
      };
      return {
        get: (path: string) => call('GET', path),
        post: (path: string, json: unknown) => call('POST', path, json),
        put: (path: string, json: unknown) => call('PUT', path, json),
        delete: (path: string) => call('DELETE', path),
      };
    };
    const regulation = async (code: string) =>
      (await (await as('admin')).get(`lists/regulations?q=${code}`)).body.rows.find(
        (r: { code: string }) => r.code === code,
      );
    const audit = async (list: string) => (await (await as('admin')).get(`listChanges?list=${list}`)).body.rows;

    beforeAll(async () => {
      database = await freshDatabase(kind);
      const db = database.handle.db;
      await seedDemoCollege(db, { collegeCode: 'DEMO', collegeName: 'Demo College' });
      // A second administrator, so that an administrator's change can be authorized by another one.
      const [college] = await db.select().from(colleges).limit(1);
      await db.insert(users).values({
        username: 'admin2',
        email: 'admin2@demo-college.edu.in',
        fullName: 'Second Admin',
        passwordHash: await hashPassword('Campus@2026'),
        roles: ['ROLE_ADMIN'],
        collegeId: college!.id,
        collegeName: college!.name,
        instituteType: 'autonomous',
      });
      app = testApp(database.handle).app;
    }, 300_000);
    afterAll(async () => database?.drop());

    it('keeps a regulation change pending until the principal authorizes it; the maker may not', async () => {
      const admin = await as('admin');
      const r20 = await regulation('R20');
      const made = await admin.put(`lists/regulations/${r20.id}`, { ...r20, id: undefined, minTotalPercent: 45 });
      expect(made).toMatchObject({ status: 202, body: { message: M.saved, note: C.awaitsAuthorization } });
      expect(made.body.request).toMatchObject({ action: 'edit', recordId: r20.id, proposed: { minTotalPercent: 45 } });
      expect((await regulation('R20')).minTotalPercent).toBe(r20.minTotalPercent);
      const pending = await admin.get('lists/regulations/pending');
      expect(pending.body.map((p: { id: number }) => p.id)).toContain(made.body.request.id);

      const again = await admin.put(`lists/regulations/${r20.id}`, { ...r20, id: undefined, minTotalPercent: 50 });
      expect(again).toMatchObject({ status: 409, body: { reason: C.alreadyPending } });

      const own = await admin.post(`listChangeRequests/${made.body.request.id}/authorize`, {});
      expect(own.status).toBe(403);
      expect(own.body.reason).toBe(C.ownChange);
      expect((await (await as('academics')).get('listChangeRequests')).status).toBe(403);

      const principal = await as('principal');
      const queue = await principal.get('listChangeRequests?list=regulations');
      expect(queue.body.find((p: { id: number }) => p.id === made.body.request.id)).toMatchObject({ mine: false });
      const done = await principal.post(`listChangeRequests/${made.body.request.id}/authorize`, {});
      expect(done).toMatchObject({ status: 200, body: { message: C.authorized, row: { minTotalPercent: 45 } } });
      expect((await regulation('R20')).minTotalPercent).toBe(45);
      expect((await principal.post(`listChangeRequests/${made.body.request.id}/authorize`, {})).status).toBe(409);

      const entry = (await audit('regulations')).find((e: { recordId: number }) => e.recordId === r20.id);
      expect(entry).toMatchObject({
        action: 'edit',
        userName: 'admin',
        decision: 'authorized',
        checkerName: 'principal',
        before: { minTotalPercent: r20.minTotalPercent },
        after: { minTotalPercent: 45 },
      });
    });

    it('lets another administrator authorize an add, and rejects with a reason that the log keeps', async () => {
      const academics = await as('academics');
      const added = await academics.post('lists/regulations', {
        code: 'R30',
        fromYear: 2030,
        minExternalPercent: 35,
        minTotalPercent: 40,
        creditsToGraduate: 160,
        maxYears: 8,
      });
      expect(added.status).toBe(202);
      expect(await regulation('R30')).toBeUndefined();
      const admin2 = await as('admin2');
      const ok = await admin2.post(`listChangeRequests/${added.body.request.id}/authorize`, {});
      expect(ok).toMatchObject({ status: 200, body: { message: C.authorized } });
      const r30 = await regulation('R30');
      expect(r30).toMatchObject({ code: 'R30' });

      const removal = await academics.delete(`lists/regulations/${r30.id}`);
      expect(removal.status).toBe(202);
      const principal = await as('principal');
      const blank = await principal.post(`listChangeRequests/${removal.body.request.id}/reject`, { reason: ' ' });
      expect(blank).toMatchObject({ status: 400, body: { message: M.fillAll } });
      const rejected = await principal.post(`listChangeRequests/${removal.body.request.id}/reject`, {
        reason: 'Batches of 2030 will use it',
      });
      expect(rejected).toMatchObject({ status: 200, body: { message: C.rejected } });
      expect(await regulation('R30')).toMatchObject({ id: r30.id });
      const entries = (await audit('regulations')).filter((e: { recordId: number }) => e.recordId === r30.id);
      expect(entries[0]).toMatchObject({
        action: 'delete',
        userName: 'academics',
        decision: 'rejected',
        checkerName: 'principal',
        reason: 'Batches of 2030 will use it',
      });
      expect(entries[1]).toMatchObject({ action: 'add', decision: 'authorized', checkerName: 'admin2' });
    });

    it('refuses at authorization a change that has become a duplicate, and leaves it pending', async () => {
      const academics = await as('academics');
      const fields = {
        fromYear: 2031,
        minExternalPercent: 35,
        minTotalPercent: 40,
        creditsToGraduate: 160,
        maxYears: 8,
      };
      const first = await academics.post('lists/regulations', { code: 'R31', ...fields });
      const second = await academics.post('lists/regulations', { code: 'R31', ...fields });
      const principal = await as('principal');
      expect((await principal.post(`listChangeRequests/${first.body.request.id}/authorize`, {})).status).toBe(200);
      const dup = await principal.post(`listChangeRequests/${second.body.request.id}/authorize`, {});
      expect(dup).toMatchObject({
        status: 409,
        body: { message: M.invalid, reason: 'This regulation is already on the list' },
      });
      const queue = await principal.get('listChangeRequests?list=regulations');
      expect(queue.body.map((p: { id: number }) => p.id)).toContain(second.body.request.id);
    });

    it('refuses a subject delete that would orphan marks when it is made, so nothing waits', async () => {
      const admin = await as('admin');
      const subject = (await admin.get('lists/subjects?pageSize=1')).body.rows[0];
      const refused = await admin.delete(`lists/subjects/${subject.id}`);
      expect(refused).toMatchObject({ status: 409, body: { message: M.deleteRefused } });
      expect((await admin.get('lists/subjects/pending')).body).toEqual([]);
    });

    it('exports the audit log to Excel for administrators, by list and date range', async () => {
      // Decisions of its own to find in the export: one change authorized, one rejected.
      const academics = await as('academics');
      const principal = await as('principal');
      const fields = { minExternalPercent: 35, minTotalPercent: 40, creditsToGraduate: 160, maxYears: 8 };
      const kept = await academics.post('lists/regulations', { code: 'R40', fromYear: 2040, ...fields });
      const dropped = await academics.post('lists/regulations', { code: 'R41', fromYear: 2041, ...fields });
      expect((await principal.post(`listChangeRequests/${kept.body.request.id}/authorize`, {})).status).toBe(200);
      const reason = { reason: 'Not needed yet' };
      expect((await principal.post(`listChangeRequests/${dropped.body.request.id}/reject`, reason)).status).toBe(200);

      const c = await client('admin');
      const today = new Date().toISOString().slice(0, 10);
      const res = await c.request(`/api/app/listChanges/export?list=regulations&from=${today}&to=${today}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toContain('spreadsheetml');
      const book = new ExcelJS.Workbook();
      await book.xlsx.load(await res.arrayBuffer());
      const sheet = book.worksheets[0]!;
      expect(sheet.getRow(2).getCell(1).value).toBe('When');
      const decisions = sheet.getColumn(6).values.slice(3);
      expect(decisions).toContain('authorized');
      expect(decisions).toContain('rejected');
      const bad = await c.request('/api/app/listChanges/export?from=2026-13-01');
      expect(bad.status).toBe(400);
      expect((await (await client('principal')).request('/api/app/listChanges/export')).status).toBe(403);
    });

    it('exports what a list screen shows (its search and filters) to Excel, references by their labels', async () => {
      const c = await client('admin');
      const res = await c.request('/api/app/lists/branches/export?q=CSE');
      expect(res.status).toBe(200);
      const book = new ExcelJS.Workbook();
      await book.xlsx.load(await res.arrayBuffer());
      const sheet = book.worksheets[0]!;
      const header = (sheet.getRow(2).values as unknown[]).slice(1);
      expect(header).toContain('Short form');
      const shortForms = sheet.getColumn(header.indexOf('Short form') + 1).values.slice(3);
      expect(shortForms).toContain('CSE');
      expect(shortForms).not.toContain('ECE');
      expect(sheet.getColumn(1).values.slice(3)).toContain('B.Tech');
      expect((await (await client('faculty')).request('/api/app/lists/branches/export')).status).toBe(403);
    });
  });
}
