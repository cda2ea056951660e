import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { courses, examMarks, examResults, examTitles, semesters, students } from '../../src/server/db/schema';
import {
  addSemester7Subjects,
  defineExam,
  marksOfEveryone,
  placeSubjects,
  publish,
  registerEveryone,
} from './support/published-exam';
import { gradedExamSuite } from './support/graded-exam-suite';

const REGULAR = 'B.Tech IV Year I Semester (R22) Regular Examinations, November 2027';
const SUPPLEMENTARY = 'B.Tech IV Year I Semester (R22) Supplementary Examinations, February 2028';

type Sheet = {
  semester: number;
  sgpas?: { semester: number; sgpa: number }[];
  cgpa: number;
  percentage?: number;
  totalCredits: number;
  earnedCredits: number;
  listofRecords: {
    examTitle: string;
    sgpa: number;
    courseCode: string;
    course: string;
    credits: number;
    grade: string;
    gradePoints: number;
    status: string;
    internal: number | null;
    external: number | null;
    total: number | null;
  }[];
};

/**
 * A JNTUH R22 semester (40 internal + 60 external, O to F on 10 points) with a regular exam and a supplementary exam:
 * the sheet of each states the semester's SGPA, the CGPA to date and every subject's marks.
 */
describe('the result sheet after a supplementary exam', () => {
  const suite = gradedExamSuite({
    env: { RESULTS_CACHE_TTL_MS: '300000' },
    subjects: [
      ['R22CS781', 'Cryptography and Network Security', 4],
      ['R22CS782', 'Compiler Design', 3],
      ['R22CS783', 'Cloud Computing', 3],
    ],
  });
  beforeAll(async () => {
    await suite.database.handle.db
      .update(courses)
      .set({ internalMax: 40, externalMax: 60 })
      .where(inArray(courses.id, Object.values(suite.subject)));
  });

  const sheetOf = async (examTitle: string, rollNo: string) =>
    (await (
      await suite.app.request(`/api/app/getExamResultByRollNoView?${new URLSearchParams({ examTitle, rollNo })}`)
    ).json()) as Sheet;

  it("states the semester's SGPA with the passing grade in place of the F, the CGPA to date and the marks", async () => {
    const db = suite.database.handle.db;
    const cell = await suite.as('examination');
    const principal = await suite.as('principal');
    const { R22CS781: crypto, R22CS782: compiler, R22CS783: cloud } = suite.subject as Record<string, number>;

    // The regular exam: everyone 30 + 40 = 70 (A, 8) in each subject; the student 36 + 50 = 86 (A+, 9) in Cloud
    // Computing and 30 + 15 in Compiler Design, under 21 of 60 in the external: F.
    const regular = await defineExam(cell, REGULAR, 11, 2027);
    await placeSubjects(cell, regular, [
      [crypto!, '2027-11-02'],
      [compiler!, '2027-11-04'],
      [cloud!, '2027-11-06'],
    ]);
    const sitting = await registerEveryone(cell, db, regular);
    const student = sitting[0]!;
    const { rows, row } = marksOfEveryone(regular, sitting, [crypto!, compiler!, cloud!]);
    for (const r of rows) Object.assign(r, { internal: 30, external: 40 });
    Object.assign(row(student.id, cloud!), { internal: 36, external: 50 });
    Object.assign(row(student.id, compiler!), { internal: 30, external: 15 });
    await db.insert(examMarks).values(rows);
    await publish(cell, principal, regular);

    const before = await sheetOf(REGULAR, student.rollNo);
    // (4 × 8 + 3 × 0 + 3 × 9) / 10 = 5.90
    expect(before.semester).toBe(7);
    expect(before.listofRecords.every((r) => r.sgpa === 5.9)).toBe(true);
    expect(before.listofRecords.find((r) => r.courseCode === 'R22CS782')).toMatchObject({
      grade: 'F',
      internal: 30,
      external: 15,
      total: 45,
    });

    // The supplementary exam re-sits Compiler Design: 30 + 36 = 66, B+ (7).
    const made = await cell.post('exams', {
      title: SUPPLEMENTARY,
      regulationId: (await cell.get('exams/choices')).body.regulations.find((r: { label: string }) => r.label === 'R22')
        .value,
      degreeId: (await cell.get('exams/choices')).body.degrees.find((d: { label: string }) => d.label === 'B.Tech')
        .value,
      semester: 7,
      examType: 'supplementary',
      month: 2,
      year: 2028,
    });
    expect(made.status).toBe(201);
    const supplementary = made.body.row.id as number;
    await placeSubjects(cell, supplementary, [[compiler!, '2028-02-10']]);
    const resitting = await registerEveryone(cell, db, supplementary);
    expect(resitting.map((s) => s.rollNo)).toEqual([student.rollNo]);
    await db.insert(examMarks).values({
      examId: supplementary,
      studentId: student.id,
      courseId: compiler!,
      internal: 30,
      external: 36,
      externalAbsent: false,
    });
    await publish(cell, principal, supplementary);
    // The exam cell's review states the same semester SGPA.
    const review = (await cell.get(`exams/${supplementary}/results?rollNo=${student.rollNo}`)).body;
    expect(review.students).toEqual([expect.objectContaining({ rollNo: student.rollNo, sgpa: 8 })]);

    const after = await sheetOf(SUPPLEMENTARY, student.rollNo);
    // The semester's SGPA, (4 × 8 + 3 × 7 + 3 × 9) / 10 = 8.00, not the re-sat subject's 7.00 alone.
    expect(after.semester).toBe(7);
    expect(after.listofRecords).toHaveLength(1);
    expect(after.listofRecords[0]).toMatchObject({
      examTitle: SUPPLEMENTARY,
      sgpa: 8,
      courseCode: 'R22CS782',
      credits: 3,
      grade: 'B+',
      gradePoints: 7,
      status: 'Pass',
      internal: 30,
      external: 36,
      total: 66,
    });
    expect(after).toMatchObject({ totalCredits: 3, earnedCredits: 3 });
    // The CGPA to date is the transcript's, every course counted once with its latest attempt.
    const transcript = (await cell.get(`memos/transcript?rollNo=${student.rollNo}`)).body.transcript;
    expect(after.cgpa).toBe(transcript.cgpa);
    expect(after.cgpa).toBeGreaterThan(before.cgpa);
    // JNTUH R22's conversion, the regulation's default: (CGPA − 0.5) × 10, on the sheet and the transcript.
    expect(after.percentage).toBe(Math.round((after.cgpa - 0.5) * 1000) / 100);
    expect(transcript).toMatchObject({ percentage: after.percentage, percentageRule: '(CGPA - 0.5) × 10' });
    // The regular exam's sheet still states what it did when it was published.
    expect((await sheetOf(REGULAR, student.rollNo)).listofRecords[0]!.sgpa).toBe(5.9);
    expect((await sheetOf(REGULAR, student.rollNo)).cgpa).toBe(before.cgpa);

    // Newest exam first on /examresults: the supplementary (February 2028) above the regular (November 2027).
    const titles = (await (await suite.app.request('/api/app/getDistinctExamTitlesBy')).json()) as string[];
    expect(titles.slice(0, 2)).toEqual([SUPPLEMENTARY, REGULAR]);
  }, 300_000);
  it('states the SGPA of each semester a supplementary exam re-sits courses of, and the CGPA to date', async () => {
    const db = suite.database.handle.db;
    const cell = await suite.as('examination');
    const principal = await suite.as('principal');
    // Two R22 CSE subjects of semester 6 and two of semester 7, each on JNTUH's 40 + 60.
    const sem7 = await addSemester7Subjects(db, [
      ['R22CS791', 'Natural Language Processing', 3],
      ['R22CS792', 'Big Data Analytics', 4],
    ]);
    const [sem7Row] = await db.select().from(courses).where(eq(courses.id, sem7.R22CS791!));
    const [sem7Semester] = await db.select().from(semesters).where(eq(semesters.id, sem7Row!.semesterId));
    const [sem6Semester] = await db
      .select()
      .from(semesters)
      .where(and(eq(semesters.degreeId, sem7Semester!.degreeId), eq(semesters.number, 6)));
    const sem6: Record<string, number> = {};
    for (const [code, name, credits] of [
      ['R22CS691', 'Automata Theory', 3],
      ['R22CS692', 'Computer Networks', 4],
    ] as const) {
      const [made] = await db
        .insert(courses)
        .values({ ...sem7Row!, id: undefined, code, name, credits, semesterId: sem6Semester!.id })
        .returning({ id: courses.id });
      sem6[code] = made!.id;
    }
    const all = [sem6.R22CS691!, sem6.R22CS692!, sem7.R22CS791!, sem7.R22CS792!];
    await db.update(courses).set({ internalMax: 40, externalMax: 60 }).where(inArray(courses.id, all));

    // Published before: semester 6 with Automata Theory failed and Computer Networks A (8); semester 7 with Natural
    // Language Processing failed and Big Data Analytics O (10).
    // A student on roll of another branch: the semester-7 exams of the test beside this one register CSE's.
    const [student] = await db
      .select()
      .from(students)
      .where(and(ne(students.branchId, sem7Row!.branchId), eq(students.status, 'studying')))
      .orderBy(asc(students.rollNo))
      .limit(1);
    const published = async (title: string, semesterId: number, day: string, rows: [number, string, number][]) => {
      const [made] = await db
        .insert(examTitles)
        .values({ title, semesterId, publishedAt: new Date(`${day}T06:00:00Z`) })
        .returning({ id: examTitles.id });
      await db.insert(examResults).values(
        rows.map(([courseId, grade, gradePoints]) => ({
          examTitleId: made!.id,
          studentId: student!.id,
          courseId,
          grade,
          gradePoints,
        })),
      );
    };
    await published(
      'B.Tech III Year II Semester (R22) Regular Examinations, May 2025',
      sem6Semester!.id,
      '2025-06-20',
      [
        [sem6.R22CS691!, 'F', 0],
        [sem6.R22CS692!, 'A', 8],
      ],
    );
    await published(
      'B.Tech IV Year I Semester (R22) Regular Examinations, November 2025',
      sem7Semester!.id,
      '2025-12-20',
      [
        [sem7.R22CS791!, 'F', 0],
        [sem7.R22CS792!, 'O', 10],
      ],
    );

    // The supplementary exam of semester 7 re-sits both: 30 + 40 = 70, A (8), in each.
    const title = 'B.Tech IV Year I Semester (R22) Supplementary Examinations, February 2026';
    const choices = (await cell.get('exams/choices')).body;
    const made = await cell.post('exams', {
      title,
      regulationId: choices.regulations.find((r: { label: string }) => r.label === 'R22').value,
      degreeId: choices.degrees.find((d: { label: string }) => d.label === 'B.Tech').value,
      semester: 7,
      examType: 'supplementary',
      month: 2,
      year: 2026,
    });
    expect(made.status).toBe(201);
    const exam = made.body.row.id as number;
    await placeSubjects(cell, exam, [
      [sem6.R22CS691!, '2026-02-09'],
      [sem7.R22CS791!, '2026-02-11'],
    ]);
    expect((await registerEveryone(cell, db, exam)).map((s) => s.rollNo)).toEqual([student!.rollNo]);
    await db.insert(examMarks).values(
      [sem6.R22CS691!, sem7.R22CS791!].map((courseId) => ({
        examId: exam,
        studentId: student!.id,
        courseId,
        internal: 30,
        external: 40,
        externalAbsent: false,
      })),
    );
    await publish(cell, principal, exam);

    const sheet = await sheetOf(title, student!.rollNo);
    // Semester 6: (3 × 8 + 4 × 8) / 7 = 8.00; semester 7: (3 × 8 + 4 × 10) / 7 = 9.14.
    expect(sheet.sgpas).toEqual([
      { semester: 6, sgpa: 8 },
      { semester: 7, sgpa: 9.14 },
    ]);
    expect(sheet.listofRecords.map((r) => [r.courseCode, r.grade, r.sgpa])).toEqual([
      ['R22CS691', 'A', 8],
      ['R22CS791', 'A', 9.14],
    ]);
    // The CGPA to date and each semester's SGPA are the transcript's (the demo's earlier semesters counted too).
    const transcript = (await cell.get(`memos/transcript?rollNo=${student!.rollNo}`)).body.transcript;
    expect(sheet.cgpa).toBe(transcript.cgpa);
    const bySemester = transcript.semesters as { semester: number; sgpa: number }[];
    expect(bySemester.filter((t) => t.semester >= 6).map((t) => [t.semester, t.sgpa])).toEqual([
      [6, 8],
      [7, 9.14],
    ]);
  }, 300_000);
});
