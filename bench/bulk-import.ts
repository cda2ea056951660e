/**
 * (e) Lists and students through the Excel upload: 5,000 students (fileType=students) and 400 subjects
 * (fileType=subjects, each a pending add awaiting authorization) uploaded to masterDataExcelsUploads as an
 * administrator on a seeded PGlite server, with its time and peak memory (resident set sampled every 50 ms); the
 * baseline, measured in the same run on the same data folder after the server stops: a plain bulk INSERT of as many
 * rows into the same tables. BENCH_BULK_DATABASE=postgres: the same on PostgreSQL (TEST_DATABASE_URL's server, a
 * scratch database dropped afterwards). Run alone: node --import tsx bench/bulk-import.ts
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as XLSX from '@e965/xlsx';
import { eq } from 'drizzle-orm';
import { openDatabase } from '../src/server/db/client';
import { batches, branches, courses, regulations, semesters, students } from '../src/server/db/schema';
import { seedDemoCollege } from '../src/server/demo/college';
import { startChildServer } from './child-server';
import { withScratchDatabase } from './postgres-scratch';

export const BULK_TARGETS = { seconds: 10, peakMb: 300 };
const STUDENTS = 5_000;
const SUBJECTS = 400;
const BRANCHES = ['CSE', 'ECE', 'EEE', 'MECH', 'CIVIL'];

export interface BulkFigure {
  database: 'pglite' | 'postgres';
  students: number;
  subjects: number;
  uploadSeconds: number;
  studentsSeconds: number;
  subjectsSeconds: number;
  saved: number;
  notSubmitted: number;
  serverPeakMb: number;
  serverIdleMb: number;
  importMb: number;
  baselineInsertSeconds: number;
  ratio: number;
}

const xlsx = (rows: (string | number | null)[][]) => {
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(rows), 'Rows');
  return new Uint8Array(XLSX.write(book, { bookType: 'xlsx', type: 'array' }) as ArrayBuffer);
};

function residentMb(pid: number): number {
  try {
    const status = readFileSync(`/proc/${String(pid)}/status`, 'utf8');
    return Math.round(Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024);
  } catch {
    return 0;
  }
}

function studentsSheet() {
  const rows: (string | number | null)[][] = [
    ['Roll Number', 'Full Name', 'Gender', 'Degree', 'Batch', 'Branch', 'Section', 'Semester', 'Status', 'Mobile'],
  ];
  for (let i = 0; i < STUDENTS; i++)
    rows.push([
      `24MIG${String(i).padStart(5, '0')}`,
      `Student ${String.fromCharCode(65 + (i % 26))} Kumar`,
      i % 2 ? 'FEMALE' : 'male',
      'B.Tech',
      '2024-2028',
      BRANCHES[i % BRANCHES.length]!,
      i % 2 ? 'A' : 'B',
      3,
      'studying',
      String(9_000_000_000 + i),
    ]);
  return xlsx(rows);
}

/** 400 subjects in the template's columns, with the regulation, branch and semester labels its drop-downs give. */
function subjectsSheet(template: Uint8Array) {
  const book = XLSX.read(template, { type: 'array' });
  const lists = XLSX.utils.sheet_to_json<string[]>(book.Sheets.Lists!, { header: 1 });
  const column = (header: string) =>
    lists
      .slice(1)
      .map((r) => r[lists[0]!.indexOf(header)]!)
      .filter(Boolean);
  const [regulation] = column('Regulation');
  const branchLabels = column('Branch');
  const semesterLabels = column('Semester');
  const header = [
    'Regulation',
    'Branch',
    'Semester',
    'Code',
    'Name',
    'Credits',
    'Type',
    'Internal maximum',
    'External maximum',
  ];
  const rows: (string | number | null)[][] = [header];
  for (let i = 0; i < SUBJECTS; i++)
    rows.push([
      regulation!,
      branchLabels[i % branchLabels.length]!,
      semesterLabels[i % semesterLabels.length]!,
      `BLK${String(i).padStart(4, '0')}`,
      `Uploaded Subject ${String(i)}`,
      3,
      'theory',
      30,
      70,
    ]);
  return xlsx(rows);
}

async function upload(url: string, cookie: string, fileType: string, bytes: Uint8Array) {
  const body = new FormData();
  body.append('excelFileUpload', new Blob([new Uint8Array(bytes)]), `${fileType}.xlsx`);
  const started = performance.now();
  const res = await fetch(`${url}/api/app/masterDataExcelsUploads?fileType=${fileType}`, {
    method: 'POST',
    body,
    headers: { cookie, 'Idempotency-Key': `bench-${fileType}-${String(Date.now())}` },
  });
  const report = (await res.json()) as { savedRows?: number; invalidRows?: number; message?: string };
  if (res.status !== 200) throw new Error(`${fileType} upload answered ${String(res.status)}: ${report.message ?? ''}`);
  return {
    seconds: (performance.now() - started) / 1000,
    saved: report.savedRows ?? 0,
    invalid: report.invalidRows ?? 0,
  };
}

