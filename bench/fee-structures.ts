/**
 * (k) Fee structures on PostgreSQL: a structure of 4 heads (one in 2 instalments) applied to 5,000 students of one
 * batch (25,000 due lines) through the same store call the Apply button makes, then applied again (nothing to change),
 * against a plain bulk INSERT of as many rows into a table of the same shape in the same run. Scratch database
 * campus_bench_<pid>. Run alone: node --import tsx bench/fee-structures.ts
 */
import { asc, eq, sql } from 'drizzle-orm';
import { openDatabase } from '../src/server/db/client';
import { batches, feeTypes } from '../src/server/db/schema';
import { seedDemoCollege } from '../src/server/demo/college';
import { feePlanStore } from '../src/server/modules/payments/fee-plan-store';
import { withScratchDatabase } from './postgres-scratch';

export const FEE_STRUCTURE_TARGET = { students: 5_000, applyMs: 5_000 };

export interface FeeStructureBench {
  students: number;
  dueLines: number;
  applyMs: number;
  againMs: number;
  baselineMs: number;
  ratio: number;
}

export async function benchFeeStructures(): Promise<FeeStructureBench | 'postgres not reachable'> {
  let result: FeeStructureBench | null = null;
  const reached = await withScratchDatabase(async (url) => {
    const handle = await openDatabase({ url });
    const db = handle.db;
    try {
      await seedDemoCollege(db, { collegeCode: 'DEMO', collegeName: 'Demo College', paymentHistory: false });
      const [batch] = await db.select().from(batches).orderBy(asc(batches.id)).limit(1);
      await db.execute(sql`
        insert into students (roll_no, full_name, gender, batch_id, branch_id, regulation_id, status, semester)
        select 'FS' || lpad(g::text, 8, '0'), 'Student ' || g, 'MALE', ${batch!.id},
               (select id from branches where degree_id = ${batch!.degreeId} order by id limit 1),
               (select id from regulations order by id limit 1), 'studying', 1
        from generate_series(1, ${FEE_STRUCTURE_TARGET.students}) g`);
      await db.execute(sql`analyze`);
      const [misc] = await db.select().from(feeTypes).where(eq(feeTypes.name, 'MISCELLANEOUS'));
      const [admin] = (await db.execute<{ id: number }>(sql`select id from users order by id limit 1`)).rows;
      const store = feePlanStore(db, (work) => db.transaction(() => work()));
      const head = (item: string, amount: string, instalments: { dueDate: string; amount: string }[] = []) => ({
        feeType: misc!.name,
        item,
        amount,
        dueDate: '2026-09-01',
        fineKind: 'PER_DAY' as const,
        finePerDay: 10_00,
        fineSlabs: [],
        fineCap: 500_00,
        instalments: instalments.map((i) => ({ dueDate: i.dueDate, amount: Number(i.amount) * 100 })),
      });
      const id = await store.save(
        null,
        {
          name: 'Bench structure',
          degreeId: batch!.degreeId,
          batchId: batch!.id,
          branchId: null,
          quota: '',
          category: '',
          semester: 9,
          heads: [
            { ...head('LAB', '2000'), amount: 2000_00 },
            { ...head('LIBRARY', '1000'), amount: 1000_00 },
            { ...head('SPORTS', '500'), amount: 500_00 },
            {
              ...head('TRANSPORT', '12000', [
                { dueDate: '2026-09-01', amount: '6000' },
                { dueDate: '2027-01-15', amount: '6000' },
              ]),
              amount: 12000_00,
            },
          ],
        },
        Number(admin!.id),
        new Date(),
      );
      const started = performance.now();
      const applied = await store.apply(id, Number(admin!.id), new Date());
      const applyMs = performance.now() - started;
      const againStart = performance.now();
      await store.apply(id, Number(admin!.id), new Date());
      const againMs = performance.now() - againStart;
      // Baseline: as many rows in 2,000-row INSERTs into a table of fee_structures' shape and unique index.
      await db.execute(sql`create table bench_dues (like fee_structures including defaults including indexes)`);
      const rows = Array.from(
        { length: applied.created },
        (_, i) => sql`(${batch!.degreeId}, ${batch!.id}, 9, ${misc!.id}, ${`B${i % 5}`}, 100000, ${i + 1})`,
      );
      const baseStart = performance.now();
      for (let i = 0; i < rows.length; i += 2000)
        await db.execute(sql`insert into bench_dues (degree_id, batch_id, semester, fee_type_id, item, amount_paise, student_id)
          values ${sql.join(rows.slice(i, i + 2000), sql`, `)}`);
      const baselineMs = performance.now() - baseStart;
      result = {
        students: FEE_STRUCTURE_TARGET.students,
        dueLines: applied.created,
        applyMs: Math.round(applyMs),
        againMs: Math.round(againMs),
        baselineMs: Math.round(baselineMs),
        ratio: Math.round((applyMs / baselineMs) * 100) / 100,
      };
    } finally {
      await handle.close();
    }
  });
  return reached && result ? result : 'postgres not reachable';
}

/** Prints the figures; returns the targets missed. */
export function printFeeStructures(bench: Awaited<ReturnType<typeof benchFeeStructures>>): string[] {
  if (bench === 'postgres not reachable') {
    console.log('PostgreSQL not reachable at TEST_DATABASE_URL: skipped');
    return [];
  }
  console.table([bench]);
  return bench.applyMs > FEE_STRUCTURE_TARGET.applyMs
    ? [`fee structure applied to ${bench.students} students: ${bench.applyMs} ms > ${FEE_STRUCTURE_TARGET.applyMs} ms`]
    : [];
}

if (import.meta.url === `file://${process.argv[1]}`) printFeeStructures(await benchFeeStructures());
