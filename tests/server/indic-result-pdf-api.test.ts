import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoCollege } from '../../src/server/demo/college';
import { students } from '../../src/server/db/schema';
import { DEMO_ROLL_NUMBER } from '../support/demo-rolls';
import { freshDatabase, type TestDatabase } from './support/databases';
import { testApp } from './support/test-app';

const COLLEGE = 'శ్రీ వేంకటేశ్వర ఇంజనీరింగ్ కళాశాల';
const STUDENT = 'शिव क्षत्रिय';

/** What pdftotext reads from a PDF given in base64. */
function pdfText(b64: string): string {
  const file = join(mkdtempSync(join(tmpdir(), 'indic-result-')), 'result.pdf');
  writeFileSync(file, Buffer.from(b64, 'base64'));
  return execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' });
}

describe('the result sheet PDF the server makes for a Telugu college and a Devanagari name', () => {
  let database: TestDatabase;
  let app: ReturnType<typeof testApp>['app'];
  let title: string;

  beforeAll(async () => {
    database = await freshDatabase('pglite');
    await seedDemoCollege(database.handle.db, { collegeCode: 'DEMO', collegeName: COLLEGE });
    await database.handle.db.update(students).set({ fullName: STUDENT }).where(eq(students.rollNo, DEMO_ROLL_NUMBER));
    ({ app } = testApp(database.handle));
    const titles: unknown = await (await app.request('/api/app/getDistinctExamTitlesBy')).json();
    title = Array.isArray(titles) && typeof titles[0] === 'string' ? titles[0] : '';
  });
  afterAll(async () => database?.drop());

  it('shapes both with the fonts read from assets/fonts, and pdftotext gives them back', async () => {
    const query = new URLSearchParams({ rollNo: DEMO_ROLL_NUMBER, examTitle: title });
    const answer: unknown = await (await app.request(`/api/app/getExamResultByRollNoReport?${query}`)).json();
    const b64: unknown = Reflect.get(Object(answer), 'b64');
    expect(typeof b64).toBe('string');
    const text = pdfText(String(b64));
    expect(text).toContain(COLLEGE);
    expect(text).toContain(STUDENT);
    expect(text).toContain(DEMO_ROLL_NUMBER);
    const bytes = Buffer.from(String(b64), 'base64').toString('latin1');
    expect(bytes).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoSansTelugu-Regular/);
    expect(bytes).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoSansDevanagari-Regular/);
  });

  it('prints its labels in the language of the page that asks (the lang cookie, else Accept-Language)', async () => {
    const query = new URLSearchParams({ rollNo: DEMO_ROLL_NUMBER, examTitle: title });
    const report = async (headers: Record<string, string>) => {
      const answer: unknown = await (
        await app.request(`/api/app/getExamResultByRollNoReport?${query}`, { headers })
      ).json();
      return pdfText(String(Reflect.get(Object(answer), 'b64'))).replace(/\s+/g, ' ');
    };
    const telugu = await report({ Cookie: 'lang=te' });
    for (const label of ['విద్యార్థి పేరు', 'రోల్ నంబర్', 'సబ్జెక్టు కోడ్', 'గ్రేడ్ పాయింట్లు']) expect(telugu).toContain(label);
    expect(telugu).not.toContain('Student Name');
    const hindi = await report({ 'Accept-Language': 'hi-IN,hi;q=0.9' });
    for (const label of ['छात्र का नाम', 'विषय कोड']) expect(hindi).toContain(label);
    expect(await report({})).toContain('Student Name');
  });
});
