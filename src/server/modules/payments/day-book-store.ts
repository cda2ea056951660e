import { sql, type SQL } from 'drizzle-orm';
import { collegeDayEnd, collegeDayStart, collegeTimeZone } from '../../../domain/calendar/college-time';
import {
  DAY_BOOK_PAGE,
  type DayBookAnswer,
  type DayBookEntry,
  type DayBookMode,
  type DayBookQuery,
} from '../../../domain/payments/day-book';
import type { Database } from '../../db/client';

/**
 * Every movement of money as rows (at, kind, number, head, mode, cashier_id, roll_no, student_name, amount_in,
 * amount_out, seq, tds), each part filtered by its own time column (`when`) so it reads its own index: receipts' lines,
 * what online charges took beyond their dues, the lines of bounced or cancelled desk receipts going back out,
 * refunds, vendor payments (the net paid out under the bill's head, the vendor's name as the party), and money the
 * state paid on fee reimbursement claims (in, under the claim's fee head, the student as the party).
 */
function movements(when: (column: SQL) => SQL, names = true): SQL {
  // The totals need no student names: they skip the students table.
  const student = names ? sql`s.full_name` : sql`''`;
  const students = (order: SQL) => (names ? sql`join students s on s.id = ${order}.student_id` : sql``);
  return sql`
    select r.issued_at as at, 'RECEIPT' as kind, r.receipt_no as number, ft.name as head,
           case when o.channel = 'online' then 'ONLINE' else o.payment_option end as mode,
           case when o.channel = 'counter' then o.created_by end as cashier_id,
           o.roll_no, ${student} as student_name, l.settled_paise as amount_in, 0 as amount_out, l.id as seq,
           0 as tds
    from fee_receipts r
    join fee_payment_orders o on o.id = r.order_id
    join fee_payment_order_lines l on l.order_id = o.id and l.settled_paise > 0
    join fee_structures fs on fs.id = l.fee_structure_id
    join fee_types ft on ft.id = fs.fee_type_id
    ${students(sql`o`)}
    where ${when(sql`r.issued_at`)}
    union all
    select o.confirmed_at, 'EXCESS', o.order_id, o.fee_type, 'ONLINE', null, o.roll_no, ${student},
           o.overpaid_paise, 0, o.id, 0
    from fee_payment_orders o ${students(sql`o`)}
    where o.overpaid_paise > 0 and o.status in ('PAID', 'OVERPAID') and ${when(sql`o.confirmed_at`)}
    union all
    select o.closed_at, o.status, r.receipt_no, ft.name, o.payment_option, o.closed_by, o.roll_no, ${student},
           0, l.settled_paise, l.id, 0
    from fee_payment_orders o
    join fee_receipts r on r.order_id = o.id
    join fee_payment_order_lines l on l.order_id = o.id and l.settled_paise > 0
    join fee_structures fs on fs.id = l.fee_structure_id
    join fee_types ft on ft.id = fs.fee_type_id
    ${students(sql`o`)}
    where o.status in ('BOUNCED', 'CANCELLED') and o.closed_at is not null and ${when(sql`o.closed_at`)}
    union all
    select f.recorded_at, 'REFUND', f.credit_note_no, o.fee_type,
           case when o.channel = 'online' then 'ONLINE' else o.payment_option end, f.recorded_by, o.roll_no,
           ${student}, 0, f.amount, f.id, 0
    from fee_refunds f join fee_payment_orders o on o.id = f.payment_id ${students(sql`o`)}
    where ${when(sql`f.recorded_at`)}
    union all
    select p.paid_at, 'VENDOR', p.voucher_no, h.name, p.mode, p.paid_by, '', ${names ? sql`v.name` : sql`''`},
           0, p.net_paise, p.id, p.tds_paise
    from vendor_payments p join vendor_bills b on b.id = p.bill_id
    join vendor_account_heads h on h.id = b.head_id
    ${names ? sql`join vendors v on v.id = b.vendor_id` : sql``}
    where ${when(sql`p.paid_at`)}
    union all
    select rr.recorded_at, 'REIMBURSEMENT', coalesce(nullif(rr.reference, ''), 'FR-' || rr.id), rt.name, 'TRANSFER',
           rr.recorded_by, rs.roll_no, ${names ? sql`rs.full_name` : sql`''`}, rr.amount_paise, 0, rr.id, 0
    from fee_reimbursement_receipts rr join fee_reimbursements r on r.id = rr.claim_id
    join fee_types rt on rt.id = r.fee_type_id join students rs on rs.id = r.student_id
    where ${when(sql`rr.recorded_at`)}`;
}

