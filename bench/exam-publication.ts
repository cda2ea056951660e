/**
 * (i) Exam processing and publication on PostgreSQL: a regular exam of 5,000 students × 8 subjects (40,000 marks
 * rows, as the marks screens leave them) processed, requested and authorized through the API of a built server
 * (target ≤ 10 s for the three calls), then — right after publishing, with the result cache just emptied by the
 * publication — 100 connections of result lookups of that title against a bare Hono handler measured in the same run.
 * Scratch database campus_bench_<pid>. Run alone: node --import tsx bench/exam-publication.ts
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../src/server/db/client';
import { seedDemoCollege } from '../src/server/demo/college';
import { startChildServer } from './child-server';
import { assertSheets, measure, visitEach, type LoadFigures } from './load';
import { withScratchDatabase } from './postgres-scratch';

export const EXAM_PUBLICATION_TARGET = { students: 5_000, subjects: 8, publishMs: 10_000 };
export const TITLE = 'B.Tech IV Year I Semester (R22) Regular Examinations, Bench 2027';
const seconds = () => Number(process.env.BENCH_SECONDS ?? 10);

export interface ExamPublicationBench {
  students: number;
  marks: number;
  processMs: number;
  requestMs: number;
  authorizeMs: number;
  publishMs: number;
  lookup: LoadFigures;
  bare: LoadFigures;
  ratioToBare: number;
}

/** The exam, its 8 subjects, 5,000 students registered and their 40,000 marks, made in a few statements. */
export async function seedExam(url: string): Promise<number> {
  const handle = await openDatabase({ url });
  const db = handle.db;
  try {
    await seedDemoCollege(db, { collegeCode: 'DEMO', collegeName: 'Bench College', paymentHistory: false });
    const one = async <T>(q: ReturnType<typeof sql>) => (await db.execute(q)).rows[0] as T;
    const { reg, degree, branch, batch, semester } = await one<{
      reg: number;
      degree: number;
      branch: number;
      batch: number;
      semester: number;
    }>(sql`
      select (select id from regulations where code = 'R22') as reg, b.degree_id as degree, b.id as branch,
             (select id from batches where degree_id = b.degree_id order by id limit 1) as batch,
             (select id from semesters where degree_id = b.degree_id and number = 7) as semester
      from branches b where b.short_name = 'CSE'`);
    await db.execute(sql`
      insert into courses (code, name, credits, branch_id, semester_id, regulation_id)
      select 'BN7' || lpad(g::text, 2, '0'), 'Bench Subject ' || g, 3 + (g % 2), ${branch}, ${semester}, ${reg}
      from generate_series(1, ${EXAM_PUBLICATION_TARGET.subjects}) g`);
    await db.execute(sql`
      insert into students (roll_no, full_name, gender, batch_id, branch_id, regulation_id, status, semester, email)
      select 'BN' || lpad(g::text, 8, '0'), 'Student ' || g, 'MALE', ${batch}, ${branch}, ${reg}, 'studying', 7,
             'bn' || g || '@bench.example'
      from generate_series(1, ${EXAM_PUBLICATION_TARGET.students}) g`);
    const { id } = await one<{ id: number }>(sql`
      insert into exams (title, regulation_id, degree_id, semester, exam_type, month, year)
      values (${TITLE}, ${reg}, ${degree}, 7, 'regular', 3, 2027) returning id`);
    await db.execute(sql`
      insert into exam_subjects (exam_id, course_id, date, session)
      select ${id}, c.id, date '2027-03-01' + (row_number() over (order by c.id))::int, 'FN'
      from courses c where c.code like 'BN7%'`);
    await db.execute(sql`
      insert into exam_registrations (exam_id, student_id, eligible)
      select ${id}, s.id, true from students s where s.roll_no like 'BN%'`);
    await db.execute(sql`
      insert into exam_registration_subjects (exam_id, student_id, course_id)
      select ${id}, s.id, c.id from students s cross join courses c where s.roll_no like 'BN%' and c.code like 'BN7%'`);
    // Marks spread over the grades: internal 10–30, external 15–70, one in 97 absent.
    await db.execute(sql`
      insert into exam_marks (exam_id, student_id, course_id, internal, external, external_absent)
      select ${id}, s.id, c.id, 10 + (s.id * 7 + c.id) % 21,
             case when (s.id + c.id) % 97 = 0 then null else 15 + (s.id * 13 + c.id * 5) % 56 end,
             (s.id + c.id) % 97 = 0
      from students s cross join courses c where s.roll_no like 'BN%' and c.code like 'BN7%'`);
    await db.execute(sql`analyze`);
    return id;
  } finally {
    await handle.close();
  }
}

