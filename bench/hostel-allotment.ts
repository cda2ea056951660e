/**
 * (n) Allotting hostel beds by the college's rules: 2,000 applicants over the demo's free beds and 1,500 more in six blocks (some wait), previewed and
 * applied through the store calls the Hostel Registration screen makes (the beds occupied, the applications allotted
 * or waitlisted, a fee line raised per bed), on the embedded PGlite and on PostgreSQL. The baseline, in the same run
 * on the same database: as many allotment rows written with plain 1,000-row INSERTs into a table of the allotments'
 * shape and indexes, the least an allotment can cost. Target: preview and apply together ≤ 5 s.
 * Run alone: node --import tsx bench/hostel-allotment.ts
 */
import { sql } from 'drizzle-orm';
import { academicYear } from '../src/domain/calendar/academic-year';
import { openDatabase, type DatabaseHandle } from '../src/server/db/client';
import { requestScopedDatabase } from '../src/server/db/request-scope';
import { seedDemoCollege } from '../src/server/demo/college';
import { allotmentSettingsStore } from '../src/server/modules/hostel/allotment-settings-store';
import { allotmentStore } from '../src/server/modules/hostel/allotment-store';
import { withScratchDatabase } from './postgres-scratch';

export const HOSTEL_ALLOTMENT_TARGET = { applicants: 2_000, blocks: 6, roomsPerFloor: 25, floors: 4, totalMs: 5_000 };

export interface HostelAllotmentFigure {
  database: 'PGlite' | 'PostgreSQL';
  applicants: number;
  freeBeds: number;
  allotted: number;
  waiting: number;
  previewMs: number;
  applyMs: number;
  totalMs: number;
  baselineMs: number;
  /** Preview and apply together over the baseline's plain INSERTs of as many allotments. */
  ratio: number;
}

/** Six blocks of the bench (three for boys, three for girls), each floor's rooms alternating the demo's room types. */
async function makeBeds(handle: DatabaseHandle) {
  const { db } = handle;
  const t = HOSTEL_ALLOTMENT_TARGET;
  await db.execute(sql`
    insert into hostel_buildings (name, gender, floors)
    select 'Bench Block ' || b, case when b % 2 = 0 then 'MALE' else 'FEMALE' end, ${t.floors}
    from generate_series(1, ${t.blocks}) b`);
  await db.execute(sql`
    with kinds as (select id, row_number() over (order by id) - 1 as n, count(*) over () as k from hostel_room_types)
    insert into hostel_rooms (building_id, floor, number, room_type_id)
    select b.id, f, (f * 100 + r)::text, (select id from kinds where n = r % k)
    from hostel_buildings b, generate_series(0, ${t.floors - 1}) f, generate_series(1, ${t.roomsPerFloor}) r
    where b.name like 'Bench Block %'`);
  await db.execute(sql`
    insert into hostel_beds (room_id, label)
    select r.id, chr(64 + g)
    from hostel_rooms r join hostel_buildings b on b.id = r.building_id
      join hostel_room_types rt on rt.id = r.room_type_id, generate_series(1, rt.beds) g
    where b.name like 'Bench Block %'`);
}

/** 2,000 students (boys and girls, first to fourth years) each applying with both room types in either order. */
async function makeApplicants(handle: DatabaseHandle, year: string) {
  const { db } = handle;
  await db.execute(sql`
    insert into students (roll_no, full_name, gender, batch_id, branch_id, regulation_id, status, semester)
    select 'HB' || lpad(g::text, 6, '0'), 'Applicant ' || g, case when g % 2 = 0 then 'MALE' else 'FEMALE' end,
           (select id from batches order by id limit 1), (select id from branches order by id limit 1),
           (select id from regulations order by id limit 1), 'studying', 1 + (g % 4) * 2
    from generate_series(1, ${HOSTEL_ALLOTMENT_TARGET.applicants}) g`);
  await db.execute(sql`
    insert into hostel_applications (student_id, academic_year, preferences, any_room_type, reason, distance_km)
    select s.id, ${year},
           case when s.id % 3 = 0 then (select jsonb_agg(id order by id desc) from hostel_room_types)
                else (select jsonb_agg(id order by id) from hostel_room_types) end,
           s.id % 2 = 0, 'Home is far from the college', (s.id * 37) % 400
    from students s where s.roll_no like 'HB%'`);
  await db.execute(sql`
    insert into hostel_room_fees (room_type_id, academic_year, fee_paise)
    select id, ${year}, 4000000 + id * 500000 from hostel_room_types
    on conflict do nothing`);
  await db.execute(sql`analyze`);
}

