import { count, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { alumniRegistrations } from '../../db/schema';

/** One status per alumnus: the history record's, else the registration's working answer (yes → working, no → studying). */
const alumniStatuses = sql`
  select h.status from alumni_history h
  union all
  select case r.working when 'yes' then 'working' when 'no' then 'studying' else 'other' end
  from alumni_registrations r
  where not exists (select 1 from alumni_history h2 where h2.roll_number = r.roll_number)`;

async function alumniCount(db: Database, status: string | null): Promise<number> {
  const filter = status === null ? sql`` : sql` where s.status = ${status}`;
  const result = await db.execute<{ n: string }>(sql`select count(*)::text as n from (${alumniStatuses}) s${filter}`);
  return Number(result.rows[0]?.n ?? 0);
}

/** Live alumni counts for the Alumni and Placement dashboards (the directory shows the same rows). */
export const ALUMNI_COUNTERS = {
  alumniOnRecord: (db: Database) => alumniCount(db, null),
  alumniWorking: (db: Database) => alumniCount(db, 'working'),
  alumniStudying: (db: Database) => alumniCount(db, 'studying'),
  alumniRegistrations: async (db: Database) => Number((await db.select({ n: count() }).from(alumniRegistrations))[0]?.n ?? 0),
};
