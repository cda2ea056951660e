import { english } from '../i18n/translate';
import { GRADE_POINTS, GRADES, isPassingGrade, type Grade } from '../results/grade-scale';
import { summariseCredits } from '../results/sgpa';
import type { ExamAnalysis, SubjectPassRow, Topper } from './analysis-answer';

export type { ExamAnalysis, PassRow, SubjectPassRow, Topper } from './analysis-answer';

/** One published result of an exam, with whose it is and where they study. */
export interface AnalysedResult {
  studentId: number;
  rollNo: string;
  name: string;
  branch: string;
  /** The section's name ('A'); '' when the student has none. */
  section: string;
  courseCode: string;
  courseName: string;
  credits: number;
  grade: Grade;
}

export const TOPPERS = 10;
const percentOf = (passed: number, appeared: number) =>
  appeared === 0 ? 0 : Math.round((passed * 1000) / appeared) / 10;
const byLabel = (a: { label: string }, b: { label: string }) => a.label.localeCompare(b.label);

/**
 * A published exam at a glance. A student passes the exam when every course passes; a subject's pass percentage
 * is over those who sat it (AB counted apart); toppers by the exam's SGPA, equal SGPAs sharing a rank.
 */
export function analyseExam(rows: readonly AnalysedResult[]): ExamAnalysis {
  const students = new Map<number, { head: AnalysedResult; results: AnalysedResult[] }>();
  for (const r of rows) {
    const s = students.get(r.studentId) ?? { head: r, results: [] };
    s.results.push(r);
    students.set(r.studentId, s);
  }
  const groups = new Map<string, { label: string; appeared: number; passed: number }>();
  const sections = new Map<string, { label: string; appeared: number; passed: number }>();
  const scored: Omit<Topper, 'rank'>[] = [];
  const backlogBands = [0, 0, 0, 0];
  let passed = 0;
  for (const { head, results } of students.values()) {
    const failed = results.filter((r) => !isPassingGrade(r.grade)).length;
    const ok = failed === 0 ? 1 : 0;
    passed += ok;
    backlogBands[Math.min(failed, 3)]! += 1;
    const branch = groups.get(head.branch) ?? { label: head.branch, appeared: 0, passed: 0 };
    branch.appeared += 1;
    branch.passed += ok;
    groups.set(head.branch, branch);
    const sectionLabel = head.section
      ? `${head.branch} ${head.section}`
      : english(/*i18n*/ '{branch} (no section)', { branch: head.branch });
    const section = sections.get(sectionLabel) ?? { label: sectionLabel, appeared: 0, passed: 0 };
    section.appeared += 1;
    section.passed += ok;
    sections.set(sectionLabel, section);
    const sgpa = summariseCredits(results.map((r) => ({ ...r, gradePoints: GRADE_POINTS[r.grade] }))).sgpa;
    scored.push({ rollNo: head.rollNo, name: head.name, branch: head.branch, sgpa });
  }
  const subjects = new Map<string, SubjectPassRow>();
  const grades = new Map<Grade, number>(GRADES.map((g) => [g, 0]));
  for (const r of rows) {
    grades.set(r.grade, grades.get(r.grade)! + 1);
    const s = subjects.get(r.courseCode) ?? {
      code: r.courseCode,
      label: `${r.courseCode} ${r.courseName}`,
      branch: r.branch,
      appeared: 0,
      absent: 0,
      passed: 0,
      percent: 0,
    };
    if (r.grade === 'AB') s.absent += 1;
    else s.appeared += 1;
    if (isPassingGrade(r.grade)) s.passed += 1;
    subjects.set(r.courseCode, s);
  }
  scored.sort((a, b) => b.sgpa - a.sgpa || a.rollNo.localeCompare(b.rollNo));
  const toppers: Topper[] = [];
  scored.slice(0, TOPPERS).forEach((s, i) => {
    const rank = i > 0 && toppers[i - 1]!.sgpa === s.sgpa ? toppers[i - 1]!.rank : i + 1;
    toppers.push({ rank, ...s });
  });
  const withPercent = <T extends { appeared: number; passed: number }>(g: T) => ({
    ...g,
    percent: percentOf(g.passed, g.appeared),
  });
  return {
    students: students.size,
    passed,
    percent: percentOf(passed, students.size),
    byBranch: [...groups.values()].map(withPercent).sort(byLabel),
    bySection: [...sections.values()].map(withPercent).sort(byLabel),
    bySubject: [...subjects.values()].map(withPercent).sort((a, b) => a.code.localeCompare(b.code)),
    grades: GRADES.map((grade) => ({ grade, count: grades.get(grade)! })),
    toppers,
    backlogs: [/*i18n*/ 'None', '1', '2', /*i18n*/ '3 or more'].map((label, i) => ({
      label,
      students: backlogBands[i]!,
    })),
    backlogCourses: rows.filter((r) => !isPassingGrade(r.grade)).length,
  };
}
