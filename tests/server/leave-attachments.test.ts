import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/server/db/schema';
import { seededDatabase, type TestDatabase } from './support/databases';
import { TEMPLATE_SEEDS } from './support/database-templates';
import { SessionClient } from './support/session-client';
import { testApp, testClock } from './support/test-app';

type Balance = { code: string; leaveTypeId: number; available: number };

// Monday 3 August 2026, 10:00 in the college (Asia/Kolkata): the demo calendar's 2026-2027 year.
const NOW = Date.parse('2026-08-03T04:30:00Z');
const PNG: Uint8Array<ArrayBuffer> = Uint8Array.from(
  Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  ),
);

describe('leave attachments: read only by those who act on that leave', () => {
  let database: TestDatabase;
  let app: ReturnType<typeof testApp>['app'];
  const clients = new Map<string, SessionClient>();
  const signedIn = async (username: string) => {
    if (!clients.has(username)) {
      const client = new SessionClient(app);
      expect((await client.signIn(username, 'Campus@2026')).status).toBe(200);
      clients.set(username, client);
    }
    return clients.get(username)!;
  };
  const download = async (username: string, fileId: string | number) =>
    (await (await signedIn(username)).request(`/api/app/files/${fileId}`)).status;

  /** A leave of `username` with a certificate attached, on a day of its own; the attachment's public id. */
  const applyWithCertificate = async (username: string, day: string) => {
    const client = await signedIn(username);
    const balances = (await (await client.request('/api/app/leave')).json()).balances as Balance[];
    const type = balances.find((b) => b.available >= 1)!;
    const form = new FormData();
    form.set('leave', JSON.stringify({ leaveTypeId: type.leaveTypeId, fromDate: day, toDate: day, reason: 'Fever' }));
    form.set('attachment', new File([PNG], 'certificate.png', { type: 'image/png' }));
    const cookie = [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const res = await app.request('/api/app/leave', { method: 'POST', body: form, headers: { cookie } });
    expect(res.status).toBe(201);
    return (await res.json()).row.attachmentFileId as string;
  };

  beforeAll(async () => {
    database = await seededDatabase('pglite', TEMPLATE_SEEDS.demo);
    app = testApp(database.handle, {}, { clock: testClock(NOW).clock }).app;
    // A HoD of another department than the demo teacher's.
    await database.handle.db
      .update(users)
      .set({ program: 'Mechanical Engineering', roles: ['ROLE_HOD'] })
      .where(eq(users.username, 'dean'));
  }, 300_000);
  afterAll(async () => database?.drop());

  it("opens a teacher's certificate to the teacher and their department's HoD only", async () => {
    const fileId = await applyWithCertificate('faculty', '2026-08-20');
    expect(fileId).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(await download('faculty', fileId)).toBe(200);
    expect(await download('hod', fileId)).toBe(200);
    expect(await download('dean', fileId)).toBe(403); // a HoD of another department
    expect(await download('principal', fileId)).toBe(403); // decides no department's leave
    expect(await download('accountant', fileId)).toBe(403);
  });

  it("opens a HoD's certificate to the HoD and the principal, who decides it, and to no other HoD", async () => {
    const fileId = await applyWithCertificate('hod', '2026-08-21');
    expect(await download('hod', fileId)).toBe(200);
    expect(await download('principal', fileId)).toBe(200);
    expect(await download('dean', fileId)).toBe(403);
    expect(await download('faculty', fileId)).toBe(403);
  });

  it('no longer serves an attachment by its serial id: counting ids finds nothing', async () => {
    const fileId = await applyWithCertificate('faculty', '2026-08-26');
    const { rows } = await database.handle.db.execute<{ id: number }>(
      sql`select id from stored_files where public_id = ${fileId}`,
    );
    expect(await download('faculty', rows[0]!.id)).toBe(404);
    expect(await download('hod', rows[0]!.id)).toBe(404);
  });
});
