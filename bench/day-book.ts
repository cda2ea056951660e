/**
 * (l) The day book on PostgreSQL: a month of 50,000 fee receipts (desk and online, cash to card, over the demo's
 * students and fee lines) after a month of as many before it (the opening balance reads them), asked for that month
 * through the store the screen's call uses, p95 over 30 rounds, against a plain sum of the month's receipts in the same
 * run. Scratch database campus_bench_<pid>. Run alone: node --import tsx bench/day-book.ts
 */
import { sql } from 'drizzle-orm';
import { openDatabase } from '../src/server/db/client';
import { seedDemoCollege } from '../src/server/demo/college';
import { dayBookStore } from '../src/server/modules/payments/day-book-store';
import { withScratchDatabase } from './postgres-scratch';

export const DAY_BOOK_TARGET = { transactions: 50_000, p95Ms: 300 };
const ROUNDS = 30;

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
};
const round = (ms: number) => Math.round(ms * 100) / 100;

export interface DayBookBench {
  transactions: number;
  p50Ms: number;
  p95Ms: number;
  baselineP95Ms: number;
  ratio: number;
}

/** `count` PAID orders with one line and one receipt each, spread over the 30 days from `start`. */
async function receipts(
  db: Awaited<ReturnType<typeof openDatabase>>['db'],
  count: number,
  start: string,
  from: number,
) {
  await db.execute(sql`
    with picked as (
      select g, s.id as student_id, s.roll_no, fs.id as structure_id, fs.semester, ft.name as fee_type,
             (array['CASH','CHEQUE','DD','UPI','CARD'])[1 + g % 5] as mode, g % 3 = 0 as online,
             ${start}::timestamptz + (g % 30) * interval '1 day' + (g % 480) * interval '1 minute' as at
      from generate_series(${from}::int, ${from + count - 1}::int) g
      join lateral (select id, roll_no, batch_id from students order by id offset g % 300 limit 1) s on true
      join lateral (select id, semester, fee_type_id from fee_structures where batch_id = s.batch_id and student_id is null
                    order by id limit 1) fs on true
      join fee_types ft on ft.id = fs.fee_type_id
    ), orders as (
      insert into fee_payment_orders (order_id, flow, roll_no, student_id, fee_structure_id, fee_type, semester,
        amount_paise, status, channel, payment_option, collected_on, created_by, created_at, confirmed_at)
      select 'B-' || g, 'general', roll_no, student_id, structure_id, fee_type, semester, 100000 + g % 900, 'PAID',
             case when online then 'online' else 'counter' end, mode, (at at time zone 'Asia/Kolkata')::date,
             (select id from users order by id limit 1), at, at
      from picked returning id, student_id, fee_structure_id, semester, amount_paise, confirmed_at, order_id
    ), lines as (
      insert into fee_payment_order_lines (order_id, order_status, student_id, fee_structure_id, semester, amount_paise, settled_paise)
      select id, 'PAID', student_id, fee_structure_id, semester, amount_paise, amount_paise from orders returning order_id
    )
    insert into fee_receipts (receipt_no, financial_year, serial, order_id, amount_paise, issued_at, details)
    select 'B/' || o.order_id, 'BENCH', 1000000 + o.id, o.id, o.amount_paise, o.confirmed_at, '{}'::jsonb from orders o`);
}

export async function benchDayBook(): Promise<DayBookBench | 'postgres not reachable'> {
  let result: DayBookBench | null = null;
  const reached = await withScratchDatabase(async (url) => {
    const handle = await openDatabase({ url });
    const db = handle.db;
    try {
      await seedDemoCollege(db, { collegeCode: 'DEMO', collegeName: 'Demo College', paymentHistory: false });
      await receipts(db, DAY_BOOK_TARGET.transactions, '2026-09-01T04:00:00Z', 1);
      await receipts(db, DAY_BOOK_TARGET.transactions, '2026-10-01T04:00:00Z', DAY_BOOK_TARGET.transactions + 1);
      await db.execute(sql`analyze`);
      const store = dayBookStore(db);
      const q = { from: '2026-10-01', to: '2026-10-31', offset: 0 };
      const timed = async (run: () => Promise<unknown>) => {
        for (let i = 0; i < 3; i++) await run();
        const times: number[] = [];
        for (let i = 0; i < ROUNDS; i++) {
          const t = performance.now();
          await run();
          times.push(performance.now() - t);
        }
        return times;
      };
      const baseline = await timed(() =>
        db.execute(sql`select count(*), sum(amount_paise) from fee_receipts
          where issued_at >= '2026-09-30T18:30:00Z' and issued_at < '2026-10-31T18:30:00Z'`),
      );
      const book = await timed(() => store.answer(q));
      const answer = await store.answer(q);
      const p95 = percentile(book, 95);
      const base95 = percentile(baseline, 95);
      result = {
        transactions: answer.total,
        p50Ms: round(percentile(book, 50)),
        p95Ms: round(p95),
        baselineP95Ms: round(base95),
        ratio: round(p95 / base95),
      };
    } finally {
      await handle.close();
    }
  });
  return reached && result ? result : 'postgres not reachable';
}

/** Prints the figures; returns the targets missed. */
export function printDayBook(bench: Awaited<ReturnType<typeof benchDayBook>>): string[] {
  if (bench === 'postgres not reachable') {
    console.log('PostgreSQL not reachable at TEST_DATABASE_URL: skipped');
    return [];
  }
  console.table([bench]);
  return bench.p95Ms > DAY_BOOK_TARGET.p95Ms
    ? [`day book of a month of ${bench.transactions} entries: p95 ${bench.p95Ms} ms > ${DAY_BOOK_TARGET.p95Ms} ms`]
    : [];
}

if (import.meta.url === `file://${process.argv[1]}`) printDayBook(await benchDayBook());
