import * as v from 'valibot';
import { STORED_GRADE } from './grade-scale';
import { RESULT_SHEET_LABELS, english, type Translate } from './result-sheet-labels';

/** Marks as published: null for an absentee's external and total, and on results published without marks. */
const marks = v.optional(v.nullable(v.number()));

/** §3 Exam result response: one record per course of the exam title. */
const ResultRecordSchema = v.object({
  examTitle: v.string(),
  /**
   * The SGPA, once this exam is published, of the semester of the record's course (the exam's `semester` but on a
   * supplementary exam re-sitting courses of other semesters); §3 shows it as 'CGPA'.
   */
  sgpa: v.number(),
  courseCode: v.string(),
  course: v.string(),
  credits: v.number(),
  /** §9's letters or a regulation's own (A+, O); F and AB fail. */
  grade: v.pipe(v.string(), v.regex(STORED_GRADE)),
  gradePoints: v.number(),
  status: v.string(),
  /** A subject recounted or revalued since publication: 'Revalued: F → C', newest decision; absent otherwise. */
  revaluation: v.optional(v.string()),
  internal: marks,
  external: marks,
  total: marks,
});
export type ResultRecord = v.InferOutput<typeof ResultRecordSchema>;

export const ResultSheetSchema = v.object({
  studentName: v.string(),
  studentRollNo: v.string(),
  totalCredits: v.number(),
  earnedCredits: v.number(),
  passCount: v.number(),
  failCount: v.number(),
  listofRecords: v.array(ResultRecordSchema),
  /** The semester the exam is of: the records' `sgpa` is that semester's. Absent on copies kept before it was sent. */
  semester: v.optional(v.number()),
  /** The SGPA of each semester whose courses the sheet holds, in semester order. Absent on copies kept before it was sent. */
  sgpas: v.optional(v.array(v.object({ semester: v.number(), sgpa: v.number() }))),
  /** The CGPA to date: every course's latest attempt published by this exam. */
  cgpa: v.optional(v.number()),
  /** The CGPA as a percentage by the student's regulation; absent when the regulation converts none. */
  percentage: v.optional(v.number()),
});
export type ResultSheet = v.InferOutput<typeof ResultSheetSchema>;

/** What the sheet's SGPA is: 'SGPA (Semester 4)'; plain 'SGPA' on a copy kept before the semester was sent. */
export function sgpaLabel(semester: number | undefined, translate: Translate = english): string {
  return semester === undefined
    ? translate(RESULT_SHEET_LABELS.sgpa)
    : translate(RESULT_SHEET_LABELS.sgpaOfSemester, { semester });
}

/**
 * The SGPAs a sheet states, each with its semester: one per semester its courses belong to, or (a copy kept before
 * they were sent) the exam's semester's alone.
 */
export function sheetSgpas(sheet: ResultSheet): { semester: number | undefined; sgpa: number }[] {
  if (sheet.sgpas?.length) return sheet.sgpas;
  return [{ semester: sheet.semester, sgpa: sheet.listofRecords[0]?.sgpa ?? 0 }];
}

/** Whether any course of the sheet carries its marks: sheets published without marks show no marks columns. */
export function sheetHasMarks(sheet: ResultSheet): boolean {
  return sheet.listofRecords.some((r) => r.internal != null || r.external != null || r.total != null);
}

/** A mark as the sheet prints it: the number, or a dash where there is none (an absentee's external). */
export const markText = (mark: number | null | undefined): string => (mark == null ? '–' : String(mark));

/** A percentage as the sheet prints it: '74.50%'. */
export const percentText = (percent: number): string => `${percent.toFixed(2)}%`;

/** The view call answers an empty object when the roll number has no result for the title (§7). */
export const ResultViewResponseSchema = v.union([ResultSheetSchema, v.strictObject({})]);

export function isResultSheet(value: unknown): value is ResultSheet {
  return v.is(ResultSheetSchema, value);
}

export const ResultReportResponseSchema = v.variant('success', [
  v.object({ success: v.literal('True'), b64: v.string() }),
  v.object({ success: v.literal('False'), message: v.string() }),
]);
export type ResultReportResponse = v.InferOutput<typeof ResultReportResponseSchema>;

export const ExamTitlesResponseSchema = v.array(v.string());
