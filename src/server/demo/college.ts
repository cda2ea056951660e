import { sql } from 'drizzle-orm';
import { gradeForPercentage } from '../../domain/results/grade-scale';
import type { Database } from '../db/client';
import * as t from '../db/schema';
import {
  BTECH_BRANCHES,
  COURSES,
  DEPARTMENTS,
  demoExams,
  FEMALE_FIRST_NAMES,
  FIRST_NAMES,
  SEMESTER_NAMES,
  STUDENTS_PER_BRANCH,
  SURNAMES,
} from './names-and-courses';
import { seededRandom } from './seeded-random';
import { batchDateOfBirth, demoBatch, demoRollNumber, firstStudentDateOfBirth, type DemoBatch } from './demo-year';
import { seedGraduates } from './graduates';
import { LATER_COURSES } from './later-courses';
import { DEFAULT_DEMO_PASSWORD } from './users';
import { demoParts } from './demo-parts';
import type { SeedOptions } from './seed-options';
import { collegeLogoSvg } from '../db/college-logo';

/** The demo roll number (23B81A0501 as written): the student and parent logins' student, the banner's example. */
export const demoRollNumberOf = (batch: DemoBatch): string => demoRollNumber(batch.rollPrefix, '05', 1);
/** The demo roll number's date of birth (2005-08-15 as written): a parent links to it with it (docs/parents.md). */
export const demoDateOfBirthOf = (batch: DemoBatch): string => firstStudentDateOfBirth(batch.startYear);
const CHUNK = 1000;

async function insertChunked<T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += CHUNK) await insert(rows.slice(i, i + CHUNK));
}

export type { SeedOptions };

/** 'loaded', or 'college-exists' when the database had a college by the time the seed got its lock. */
export type SeedOutcome = 'loaded' | 'college-exists';

/** The advisory lock the seed holds while it loads (any constant that no other lock uses). */
const SEED_LOCK = 2026_0801;

