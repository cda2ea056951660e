/**
 * (i) External marks through the Excel upload on PostgreSQL: 40,000 marks (5,000 students × 8 subjects) in one
 * sheet uploaded to masterDataExcelsUploads?fileType=examMarks by the exam cell on a server over a seeded scratch
 * database (the multipart reader, SheetJS in its worker thread, every row checked against the registrations, saved
 * 2,000 at a time); then the same sheet again under a new key (every row checked, nothing changes). The baseline,
 * in the same run once the server stopped: a plain INSERT of as many rows into exam_marks (2,000 per statement,
 * nothing checked). Scratch database campus_bench_<pid>. Run alone: node --import tsx bench/exam-marks.ts
 */
import * as XLSX from '@e965/xlsx';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../src/server/db/client';
import { seedDemoCollege } from '../src/server/demo/college';
import { startChildServer } from './child-server';
import { withScratchDatabase } from './postgres-scratch';

export const MARKS_TARGET = { students: 5_000, subjects: 8, seconds: 10 };
const MARKS = MARKS_TARGET.students * MARKS_TARGET.subjects;
const round = (s: number) => Math.round(s * 100) / 100;

export interface MarksBench {
  marks: number;
  uploadSeconds: number;
  repeatSeconds: number;
  saved: number;
  notSubmitted: number;
  baselineInsertSeconds: number;
  ratio: number;
}

/** 5,000 students registered for an exam of 8 subjects, written in SQL (not measured). */
async function prepare(url: string): Promise<{ examId: number; codes: string[] }> {
  const handle = await openDatabase({ url });
  try {
    const { db } = handle;
    await seedDemoCollege(db, { collegeCode: 'DEMO', collegeName: 'Demo College', paymentHistory: false });
    await db.execute(sql`
      insert into students (roll_no, full_name, gender, batch_id, branch_id, regulation_id, status, semester)
      select 'MK' || lpad(g::text, 8, '0'), 'Student ' || g, 'MALE', (select id from batches order by id limit 1),
             (select id from branches order by id limit 1), (select id from regulations order by id limit 1), 'studying', 1
      from generate_series(1, ${MARKS_TARGET.students}) g`);
    await db.execute(sql`
      insert into courses (code, name, credits, branch_id, semester_id, regulation_id)
      select 'MKS' || g, 'Bench Subject ' || g, 3, (select id from branches order by id limit 1),
             (select id from semesters order by id limit 1), (select id from regulations order by id limit 1)
      from generate_series(1, ${MARKS_TARGET.subjects}) g`);
    const exam = async (title: string) =>
      (
        await db.execute<{ id: number }>(sql`
          insert into exams (title, regulation_id, degree_id, semester, exam_type, month, year)
          values (${title}, (select id from regulations order by id limit 1), (select id from degrees order by id limit 1),
                  1, 'regular', 11, 2026)
          returning id`)
      ).rows[0]!.id;
    const examId = await exam('Bench Marks Examinations, November 2026');
    await exam('Bench Baseline Examinations, November 2026');
    await db.execute(sql`
      insert into exam_subjects (exam_id, course_id, date, session)
      select ${examId}, c.id, date '2026-11-01' + row_number() over (order by c.id)::int, 'FN'
      from courses c where c.code like 'MKS%'`);
    await db.execute(sql`
      insert into exam_registrations (exam_id, student_id, eligible)
      select ${examId}, s.id, true from students s where s.roll_no like 'MK%'`);
    await db.execute(sql`
      insert into exam_registration_subjects (exam_id, student_id, course_id)
      select ${examId}, s.id, c.id from students s, courses c where s.roll_no like 'MK%' and c.code like 'MKS%'`);
    await db.execute(sql`analyze`);
    const codes = (await db.execute<{ code: string }>(sql`select code from courses where code like 'MKS%' order by id`))
      .rows;
    return { examId: Number(examId), codes: codes.map((c) => c.code) };
  } finally {
    await handle.close();
  }
}

/** The sheet a valuer returns: every registered student's marks in every subject, one absentee in fifty. */
function marksSheet(codes: readonly string[]): Uint8Array {
  const rows: (string | number)[][] = [['Subject Code', 'Roll Number', 'Name', 'External Marks']];
  for (const code of codes)
    for (let g = 1; g <= MARKS_TARGET.students; g++)
      rows.push([code, `MK${String(g).padStart(8, '0')}`, `Student ${String(g)}`, g % 50 === 0 ? 'AB' : (g * 7) % 71]);
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(rows), 'Marks');
  return new Uint8Array(XLSX.write(book, { bookType: 'xlsx', type: 'array' }) as ArrayBuffer);
}

