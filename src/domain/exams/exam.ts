import { EXAM_TYPES, SESSIONS, type ExamType, type Session } from './exam-kinds';
import * as v from 'valibot';
import { choiceField, dateField, referenceField, rowIssueMessage, textField } from '../academic/list-fields';
import { semesterName } from '../academic/semester-name';
import { MONTH_NAMES } from '../calendar/month-names';
import type { ScheduledSubject } from './exam-answers';
import { EXAM_MESSAGES as M } from './messages';

export type { ExamHead, ScheduledSubject } from './exam-answers';

/** §9 exam field labels: what each field of an exam is called on screens and in refusals. */
export const EXAM_FIELD_LABELS = {
  title: /*i18n*/ 'Title',
  regulationId: /*i18n*/ 'Regulation',
  degreeId: /*i18n*/ 'Degree',
  semester: /*i18n*/ 'Semester',
  examType: /*i18n*/ 'Exam type',
  month: /*i18n*/ 'Month',
  year: /*i18n*/ 'Year',
} as const;

export { EXAM_TYPES, SESSIONS, type ExamType, type Session } from './exam-kinds';
export const EXAM_TYPE_LABELS: Readonly<Record<ExamType, string>> = {
  regular: /*i18n*/ 'Regular',
  supplementary: /*i18n*/ 'Supplementary',
};

export const SESSION_LABELS: Readonly<Record<Session, string>> = { FN: /*i18n*/ 'Forenoon', AN: /*i18n*/ 'Afternoon' };

/** What the generated title is made from. */
export interface TitleParts {
  degree: string;
  semester: number;
  regulation: string;
  examType: ExamType;
  month: number;
  year: number;
}

/** The title in the public list's form: 'B.Tech II Year II Semester (R22) Regular Examinations, May 2024'. */
export function examTitle(p: TitleParts): string {
  return `${p.degree} ${semesterName(p.semester)} (${p.regulation}) ${EXAM_TYPE_LABELS[p.examType]} Examinations, ${
    MONTH_NAMES[p.month - 1] ?? ''
  } ${p.year}`;
}

const numberWith = (notFound: string, min: number, max: number) =>
  v.pipe(
    v.number((issue) => (issue.input === undefined || issue.input === '' ? M.fillAll : notFound)),
    v.integer(notFound),
    v.minValue(min, notFound),
    v.maxValue(max, notFound),
  );

/** An exam as the exam cell defines it; the title is offered generated from the other fields and may be edited. */
export const ExamSchema = v.object({
  title: textField(160),
  regulationId: referenceField(),
  degreeId: referenceField(),
  semester: numberWith(M.semesterNotFound, 1, 12),
  examType: v.picklist(EXAM_TYPES, M.examTypeNotFound),
  month: numberWith(M.monthNotFound, 1, 12),
  year: numberWith(M.yearNotFound, 2000, 2100),
});
export type ExamInput = v.InferOutput<typeof ExamSchema>;

const NOT_FOUND: readonly string[] = [M.examTypeNotFound, M.monthNotFound, M.yearNotFound, M.semesterNotFound];
/** The words for a form's first issue: an exam field's own Not Found words, else the lists' §8 words. */
export const examIssueMessage = (issue: v.BaseIssue<unknown> | undefined): string =>
  issue && NOT_FOUND.includes(issue.message) ? issue.message : rowIssueMessage(issue);

/** One subject on the exam's timetable: its day and session. */
export const ExamSubjectSlotSchema = v.object({
  date: dateField(),
  session: choiceField(SESSIONS),
});
export type ExamSubjectSlot = v.InferOutput<typeof ExamSubjectSlotSchema>;

const digits = v.pipe(v.string(), v.regex(/^\d{1,9}$/), v.transform(Number));
export const ExamIdSchema = v.object({ id: digits });
export const ExamSubjectIdSchema = v.object({ id: digits, subjectId: digits });
export const ExamListQuerySchema = v.object({
  q: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(80)), ''),
  examType: v.optional(v.picklist(EXAM_TYPES)),
});

/** Whose hall tickets: one student (`rollNo`) or a branch's eligible students (`branch`, its short name). */
export const HallTicketQuerySchema = v.union([
  v.object({ rollNo: v.pipe(v.string(), v.trim(), v.regex(/^[A-Za-z0-9]{1,20}$/)) }),
  v.object({ branch: v.pipe(v.string(), v.trim(), v.regex(/^[A-Za-z0-9&.-]{1,16}$/)) }),
]);

/** Someone who sits the exam: a branch's students (a regular exam) or one student (their backlogs). */
export interface Sitter {
  label: string;
  subjectIds: readonly number[];
}

export interface Clash {
  sitter: string;
  first: ScheduledSubject;
  second: ScheduledSubject;
}

/**
 * The first clash of a timetable: a sitter with two subjects in the same session of the same day. Alternatives of
 * one elective group share a session without a clash, since a student sits only the one chosen.
 */
export function findClash(subjects: readonly ScheduledSubject[], sitters: readonly Sitter[]): Clash | null {
  const byId = new Map(subjects.map((s) => [s.id, s]));
  for (const sitter of sitters) {
    const seen = new Map<string, ScheduledSubject>();
    for (const id of sitter.subjectIds) {
      const subject = byId.get(id);
      if (!subject) continue;
      const slot = `${subject.date} ${subject.session}`;
      const other = seen.get(slot);
      if (other && !(other.group !== '' && other.group === subject.group))
        return { sitter: sitter.label, first: other, second: subject };
      if (!other) seen.set(slot, subject);
    }
  }
  return null;
}

/** The refusal words of a clash. */
export const clashMessage = (c: Clash): string =>
  M.clash(
    c.sitter,
    c.first.code,
    c.second.code,
    `on ${c.first.date} in the ${SESSION_LABELS[c.first.session].toLowerCase()}`,
  );

/**
 * Why a registered student may not sit yet: dues outstanding, attendance below the condonation band (detained), or
 * attendance in the band with its condonation fee not paid yet.
 */
export type IneligibleReason = 'dues' | 'attendance' | 'condonation';
export const INELIGIBLE_LABELS: Readonly<Record<IneligibleReason, string>> = {
  dues: /*i18n*/ 'Fee dues outstanding',
  attendance: /*i18n*/ 'Attendance below the required percentage',
  condonation: /*i18n*/ 'Attendance condonation fee not paid',
};
