import { and, eq, sql } from 'drizzle-orm';
import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BULK_MESSAGES } from '../../src/domain/admissions/bulk-messages';
import type { ImportProgress, ImportReport } from '../../src/domain/admissions/bulk-report';
import { loadConfig } from '../../src/server/config';
import { admissionImports, admissions, users } from '../../src/server/db/schema';
import { IDEMPOTENCY_MESSAGES } from '../../src/server/http/idempotency';
import { startApp } from '../../src/server/start';
import { admissionsXlsx, clerkRow } from './support/admission-sheets';
import { validAadhaar } from './support/verhoeff-aadhaar';
import { seededDatabase, type TestDatabase } from './support/databases';
import { SessionClient } from './support/session-client';
import { testApp } from './support/test-app';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pino from 'pino';

let database: TestDatabase;
let app: Hono;
let clerk: SessionClient;

beforeAll(async () => {
  database = await seededDatabase('pglite', { collegeCode: 'DEMO', collegeName: 'Demo College' });
  ({ app } = testApp(database.handle));
  clerk = new SessionClient(app);
  expect((await clerk.signIn('admissions', 'Campus@2026')).status).toBe(200);
}, 300_000);
afterAll(async () => database?.drop());

const cookie = () => [...clerk.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
function upload(bytes: Uint8Array, name: string, key: string) {
  const body = new FormData();
  body.append('excelFileUpload', new File([new Uint8Array(bytes)], name));
  return app.request('/api/app/masterDataExcelsUploads?fileType=newAdmissionsForm', {
    method: 'POST',
    body,
    headers: { cookie: cookie(), 'Idempotency-Key': key },
  });
}
const admissionCount = async () =>
  Number((await database.handle.db.select({ n: sql<number>`count(*)` }).from(admissions))[0]!.n);
const clerkId = async () =>
  (await database.handle.db.select({ id: users.id }).from(users).where(eq(users.username, 'admissions')))[0]!.id;

describe('the admissions upload binds its Idempotency-Key to the file', () => {
  it('the same key with another file is refused (422) and saves nothing; the same file again gets the first report', async () => {
    const first = await admissionsXlsx([clerkRow(validAadhaar(23456789010))]);
    const res = await upload(first, 'first.xlsx', 'bound-upload-1');
    expect(res.status).toBe(200);
    expect(((await res.json()) as ImportReport).savedRows).toBe(1);
    const saved = await admissionCount();

    const other = await admissionsXlsx([clerkRow(validAadhaar(34567890120)), clerkRow(validAadhaar(45678901230))]);
    const reused = await upload(other, 'first.xlsx', 'bound-upload-1');
    expect([reused.status, await reused.json()]).toEqual([422, { message: IDEMPOTENCY_MESSAGES.keyReused }]);
    expect(await admissionCount()).toBe(saved);

    const again = await upload(first, 'first.xlsx', 'bound-upload-1');
    expect(again.status).toBe(200);
    expect(again.headers.get('Idempotent-Replayed')).toBe('true');
  });
});

describe('an upload cut off by a restart does not stay "being processed"', () => {
  const job = async (importKey: string, minutesAgo: number) => {
    const at = new Date(Date.now() - minutesAgo * 60_000);
    await database.handle.db.insert(admissionImports).values({
      userId: await clerkId(),
      importKey,
      fileName: 'big.xlsx',
      fileSize: 1000,
      status: 'checking',
      startedAt: at,
      progressAt: at,
    });
  };
  const statusOf = async (importKey: string) =>
    (
      await database.handle.db
        .select()
        .from(admissionImports)
        .where(and(eq(admissionImports.importKey, importKey)))
    )[0]!;

  it('at start, a job idle for an hour is marked failed with a message; one that moved a minute ago keeps running', async () => {
    await job('cut-off-at-restart', 60);
    await job('still-running', 1);
    const config = loadConfig({
      STATIC_DIR: '/nonexistent-static',
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'campus-restart-')),
    });
    await startApp({ config, database: database.handle, logger: pino({ level: 'silent' }), schedules: false });
    expect(await statusOf('cut-off-at-restart')).toMatchObject({
      status: 'failed',
      message: BULK_MESSAGES.interrupted,
    });
    expect((await statusOf('still-running')).status).toBe('checking');
  });

  it('the clerk polling an idle job sees it failed with the message, and sending it again says so', async () => {
    await job('cut-off-while-polled', 30);
    const res = await clerk.request('/api/app/admissionImports/cut-off-while-polled');
    expect((await res.json()) as ImportProgress).toMatchObject({
      status: 'failed',
      message: BULK_MESSAGES.interrupted,
    });
  });
});
