import { count } from 'drizzle-orm';
import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ImportReport } from '../../src/domain/admissions/bulk-report';
import { admissions } from '../../src/server/db/schema';
import { seedDemoCollege } from '../../src/server/demo/college';
import { admissionsXlsx, clerkRow } from './support/admission-sheets';
import { POSTGRES_URL, freshDatabase, postgresReachable, type TestDatabase } from './support/databases';
import { SessionClient } from './support/session-client';
import { testApp, testClock } from './support/test-app';
import { validAadhaar } from './support/verhoeff-aadhaar';

const reachable = await postgresReachable();
if (!reachable)
  console.warn(
    `\n*** PostgreSQL not reachable at ${POSTGRES_URL}: the concurrent uploads test runs on PGlite only ***\n`,
  );

const SHARED = 300;
const OWN = 600;
const rows = (from: number, n: number, name: string) =>
  Array.from({ length: n }, (_, i) =>
    clerkRow(validAadhaar(from + i), { 'Full Name': `${name} ${String.fromCharCode(65 + (i % 26))}` }),
  );

describe.each([
  ['pglite', true],
  ['postgres', reachable],
] as const)('two uploads at once that share rows (%s)', (kind, runs) => {
  let database: TestDatabase;
  let app: Hono;
  let clerk: SessionClient;

  beforeAll(async () => {
    if (!runs) return;
    database = await freshDatabase(kind);
    await seedDemoCollege(database.handle.db, { collegeCode: 'DEMO', collegeName: 'Demo College' });
    ({ app } = testApp(database.handle, {}, { clock: testClock(Date.parse('2026-07-20T06:00:00Z')).clock }));
    clerk = new SessionClient(app);
    expect((await clerk.signIn('admissions', 'Campus@2026')).status).toBe(200);
  }, 300_000);
  afterAll(async () => database?.drop());

  const upload = (bytes: Uint8Array, key: string) => {
    const body = new FormData();
    body.append('excelFileUpload', new File([new Uint8Array(bytes)], `${key}.xlsx`));
    return app.request('/api/app/masterDataExcelsUploads?fileType=newAdmissionsForm', {
      method: 'POST',
      body,
      headers: { cookie: [...clerk.cookies].map(([k, v]) => `${k}=${v}`).join('; '), 'Idempotency-Key': key },
    });
  };

  it.skipIf(!runs)(
    "saves each file's own rows and reports the shared ones as already admitted, with distinct admission numbers",
    async () => {
      // The shared rows come first in both files, so both uploads' first batches hold the same numbers.
      const shared = rows(41000000000, SHARED, 'Shared');
      const first = await admissionsXlsx([...shared, ...rows(42000000000, OWN, 'First')]);
      const second = await admissionsXlsx([...shared, ...rows(43000000000, OWN, 'Second')]);
      const answers = await Promise.all([upload(first, 'first-upload'), upload(second, 'second-upload')]);
      expect(answers.map((a) => a.status)).toEqual([200, 200]);
      const reports = (await Promise.all(answers.map((a) => a.json()))) as ImportReport[];
      for (const report of reports) expect(report.invalidRows).toBe(0);
      expect(reports[0]!.savedRows + reports[1]!.savedRows).toBe(SHARED + 2 * OWN);
      expect(reports[0]!.alreadyAdmittedRows + reports[1]!.alreadyAdmittedRows).toBe(SHARED);
      for (const report of reports) expect(report.savedRows).toBeGreaterThanOrEqual(OWN);
      const saved = await database.handle.db.select({ adminNo: admissions.adminNo }).from(admissions);
      expect(saved).toHaveLength(SHARED + 2 * OWN);
      expect(new Set(saved.map((s) => s.adminNo)).size).toBe(saved.length);
      expect(Number((await database.handle.db.select({ n: count() }).from(admissions))[0]!.n)).toBe(SHARED + 2 * OWN);
    },
    300_000,
  );
});