/** The same number of allotment rows in plain 1,000-row INSERTs into a table of hostel_allotments' shape. */
async function baseline(handle: DatabaseHandle, rows: { applicationId: number; bedId: number }[]) {
  const { db } = handle;
  await db.execute(sql`create table bench_allotments (like hostel_allotments including defaults including indexes)`);
  const values = rows.map(
    (r) => sql`(${r.applicationId + 1_000_000}, ${r.applicationId}, ${r.bedId}, '2026-06-01', 4500000)`,
  );
  const started = performance.now();
  for (let i = 0; i < values.length; i += 1000)
    await db.execute(sql`insert into bench_allotments (application_id, student_id, bed_id, from_date, fee_paise)
      values ${sql.join(values.slice(i, i + 1000), sql`, `)}`);
  return performance.now() - started;
}

async function measure(handle: DatabaseHandle, database: HostelAllotmentFigure['database']) {
  await seedDemoCollege(handle.db, { collegeCode: 'DEMO', collegeName: 'Bench College', paymentHistory: false });
  const year = academicYear(new Date());
  await makeBeds(handle);
  await makeApplicants(handle, year);
  const scoped = requestScopedDatabase(handle.db);
  const store = allotmentStore(
    scoped.db,
    (work) => scoped.transaction(() => work()),
    allotmentSettingsStore(scoped.db),
  );
  const [admin] = (await handle.db.execute<{ id: number }>(sql`select id from users order by id limit 1`)).rows;
  const [free] = (
    await handle.db.execute<{ n: number }>(sql`select count(*)::int as n from hostel_beds where status = 'FREE'`)
  ).rows;
  const previewStart = performance.now();
  const preview = await store.preview(year);
  const previewMs = performance.now() - previewStart;
  const applyStart = performance.now();
  const applied = await store.apply(year, preview.fingerprint, '2026-06-01', Number(admin!.id));
  const applyMs = performance.now() - applyStart;
  const baselineMs = await baseline(handle, applied.allotted);
  const totalMs = previewMs + applyMs;
  return {
    database,
    applicants: preview.allotted.length + preview.waiting.length,
    freeBeds: Number(free!.n),
    allotted: applied.allotted.length,
    waiting: applied.waiting.length,
    previewMs: Math.round(previewMs),
    applyMs: Math.round(applyMs),
    totalMs: Math.round(totalMs),
    baselineMs: Math.round(baselineMs),
    ratio: Math.round((totalMs / baselineMs) * 10) / 10,
  } satisfies HostelAllotmentFigure;
}

export async function benchHostelAllotment(): Promise<HostelAllotmentFigure[]> {
  const figures: HostelAllotmentFigure[] = [];
  const embedded = await openDatabase({ dataDir: null });
  try {
    figures.push(await measure(embedded, 'PGlite'));
  } finally {
    await embedded.close();
  }
  await withScratchDatabase(async (url) => {
    const server = await openDatabase({ url });
    try {
      figures.push(await measure(server, 'PostgreSQL'));
    } finally {
      await server.close();
    }
  });
  return figures;
}

/** Prints the figures (PostgreSQL's row missing when it is not reachable); returns the targets missed. */
export function printHostelAllotment(figures: HostelAllotmentFigure[]): string[] {
  console.table(figures);
  return figures
    .filter((f) => f.totalMs > HOSTEL_ALLOTMENT_TARGET.totalMs)
    .map(
      (f) =>
        `hostel allotment of ${f.applicants} applicants on ${f.database}: ${f.totalMs} ms > ${HOSTEL_ALLOTMENT_TARGET.totalMs} ms`,
    );
}

if (import.meta.url === `file://${process.argv[1]}`) printHostelAllotment(await benchHostelAllotment());
