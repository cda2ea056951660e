/**
 * (j) Result day on PostgreSQL: two replicas of the built server on one database, an exam of 5,000 students processed
 * and published through the first, then at once every student looks up twice — the sheet on one replica and the PDF
 * on the other, as a load balancer would spread them — over 100 connections. Prints the time the 10,000 lookups took
 * (target: within a minute), p50 and p99 of each kind, errors, and whether every answer was the published sheet.
 * Scratch database campus_bench_<pid>. Run alone: node --import tsx bench/result-day.ts
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startChildServer, type ChildServer } from './child-server';
import { CONNECTIONS } from './load';
import { EXAM_PUBLICATION_TARGET, TITLE, seedExam, signIn, timed } from './exam-publication';
import { withScratchDatabase } from './postgres-scratch';

export const RESULT_DAY_TARGET = { withinMs: 60_000, sheetP99Ms: 60 };

interface KindFigures {
  requests: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
  /** Answers that were not the student's published sheet (or a PDF of it). */
  wrong: number;
}
export interface ResultDayBench {
  students: number;
  publishMs: number;
  lookupsMs: number;
  sheet: KindFigures;
  pdf: KindFigures;
}

const rollOf = (i: number) => `BN${String(i + 1).padStart(8, '0')}`;
const query = (i: number) => `rollNo=${rollOf(i)}&examTitle=${encodeURIComponent(TITLE)}`;

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;

function figures(times: number[], errors: number, wrong: number): KindFigures {
  const sorted = [...times].sort((a, b) => a - b);
  return {
    requests: times.length + errors,
    p50Ms: Math.round(percentile(sorted, 0.5)),
    p99Ms: Math.round(percentile(sorted, 0.99)),
    errors,
    wrong,
  };
}

/** One student's sheet from one replica: right when it is theirs, under the title, with every subject. */
async function lookSheet(replica: ChildServer, i: number): Promise<boolean> {
  const res = await fetch(`${replica.url}/api/app/getExamResultByRollNoView?${query(i)}`, {
    headers: { 'accept-encoding': 'gzip' },
  });
  if (!res.ok) throw new Error(String(res.status));
  const sheet = (await res.json()) as { studentRollNo?: string; listofRecords?: { examTitle: string }[] };
  return (
    sheet.studentRollNo === rollOf(i) &&
    sheet.listofRecords?.length === EXAM_PUBLICATION_TARGET.subjects &&
    sheet.listofRecords.every((r) => r.examTitle === TITLE)
  );
}

/** One student's PDF from one replica: right when the server made one. */
async function lookPdf(replica: ChildServer, i: number): Promise<boolean> {
  const res = await fetch(`${replica.url}/api/app/getExamResultByRollNoReport?${query(i)}`);
  if (!res.ok) throw new Error(String(res.status));
  const body = (await res.json()) as { success?: string; b64?: string };
  return body.success === 'True' && (body.b64?.length ?? 0) > 1_000;
}

export async function benchResultDay(): Promise<ResultDayBench | 'postgres not reachable'> {
  let result: ResultDayBench | null = null;
  const reached = await withScratchDatabase(async (url) => {
    const examId = await seedExam(url);
    const dataDirs = [0, 1].map(() => mkdtempSync(path.join(tmpdir(), 'campus-bench-result-day-')));
    const replicas = await Promise.all(
      dataDirs.map((dataDir) => startChildServer({ BENCH_TARGET: 'api', DATABASE_URL: url, DATA_DIR: dataDir })),
    );
    try {
      const [first] = replicas;
      const cell = await signIn(first!.url, 'examination');
      const principal = await signIn(first!.url, 'principal');
      const publishMs =
        (await timed(first!.url, cell, `exams/${examId}/results/process`)) +
        (await timed(first!.url, cell, `exams/${examId}/results/request`)) +
        (await timed(first!.url, principal, `exams/${examId}/results/authorize`));
      // Each student twice: the sheet on one replica, the PDF on the other, students in order as they arrive.
      const jobs = Array.from({ length: EXAM_PUBLICATION_TARGET.students }, (_, i) => [
        { kind: 'sheet' as const, i, replica: replicas[i % 2]! },
        { kind: 'pdf' as const, i, replica: replicas[(i + 1) % 2]! },
      ]).flat();
      const times = { sheet: [] as number[], pdf: [] as number[] };
      const errors = { sheet: 0, pdf: 0 };
      const wrong = { sheet: 0, pdf: 0 };
      let next = 0;
      const started = performance.now();
      await Promise.all(
        Array.from({ length: CONNECTIONS }, async () => {
          for (let job = jobs[next++]; job; job = jobs[next++]) {
            const start = performance.now();
            try {
              const right =
                job.kind === 'sheet' ? await lookSheet(job.replica, job.i) : await lookPdf(job.replica, job.i);
              times[job.kind].push(performance.now() - start);
              if (!right) wrong[job.kind] += 1;
            } catch {
              errors[job.kind] += 1;
            }
          }
        }),
      );
      result = {
        students: EXAM_PUBLICATION_TARGET.students,
        publishMs,
        lookupsMs: Math.round(performance.now() - started),
        sheet: figures(times.sheet, errors.sheet, wrong.sheet),
        pdf: figures(times.pdf, errors.pdf, wrong.pdf),
      };
    } finally {
      await Promise.all(replicas.map((r) => r.stop()));
      for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
    }
  });
  return reached ? result! : 'postgres not reachable';
}

export function printResultDay(bench: ResultDayBench | 'postgres not reachable'): string[] {
  if (bench === 'postgres not reachable') {
    console.log('  PostgreSQL not reachable: skipped');
    return [];
  }
  console.log(`  published ${bench.students} students' results in ${bench.publishMs} ms`);
  console.table({ 'result sheet': bench.sheet, 'result PDF': bench.pdf });
  console.log(`  ${bench.sheet.requests + bench.pdf.requests} lookups on two replicas in ${bench.lookupsMs} ms`);
  const problems: string[] = [];
  if (bench.lookupsMs > RESULT_DAY_TARGET.withinMs)
    problems.push(`result day: lookups took ${bench.lookupsMs} ms > ${RESULT_DAY_TARGET.withinMs} ms`);
  if (bench.sheet.p99Ms > RESULT_DAY_TARGET.sheetP99Ms)
    problems.push(`result day: sheet p99 ${bench.sheet.p99Ms} ms > ${RESULT_DAY_TARGET.sheetP99Ms} ms`);
  for (const kind of ['sheet', 'pdf'] as const) {
    if (bench[kind].errors) problems.push(`result day: ${bench[kind].errors} ${kind} lookups failed`);
    if (bench[kind].wrong) problems.push(`result day: ${bench[kind].wrong} ${kind} answers were not the published one`);
  }
  return problems;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  printResultDay(await benchResultDay());
}
