/**
 * (h) Attendance on PostgreSQL: a day's sheets for 5,000 students (576 classes of about 70, 40,000 marks) stored
 * through the same store calls a save makes (the sheet, its marks, the shortage check), against a plain bulk INSERT
 * of as many mark rows in the same run; then a semester's percentages over 1,000,000 marks for one student at a
 * time, p95 against a primary-key lookup of a student on the same pool. Scratch database campus_bench_<pid>.
 * Run alone: node --import tsx bench/attendance.ts
 */
import { asc, eq, sql } from 'drizzle-orm';
import { openDatabase } from '../src/server/db/client';
import { bellPeriods, courses, sections, students } from '../src/server/db/schema';
import { seedDemoCollege } from '../src/server/demo/college';
import { noticeShortages, studentAttendance } from '../src/server/modules/attendance/attendance-percentages';
import { attendanceStore } from '../src/server/modules/attendance/attendance-store';
import type { ClassSlot } from '../src/server/modules/attendance/class-slots';
import type { Logger } from '../src/server/http/logger';
import { recipientLanguages } from '../src/server/mail/recipient-language';
import { withScratchDatabase } from './postgres-scratch';

export const ATTENDANCE_TARGET = { students: 5_000, dayMs: 5_000, marks: 1_000_000, p95Ms: 100 };
const CLASS_SIZE = 70;
const PERIODS = 8;
const YEAR = '2026-2027';
const ROUNDS = 60;

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
};
const round = (ms: number) => Math.round(ms * 100) / 100;

export interface AttendanceBench {
  marksInDay: number;
  dayMs: number;
  baselineDayMs: number;
  dayRatio: number;
  marksInSemester: number;
  p50Ms: number;
  p95Ms: number;
  baselineP95Ms: number;
  p95Ratio: number;
}