export async function signIn(baseUrl: string, username: string): Promise<string> {
  const res = await fetch(`${baseUrl}/api/auth/signin?module=Admin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: 'Campus@2026', module: 'Admin', rememberMe: false }),
  });
  if (!res.ok) throw new Error(`signing in as ${username} answered ${res.status}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

export async function timed(baseUrl: string, cookie: string, path: string): Promise<number> {
  const start = performance.now();
  const res = await fetch(`${baseUrl}/api/app/${path}`, {
    method: 'POST',
    headers: { cookie, 'content-type': 'application/json' },
    body: '{}',
  });
  const ms = performance.now() - start;
  if (!res.ok) throw new Error(`${path} answered ${res.status}: ${await res.text()}`);
  return Math.round(ms);
}

export async function benchExamPublication(): Promise<ExamPublicationBench | 'postgres not reachable'> {
  let result: ExamPublicationBench | null = null;
  const paths = Array.from(
    { length: EXAM_PUBLICATION_TARGET.students },
    (_, i) =>
      `/api/app/getExamResultByRollNoView?rollNo=BN${String(i + 1).padStart(8, '0')}&examTitle=${encodeURIComponent(TITLE)}`,
  );
  const reached = await withScratchDatabase(async (url) => {
    const examId = await seedExam(url);
    const bareServer = await startChildServer({ BENCH_TARGET: 'bare' });
    let bare: LoadFigures;
    try {
      await visitEach(bareServer.url, paths);
      bare = await measure(bareServer.url, paths, seconds());
    } finally {
      await bareServer.stop();
    }
    // The publication mails each student: into this run's own outbox folder, removed afterwards.
    const dataDir = mkdtempSync(path.join(tmpdir(), 'campus-bench-publication-'));
    const api = await startChildServer({ BENCH_TARGET: 'api', DATABASE_URL: url, DATA_DIR: dataDir });
    try {
      const cell = await signIn(api.url, 'examination');
      const principal = await signIn(api.url, 'principal');
      const processMs = await timed(api.url, cell, `exams/${examId}/results/process`);
      const requestMs = await timed(api.url, cell, `exams/${examId}/results/request`);
      const authorizeMs = await timed(api.url, principal, `exams/${examId}/results/authorize`);
      await assertSheets(api.url, paths);
      const lookup = await measure(api.url, paths, seconds());
      result = {
        students: EXAM_PUBLICATION_TARGET.students,
        marks: EXAM_PUBLICATION_TARGET.students * EXAM_PUBLICATION_TARGET.subjects,
        processMs,
        requestMs,
        authorizeMs,
        publishMs: processMs + requestMs + authorizeMs,
        lookup,
        bare,
        ratioToBare: Math.round((lookup.requestsPerSecond / bare.requestsPerSecond) * 100) / 100,
      };
    } finally {
      await api.stop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
  return reached ? result! : 'postgres not reachable';
}

export function printExamPublication(bench: ExamPublicationBench | 'postgres not reachable'): string[] {
  if (bench === 'postgres not reachable') {
    console.log('  PostgreSQL not reachable: skipped');
    return [];
  }
  console.table({
    'process (ms)': bench.processMs,
    'request (ms)': bench.requestMs,
    'authorize (ms)': bench.authorizeMs,
    'process and publish (ms)': bench.publishMs,
  });
  console.table({
    'lookups right after publishing': {
      'req/s': bench.lookup.requestsPerSecond,
      'p50 ms': bench.lookup.p50Ms,
      'p99 ms': bench.lookup.p99Ms,
      errors: bench.lookup.errors + bench.lookup.non2xx,
    },
    'bare Hono handler': {
      'req/s': bench.bare.requestsPerSecond,
      'p50 ms': bench.bare.p50Ms,
      'p99 ms': bench.bare.p99Ms,
      errors: bench.bare.errors + bench.bare.non2xx,
    },
  });
  console.log(`  lookups at ${bench.ratioToBare} of the bare handler's rate`);
  const problems: string[] = [];
  if (bench.publishMs > EXAM_PUBLICATION_TARGET.publishMs)
    problems.push(`exam processing and publication: ${bench.publishMs} ms > ${EXAM_PUBLICATION_TARGET.publishMs} ms`);
  if (bench.lookup.errors + bench.lookup.non2xx > 0)
    problems.push(`lookups after publishing: ${bench.lookup.errors + bench.lookup.non2xx} errors`);
  return problems;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  printExamPublication(await benchExamPublication());
}
