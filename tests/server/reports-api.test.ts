import ExcelJS from 'exceljs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  AdmissionsReport,
  AttendanceReport,
  MoneyReport,
  ResultsReport,
} from '../../src/domain/reports/report-answers';
import { collegeMonthOf } from '../../src/domain/reports/report-rules';
import { seededDatabase, postgresReachable, type TestDatabase } from './support/databases';
import { SessionClient } from './support/session-client';
import { testApp } from './support/test-app';
import { pdfText } from './support/pdf-text';

const reachable = await postgresReachable();
/** The demo as a server starts it on this day: this year's admissions, paid dues and the attendance up to it. */
const NOW = new Date('2026-11-23T09:00:00Z');
const SEED = {
  collegeCode: 'DEMO',
  collegeName: 'Demo College',
  now: NOW,
  demoAdmissions: { aadhaarKey: 'reports-test-key-0123', now: NOW },
  demoAttendance: { now: NOW },
  paidDues: { now: NOW },
};

describe.each(['pglite', 'postgres'] as const)('the Authority reports (%s)', (kind) => {
  const skip = kind === 'postgres' && !reachable;
  let database: TestDatabase;
  let app: ReturnType<typeof testApp>['app'];
  let principal: SessionClient;
  const rows = async <T>(query: ReturnType<typeof sql>) => (await database.handle.db.execute(query)).rows as T[];
  const signedIn = async (username: string) => {
    const client = new SessionClient(app);
    expect((await client.signIn(username, 'Campus@2026')).status).toBe(200);
    return client;
  };
  const get = async <T>(client: SessionClient, url: string) => {
    const res = await client.request(url);
    expect(res.status, url).toBe(200);
    return (await res.json()) as T;
  };

  beforeAll(async () => {
    if (skip) return;
    database = await seededDatabase(kind, SEED);
    ({ app } = testApp(database.handle, {}, { clock: () => NOW }));
    principal = await signedIn('principal');
  }, 180_000);
  afterAll(async () => database?.drop());

  it.skipIf(skip)('adds up the dues of students on roll and what PAID orders settled on them', async () => {
    const report = await get<MoneyReport>(principal, '/api/app/reports/money');
    // Counted here line by line: every fee line of each student on roll up to their semester, less what PAID orders
    // settled on it.
    const lines = await rows<{ branch: string; amount: number; settled: number }>(sql`
      select b.short_name as branch, fs.amount_paise as amount,
        (select coalesce(sum(l.settled_paise), 0) from fee_payment_order_lines l
          where l.student_id = s.id and l.fee_structure_id = fs.id and l.order_status = 'PAID') as settled
      from students s join branches b on b.id = s.branch_id
      join fee_structures fs on fs.batch_id = s.batch_id and (fs.student_id is null or fs.student_id = s.id)
      where s.status = 'studying' and fs.semester <= s.semester`);
    const byBranch = new Map<string, { due: number; collected: number }>();
    for (const l of lines) {
      const row = byBranch.get(l.branch) ?? { due: 0, collected: 0 };
      row.due += Number(l.amount);
      row.collected += Math.min(Number(l.settled), Number(l.amount));
      byBranch.set(l.branch, row);
    }
    expect(report.byBranch.map((b) => [b.label, b.due, b.collected, b.outstanding])).toEqual(
      [...byBranch.entries()]
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([label, r]) => [label, r.due, r.collected, r.due - r.collected]),
    );
    const due = lines.reduce((sum, l) => sum + Number(l.amount), 0);
    expect(report.totals.due).toBe(due);
    expect(report.totals.collected).toBeGreaterThan(0);
    expect(report.byBatch.reduce((sum, b) => sum + b.due, 0)).toBe(due);
    expect(report.byQuota.reduce((sum, q) => sum + q.collected, 0)).toBe(report.totals.collected);

    // Month by month: every PAID order by the college month it was confirmed in.
    const paid = await rows<{ amount: number; at: string | Date }>(sql`
      select amount_paise as amount, confirmed_at as at from fee_payment_orders where status = 'PAID'`);
    const collected = new Map<string, number>();
    for (const p of paid) {
      const month = collegeMonthOf(new Date(p.at));
      collected.set(month, (collected.get(month) ?? 0) + Number(p.amount));
    }
    expect(report.months).toHaveLength(12);
    expect(report.months.map((m) => m.collected)).toEqual(report.months.map((m) => collected.get(m.month) ?? 0));
    expect(report.months.some((m) => m.collected > 0)).toBe(true);
  });

  it.skipIf(skip)('counts the year’s admissions by branch against its intake, by quota and by category', async () => {
    const report = await get<AdmissionsReport>(principal, '/api/app/reports/admissions');
    expect(report.year).toBe('2026-2027');
    const admitted = await rows<{ branch: string; intake: number; n: number }>(sql`
      select case when (select count(*) from branches same where same.short_name = b.short_name) > 1
          then d.name || ' ' || b.short_name else b.short_name end as branch, b.intake, count(a.id) as n
      from branches b join degrees d on d.id = b.degree_id
      left join admissions a on a.branch_id = b.id and a.academic_year = '2026-2027'
      where (b.introduced_in is null or b.introduced_in <= 2026) and d.id in (
        select degree_id from admissions where academic_year = '2026-2027')
      group by b.id, d.name`);
    expect(Object.fromEntries(report.byBranch.map((b) => [b.label, [b.intake, b.admitted]]))).toEqual(
      Object.fromEntries(admitted.map((a) => [a.branch, [Number(a.intake), Number(a.n)]])),
    );
    expect(report.admitted).toBe(admitted.reduce((sum, a) => sum + Number(a.n), 0));
    expect(report.admitted).toBeGreaterThan(0);
    const cse = admitted.find((a) => a.branch === 'B.Tech CSE')!;
    expect(report.byBranch.find((b) => b.label === 'B.Tech CSE')!.percent).toBe(
      Math.round((Number(cse.n) * 1000) / Number(cse.intake)) / 10,
    );
    const categories = await rows<{ category: string; n: number }>(sql`
      select category, count(*) as n from admissions where academic_year = ${report.year} group by category`);
    expect(Object.fromEntries(report.byCategory.map((c) => [c.label, c.admitted]))).toEqual(
      Object.fromEntries(categories.map((c) => [c.category, Number(c.n)])),
    );
    expect(report.byQuota.reduce((sum, q) => sum + q.admitted, 0)).toBe(report.admitted);
  });

  it.skipIf(skip)('counts students below the threshold by branch from their marks', async () => {
    // The present semester by the college's calendar is the one the demo's sheets are in.
    const report = await get<AttendanceReport>(principal, '/api/app/reports/attendance');
    const held = await rows<{ year: string; term: string }>(sql`
      select distinct academic_year as year, term from attendance_sheets`);
    expect(held).toEqual([{ year: report.year, term: report.term }]);
    const tallies = await rows<{ branch: string; held: number; present: number }>(sql`
      select b.short_name as branch, count(*) as held, count(*) filter (where m.present) as present
      from attendance_marks m join attendance_sheets sh on sh.id = m.sheet_id
      join students s on s.id = m.student_id join branches b on b.id = s.branch_id
      where sh.academic_year = ${report.year} and sh.term = ${report.term} and s.status = 'studying'
      and not exists (select 1 from holidays h where h.date = sh.date)
      group by s.id, b.short_name`);
    const short = tallies.filter((t) => Number(t.present) * 100 < report.threshold * Number(t.held));
    expect(report.threshold).toBe(75);
    expect(report.totals.recorded).toBe(tallies.length);
    expect(report.totals.short).toBe(short.length);
    expect(short.length).toBeGreaterThan(0);
    const cse = report.byBranch.find((b) => b.label === 'CSE')!;
    expect(cse.short).toBe(short.filter((t) => t.branch === 'CSE').length);
    const onRoll = await rows<{ n: number }>(sql`select count(*) as n from students where status = 'studying'`);
    expect(report.totals.onRoll).toBe(Number(onRoll[0]!.n));
  });

  it.skipIf(skip)('gives the pass percentage by branch and exam as the result analysis counts it', async () => {
    const report = await get<ResultsReport>(principal, '/api/app/reports/results');
    expect(report.exams.length).toBeGreaterThan(0);
    expect(report.exam).toBe(report.exams[0]!.title);
    // A student passes an exam when none of their courses is F or AB.
    const passes = await rows<{ branch: string; appeared: number; passed: number }>(sql`
      select branch, count(*) as appeared, count(*) filter (where ok) as passed from (
        select b.short_name as branch, bool_and(r.grade not in ('F', 'AB')) as ok
        from exam_results r join exam_titles t on t.id = r.exam_title_id
        join students s on s.id = r.student_id join branches b on b.id = s.branch_id
        where t.title = ${report.exam} group by s.id, b.short_name) per_student
      group by branch order by branch`);
    expect(report.byBranch.map((b) => [b.label, b.appeared, b.passed])).toEqual(
      passes.map((p) => [p.branch, Number(p.appeared), Number(p.passed)]),
    );
    const cse = passes.find((p) => p.branch === 'CSE')!;
    expect(report.byBranch.find((b) => b.label === 'CSE')!.percent).toBe(
      Math.round((Number(cse.passed) * 1000) / Number(cse.appeared)) / 10,
    );
    expect(report.matrix.find((m) => m.title === report.exam)!.percents).toEqual(
      report.branches.map((b) => report.byBranch.find((row) => row.label === b)?.percent ?? null),
    );
    // Another exam of the year by name; one not published is refused.
    const other = report.exams.at(-1)!.title;
    const chosen = await get<ResultsReport>(principal, `/api/app/reports/results?exam=${encodeURIComponent(other)}`);
    expect(chosen.exam).toBe(other);
    expect((await principal.request('/api/app/reports/results?exam=No%20such%20exam')).status).toBe(404);
  });

  it.skipIf(skip)('lets the chairman read them, and refuses a student, the accountant and the fee desk', async () => {
    const chairman = await signedIn('chairman');
    expect((await chairman.request('/api/app/reports/admissions')).status).toBe(200);
    for (const username of ['student', 'accountant', 'feepayments']) {
      const client = await signedIn(username);
      for (const url of ['/api/app/reports/money', '/api/app/reports/results', '/api/app/reports/money/excel'])
        expect((await client.request(url)).status, `${username} ${url}`).toBe(403);
    }
    expect((await new SessionClient(app).request('/api/app/reports/money')).status).toBe(401);
    expect((await principal.request('/api/app/reports/money?year=2026-2028')).status).toBe(400);
    expect((await principal.request('/api/app/reports/fees/excel')).status).toBe(400);
  });

  it.skipIf(skip)('exports the money report as an Excel workbook and a PDF with the same figures', async () => {
    const report = await get<MoneyReport>(principal, '/api/app/reports/money');
    const res = await principal.request('/api/app/reports/money/excel');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toContain('Money_report_2026-2027.xlsx');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(await res.arrayBuffer());
    const sheet = book.getWorksheet('Branches')!;
    expect(sheet.getRow(2).values).toEqual([undefined, 'Branch', 'Due', 'Collected', 'Outstanding']);
    const first = report.byBranch[0]!;
    expect(sheet.getRow(3).values).toEqual([
      undefined,
      first.label,
      first.due / 100,
      first.collected / 100,
      first.outstanding / 100,
    ]);
    expect(book.getWorksheet('Months')!.rowCount).toBe(2 + 12);

    const pdf = await principal.request('/api/app/reports/results/pdf');
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    const text = pdfText(await pdf.arrayBuffer());
    const results = await get<ResultsReport>(principal, '/api/app/reports/results');
    expect(text).toContain('Demo College');
    expect(text).toContain(`Results report ${results.year}`);
    expect(text).toContain('Pass % by branch and exam');
    expect(text).toMatch(
      new RegExp(`CSE\\s+\\d+\\s+\\d+\\s+${results.byBranch.find((b) => b.label === 'CSE')!.percent.toFixed(1)}%`),
    );
  });
});
