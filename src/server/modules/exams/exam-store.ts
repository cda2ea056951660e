import { and, asc, count, desc, eq, ilike, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type {
  ExamHead,
  ExamInput,
  ExamSubjectSlot,
  ExamType,
  ScheduledSubject,
  Session,
} from '../../../domain/exams/exam';
import type { Database } from '../../db/client';
import {
  branches,
  courses,
  degrees,
  examRegistrations,
  examSubjects,
  examTitles,
  exams,
  regulations,
  semesters,
  examResultStates,
} from '../../db/schema';

type Run = <T>(fn: () => Promise<T>) => Promise<T>;

/** A subject on an exam's timetable, or one it may cover, with its branch and semester. */
export interface ExamSubjectRow extends ScheduledSubject {
  name: string;
  branchId: number;
  branch: string;
  semester: number;
}

const head = {
  id: exams.id,
  title: exams.title,
  regulationId: exams.regulationId,
  regulation: regulations.code,
  degreeId: exams.degreeId,
  degree: degrees.name,
  semester: exams.semester,
  examType: exams.examType,
  month: exams.month,
  year: exams.year,
};

const subjectColumns = {
  id: courses.id,
  code: courses.code,
  name: courses.name,
  group: courses.electiveGroup,
  branchId: courses.branchId,
  branch: branches.shortName,
  semester: semesters.number,
};

/** The SQL of exams and their timetables; `inTurn` runs one exam's check-then-write at a time. */
export function examStore(db: Database, transaction: Run) {
  const heads = () =>
    db
      .select(head)
      .from(exams)
      .innerJoin(regulations, eq(regulations.id, exams.regulationId))
      .innerJoin(degrees, eq(degrees.id, exams.degreeId));

  const registeredCount = (examId: number) =>
    db
      .select({ n: count() })
      .from(examRegistrations)
      .where(eq(examRegistrations.examId, examId))
      .then(([row]) => row?.n ?? 0);

  return {
    async list(q: string, examType: ExamType | undefined) {
      const where: SQL[] = [];
      if (q) where.push(ilike(exams.title, `%${q.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`));
      if (examType) where.push(eq(exams.examType, examType));
      const rows = await heads()
        .where(and(...where))
        .orderBy(desc(exams.year), desc(exams.month), asc(exams.title));
      const ids = [0, ...rows.map((r) => r.id)];
      const subjectCounts = await db
        .select({ examId: examSubjects.examId, n: count() })
        .from(examSubjects)
        .where(inArray(examSubjects.examId, ids))
        .groupBy(examSubjects.examId);
      const registered = await db
        .select({ examId: examRegistrations.examId, n: count() })
        .from(examRegistrations)
        .where(inArray(examRegistrations.examId, ids))
        .groupBy(examRegistrations.examId);
      const stages = await db
        .select({ examId: examResultStates.examId, stage: examResultStates.stage })
        .from(examResultStates)
        .where(inArray(examResultStates.examId, ids));
      return rows.map((r) => ({
        ...r,
        subjects: subjectCounts.find((s) => s.examId === r.id)?.n ?? 0,
        registered: registered.find((s) => s.examId === r.id)?.n ?? 0,
        /** Where its results stand (null before processing): the principal sees which await authorization. */
        results: stages.find((s) => s.examId === r.id)?.stage ?? null,
      }));
    },

    async find(id: number): Promise<ExamHead | null> {
      const [row] = await heads().where(eq(exams.id, id));
      return row ?? null;
    },

    /** The drop-downs of the exam form: regulations (with their codes) and degrees (with their semesters). */
    async choices() {
      const regs = await db
        .select({ value: regulations.id, label: regulations.code })
        .from(regulations)
        .orderBy(desc(regulations.fromYear));
      const degs = await db
        .select({ value: degrees.id, label: degrees.name, years: degrees.years })
        .from(degrees)
        .orderBy(asc(degrees.name));
      return { regulations: regs, degrees: degs };
    },

    async regulationCode(id: number) {
      const [row] = await db.select({ code: regulations.code }).from(regulations).where(eq(regulations.id, id));
      return row?.code ?? null;
    },
    async degree(id: number) {
      const [row] = await db
        .select({ name: degrees.name, years: degrees.years })
        .from(degrees)
        .where(eq(degrees.id, id));
      return row ?? null;
    },

    /** Whether another exam, or a published result's exam title, already has this title. */
    async titleTaken(title: string, exceptId: number | null) {
      const [own] = await db
        .select({ id: exams.id })
        .from(exams)
        .where(
          and(sql`lower(${exams.title}) = lower(${title})`, exceptId ? sql`${exams.id} <> ${exceptId}` : undefined),
        );
      if (own) return true;
      const [published] = await db
        .select({ id: examTitles.id })
        .from(examTitles)
        .where(sql`lower(${examTitles.title}) = lower(${title})`);
      return Boolean(published);
    },

    async create(input: ExamInput) {
      const [row] = await db.insert(exams).values(input).returning({ id: exams.id });
      return row!.id;
    },
    async update(id: number, input: ExamInput) {
      await db.update(exams).set(input).where(eq(exams.id, id));
    },
    registeredCount,
    async remove(id: number) {
      await db.delete(exams).where(eq(exams.id, id));
    },

    /** The exam's timetable, by day and session. */
    async scheduled(examId: number): Promise<ExamSubjectRow[]> {
      const rows = await db
        .select({ ...subjectColumns, date: examSubjects.date, session: examSubjects.session })
        .from(examSubjects)
        .innerJoin(courses, eq(courses.id, examSubjects.courseId))
        .innerJoin(branches, eq(branches.id, courses.branchId))
        .innerJoin(semesters, eq(semesters.id, courses.semesterId))
        .where(eq(examSubjects.examId, examId))
        .orderBy(asc(examSubjects.date), asc(examSubjects.session), asc(courses.code));
      return rows.map((r) => ({ ...r, session: r.session as Session }));
    },

    /**
     * The subjects an exam may cover: of its regulation and degree, and of its semester (a regular exam) or of its
     * semester and those before it (a supplementary exam, whose students carry backlogs of several semesters).
     */
    async coverable(exam: ExamHead) {
      return db
        .select({
          id: courses.id,
          code: courses.code,
          name: courses.name,
          branch: branches.shortName,
          semester: semesters.number,
        })
        .from(courses)
        .innerJoin(branches, eq(branches.id, courses.branchId))
        .innerJoin(semesters, eq(semesters.id, courses.semesterId))
        .where(
          and(
            eq(courses.regulationId, exam.regulationId),
            eq(branches.degreeId, exam.degreeId),
            exam.examType === 'regular' ? eq(semesters.number, exam.semester) : lte(semesters.number, exam.semester),
          ),
        )
        .orderBy(asc(semesters.number), asc(branches.shortName), asc(courses.code));
    },

    async setSlot(examId: number, courseId: number, slot: ExamSubjectSlot) {
      await db
        .insert(examSubjects)
        .values({ examId, courseId, ...slot })
        .onConflictDoUpdate({ target: [examSubjects.examId, examSubjects.courseId], set: slot });
    },
    async dropSubject(examId: number, courseId: number) {
      await db.delete(examSubjects).where(and(eq(examSubjects.examId, examId), eq(examSubjects.courseId, courseId)));
    },

    /** Runs `fn` in a transaction holding the exam's row, so two timetable changes or runs never interleave. */
    inTurn<T>(examId: number, fn: () => Promise<T>) {
      return transaction(async () => {
        await db.select({ id: exams.id }).from(exams).where(eq(exams.id, examId)).for('update');
        return fn();
      });
    },
  };
}

export type ExamStore = ReturnType<typeof examStore>;
