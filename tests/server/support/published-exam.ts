import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { branches, courses, examRegistrations, regulations, semesters, students } from '../../../src/server/db/schema';
import { R22_SCHEME } from '../../support/r22-grades';
import type { TestDatabase } from './databases';
import type { Answer } from './signed-in-clients';

type Db = TestDatabase['handle']['db'];

/** The calls a step makes as a signed-in user: a client of `signedInClients`. */
export interface ApiCalls {
  get(path: string): Promise<Answer>;
  post(path: string, json: unknown): Promise<Answer>;
  put(path: string, json: unknown): Promise<Answer>;
}

/** A marks row as the marks screens store it. */
export interface MarksRow {
  examId: number;
  studentId: number;
  courseId: number;
  internal: number | null;
  external: number | null;
  externalAbsent: boolean;
}

/** The demo's R22 graded on JNTUH's scheme (O to F), as processing reads it. */
export async function gradeR22(db: Db) {
  await db.update(regulations).set({ gradingScheme: R22_SCHEME }).where(eq(regulations.code, 'R22'));
}

/** R22 subjects of CSE's IV Year I Semester (the demo has none), made here: their ids by code. */
export async function addSemester7Subjects(db: Db, subjects: readonly (readonly [string, string, number])[]) {
  const [reg] = await db.select({ id: regulations.id }).from(regulations).where(eq(regulations.code, 'R22'));
  const [cse] = await db
    .select({ id: branches.id, degreeId: branches.degreeId })
    .from(branches)
    .where(eq(branches.shortName, 'CSE'));
  const [sem7] = await db
    .select({ id: semesters.id })
    .from(semesters)
    .where(and(eq(semesters.degreeId, cse!.degreeId), eq(semesters.number, 7)));
  const ids: Record<string, number> = {};
  for (const [code, name, credits] of subjects) {
    const [made] = await db
      .insert(courses)
      .values({ code, name, credits, branchId: cse!.id, semesterId: sem7!.id, regulationId: reg!.id })
      .returning({ id: courses.id });
    ids[code] = made!.id;
  }
  return ids;
}

/** The exam cell defines a B.Tech R22 semester 7 regular exam; its id. */
export async function defineExam(cell: ApiCalls, title: string, month: number, year: number) {
  const choices = (await cell.get('exams/choices')).body;
  const made = await cell.post('exams', {
    title,
    regulationId: choices.regulations.find((r: { label: string }) => r.label === 'R22').value,
    degreeId: choices.degrees.find((d: { label: string }) => d.label === 'B.Tech').value,
    semester: 7,
    examType: 'regular',
    month,
    year,
  });
  expect(made.status).toBe(201);
  return made.body.row.id as number;
}

/** The exam cell puts each subject on the exam's timetable, in the forenoon of its date. */
export async function placeSubjects(cell: ApiCalls, examId: number, dates: readonly (readonly [number, string])[]) {
  for (const [subjectId, date] of dates)
    expect((await cell.put(`exams/${examId}/subjects/${subjectId}`, { date, session: 'FN' })).status).toBe(200);
}

/**
 * The exam cell registers the students, and all of them may sit (most demo students owe tuition, which is not what
 * these tests are about): the registered students, by roll number.
 */
export async function registerEveryone(cell: ApiCalls, db: Db, examId: number) {
  expect((await cell.post(`exams/${examId}/registration`, {})).status).toBe(200);
  await db.update(examRegistrations).set({ eligible: true, reason: '' }).where(eq(examRegistrations.examId, examId));
  return db
    .select({ id: students.id, rollNo: students.rollNo })
    .from(examRegistrations)
    .innerJoin(students, eq(students.id, examRegistrations.studentId))
    .where(eq(examRegistrations.examId, examId))
    .orderBy(students.rollNo);
}

/** Everyone's marks in each subject at 20 + 50 = 70 (A on R22); a test changes the rows it tells a story with. */
export function marksOfEveryone(examId: number, sitting: readonly { id: number }[], courseIds: readonly number[]) {
  const rows = sitting.flatMap((s) =>
    courseIds.map((courseId): MarksRow => ({
      examId,
      studentId: s.id,
      courseId,
      internal: 20,
      external: 50,
      externalAbsent: false,
    })),
  );
  const row = (studentId: number, courseId: number) =>
    rows.find((r) => r.studentId === studentId && r.courseId === courseId)!;
  return { rows, row };
}

/** Processed, requested by the exam cell and authorized by the principal: the results are published. */
export async function publish(cell: ApiCalls, principal: ApiCalls, examId: number) {
  expect((await cell.post(`exams/${examId}/results/process`, {})).status).toBe(200);
  expect((await cell.post(`exams/${examId}/results/request`, {})).status).toBe(200);
  expect((await principal.post(`exams/${examId}/results/authorize`, {})).status).toBe(200);
}