/** The query's mode, head and cashier, on the movements' columns. */
const filters = (q: DayBookQuery) =>
  sql.join(
    [
      sql`true`,
      q.mode ? sql`m.mode = ${q.mode}` : undefined,
      q.head ? sql`m.head = ${q.head}` : undefined,
      q.cashierId !== undefined ? sql`m.cashier_id = ${q.cashierId}` : undefined,
    ].filter((part): part is SQL => part !== undefined),
    sql` and `,
  );

const paise = (value: unknown) => Number(value ?? 0);

/** The day book: balances, totals grouped four ways in one pass, a page of entries; and every entry for the exports. */
export function dayBookStore(db: Database) {
  const range = (q: DayBookQuery) => {
    const start = collegeDayStart(q.from);
    const end = collegeDayEnd(q.to);
    return (column: SQL) => sql`${column} >= ${start} and ${column} < ${end}`;
  };
  const entryOf = (r: Record<string, unknown>): DayBookEntry => ({
    at: new Date(r.at as string).toISOString(),
    kind: r.kind as DayBookEntry['kind'],
    number: String(r.number),
    head: String(r.head),
    mode: (r.mode ?? 'CASH') as DayBookMode,
    cashier: String(r.cashier ?? ''),
    rollNo: String(r.roll_no),
    studentName: String(r.student_name),
    in: paise(r.amount_in),
    out: paise(r.amount_out),
    tds: paise(r.tds),
  });
  const entriesSql = (q: DayBookQuery, page: SQL) => sql`
    select m.*, u.full_name as cashier from (${movements(range(q))}) m
    left join users u on u.id = m.cashier_id
    where ${filters(q)} order by m.at, m.seq ${page}`;

  return {
    async answer(q: DayBookQuery): Promise<DayBookAnswer> {
      const zone = collegeTimeZone();
      const start = collegeDayStart(q.from);
      const [opening, groups, page] = await Promise.all([
        db.execute<{ net: string }>(sql`
          select coalesce(sum(m.amount_in - m.amount_out), 0) as net
          from (${movements((column) => sql`${column} < ${start}`, false)}) m where ${filters(q)}`),
        db.execute<Record<string, unknown>>(sql`
          select m.day, m.head, m.mode, m.cashier_id,
                 max(u.full_name) as cashier, sum(m.amount_in) as amount_in, sum(m.amount_out) as amount_out,
                 count(*) as entries, grouping(m.day) as g_day, grouping(m.head) as g_head,
                 grouping(m.mode) as g_mode, grouping(m.cashier_id) as g_cashier
          from (select d.*, to_char(d.at at time zone ${zone}, 'YYYY-MM-DD') as day
                from (${movements(range(q), false)}) d) m
          left join users u on u.id = m.cashier_id
          where ${filters(q)}
          group by grouping sets ((m.day), (m.head), (m.mode), (m.cashier_id), ())`),
        db.execute<Record<string, unknown>>(entriesSql(q, sql`limit ${DAY_BOOK_PAGE} offset ${q.offset}`)),
      ]);
      const rows = groups.rows;
      const only = (key: 'g_day' | 'g_head' | 'g_mode' | 'g_cashier') =>
        rows.filter((r) =>
          ['g_day', 'g_head', 'g_mode', 'g_cashier'].every((k) => Number(r[k]) === (k === key ? 0 : 1)),
        );
      const all = rows.find((r) => Number(r.g_day) + Number(r.g_head) + Number(r.g_mode) + Number(r.g_cashier) === 4);
      const flow = (r: Record<string, unknown>) => ({ in: paise(r.amount_in), out: paise(r.amount_out) });
      const totalIn = paise(all?.amount_in);
      const totalOut = paise(all?.amount_out);
      const open = paise(opening.rows[0]?.net);
      return {
        opening: open,
        closing: open + totalIn - totalOut,
        in: totalIn,
        out: totalOut,
        byDay: only('g_day')
          .map((r) => ({ day: String(r.day), ...flow(r) }))
          .sort((a, b) => a.day.localeCompare(b.day)),
        byHead: only('g_head')
          .map((r) => ({ head: String(r.head), ...flow(r) }))
          .sort((a, b) => b.in - a.in),
        byMode: only('g_mode').map((r) => ({ mode: (r.mode ?? 'CASH') as DayBookMode, ...flow(r) })),
        byCashier: only('g_cashier').map((r) => ({
          cashierId: r.cashier_id === null ? null : Number(r.cashier_id),
          cashier: String(r.cashier ?? ''),
          ...flow(r),
        })),
        entries: page.rows.map(entryOf),
        total: Number(all?.entries ?? 0),
        offset: q.offset,
        pageSize: DAY_BOOK_PAGE,
      };
    },

    /** Every entry of the query, oldest first (the exports). */
    async entries(q: DayBookQuery): Promise<DayBookEntry[]> {
      return (await db.execute<Record<string, unknown>>(entriesSql(q, sql``))).rows.map(entryOf);
    },
  };
}
export type DayBookStore = ReturnType<typeof dayBookStore>;
