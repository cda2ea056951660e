import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/server/config';
import { seededDatabase, type TestDatabase } from './support/databases';
import { testApp, testClock } from './support/test-app';

const TOO_MANY = 'Too many result lookups from this address. Please wait a few minutes and try again.';
let database: TestDatabase;
let realLookups: { rollNo: string; title: string }[];

const view = (examTitle: string, rollNo: string) =>
  `/api/app/getExamResultByRollNoView?${new URLSearchParams({ rollNo, examTitle })}`;
const report = (examTitle: string, rollNo: string) =>
  `/api/app/getExamResultByRollNoReport?${new URLSearchParams({ rollNo, examTitle })}`;
const from = (address: string) => ({ headers: { 'x-forwarded-for': address } });
/** The app with the shipped default limits, behind a proxy so a test can say which address calls. */
const campusApp = () => {
  const clock = testClock();
  return { clock, ...testApp(database.handle, { TRUST_PROXY: '1' }, { clock: clock.clock, defaultLimits: true }) };
};

beforeAll(async () => {
  database = await seededDatabase('pglite', { collegeCode: 'DEMO', collegeName: 'Demo College' });
  // 100 students of the demo seed and an exam each of them has results in.
  const rows = await database.handle.db.execute(sql`
    select distinct on (s.roll_no) s.roll_no as "rollNo", t.title
    from exam_results r join students s on s.id = r.student_id join exam_titles t on t.id = r.exam_title_id
    order by s.roll_no, t.title limit 100`);
  realLookups = rows.rows as { rollNo: string; title: string }[];
});
afterAll(async () => database?.drop());

describe('result lookups fit a lab and stop a roll-number walk', () => {
  it('serves a lab of 100 students making 1,000 lookups in 10 minutes from one address, typos included', async () => {
    expect(realLookups).toHaveLength(100);
    const { app, clock } = campusApp();
    const failures: string[] = [];
    for (let i = 0; i < 1000; i++) {
      const { rollNo, title } = realLookups[i % 100]!;
      clock.advance(600); // 1,000 lookups over 10 minutes
      const res = await app.request(view(title, rollNo), from('10.2.0.1'));
      const body = await res.json();
      if (res.status !== 200 || body.studentRollNo !== rollNo) failures.push(`${i} ${rollNo} → ${res.status}`);
      // One lookup in 20 is a typo: an unknown roll number, answered 'No data found' ({}).
      if (i % 20 === 0) {
        const typo = await app.request(view(title, `${rollNo.slice(0, -1)}Z`), from('10.2.0.1'));
        expect(await typo.json()).toEqual({});
      }
    }
    expect(failures).toEqual([]);
  }, 120_000);

  it('stops a script walking unknown roll numbers from one address, for every lookup, until the window ends', async () => {
    const { app, clock } = campusApp();
    const { resultsMissLimit, resultsMissWindowMs } = loadConfig({});
    const title = realLookups[0]!.title;
    const statuses: number[] = [];
    for (let n = 0; n < 400; n++)
      statuses.push((await app.request(view(title, `22B81X${String(n).padStart(4, '0')}`), from('10.3.0.1'))).status);
    expect(statuses.indexOf(429)).toBe(resultsMissLimit);
    expect(statuses.slice(resultsMissLimit).every((s) => s === 429)).toBe(true);

    // Blocked: real roll numbers and the PDF call too, with a clear message and when to come back.
    const { rollNo } = realLookups[0]!;
    const blocked = await app.request(view(title, rollNo), from('10.3.0.1'));
    expect(blocked.status).toBe(429);
    expect(await blocked.json()).toEqual({ message: TOO_MANY });
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await app.request(report(title, rollNo), from('10.3.0.1'))).status).toBe(429);
    // Other addresses are served meanwhile.
    expect((await (await app.request(view(title, rollNo), from('10.3.0.2'))).json()).studentRollNo).toBe(rollNo);

    clock.advance(resultsMissWindowMs);
    expect((await (await app.request(view(title, rollNo), from('10.3.0.1'))).json()).studentRollNo).toBe(rollNo);
  }, 60_000);

  it('counts misses of the PDF call too, and shares the count between replicas through the database', async () => {
    const clock = testClock();
    const env = { TRUST_PROXY: '1', RESULTS_MISS_LIMIT: '4' };
    const first = testApp(database.handle, env, { clock: clock.clock }).app;
    const second = testApp(database.handle, env, { clock: clock.clock }).app;
    const title = realLookups[0]!.title;
    for (let n = 0; n < 2; n++)
      expect(await (await first.request(report(title, `22B81Y000${n}`), from('10.4.0.1'))).json()).toMatchObject({
        success: 'False',
      });
    for (let n = 2; n < 4; n++)
      expect(await (await second.request(view(title, `22B81Y000${n}`), from('10.4.0.1'))).json()).toEqual({});
    // The fifth miss, on either replica, is refused, and the replica that saw it refuses hits as well.
    expect((await first.request(view(title, '22B81Y0009'), from('10.4.0.1'))).status).toBe(429);
    expect((await first.request(view(title, realLookups[0]!.rollNo), from('10.4.0.1'))).status).toBe(429);
  });
});
