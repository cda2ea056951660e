import { gunzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { GRADE_POINTS, type Grade } from '../../src/domain/results/grade-scale';
import { seedDemoCollege } from '../../src/server/demo/college';
import { examTitles } from '../../src/server/db/schema';
import { announceResultsChanged, announceTitleChanged, resultsStore } from '../../src/server/modules/results/service';
import { DEMO_ROLL_NUMBER, demo } from '../support/demo-rolls';
import { freshDatabase, type TestDatabase } from './support/databases';
import { testApp } from './support/test-app';
import { ROLL_PREFIX, ROLL_PREFIX_LOWER } from '../support/demo-rolls';

const view = (title: string, roll: string) =>
  `/api/app/getExamResultByRollNoView?${new URLSearchParams({ rollNo: roll, examTitle: title })}`;
const report = (title: string, roll: string) =>
  `/api/app/getExamResultByRollNoReport?${new URLSearchParams({ rollNo: roll, examTitle: title })}`;

type Sheet = {
  studentRollNo: string;
  totalCredits: number;
  earnedCredits: number;
  passCount: number;
  failCount: number;
  listofRecords: {
    sgpa: number;
    credits: number;
    grade: Grade;
    gradePoints: number;
    status: string;
    examTitle: string;
  }[];
};

/** The public results API (§7 Results), run once on PGlite and once on PostgreSQL. */
export function resultsApiSuite(kind: 'pglite' | 'postgres') {
  describe(`results API on ${kind}`, () => {
    let database: TestDatabase;
    let app: ReturnType<typeof testApp>['app'];
    let logLines: string[];
    let titles: string[];

    beforeAll(async () => {
      database = await freshDatabase(kind);
      await seedDemoCollege(database.handle.db, { collegeCode: 'DEMO', collegeName: 'Demo College' });
      ({ app, logLines } = testApp(database.handle));
      titles = await (await app.request('/api/app/getDistinctExamTitlesBy')).json();
    });
    afterAll(async () => database?.drop());

    it('reports the database reachable on /api/health', async () => {
      const res = await app.request('/api/health');
      expect(res.status).toBe(200);
      expect(await res.json()).toMatchObject({ status: 'ok', database: 'reachable', kind });
    });

    it('lists at least three exam titles, newest first', () => {
      expect(titles.length).toBeGreaterThanOrEqual(3);
      expect(titles[0]).toContain(`${demo.examMonths[2]!}`);
    });

    it(`has results for ${DEMO_ROLL_NUMBER} in every exam title, with SGPA computed from credits and points`, async () => {
      for (const title of titles) {
        const sheet = (await (await app.request(view(title, DEMO_ROLL_NUMBER))).json()) as Sheet;
        expect(sheet.studentRollNo).toBe(DEMO_ROLL_NUMBER);
        expect(sheet.listofRecords.length).toBeGreaterThan(0);
        const credits = sheet.listofRecords.reduce((n, r) => n + r.credits, 0);
        const weighted = sheet.listofRecords.reduce((n, r) => n + r.credits * GRADE_POINTS[r.grade], 0);
        expect(sheet.totalCredits).toBe(credits);
        expect(sheet.listofRecords.every((r) => r.sgpa === Math.round((weighted / credits) * 100) / 100)).toBe(true);
        expect(sheet.listofRecords.every((r) => r.gradePoints === GRADE_POINTS[r.grade] && r.examTitle === title)).toBe(
          true,
        );
        expect(sheet.passCount + sheet.failCount).toBe(sheet.listofRecords.length);
      }
    });

    it('shows a fail in red-worthy terms: F, 0 points, status Fail, no earned credits for it', async () => {
      const sheet = (await (await app.request(view(titles[1]!, DEMO_ROLL_NUMBER))).json()) as Sheet;
      const failed = sheet.listofRecords.filter((r) => r.grade === 'F');
      expect(failed.length).toBe(1);
      expect(failed[0]).toMatchObject({ gradePoints: 0, status: 'Fail' });
      expect(sheet.earnedCredits).toBe(sheet.totalCredits - failed[0]!.credits);
    });

    it('uses only the part of the roll number before the first space, in any case', async () => {
      const sheet = (await (await app.request(view(titles[0]!, `${ROLL_PREFIX_LOWER}0501 CHARAN`))).json()) as Sheet;
      expect(sheet.studentRollNo).toBe(DEMO_ROLL_NUMBER);
    });

    it('answers an empty object for a roll number or title without results', async () => {
      expect(await (await app.request(view(titles[0]!, `${ROLL_PREFIX}9999`))).json()).toEqual({});
      expect(await (await app.request(view("x' or '1'='1", DEMO_ROLL_NUMBER))).json()).toEqual({});
    });

    it("rejects a missing or blank roll number with 400 'Please enter Roll Number'", async () => {
      for (const path of ['/api/app/getExamResultByRollNoView?examTitle=x', view('x', '   '), report('x', '')]) {
        const res = await app.request(path);
        expect(res.status).toBe(400);
        expect(await res.json()).toEqual({ message: 'Please enter Roll Number' });
      }
    });

    it('rejects SQL or HTML in the roll number with a 400', async () => {
      const res = await app.request(view(titles[0]!, "1'or'1'='1"));
      expect(res.status).toBe(400);
      expect((await res.json()).message).toMatch(/letters and digits/);
    });

    it("returns the result PDF as base64 with success 'True'", async () => {
      const body = await (await app.request(report(titles[0]!, DEMO_ROLL_NUMBER))).json();
      expect(body.success).toBe('True');
      const pdf = Buffer.from(body.b64, 'base64');
      expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    });

    it("answers 'No data found to download' when there is no result to print", async () => {
      const body = await (await app.request(report(titles[0]!, `${ROLL_PREFIX}9999`))).json();
      expect(body).toEqual({ success: 'False', message: 'No data found to download' });
    });

    it('compresses responses for clients that accept gzip, the same sheet every time', async () => {
      const plain = await (await app.request(view(titles[0]!, DEMO_ROLL_NUMBER))).json();
      for (let i = 0; i < 2; i++) {
        const res = await app.request(view(titles[0]!, DEMO_ROLL_NUMBER), {
          headers: { 'Accept-Encoding': 'gzip, deflate, br' },
        });
        expect(res.headers.get('content-encoding')).toBe('gzip');
        expect(res.headers.get('content-type')).toBe('application/json');
        const body = gunzipSync(Buffer.from(await res.arrayBuffer())).toString('utf8');
        expect(JSON.parse(body)).toEqual(plain);
      }
    });

    it('never writes the roll number or the query string into the logs', async () => {
      // A lookup of its own, so the log holds one whichever tests ran before.
      expect((await app.request(view(titles[0]!, DEMO_ROLL_NUMBER))).status).toBe(200);
      const joined = logLines.join('\n');
      expect(joined).toContain('/api/app/getExamResultByRollNoView');
      expect(joined).not.toContain(DEMO_ROLL_NUMBER);
      expect(joined).not.toContain('rollNo');
    });

    it("reads a title's sheets a batch at a time exactly as one lookup answers each", async () => {
      const store = resultsStore(database.handle.db);
      const title = titles[0]!;
      const read: Awaited<ReturnType<typeof store.sheetsOfTitle>> = [];
      for (let after = 0; ;) {
        const batch = await store.sheetsOfTitle(title, after, 40);
        if (batch.length === 0) break;
        expect(batch.length).toBeLessThanOrEqual(40);
        read.push(...batch);
        after = batch.at(-1)!.studentId;
      }
      expect(read.map((r) => r.rollNo)).toContain(DEMO_ROLL_NUMBER);
      expect(new Set(read.map((r) => r.studentId)).size).toBe(read.length);
      for (const { rollNo, sheet } of read) expect(sheet).toEqual(await store.resultSheet(title, rollNo));
    });

    it('tells every listening replica which title a publication or a revaluation decision changed', async () => {
      const heard: string[] = [];
      await database.handle.listen('results_changed', (title) => heard.push(title));
      const { db } = database.handle;
      const [second] = await db.select({ id: examTitles.id }).from(examTitles).where(eq(examTitles.title, titles[1]!));
      await announceResultsChanged(db, titles[0]);
      await announceTitleChanged(db, second!.id);
      await announceResultsChanged(db);
      await vi.waitFor(() => expect(heard.filter(Boolean)).toEqual([titles[0], titles[1]]), { timeout: 10_000 });
    });
  });
}
