import * as v from 'valibot';
import { calendarDateFromInput } from '../calendar/calendar-date-input';
import { ClaimCodeSchema, ClaimCodeSentSchema } from '../auth/student-claim';
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
const ParentStudentExamSchema = v.object({
  examTitle: v.string(),
  /** The SGPA of the exam's semester (`semester`) once the exam is published. */
  sgpa: v.number(),
  semester: v.optional(v.number()),
  /** The SGPA of each semester whose courses the exam's sheet holds (a supplementary exam's may be several). */
  sgpas: v.optional(v.array(v.object({ semester: v.number(), sgpa: v.number() }))),
  /** The CGPA to date once the exam is published. */
  cgpa: v.optional(v.number()),
  earnedCredits: v.number(),
  totalCredits: v.number(),
  passCount: v.number(),
  failCount: v.number(),
});
export type ParentStudentExam = v.InferOutput<typeof ParentStudentExamSchema>;

/** One student linked to the signed-in parent, newest exam first. */
const ParentStudentSchema = v.object({
  rollNo: v.string(),
  fullName: v.string(),
  branch: v.string(),
  batch: v.string(),
  linkedAt: v.string(),
  exams: v.array(ParentStudentExamSchema),
});
export type ParentStudent = v.InferOutput<typeof ParentStudentSchema>;

/** GET /api/app/getParentStudents */
export const ParentStudentsSchema = v.object({ students: v.array(ParentStudentSchema) });

/** POST /api/app/linkParentStudent with the right code (201): what was done and the updated list. */
export const StudentLinkedSchema = v.object({ message: v.string(), students: v.array(ParentStudentSchema) });

/**
 * POST /api/app/linkParentStudent: without a code, where the code went (202); with the right code, the updated
 * list (201).
 */
export const LinkStudentAnswerSchema = v.union([StudentLinkedSchema, ClaimCodeSentSchema]);
