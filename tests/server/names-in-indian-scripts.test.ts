import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { admissionPayload, postAdmission } from './support/admission-client';
import { seededDatabase, type TestDatabase } from './support/databases';
import { SessionClient } from './support/session-client';
import { testApp, testClock } from './support/test-app';

describe('names in Telugu and Devanagari script', () => {
  let database: TestDatabase;
  let app: Hono;
  let clerk: SessionClient;
  const clock = testClock(Date.parse('2026-07-15T06:00:00Z'));

  beforeAll(async () => {
    database = await seededDatabase('pglite', { collegeCode: 'DEMO', collegeName: 'Demo College' });
    ({ app } = testApp(database.handle, {}, { clock: clock.clock }));
    clerk = new SessionClient(app);
    expect((await clerk.signIn('admissions', 'Campus@2026')).status).toBe(200);
  }, 300_000);
  afterAll(async () => database?.drop());

  it('saves an admission whose student, father, mother and guardian are named in Indian scripts, and reads them back', async () => {
    const names = {
      name: 'రవి కుమార్',
      fathersName: 'सुरेश कुमार',
      mothersName: 'లక్ష్మి',
      guardianName: "K. D'Souza-Rao",
    };
    const saved = await postAdmission(app, clerk, admissionPayload({ ...names, aadharNo: '345678961235' }));
    expect(saved.status).toBe(201);
    const res = await clerk.request('/api/app/getAdmissionForEdit', { json: { term: '345678961235' } });
    const record = ((await res.json()) as { applicationFormExcelM: Record<string, string> }).applicationFormExcelM;
    expect(record).toMatchObject(names);
  });

  it("still refuses a name with digits with 'Please Enter Text' and saves nothing", async () => {
    const refused = await postAdmission(app, clerk, admissionPayload({ name: 'రవి 2', aadharNo: '456789123453' }));
    expect(refused).toMatchObject({ status: 400, body: { message: 'Please Enter Text' } });
  });
});
