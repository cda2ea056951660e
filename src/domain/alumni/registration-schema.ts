import * as v from 'valibot';
import { ALUMNI_MESSAGES as M, WORKING_OPTIONS, hasAllowedAttachmentName } from './messages';

const text = (max = 200) => v.pipe(v.optional(v.string(), ''), v.trim(), v.maxLength(max, M.tooLong));
const required = (max = 200) => v.pipe(text(max), v.nonEmpty(M.required));
const BASIC_EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const entries = {
  name: required(120),
  course: text(32),
  rollNumber: v.pipe(required(20), v.toUpperCase()),
  batch: required(16),
  // §5 mobile: exactly 10 digits, 'Required*' both when empty and when not 10 digits (max length 10).
  mobileNumber: v.pipe(v.optional(v.string(), ''), v.trim(), v.regex(/^\d{10}$/, M.required)),
  email: v.pipe(
    text(254),
    v.check((s) => s === '' || BASIC_EMAIL.test(s), M.emailInvalid),
  ),
  working: v.pipe(
    v.optional(v.string(), 'NA'),
    v.transform((s) => s || 'NA'),
    v.picklist(WORKING_OPTIONS, M.required),
  ),
  company: text(),
  instituteName: text(),
  companyName: text(),
  jobTitle: text(120),
  courseName: text(120),
  workAddress: text(300),
  eduAddress: text(300),
  // §5 branch values are upper-cased.
  branch: v.pipe(required(16), v.toUpperCase()),
  degree: required(32),
};

/** A file chosen in the app (a File there); the JSON part never holds one. */
export interface ChosenFile {
  readonly name: string;
  readonly size: number;
}

/**
 * §3 alumniStudentRegistration with the §5 rules: required fields, mobile of 10 digits, a basic e-mail pattern,
 * the fields working yes or no requires. The app's form also holds the attachment in `file` (its name must
 * end in an allowed type; the server checks the bytes). The output sends only the fields the working choice
 * shows (§4), without `file`, and `course` is the degree when the form leaves it empty.
 */
export const AlumniRegistrationSchema = v.pipe(
  v.object({
    ...entries,
    file: v.optional(
      v.nullable(
        v.custom<ChosenFile>(
          (value) =>
            typeof value === 'object' && value !== null && hasAllowedAttachmentName(String((value as ChosenFile).name)),
          M.attachmentType,
        ),
      ),
      null,
    ),
  }),
  v.forward(
    v.partialCheck([['working'], ['companyName']], (f) => f.working !== 'yes' || f.companyName !== '', M.required),
    ['companyName'],
  ),
  v.forward(
    v.partialCheck([['working'], ['jobTitle']], (f) => f.working !== 'yes' || f.jobTitle !== '', M.required),
    ['jobTitle'],
  ),
  v.forward(
    v.partialCheck([['working'], ['workAddress']], (f) => f.working !== 'yes' || f.workAddress !== '', M.required),
    ['workAddress'],
  ),
  v.forward(
    v.partialCheck([['working'], ['instituteName']], (f) => f.working !== 'no' || f.instituteName !== '', M.required),
    ['instituteName'],
  ),
  v.forward(
    v.partialCheck([['working'], ['courseName']], (f) => f.working !== 'no' || f.courseName !== '', M.required),
    ['courseName'],
  ),
  v.forward(
    v.partialCheck([['working'], ['eduAddress']], (f) => f.working !== 'no' || f.eduAddress !== '', M.required),
    ['eduAddress'],
  ),
  v.transform(({ file: _file, ...f }) => ({
    ...f,
    course: f.course || f.degree,
    company: f.working === 'NA' ? f.company : '',
    ...(f.working === 'yes' ? {} : { companyName: '', jobTitle: '', workAddress: '' }),
    ...(f.working === 'no' ? {} : { instituteName: '', courseName: '', eduAddress: '' }),
  })),
);
export type AlumniRegistration = v.InferOutput<typeof AlumniRegistrationSchema>;
export type AlumniRegistrationInput = v.InferInput<typeof AlumniRegistrationSchema>;

/** §4: choosing yes or no clears `company`. */
export function clearsCompany(working: string): boolean {
  return working === 'yes' || working === 'no';
}