export async function benchAttendance(): Promise<AttendanceBench | 'postgres not reachable'> {
  let result: AttendanceBench | null = null;
  const reached = await withScratchDatabase(async (url) => {
    const handle = await openDatabase({ url });
    const db = handle.db;
    try {
      await seedDemoCollege(db, { collegeCode: 'DEMO', collegeName: 'Demo College', paymentHistory: false });
      const stage = (what: string) => process.env.BENCH_TRACE && console.log(what, Math.round(performance.now()));
      stage('seeded');
      const sectionCount = Math.ceil(ATTENDANCE_TARGET.students / CLASS_SIZE);
      // Sections of 70 on the first batch and branch, and 5,000 students over them.
      await db.execute(sql`
        insert into sections (batch_id, branch_id, name, capacity)
        select (select id from batches order by id limit 1), (select id from branches order by id limit 1), 'Z' || g, ${CLASS_SIZE}
        from generate_series(1, ${sectionCount}) g`);
      const benchSections = await db
        .select({ id: sections.id })
        .from(sections)
        .where(sql`${sections.name} like 'Z%'`)
        .orderBy(asc(sections.id));
      await db.execute(sql`update students set section_id = null`);
      await db.execute(sql`
        insert into students (roll_no, full_name, gender, batch_id, branch_id, regulation_id, status, semester, section_id)
        select 'AT' || lpad(g::text, 8, '0'), 'Student ' || g, 'MALE',
               (select id from batches order by id limit 1), (select id from branches order by id limit 1),
               (select id from regulations order by id limit 1), 'studying', 1,
               ${benchSections[0]!.id}::int + (g - 1) / ${CLASS_SIZE}
        from generate_series(1, ${ATTENDANCE_TARGET.students}) g`);
      const subjects = await db.select({ id: courses.id }).from(courses).orderBy(asc(courses.id)).limit(PERIODS);
      const periods = await db
        .select({ id: bellPeriods.id })
        .from(bellPeriods)
        .orderBy(asc(bellPeriods.position))
        .limit(PERIODS);
      const [{ id: adminId }] = (await db.execute<{ id: number }>(sql`select id from users order by id limit 1`))
        .rows as [{ id: number }];
      const store = attendanceStore(db, (fn) => fn());
      const silent = { info() {}, warn() {}, error() {} } as unknown as Logger;
      const mailer = { send: async () => undefined, close() {} };
      await db.execute(sql`analyze`);

      // The day: every class's sheet as a save writes it (about one absentee in ten).
      const date = '2026-08-05';
      const classes = await Promise.all(
        benchSections.map(async (s) => ({ sectionId: s.id, ids: (await store.classList(s.id)).map((x) => x.id) })),
      );
      const started = performance.now();
      let marksInDay = 0;
      for (const { sectionId, ids } of classes)
        for (let p = 0; p < PERIODS; p++) {
          const slot = {
            slotId: null,
            academicYear: YEAR,
            term: 'odd',
            periodId: periods[p]!.id,
            sectionId,
            subjectId: subjects[p]!.id,
          } as unknown as ClassSlot;
          const absentees = new Set(ids.filter((id) => (id + p) % 10 === 0));
          await store.saveSheet({ slot, date, takenBy: adminId, studentIds: ids, absentees });
          await noticeShortages({
            store,
            studentIds: ids,
            year: YEAR,
            term: 'odd',
            threshold: 75,
            mailer,
            mailLanguages: (addresses) => recipientLanguages(db, addresses),
            logger: silent,
          });
          marksInDay += ids.length;
        }
      const dayMs = performance.now() - started;
      stage('day stored');
      // Baseline: as many rows written in 2,000-row INSERTs into a table of the same shape.
      await db.execute(
        sql`create table bench_marks (sheet_id int, student_id int, present boolean, primary key (sheet_id, student_id))`,
      );
      const rows = Array.from({ length: marksInDay }, (_, i) => sql`(${Math.floor(i / CLASS_SIZE)}, ${i}, true)`);
      const baseStart = performance.now();
      for (let i = 0; i < rows.length; i += 2000)
        await db.execute(sql`insert into bench_marks values ${sql.join(rows.slice(i, i + 2000), sql`, `)}`);
      const baselineDayMs = performance.now() - baseStart;

      // The semester: sheets for the days that make 1,000,000 marks with the day's, marks generated in SQL.
      const subjectList = `{${subjects.map((x) => x.id).join(',')}}`;
      const periodList = `{${periods.map((x) => x.id).join(',')}}`;
      const days = Math.ceil((ATTENDANCE_TARGET.marks - marksInDay) / marksInDay);
      await db.execute(sql`
        insert into attendance_sheets (section_id, subject_id, date, period_id, academic_year, term, absent)
        select s.id, (${subjectList}::int[])[p], date '2026-08-06' + d, (${periodList}::int[])[p], ${YEAR}, 'odd', 0
        from sections s, generate_series(1, ${PERIODS}) p, generate_series(0, ${days - 1}) d
        where s.name like 'Z%'`);
      await db.execute(sql`analyze attendance_sheets`);
      await db.execute(sql`
        insert into attendance_marks (sheet_id, student_id, present)
        select sh.id, st.id, (st.id + sh.id) % 9 <> 0
        from attendance_sheets sh join students st on st.section_id = sh.section_id
        where sh.date > ${date}`);
      stage('semester generated');
      await db.execute(sql`analyze`);
      const [{ n }] = (await db.execute<{ n: number }>(sql`select count(*)::int as n from attendance_marks`)).rows as [
        { n: number },
      ];
      const everyone = await db
        .select({ id: students.id, name: students.fullName, rollNo: students.rollNo })
        .from(students)
        .where(sql`${students.rollNo} like 'AT%'`);
      const timed = async (run: (i: number) => Promise<unknown>) => {
        for (let i = 0; i < 5; i++) await run(i);
        const times: number[] = [];
        for (let i = 0; i < ROUNDS; i++) {
          const t = performance.now();
          await run(i * 83);
          times.push(performance.now() - t);
        }
        return times;
      };
      const pick = (i: number) => everyone[(i * 7919) % everyone.length]!;
      const baseline = await timed((i) =>
        db
          .select()
          .from(students)
          .where(eq(students.id, pick(i).id)),
      );
      const semester = await timed((i) => studentAttendance(store, pick(i), YEAR, 'odd', 75));
      const base95 = percentile(baseline, 95);
      const p95 = percentile(semester, 95);
      result = {
        marksInDay,
        dayMs: Math.round(dayMs),
        baselineDayMs: Math.round(baselineDayMs),
        dayRatio: round(dayMs / baselineDayMs),
        marksInSemester: n,
        p50Ms: round(percentile(semester, 50)),
        p95Ms: round(p95),
        baselineP95Ms: round(base95),
        p95Ratio: round(p95 / base95),
      };
    } finally {
      await handle.close();
    }
  });
  return reached && result ? result : 'postgres not reachable';
}

/** Prints the figures; returns the targets missed. */
export function printAttendance(bench: Awaited<ReturnType<typeof benchAttendance>>): string[] {
  if (bench === 'postgres not reachable') {
    console.log('PostgreSQL not reachable at TEST_DATABASE_URL: skipped');
    return [];
  }
  console.table([bench]);
  const missed: string[] = [];
  if (bench.dayMs > ATTENDANCE_TARGET.dayMs)
    missed.push(`attendance day: ${bench.dayMs} ms > ${ATTENDANCE_TARGET.dayMs} ms`);
  if (bench.p95Ms > ATTENDANCE_TARGET.p95Ms)
    missed.push(`attendance percentages: p95 ${bench.p95Ms} ms > ${ATTENDANCE_TARGET.p95Ms} ms`);
  return missed;
}

if (import.meta.url === `file://${process.argv[1]}`) printAttendance(await benchAttendance());