/** The baseline: the same number of rows in one plain bulk INSERT per table (chunks of 1,000), nothing checked. */
async function baselineInsert(where: { dataDir: string } | { url: string }): Promise<number> {
  const handle = await openDatabase(where);
  try {
    const { db } = handle;
    const [batch] = await db.select().from(batches).where(eq(batches.name, '2024-2028')).limit(1);
    const [branch] = await db.select().from(branches).limit(1);
    const [regulation] = await db.select().from(regulations).limit(1);
    const [semester] = await db.select().from(semesters).limit(1);
    const started = performance.now();
    for (let from = 0; from < STUDENTS; from += 1000) {
      await db.insert(students).values(
        Array.from({ length: Math.min(1000, STUDENTS - from) }, (_, k) => ({
          rollNo: `24BAS${String(from + k).padStart(5, '0')}`,
          fullName: 'Student Kumar',
          gender: 'MALE',
          batchId: batch!.id,
          branchId: branch!.id,
          regulationId: regulation!.id,
          mobile: String(9_000_000_000 + from + k),
          semester: 3,
        })),
      );
    }
    await db.insert(courses).values(
      Array.from({ length: SUBJECTS }, (_, i) => ({
        regulationId: regulation!.id,
        branchId: branch!.id,
        semesterId: semester!.id,
        code: `BAS${String(i).padStart(4, '0')}`,
        name: `Baseline Subject ${String(i)}`,
        credits: 3,
        subjectType: 'theory',
        internalMax: 30,
        externalMax: 70,
      })),
    );
    return (performance.now() - started) / 1000;
  } finally {
    await handle.close();
  }
}

/** The database the bench runs on: BENCH_BULK_DATABASE=postgres, else PGlite (as the figures so far). */
const DATABASE = process.env.BENCH_BULK_DATABASE === 'postgres' ? 'postgres' : 'pglite';

/** Seeds the demo college, runs the uploads on a server over it, then the baseline INSERT once the server stopped. */
async function measure(
  database: BulkFigure['database'],
  where: { dataDir: string } | { url: string },
  serverEnv: Record<string, string>,
): Promise<BulkFigure> {
  const seeded = await openDatabase(where);
  await seedDemoCollege(seeded.db, { collegeCode: 'DEMO', collegeName: 'Demo College' });
  await seeded.close();
  const server = await startChildServer({ BENCH_TARGET: 'api', ...serverEnv });
  let figure: Omit<BulkFigure, 'baselineInsertSeconds' | 'ratio'>;
  try {
    const signIn = await fetch(`${server.url}/api/auth/signin?module=Admin`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password: 'Campus@2026', module: 'Admin', rememberMe: false }),
    });
    const cookie = signIn.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    const template = new Uint8Array(
      await (await fetch(`${server.url}/api/app/lists/subjects/template`, { headers: { cookie } })).arrayBuffer(),
    );
    const studentFile = studentsSheet();
    const subjectFile = subjectsSheet(template);
    const idle = residentMb(server.pid ?? 0);
    let peak = idle;
    const sampler = setInterval(() => (peak = Math.max(peak, residentMb(server.pid ?? 0))), 50);
    const s = await upload(server.url, cookie, 'students', studentFile);
    const c = await upload(server.url, cookie, 'subjects', subjectFile);
    clearInterval(sampler);
    peak = Math.max(peak, residentMb(server.pid ?? 0));
    figure = {
      database,
      students: STUDENTS,
      subjects: SUBJECTS,
      uploadSeconds: Math.round((s.seconds + c.seconds) * 100) / 100,
      studentsSeconds: Math.round(s.seconds * 100) / 100,
      subjectsSeconds: Math.round(c.seconds * 100) / 100,
      saved: s.saved + c.saved,
      notSubmitted: s.invalid + c.invalid,
      serverPeakMb: peak,
      serverIdleMb: idle,
      importMb: peak - idle,
    };
  } finally {
    await server.stop();
  }
  const baseline = await baselineInsert(where);
  return {
    ...figure,
    baselineInsertSeconds: Math.round(baseline * 100) / 100,
    ratio: Math.round((figure.uploadSeconds / baseline) * 10) / 10,
  };
}

export async function benchBulkImport(): Promise<BulkFigure> {
  if (DATABASE === 'postgres') {
    let figure: BulkFigure | null = null;
    const reached = await withScratchDatabase(async (url) => {
      figure = await measure('postgres', { url }, { DATABASE_URL: url });
    });
    if (!reached || !figure) throw new Error('BENCH_BULK_DATABASE=postgres: PostgreSQL is not reachable');
    return figure;
  }
  const work = mkdtempSync(path.join(tmpdir(), 'bulk-bench-'));
  try {
    const dataDir = path.join(work, 'pglite');
    return await measure('pglite', { dataDir }, { DATA_DIR: dataDir });
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

export function printBulkImport(figure: BulkFigure): string[] {
  console.table([figure]);
  const problems: string[] = [];
  if (figure.uploadSeconds > BULK_TARGETS.seconds)
    problems.push(`lists and students upload: ${String(figure.uploadSeconds)} s > ${String(BULK_TARGETS.seconds)} s`);
  // On PGlite, as for the admissions upload, the target applies to what the upload adds to the server; on
  // PostgreSQL to the server's peak.
  if (figure.database === 'postgres' && figure.serverPeakMb > BULK_TARGETS.peakMb)
    problems.push(
      `lists and students upload: server peak ${String(figure.serverPeakMb)} MB > ${String(BULK_TARGETS.peakMb)} MB`,
    );
  if (figure.importMb > BULK_TARGETS.peakMb)
    problems.push(`lists and students upload added ${String(figure.importMb)} MB > ${String(BULK_TARGETS.peakMb)} MB`);
  if (figure.saved !== STUDENTS + SUBJECTS)
    problems.push(`lists and students upload saved ${String(figure.saved)} rows`);
  return problems;
}

if (import.meta.url === `file://${process.argv[1] ?? ''}`) printBulkImport(await benchBulkImport());
