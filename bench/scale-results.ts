import { sql } from 'drizzle-orm';
import type { Database } from '../src/server/db/client';

/** Roll numbers of the generated students: same batch and branches as the demo, another college code. */
export const GENERATED_PREFIX = '22B81B';

const count = async (db: Database, query: ReturnType<typeof sql>) =>
  Number(((await db.execute(query)).rows[0] as { n: number | string } | undefined)?.n ?? 0);

/**
 * Grows exam_results to at least `target` rows in two INSERT … SELECT statements: extra students of the
 * demo batch (22B81B000001…) spread over the branches that have courses (not the M.Tech and MBA lookups), then a result in every course of every exam of
 * their branch, marks from a hash so the run is repeatable. Foreign-key triggers are paused during the
 * load (session_replication_role; every id comes from the same tables); VACUUM ANALYZE runs afterwards
 * so the planner has statistics and autovacuum does not start in the middle of a measurement.
 */
export async function scaleResults(db: Database, target: number): Promise<{ rows: number; seconds: number }> {
  const started = Date.now();
  const existing = await count(db, sql`select count(*) as n from exam_results`);
  const perStudent = await count(
    db,
    sql`
    select count(*) as n from courses c join exam_titles e on e.semester_id = c.semester_id
    where c.branch_id = (select min(id) from branches)`,
  );
  const students = perStudent ? Math.ceil(Math.max(0, target - existing) / perStudent) : 0;
  if (students > 0) {
    await db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.execute(sql`
        with br as (select array_agg(id order by id) as ids from branches where id in (select branch_id from courses)),
             ref as (select batch_id, regulation_id from students order by id limit 1)
        insert into students (roll_no, full_name, gender, batch_id, branch_id, regulation_id)
        select ${GENERATED_PREFIX} || lpad(g::text, 6, '0'), 'BENCH STUDENT ' || g, case when g % 2 = 0 then 'FEMALE' else 'MALE' end,
               ref.batch_id, br.ids[1 + g % array_length(br.ids, 1)], ref.regulation_id
        from generate_series(1, ${students}) g, br, ref`);
      await tx.execute(sql`
        insert into exam_results (exam_title_id, student_id, course_id, marks_percent, grade)
        select e.id, s.id, c.id, m.p,
               case when m.p >= 90 then 'S' when m.p >= 80 then 'A' when m.p >= 70 then 'B'
                    when m.p >= 60 then 'C' when m.p >= 50 then 'D' else 'F' end
        from students s
        join courses c on c.branch_id = s.branch_id
        join exam_titles e on e.semester_id = c.semester_id
        cross join lateral (select (35 + abs(hashtext(s.id::text || ':' || c.id::text)) % 66)::smallint as p) m
        where s.roll_no like ${GENERATED_PREFIX + '%'}`);
    });
  }
  await db.execute(sql`vacuum analyze`);
  const rows = await count(db, sql`select count(*) as n from exam_results`);
  return { rows, seconds: Math.round((Date.now() - started) / 100) / 10 };
}

/** `n` of the generated students' roll numbers, picked at random over the whole table. */
export async function sampleGeneratedRolls(db: Database, n: number): Promise<string[]> {
  const picked = await db.execute(sql`
    select roll_no from students where roll_no like ${GENERATED_PREFIX + '%'} order by random() limit ${n}`);
  return (picked.rows as { roll_no: string }[]).map((r) => r.roll_no);
}