/** The demo college of §3 and §9: the same rows on every fresh start; nothing on a database that has a college. */
export async function seedDemoCollege(db: Database, opts: SeedOptions): Promise<SeedOutcome> {
  const rnd = seededRandom(20260801);
  const batch = demoBatch(opts.now);
  const demoRoll = demoRollNumberOf(batch);
  return db.transaction(async (tx) => {
    // Two servers started together with SEED=always both find the database empty: the second waits here, then
    // finds the first one's college instead of failing on its duplicate key.
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
    if ((await tx.select({ id: t.colleges.id }).from(t.colleges).limit(1)).length) return 'college-exists';
    const [college] = await tx
      .insert(t.colleges)
      .values({ code: opts.collegeCode, name: opts.collegeName, logoSvg: collegeLogoSvg(opts.collegeCode) })
      .returning();
    await tx.insert(t.contactData).values({
      collegeId: college!.id,
      officialCommunication:
        'The Principal, ' + opts.collegeName + ', Survey No. 42, Gandipet Road, Hyderabad, Telangana 500075',
      campus: 'Survey No. 42, Gandipet Road, Kokapet, Hyderabad, Telangana 500075',
      phoneNumbers: [{ number: '040-2980 1234' }, { number: '+91 98490 12345' }],
      faxNumber: '040-2980 1235',
      candidateDetails: [
        { designation: 'Principal', name: 'Dr. K. Ramakrishna', mailId: 'principal@demo-college.edu.in' },
        { designation: 'Controller of Examinations', name: 'Dr. S. Lavanya', mailId: 'coe@demo-college.edu.in' },
        { designation: 'Admissions Officer', name: 'Mr. P. Venkatesh', mailId: 'admissions@demo-college.edu.in' },
      ],
      aboutUs: `${opts.collegeName} is an autonomous engineering college in Hyderabad offering undergraduate and postgraduate programmes in engineering and management since 2001.`,
    });

    const depts = await tx
      .insert(t.departments)
      .values([...DEPARTMENTS])
      .returning();
    const deptId = (code: string) => depts.find((d) => d.code === code)!.id;
    const [btech] = await tx
      .insert(t.degrees)
      .values([
        { name: 'B.Tech', level: 'UG', years: 4 },
        { name: 'M.Tech', level: 'PG', years: 2 },
        { name: 'MBA', level: 'PG', years: 2 },
      ])
      .returning();
    // The demo college's own regulations, not JNTUH's: §9's scale with 35% external and 40% total (docs/exam-cell.md).
    const regs = await tx
      .insert(t.regulations)
      .values([
        { code: 'R20', fromYear: 2020 },
        { code: 'R22', fromYear: 2022 },
      ])
      .returning();
    const r22 = regs.find((r) => r.code === 'R22')!.id;
    const batchRows = await tx
      .insert(t.batches)
      .values(
        [-2, -1, 0, 1]
          .map((offset) => batch.startYear + offset)
          .map((y) => ({ degreeId: btech!.id, name: `${String(y)}-${String(y + 4)}`, startYear: y })),
      )
      .returning();
    const onRollBatchId = batchRows.find((b) => b.startYear === batch.startYear)!.id;
    const exams = demoExams(batch.startYear);
    const branchRows = await tx
      .insert(t.branches)
      .values(
        BTECH_BRANCHES.map((b) => ({
          degreeId: btech!.id,
          departmentId: deptId(b.department),
          code: b.code,
          shortName: b.shortName,
          name: DEPARTMENTS.find((d) => d.code === b.department)!.name,
        })),
      )
      .returning();
    const semRows = await tx
      .insert(t.semesters)
      .values(SEMESTER_NAMES.map((name, i) => ({ degreeId: btech!.id, number: i + 1, name })))
      .returning();

    await tx.insert(t.faculty).values(
      DEPARTMENTS.flatMap((d, di) =>
        Array.from({ length: 5 }, (_, i) => {
          const name = `${rnd.pick(FIRST_NAMES)} ${rnd.pick(SURNAMES)}`;
          return {
            empCode: `EMP${String(di * 10 + i + 1).padStart(4, '0')}`,
            fullName: `${i === 0 ? 'Dr.' : 'Mr./Ms.'} ${name}`.replace(
              'Mr./Ms.',
              FEMALE_FIRST_NAMES.has(name.split(' ')[0]!) ? 'Ms.' : 'Mr.',
            ),
            email: `${name.toLowerCase().replace(/[^a-z]+/g, '.')}.${d.code.toLowerCase()}@demo-college.edu.in`,
            designation: i === 0 ? 'Professor and Head' : i < 3 ? 'Associate Professor' : 'Assistant Professor',
            departmentId: deptId(d.code),
          };
        }),
      ),
    );

    const studentRows = await tx
      .insert(t.students)
      .values(
        branchRows.flatMap((branch, bi) =>
          Array.from({ length: STUDENTS_PER_BRANCH }, (_, i) => {
            const first = rnd.pick(FIRST_NAMES);
            const rollNo = demoRollNumber(batch.rollPrefix, branch.code, i + 1);
            return {
              rollNo,
              dateOfBirth:
                rollNo === demoRoll
                  ? demoDateOfBirthOf(batch)
                  : batchDateOfBirth(batch.startYear, bi * STUDENTS_PER_BRANCH + i),
              fullName: `${first} ${rnd.pick(SURNAMES)}`.toUpperCase(),
              gender: FEMALE_FIRST_NAMES.has(first) ? 'FEMALE' : 'MALE',
              batchId: onRollBatchId,
              branchId: branch.id,
              regulationId: r22,
              // The batch is in its final year: IV Year I Semester, or II Semester from December.
              semester: batch.semester,
              email: `${rollNo.toLowerCase()}@demo-college.edu.in`,
              mobile: `9${String(rnd.int(100000000, 999999999))}`,
            };
          }),
        ),
      )
      .returning({ id: t.students.id, rollNo: t.students.rollNo, branchId: t.students.branchId });

    const courseRows = await tx
      .insert(t.courses)
      .values(
        branchRows.flatMap((branch) =>
          exams.flatMap((exam) =>
            COURSES[branch.shortName]![exam.semester]!.map(([name, credits], i) => ({
              code: `R22${branch.shortName.slice(0, 2)}${exam.semester}${String(i + 1).padStart(2, '0')}`,
              name,
              credits,
              branchId: branch.id,
              regulationId: r22,
              semesterId: semRows.find((s) => s.number === exam.semester)!.id,
            })),
          ),
        ),
      )
      .returning();
    const examRows = await tx
      .insert(t.examTitles)
      .values(
        exams.map((e) => ({
          title: e.title,
          batchId: onRollBatchId,
          publishedAt: new Date(e.published),
          semesterId: semRows.find((s) => s.number === e.semester)!.id,
        })),
      )
      .returning();

    const results: (typeof t.examResults.$inferInsert)[] = [];
    for (const student of studentRows) {
      const ability = rnd.int(48, 94);
      for (const exam of examRows) {
        for (const course of courseRows.filter(
          (c) => c.branchId === student.branchId && c.semesterId === exam.semesterId,
        )) {
          const absent = rnd.next() < 0.02;
          const marks = absent ? null : Math.max(0, Math.min(100, ability + rnd.int(-18, 12)));
          results.push({
            examTitleId: exam.id,
            studentId: student.id,
            courseId: course.id,
            marksPercent: marks,
            grade: gradeForPercentage(marks).grade,
          });
        }
      }
    }
    // The demo roll number shows every colour of the sheet: one fail in the second exam.
    const demo = studentRows.find((s) => s.rollNo === demoRoll)!;
    const demoRows = results.filter((r) => r.studentId === demo.id);
    demoRows.forEach((r, i) => {
      r.marksPercent = [93, 84, 76, 88, 67, 91][i % 6]!;
      r.grade = gradeForPercentage(r.marksPercent).grade;
    });
    const failing = demoRows.find((r) => r.examTitleId === examRows[1]!.id)!;
    failing.marksPercent = 41;
    failing.grade = 'F';
    await insertChunked(results, (chunk) => tx.insert(t.examResults).values(chunk));
    await tx.insert(t.courses).values(
      branchRows.flatMap((branch) =>
        Object.entries(LATER_COURSES[branch.shortName]!).flatMap(([semester, list]) =>
          list.map(([name, credits], i) => ({
            // JNTUH's own form (CS701PC), apart from the R22CS701 codes an exam cell adds for a semester.
            code: `${branch.shortName.slice(0, 2)}${semester}${String(i + 1).padStart(2, '0')}PC`,
            name,
            credits,
            branchId: branch.id,
            regulationId: r22,
            semesterId: semRows.find((s) => s.number === Number(semester))!.id,
          })),
        ),
      ),
    );
    await seedGraduates(tx as unknown as Database, batch, batchRows, branchRows, r22);
    const context = { options: opts, batch, demoRoll, password: opts.demoPassword ?? DEFAULT_DEMO_PASSWORD };
    for (const part of demoParts()) await part.seed(tx as unknown as Database, context);
    return 'loaded';
  });
}
