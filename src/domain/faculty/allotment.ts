import * as v from 'valibot';
import { referenceField } from '../academic/list-fields';
import { ALLOTMENT_COLLEGE_WRITERS } from './allotment-access';
import { ALLOTMENT_MESSAGES as M } from './allotment-messages';

export { ALLOTMENT_COLLEGE_WRITERS, ALLOTMENT_SELF_READERS, ALLOTMENT_WRITERS } from './allotment-access';

const YEAR = /^(\d{4})-(\d{4})$/;

/** '2026-2027': two years in a row. The academic-years list will hold these names. */
export const isAcademicYear = (s: string): boolean => {
  const m = YEAR.exec(s);
  return m !== null && Number(m[2]) === Number(m[1]) + 1 && Number(m[1]) >= 1950 && Number(m[1]) < 2100;
};

export const AcademicYearSchema = v.pipe(
  v.string(M.fillAll),
  v.trim(),
  v.nonEmpty(M.fillAll),
  v.check(isAcademicYear, M.yearNotConsecutive),
);

/** One allotment as the form and the server take it. */
export const AllotmentSchema = v.object({
  academicYear: AcademicYearSchema,
  facultyId: referenceField(),
  subjectId: referenceField(),
  sectionId: referenceField(),
  shared: v.optional(v.boolean(M.invalid), false),
});
export type AllotmentInput = v.InferOutput<typeof AllotmentSchema>;

/** The list of allotments: a year (required), optionally one faculty member, a page. */
export const AllotmentQuerySchema = v.object({
  academicYear: AcademicYearSchema,
  facultyId: v.optional(v.pipe(v.string(), v.regex(/^\d{1,9}$/), v.transform(Number))),
  page: v.optional(v.pipe(v.string(), v.regex(/^\d{1,6}$/), v.transform(Number), v.minValue(1)), '1'),
});

export const OwnAllotmentQuerySchema = v.object({ academicYear: AcademicYearSchema });

export const AllotmentIdSchema = v.object({ id: v.pipe(v.string(), v.regex(/^\d{1,9}$/), v.transform(Number)) });

/** What the server knows of an allotment's subject, section and faculty member when it checks the rules. */
export interface AllotmentFacts {
  subjectBranchId: number;
  sectionBranchId: number;
  facultyStatus: string;
  shared: boolean;
  /** Another allotment of the same year, subject and section that is not shared. */
  slotHasTeacher: boolean;
  /** The same faculty member already on this year, subject and section. */
  sameTeacherAlready: boolean;
}

/** Why an allotment is refused (the reason given with the invalid-data words), or null when it may be saved. */
export function allotmentRefusal(f: AllotmentFacts): string | null {
  if (f.subjectBranchId !== f.sectionBranchId) return M.branchMismatch;
  if (f.facultyStatus !== 'Active') return M.relieved;
  if (f.sameTeacherAlready) return M.alreadyAllotted;
  if (!f.shared && f.slotHasTeacher) return M.slotTaken;
  return null;
}

/**
 * Whether a user may allot in these departments: administrators and the academic section anywhere; a HoD only when
 * the subject's branch and the faculty member are both of the HoD's own department (a HoD without one: never).
 */
export function mayAllot(
  roles: readonly string[],
  ownDepartment: string | null,
  subjectDepartment: string,
  facultyDepartment: string,
): boolean {
  if (roles.some((r) => (ALLOTMENT_COLLEGE_WRITERS as readonly string[]).includes(r))) return true;
  if (!roles.includes('ROLE_HOD') || !ownDepartment) return false;
  return subjectDepartment === ownDepartment && facultyDepartment === ownDepartment;
}

/** A row of the allotments list, with the names the screen shows. */
export const AllotmentRowSchema = v.object({
  id: v.number(),
  academicYear: v.string(),
  facultyId: v.number(),
  facultyName: v.string(),
  empCode: v.string(),
  subjectId: v.number(),
  subjectCode: v.string(),
  subjectName: v.string(),
  sectionId: v.number(),
  sectionLabel: v.string(),
  shared: v.boolean(),
});
export type AllotmentRow = v.InferOutput<typeof AllotmentRowSchema>;

const OptionSchema = v.object({ value: v.number(), label: v.string() });

/** The drop-downs of the allotment form, as the user may fill them (GET /api/app/allotments/choices). */
export const AllotmentChoicesSchema = v.object({
  faculty: v.array(OptionSchema),
  subjects: v.array(OptionSchema),
  sections: v.array(OptionSchema),
  /** The academic years the college keeps, newest first; an allotment names one of them. */
  academicYears: v.array(v.object({ value: v.string(), label: v.string(), current: v.boolean() })),
});
export type AllotmentChoices = v.InferOutput<typeof AllotmentChoicesSchema>;

/** A change to an allotment (save, edit, delete): what was done. */
export const AllotmentChangedSchema = v.object({ message: v.string() });
