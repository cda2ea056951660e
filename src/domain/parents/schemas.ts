import * as v from 'valibot';
import { calendarDateFromInput } from '../calendar/calendar-date-input';
import { ClaimCodeSchema } from '../auth/student-claim';
import { RollNumberSchema } from '../results/roll-number';
import { PARENT_MESSAGES as M } from './messages';

export const DateOfBirthSchema = v.pipe(
  v.optional(v.string(M.dateOfBirthRequired), ''),
  v.trim(),
  v.nonEmpty(M.dateOfBirthRequired),
  v.maxLength(10, M.dateOfBirthInvalid),
  v.check((s) => calendarDateFromInput(s) !== null, M.dateOfBirthInvalid),
  v.transform((s) => calendarDateFromInput(s)!),
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

/** One exam of a linked student: the sheet's summary, each figure as the sheet labels it. */
export interface ParentStudentExam {
  examTitle: string;
  /** The SGPA of the exam's semester (`semester`) once the exam is published. */
  sgpa: number;
  semester?: number;
  /** The SGPA of each semester whose courses the exam's sheet holds (a supplementary exam's may be several). */
  sgpas?: { semester: number; sgpa: number }[];
  /** The CGPA to date once the exam is published. */
  cgpa?: number;
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
