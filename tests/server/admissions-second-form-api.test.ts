import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Hono } from 'hono';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  SecondAdmissionFormSchema,
  secondFormToSavePayload,
  EMPTY_SECOND_FORM,
} from '../../src/domain/admissions/second-form';
import { seededDatabase, type TestDatabase } from './support/databases';
import { SessionClient } from './support/session-client';
import { testApp, testClock } from './support/test-app';
import { TINY_PNG, postAdmission } from './support/admission-client';

const pdfText = (b64: string) => {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'adm2-pdf-')), 'a.pdf');
  writeFileSync(file, Buffer.from(b64, 'base64'));
  return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
};

/** The second form as a clerk fills it, parsed by its own schema and mapped into the save payload. */
const secondForm = v.parse(SecondAdmissionFormSchema, {
  ...EMPTY_SECOND_FORM,
  dateOfAdmission: '2026-07-15',
  dateOfBirth: '2008-09-21',
  name: 'Meena Reddy',
  admissionType: 'Direct',
  level: 'UG',
  courseAppliedFor: 'B.Tech',
  batch: '2026-2030',
  branch: 'CSE',
  gender: 'FEMALE',
  aadharNo: '345678941234',
  identificationMarksB: 'Scar on left hand',
  annualIncome: '240000',
  fatherContactNo: '9876543210',
});

describe('POST getStudentadmissiondata (second form PDF, §7)', () => {
  let database: TestDatabase;
  let app: Hono;
  let clerk: SessionClient;
  let chairman: SessionClient;
  let adminNo = '';
  const clock = testClock(Date.parse('2026-07-15T06:00:00Z'));
  const post = async (client: SessionClient, body: unknown) => {
    const res = await client.request('/api/app/getStudentadmissiondata', { method: 'POST', json: body });
    return { status: res.status, body: (await res.json()) as Record<string, string> };
  };

  beforeAll(async () => {
    database = await seededDatabase('pglite', { collegeCode: 'DEMO', collegeName: 'Demo College' });
    ({ app } = testApp(database.handle, {}, { clock: clock.clock }));
    clerk = new SessionClient(app);
    chairman = new SessionClient(app);
    expect((await clerk.signIn('admissions', 'Campus@2026')).status).toBe(200);
    expect((await chairman.signIn('chairman', 'Campus@2026')).status).toBe(200);
    const saved = await postAdmission(app, clerk, secondFormToSavePayload(secondForm), {
      bytes: TINY_PNG,
      name: 'meena.jpg',
      type: 'image/png',
    });
    expect(saved.status).toBe(201);
    adminNo = saved.body.adminNo as string;
  }, 300_000);
  afterAll(async () => database?.drop());

  it('saves the second form through saveApplicationFormData and answers bs64, the admission PDF', async () => {
    const res = await post(clerk, { ...secondForm, adminNo });
    expect(res.status).toBe(200);
    expect(res.body.fileName).toBe(`Admission_Form_${adminNo} .pdf`);
    const text = pdfText(res.body.bs64!);
    expect(text).toContain('Meena Reddy');
    expect(text).toContain(adminNo);
    expect(text).not.toContain('345678941234');
  });

  it('refuses an unknown admission, or a known number with another Aadhaar number, with 404 and a clear message', async () => {
    for (const body of [
      { adminNo: '2026ADM9999', aadharNo: '345678941234' },
      { adminNo, aadharNo: '999999999999' },
    ]) {
      const res = await post(clerk, body);
      expect(res.status).toBe(404);
      expect(res.body.message).toBe('No saved admission has this admission number and Aadhaar number.');
      expect(res.body.bs64).toBeUndefined();
    }
  });

  it('refuses a body that names no admission with 400', async () => {
    const res = await post(clerk, { name: 'Meena Reddy' });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Name a saved admission by its admission number and Aadhaar number.');
  });

  it('is for the admission writers only: the chairman (register reader) and anonymous callers are refused', async () => {
    expect((await post(chairman, { adminNo, aadharNo: '345678941234' })).status).toBe(403);
    expect((await post(new SessionClient(app), { adminNo, aadharNo: '345678941234' })).status).toBe(401);
  });
});
