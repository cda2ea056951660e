import { count, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { alumniRegistrations } from '../../db/schema';

/**
 * One status per alumnus: the history record's, else the registration's working answer (yes → working, no →
 * studying), with the batch ('2022-2026') it names.
 */
const alumniStatuses = sql`
  select h.status, h.batch from alumni_history h
  union all
  select case r.working when 'yes' then 'working' when 'no' then 'studying' else 'other' end, r.batch
  from alumni_registrations r
  where not exists (select 1 from alumni_history h2 where h2.roll_number = r.roll_number)`;

/**
 * Alumni of batches that have passed out (batchStage, src/domain/calendar/batch-stage.ts: the year the batch's name
 * ends with has begun an academic year), the rule of the graduates count and the alumni batch list: a batch still in
 * its final year counts as final-year students, not as alumni.
 */
async function alumniCount(db: Database, status: string | null, academicStartYear: number): Promise<number> {
  const filter = status === null ? sql`` : sql` and s.status = ${status}`;
  const result = await db.execute<{ n: string }>(
    sql`select count(*)::text as n from (${alumniStatuses}) s
      where s.batch ~ '^[0-9]{4}-[0-9]{4}$' and split_part(s.batch, '-', 2)::int <= ${academicStartYear}${filter}`,
  );
  return Number(result.rows[0]?.n ?? 0);
}

/** Live alumni counts for the Alumni and Placement dashboards (the directory shows the same rows). */
export const ALUMNI_COUNTERS = {
  alumniOnRecord: (db: Database, s: { academicStartYear: number }) => alumniCount(db, null, s.academicStartYear),
  alumniWorking: (db: Database, s: { academicStartYear: number }) => alumniCount(db, 'working', s.academicStartYear),
  alumniStudying: (db: Database, s: { academicStartYear: number }) => alumniCount(db, 'studying', s.academicStartYear),
  alumniRegistrations: async (db: Database) =>
    Number((await db.select({ n: count() }).from(alumniRegistrations))[0]?.n ?? 0),
};
