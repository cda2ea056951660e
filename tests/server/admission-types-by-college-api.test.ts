import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PLAIN_ADMISSION_TYPES, admissionTypesFor } from '../../src/domain/admissions/choices';
import { ADMISSION_MESSAGES as M } from '../../src/domain/admissions/messages';
import { seatTypeLabel } from '../../src/domain/masters/seat-type';
import { seedDemoCollege } from '../../src/server/demo/college';
import { admissionPayload, postAdmission } from './support/admission-client';
import { freshDatabase, type TestDatabase } from './support/databases';
import { SessionClient } from './support/session-client';
import { testApp, testClock } from './support/test-app';
import { validAadhaar } from './support/verhoeff-aadhaar';

let database: TestDatabase;
let app: Hono;
let clerk: SessionClient;
let next = 42000000000;
const aadhaar = () => validAadhaar(++next);

beforeAll(async () => {
  database = await freshDatabase('pglite');
  await seedDemoCollege(database.handle.db, { collegeCode: 'KNRR', collegeName: 'KNRR College of Engineering' });
  ({ app } = testApp(database.handle, {}, { clock: testClock(Date.parse('2026-07-20T06:00:00Z')).clock }));
  clerk = new SessionClient(app);
  expect((await clerk.signIn('admissions', 'Campus@2026')).status).toBe(200);
}, 300_000);
afterAll(async () => database?.drop());

/** The admission types the forms offer, worked out as they do: the college code and seat types from §7 lookups. */
async function offeredByTheForms(): Promise<readonly string[]> {
  const code = await (await clerk.request('/api/app/getCollegeName')).text();
  const seatTypes = (await (await clerk.request('/api/app/getSeatTypesAsDrop')).json()) as string[];
  return admissionTypesFor(code, seatTypes.map(seatTypeLabel));
}

describe('a college that admits by seat type (KNRR): the forms offer what the save accepts', () => {
  it('offers its seat types and no plain type', async () => {
    const offered = await offeredByTheForms();
    expect(offered).toEqual(['Convener', 'Management', 'NRI', 'Spot', 'Lateral Entry', 'Sports and NCC']);
    for (const plain of PLAIN_ADMISSION_TYPES) expect(offered).not.toContain(plain);
  });

  it('saves a second-form admission of each offered type (the form sends it as the seat type too)', async () => {
    for (const type of await offeredByTheForms()) {
      const res = await postAdmission(
        app,
        clerk,
        admissionPayload({ aadharNo: aadhaar(), admissionType: type, seatType: type }),
      );
      expect(res.status, type).toBe(201);
    }
  });

  it.each(PLAIN_ADMISSION_TYPES)('refuses %s, which the forms no longer offer here', async (type) => {
    const res = await postAdmission(
      app,
      clerk,
      admissionPayload({ aadharNo: aadhaar(), admissionType: type, seatType: type }),
    );
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: M.unknownAdmissionType, field: 'admissionType' });
  });
});
