import * as v from 'valibot';
import { MASKED_EMAIL, MASKED_MOBILE } from './contact-mask';
import { PARENT_RELATIONS } from './profile';

/** The parent's own details: the account's name and sign-in e-mail (read-only), and what My Profile keeps. */
export const ParentProfileDetailsSchema = v.object({
  username: v.string(),
  fullName: v.string(),
  /** The account's e-mail: sign-in and password resets use it, so the profile shows it and never changes it. */
  email: v.string(),
  /** '' until the parent saves the profile. */
  mobile: v.string(),
  /** null until the parent saves the profile. */
  relation: v.nullable(v.picklist(PARENT_RELATIONS)),
  address: v.string(),
});
export type ParentProfileDetails = v.InferOutput<typeof ParentProfileDetailsSchema>;

/** A linked student as the college holds them, read-only; their own contacts masked by the server. */
const LinkedStudentDetailsSchema = v.object({
  rollNo: v.string(),
  fullName: v.string(),
  /** The degree (B.Tech), which the admission forms call the course. */
  course: v.string(),
  branch: v.string(),
  batch: v.string(),
  semester: v.number(),
  /** The semester as the college names it ('II Year I Semester'). */
  semesterName: v.string(),
  section: v.nullable(v.string()),
  /** YYYY-MM-DD. */
  dateOfBirth: v.nullable(v.string()),
  /** 'r***@example.com'. */
  email: v.nullable(v.pipe(v.string(), v.regex(MASKED_EMAIL))),
  /** '******1234'. */
  mobile: v.nullable(v.pipe(v.string(), v.regex(MASKED_MOBILE))),
});
export type LinkedStudentDetails = v.InferOutput<typeof LinkedStudentDetailsSchema>;

/** GET /api/app/parent/profile: the parent's details and each student linked to them, in the order linked. */
export const ParentProfileAnswerSchema = v.object({
  profile: ParentProfileDetailsSchema,
  students: v.array(LinkedStudentDetailsSchema),
});
export type ParentProfileAnswer = v.InferOutput<typeof ParentProfileAnswerSchema>;

/** PUT /api/app/parent/profile: what was done and the details as saved. */
export const ParentProfileSavedSchema = v.object({ message: v.string(), profile: ParentProfileDetailsSchema });
