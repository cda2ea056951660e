/**
 * (g) The student directory's search over 20,000 students on PostgreSQL: the demo college plus generated students
 * in a scratch database (campus_bench_<pid>), each search as the directory screen sends it (roll number prefix,
 * name prefix, admission number, filters, a later page), against a primary-key lookup of one student measured in the
 * same run on the same connection pool, so the ratio says what the search costs beyond any query's round trip.
 * Run alone: node --import tsx bench/student-search.ts
 */
import { eq, sql } from 'drizzle-orm';
import * as v from 'valibot';
import { DirectoryQuerySchema } from '../src/domain/students/student-schemas';
import { openDatabase } from '../src/server/db/client';
import { students } from '../src/server/db/schema';
import { seedDemoCollege } from '../src/server/demo/college';
import { directoryStore } from '../src/server/modules/students/directory-store';
import { withScratchDatabase } from './postgres-scratch';

export const STUDENT_SEARCH_TARGET = { students: 20_000, p95Ms: 100 };
const ROUNDS = 60;

export interface SearchFigure {
  search: string;
  p50Ms: number;
  p95Ms: number;
  /** p95 of the search over p95 of the primary-key lookup. */
  ratio: number;
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
};
const round = (ms: number) => Math.round(ms * 100) / 100;

async function timed(run: () => Promise<unknown>): Promise<number[]> {
  for (let i = 0; i < 5; i++) await run(); // warm the plan cache and the pages
  const times: number[] = [];
  for (let i = 0; i < ROUNDS; i++) {
    const start = performance.now();
    await run();
    times.push(performance.now() - start);
  }
  return times;
}

export async function benchStudentSearch(): Promise<
  { total: number; figures: SearchFigure[] } | 'postgres not reachable'
> {
  let result: { total: number; figures: SearchFigure[] } | null = null;
  const reached = await withScratchDatabase(async (url) => {
    const handle = await openDatabase({ url });
    try {
      await seedDemoCollege(handle.db, { collegeCode: 'DEMO', collegeName: 'Demo College' });
      // Generated students over the demo's batches and branches, names spread over the alphabet, until 20,000.
      await handle.db.execute(sql`
        insert into students (roll_no, full_name, gender, batch_id, branch_id, regulation_id, status, semester)
        select 'BN' || lpad(g::text, 8, '0'),
               chr(65 + g % 26) || chr(97 + (g / 26) % 26) || 'vi Kumar ' || g,
               case when g % 2 = 0 then 'MALE' else 'FEMALE' end,
               b.id, br.id, b.regulation_id,
               case when g % 50 = 0 then 'detained' else 'studying' end,
               1 + g % 8
        from generate_series(1, greatest(0, ${STUDENT_SEARCH_TARGET.students}::int - (select count(*)::int from students))) g
        join lateral (select id, regulation_id from batches order by id offset g % (select count(*) from batches) limit 1) b on true
        join lateral (select id from branches order by id offset g % (select count(*) from branches) limit 1) br on true`);
      await handle.db.execute(sql`analyze`);
      const [{ total }] = (await handle.db.execute<{ total: number }>(sql`select count(*)::int as total from students`))
        .rows as [{ total: number }];
      const [first] = await handle.db
        .select({ id: students.id, batchId: students.batchId, branchId: students.branchId })
        .from(students)
        .limit(1);
      const store = directoryStore(handle.db);
      const page = (query: Record<string, string>) => () => store.page(v.parse(DirectoryQuerySchema, query), 'all');
      const baseline = await timed(() => handle.db.select().from(students).where(eq(students.id, first!.id)));
      const base95 = percentile(baseline, 95);
      const searches: [string, () => Promise<unknown>][] = [
        ['roll number prefix (BN0001)', page({ q: 'BN0001' })],
        ['name prefix (ravi)', page({ q: 'ravi' })],
        ['name prefix, one letter (k)', page({ q: 'k' })],
        ['admission number (2024ADM0001)', page({ q: '2024ADM0001' })],
        [
          'batch and branch, page 3 of 50',
          page({ batchId: String(first!.batchId), branchId: String(first!.branchId), page: '3', pageSize: '50' }),
        ],
        ['no search, detained, page 2', page({ status: 'detained', page: '2' })],
        ['no search, page 400 of 25', page({ page: '400' })],
      ];
      const figures: SearchFigure[] = [
        {
          search: 'baseline: one student by primary key',
          p50Ms: round(percentile(baseline, 50)),
          p95Ms: round(base95),
          ratio: 1,
        },
      ];
      for (const [name, run] of searches) {
        const times = await timed(run);
        const p95 = percentile(times, 95);
        figures.push({
          search: name,
          p50Ms: round(percentile(times, 50)),
          p95Ms: round(p95),
          ratio: round(p95 / base95),
        });
      }
      result = { total, figures };
    } finally {
      await handle.close();
    }
  });
  return reached && result ? result : 'postgres not reachable';
}

/** Prints the table; returns the targets missed. */
export function printStudentSearch(bench: Awaited<ReturnType<typeof benchStudentSearch>>): string[] {
  if (bench === 'postgres not reachable') {
    console.log('PostgreSQL not reachable at TEST_DATABASE_URL: skipped');
    return [];
  }
  console.log(`${bench.total} students`);
  console.table(bench.figures);
  return bench.figures
    .filter((f) => f.p95Ms > STUDENT_SEARCH_TARGET.p95Ms)
    .map((f) => `student search "${f.search}": p95 ${f.p95Ms} ms > ${STUDENT_SEARCH_TARGET.p95Ms} ms`);
}

if (import.meta.url === `file://${process.argv[1]}`) printStudentSearch(await benchStudentSearch());