async function upload(url: string, cookie: string, examId: number, bytes: Uint8Array, key: string) {
  const body = new FormData();
  body.append('excelFileUpload', new Blob([new Uint8Array(bytes)]), 'marks.xlsx');
  const started = performance.now();
  const res = await fetch(`${url}/api/app/masterDataExcelsUploads?fileType=examMarks&examId=${String(examId)}`, {
    method: 'POST',
    body,
    headers: { cookie, 'Idempotency-Key': key },
  });
  const report = (await res.json()) as { savedRows?: number; invalidRows?: number; message?: string };
  if (res.status !== 200) throw new Error(`marks upload answered ${String(res.status)}: ${report.message ?? ''}`);
  return {
    seconds: (performance.now() - started) / 1000,
    saved: report.savedRows ?? 0,
    invalid: report.invalidRows ?? 0,
  };
}

/** The baseline: as many exam_marks rows in plain 2,000-row INSERTs, nothing checked. */
async function baselineInsert(url: string): Promise<number> {
  const handle = await openDatabase({ url });
  try {
    const { db } = handle;
    const [{ id: examId }] = (
      await db.execute<{ id: number }>(sql`select id from exams where title like 'Bench Baseline%'`)
    ).rows as [{ id: number }];
    const students = (
      await db.execute<{ id: number }>(sql`select id from students where roll_no like 'MK%' order by id`)
    ).rows;
    const courses = (await db.execute<{ id: number }>(sql`select id from courses where code like 'MKS%' order by id`))
      .rows;
    const rows = courses.flatMap((c) =>
      students.map((s, i) => sql`(${examId}, ${s.id}, ${c.id}, ${(i * 7) % 71}, false, now())`),
    );
    const started = performance.now();
    for (let i = 0; i < rows.length; i += 2000)
      await db.execute(
        sql`insert into exam_marks (exam_id, student_id, course_id, external, external_absent, external_at) values ${sql.join(rows.slice(i, i + 2000), sql`, `)}`,
      );
    return (performance.now() - started) / 1000;
  } finally {
    await handle.close();
  }
}

export async function benchExamMarks(): Promise<MarksBench | 'postgres not reachable'> {
  let result: MarksBench | null = null;
  const reached = await withScratchDatabase(async (url) => {
    const { examId, codes } = await prepare(url);
    const file = marksSheet(codes);
    const server = await startChildServer({ BENCH_TARGET: 'api', DATABASE_URL: url });
    let first: Awaited<ReturnType<typeof upload>>;
    let repeat: Awaited<ReturnType<typeof upload>>;
    try {
      const signIn = await fetch(`${server.url}/api/auth/signin?module=Admin`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: 'examination', password: 'Campus@2026', module: 'Admin', rememberMe: false }),
      });
      const cookie = signIn.headers
        .getSetCookie()
        .map((c) => c.split(';')[0])
        .join('; ');
      first = await upload(server.url, cookie, examId, file, `bench-marks-${String(Date.now())}`);
      repeat = await upload(server.url, cookie, examId, file, `bench-marks-again-${String(Date.now())}`);
    } finally {
      await server.stop();
    }
    const baseline = await baselineInsert(url);
    result = {
      marks: MARKS,
      uploadSeconds: round(first.seconds),
      repeatSeconds: round(repeat.seconds),
      saved: first.saved,
      notSubmitted: first.invalid,
      baselineInsertSeconds: round(baseline),
      ratio: Math.round((first.seconds / baseline) * 10) / 10,
    };
  });
  return reached && result ? result : 'postgres not reachable';
}

/** Prints the figures; returns the targets missed. */
export function printExamMarks(bench: Awaited<ReturnType<typeof benchExamMarks>>): string[] {
  if (bench === 'postgres not reachable') {
    console.log('PostgreSQL not reachable at TEST_DATABASE_URL: skipped');
    return [];
  }
  console.table([bench]);
  const missed: string[] = [];
  if (bench.uploadSeconds > MARKS_TARGET.seconds)
    missed.push(`marks upload: ${String(bench.uploadSeconds)} s > ${String(MARKS_TARGET.seconds)} s`);
  if (bench.saved !== MARKS) missed.push(`marks upload saved ${String(bench.saved)} of ${String(MARKS)} rows`);
  return missed;
}

if (import.meta.url === `file://${process.argv[1]}`) printExamMarks(await benchExamMarks());
