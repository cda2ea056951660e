import { MONTH_NAMES } from '../calendar/month-names';
import { isPassingGrade } from '../results/grade-scale';
import { conversionText, percentageFromCgpa, type PercentageConversion } from '../results/cgpa-percentage';
import { cumulativeGpa, summariseCredits } from '../results/sgpa';
import { awardedClass, hasCompleted, type AwardBand } from './award-class';
import type { DocumentKind } from './document-kinds';
import type { Transcript, TranscriptSemester } from './transcript-schema';

export { DOCUMENT_KINDS, type DocumentKind } from './document-kinds';

export type { Transcript, TranscriptCourse, TranscriptSemester } from './transcript-schema';

/** One published result of the student: an attempt at a course in an exam. */
export interface PublishedAttempt {
  examTitle: string;
  /** When the exam was published, epoch ms: the later attempt at a course replaces the earlier. */
  publishedAt: number;
  semester: number;
  semesterName: string;
  courseId: number;
  code: string;
  name: string;
  credits: number;
  /** §9's letters or a regulation's own (A+, O); F and AB fail. */
  grade: string;
  /** The points the exam's scheme gave (§9's for rows stored without them). */
  gradePoints: number;
}

/**
 * The exam's month and year from its title's end ('…Regular Examinations, May 2024'), as the public list spells
 * titles; from the publication's month when a title does not end so.
 */
export function examMonthOf(title: string, publishedAt: number): { label: string; year: number } {
  const m = /,\s*([A-Za-z]+)\s+(\d{4})\s*$/.exec(title);
  if (m && MONTH_NAMES.some((name) => name.toLowerCase() === m[1]!.toLowerCase())) {
    const month = MONTH_NAMES.find((name) => name.toLowerCase() === m[1]!.toLowerCase())!;
    return { label: `${month} ${m[2]}`, year: Number(m[2]) };
  }
  const d = new Date(publishedAt);
  return { label: `${MONTH_NAMES[d.getUTCMonth()]} ${d.getUTCFullYear()}`, year: d.getUTCFullYear() };
}

export interface TranscriptRules {
  creditsRequired: number;
  /** The batch's start year and the degree's years: completing by startYear + years is the normal duration. */
  startYear: number;
  degreeYears: number;
  bands?: readonly AwardBand[];
  /** The regulation's conversion of CGPA to a percentage; none shows no percentage. */
  percentage?: PercentageConversion | null;
}

/**
 * A student's consolidated record from every published attempt: each course once with its latest attempt (a
 * supplementary pass replaces the fail it clears), SGPA per semester over those, CGPA (`cumulativeGpa`), credits,
 * backlogs and the class the regulation awards once every credit is earned with nothing left to pass.
 */
export function assembleTranscript(attempts: readonly PublishedAttempt[], rules: TranscriptRules): Transcript {
  const byCourse = new Map<number, PublishedAttempt[]>();
  for (const a of attempts) byCourse.set(a.courseId, [...(byCourse.get(a.courseId) ?? []), a]);
  const semesters = new Map<number, TranscriptSemester>();
  let lastPassed: { label: string; year: number; at: number } | null = null;
  let passedAllAtFirstAttempt = true;
  for (const tries of byCourse.values()) {
    tries.sort((x, y) => x.publishedAt - y.publishedAt);
    const latest = tries.at(-1)!;
    if (tries.some((t) => !isPassingGrade(t.grade))) passedAllAtFirstAttempt = false;
    const month = examMonthOf(latest.examTitle, latest.publishedAt);
    const passed = isPassingGrade(latest.grade);
    if (passed && (!lastPassed || latest.publishedAt > lastPassed.at))
      lastPassed = { ...month, at: latest.publishedAt };
    const sem = semesters.get(latest.semester) ?? {
      semester: latest.semester,
      name: latest.semesterName,
      courses: [],
      sgpa: 0,
      credits: 0,
      creditsEarned: 0,
    };
    sem.courses.push({
      code: latest.code,
      name: latest.name,
      credits: latest.credits,
      grade: latest.grade,
      gradePoints: latest.gradePoints,
      examMonth: month.label,
      attempts: tries.length,
      passed,
    });
    semesters.set(latest.semester, sem);
  }
  const ordered = [...semesters.values()].sort((a, b) => a.semester - b.semester);
  for (const sem of ordered) {
    sem.courses.sort((a, b) => a.code.localeCompare(b.code));
    const summary = summariseCredits(sem.courses);
    sem.sgpa = summary.sgpa;
    sem.credits = summary.totalCredits;
    sem.creditsEarned = summary.earnedCredits;
  }
  const cgpa = cumulativeGpa(
    attempts.map((a) => ({
      courseId: a.courseId,
      credits: a.credits,
      grade: a.grade,
      gradePoints: a.gradePoints,
      publishedAt: a.publishedAt,
    })),
  );
  const creditsEarned = ordered.reduce((n, s) => n + s.creditsEarned, 0);
  const backlogs = ordered.reduce((n, s) => n + s.courses.filter((c) => !c.passed).length, 0);
  const facts = {
    cgpa,
    creditsEarned,
    creditsRequired: rules.creditsRequired,
    backlogs,
    passedAllAtFirstAttempt,
    withinNormalDuration: lastPassed !== null && lastPassed.year <= rules.startYear + rules.degreeYears,
  };
  return {
    semesters: ordered,
    ...facts,
    completed: hasCompleted(facts),
    awardedClass: awardedClass(facts, rules.bands),
    lastPassed: lastPassed?.label ?? null,
    ...percentageOf(cgpa, rules.percentage ?? null),
  };
}

function percentageOf(cgpa: number, conversion: PercentageConversion | null) {
  const percentage = percentageFromCgpa(cgpa, conversion);
  return percentage === null || !conversion ? {} : { percentage, percentageRule: conversionText(conversion) };
}

export const DOCUMENT_NAMES: Readonly<Record<DocumentKind, string>> = {
  memo: /*i18n*/ 'Consolidated marks memo',
  provisional: /*i18n*/ 'Provisional certificate',
};

/** What an issued document said, kept as printed so its code verifies it even after results change. */
export interface IssuedContent {
  kind: DocumentKind;
  name: string;
  rollNo: string;
  branch: string;
  degree: string;
  regulation: string;
  transcript: Transcript;
}
