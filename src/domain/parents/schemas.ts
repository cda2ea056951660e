import * as v from 'valibot';
import { ClaimCodeSchema } from '../auth/student-claim';
import { RollNumberSchema } from '../results/roll-number';
import { PARENT_MESSAGES as M } from './messages';

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const INDIAN_DATE = /^(\d{2})[-/.](\d{2})[-/.](\d{4})$/;

/** A real calendar date given as YYYY-MM-DD (a date input) or DD-MM-YYYY (as Indian forms write it) → YYYY-MM-DD. */
export function isoDateFromInput(input: string): string | null {
  const text = input.trim();
  const iso = ISO_DATE.exec(text);
  const indian = INDIAN_DATE.exec(text);
  const [year, month, day] = iso ? [iso[1]!, iso[2]!, iso[3]!] : indian ? [indian[3]!, indian[2]!, indian[1]!] : [];
  if (!year || !month || !day) return null;
  const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  const same = date.getUTCFullYear() === Number(year) && date.getUTCMonth() === Number(month) - 1 && date.getUTCDate() === Number(day);
  return same && Number(year) >= 1900 ? `${year}-${month}-${day}` : null;
}

export const DateOfBirthSchema = v.pipe(
  v.optional(v.string(M.dateOfBirthRequired), ''),
  v.trim(),
  v.nonEmpty(M.dateOfBirthRequired),
  v.maxLength(10, M.dateOfBirthInvalid),
  v.check((s) => isoDateFromInput(s) !== null, M.dateOfBirthInvalid),
  v.transform((s) => isoDateFromInput(s)!),
);

/**
 * POST /api/app/linkParentStudent: a parent names the student by roll number and date of birth; without a
 * code the server sends one to the contact on the admission record, with the code it links the student.
 */
export const LinkParentStudentSchema = v.object({
  rollNo: RollNumberSchema,
  dateOfBirth: DateOfBirthSchema,
  code: ClaimCodeSchema,
});
export type LinkParentStudent = v.InferOutput<typeof LinkParentStudentSchema>;

/** One exam of a linked student: the sheet's summary (CGPA as §3 labels the sheet's number). */
export interface ParentStudentExam {
  examTitle: string;
  sgpa: number;
  earnedCredits: number;
  totalCredits: number;
  passCount: number;
  failCount: number;
}

/** GET /api/app/getParentStudents: each student linked to the signed-in parent, newest exam first. */
export interface ParentStudent {
  rollNo: string;
  fullName: string;
  branch: string;
  batch: string;
  linkedAt: string;
  exams: ParentStudentExam[];
}
