import * as v from 'valibot';
import { type ApplicationFormDataInput } from './application-form';
import { calendarDateFromInput } from '../calendar/calendar-date-input';
import { requiredDateField } from './admission-dates';
import { BLOOD_GROUPS, GENDERS, KNOWING_ABOUT_INSTITUTE, YES_NO, choiceField } from './choices';
import {
  AADHAAR,
  NAME_MAX,
  aadhaarRule,
  emailField,
  freeText,
  groupedDigits,
  looseText,
  mobileText,
  normaliseMobileInput,
  percentageField,
  positiveNumberField,
  textField,
} from './field-rules';
import { verhoeffValid } from './verhoeff';
import { ADMISSION_MESSAGES as M, REQUIRED_FIELD_MESSAGES as R, SECOND_FORM_MESSAGES as S } from './messages';

/** §9 second form: a mobile number has 10 digits and starts with 6 to 9. */
const SECOND_FORM_MOBILE = /^[6-9]\d{9}$/;

/** A form field holds a string; the rule is given the string. */
const held = <I>(rule: v.GenericSchema<I, string>) =>
  v.pipe(v.optional(v.string(), ''), rule as unknown as v.GenericSchema<string, string>);
const requiredWith = (message: string) => held(v.pipe(looseText, v.nonEmpty(message)));
const mobile = held(
  v.pipe(
    looseText,
    v.transform(mobileText),
    v.check((s) => s === '' || SECOND_FORM_MOBILE.test(s), S.invalidMobile),
  ),
);

/**
 * §3 second form payload ('STUDENT ADMISSION FORM', /AdmissionFormForSmsk), one string per input, with the
 * §5 second-form rules. Required (marked): name, date of admission, degree (courseAppliedFor), batch, branch,
 * gender, Aadhaar, admission type, and the date of birth (self payment and parent linking ask for it). The submit alerts come one at a time in §5 order: `secondFormSubmitAlert`.
 */
export const SecondAdmissionFormSchema = v.object({
  dateOfAdmission: held(
    v.pipe(
      looseText,
      v.nonEmpty(S.dateOfAdmission),
      v.check((s) => calendarDateFromInput(s) !== null, M.invalidDate),
      v.transform((s) => calendarDateFromInput(s)!),
    ),
  ),
  name: held(v.pipe(looseText, v.nonEmpty(S.fullName), v.maxLength(NAME_MAX, M.nameTooLong))),
  admissionType: requiredWith(S.admissionType),
  level: held(looseText),
  courseAppliedFor: requiredWith(S.course),
  batch: requiredWith(S.batch),
  branch: requiredWith(S.branch),
  gender: held(
    v.pipe(
      looseText,
      v.nonEmpty(S.gender),
      v.transform((s) => s.toUpperCase()),
      v.check((s) => (GENDERS as readonly string[]).includes(s), M.invalidChoice),
    ),
  ),
  aadharNo: held(aadhaarRule({ required: S.aadhaarEmpty, length: S.aadhaarLength })),
  adminNo: held(v.pipe(looseText, v.maxLength(20))),
  regulation: held(v.pipe(looseText, v.maxLength(16))),
  dateOfBirth: held(requiredDateField(R.dateOfBirth)),
  hallTicketNo: held(v.pipe(looseText, v.maxLength(20))),
  rank: held(positiveNumberField),
  marksSecured: held(positiveNumberField),
  totalMarksInter: held(positiveNumberField),
  percentageOfMarks: held(percentageField),
  division: held(v.pipe(looseText, v.maxLength(32))),
  sscMarks: held(positiveNumberField),
  sscPercentage: held(percentageField),
  identificationMarksA: held(textField),
  identificationMarksB: held(textField),
  annualIncome: held(positiveNumberField),
  nationality: held(textField),
  religion: held(textField),
  motherTongue: held(textField),
  category: held(v.pipe(looseText, v.maxLength(16))),
  subCaste: held(v.pipe(looseText, v.maxLength(64))),
  bloodGroup: held(choiceField(BLOOD_GROUPS)),
  physicallyChallanged: held(choiceField(YES_NO)),
  belongsToSportsNcc: held(choiceField(YES_NO)),
  lateralEntry: held(choiceField(YES_NO)),
  knowingAboutInstitute: held(choiceField(KNOWING_ABOUT_INSTITUTE)),
  fatherContactNo: mobile,
  motherContactNo: mobile,
  studentContactNo: mobile,
  emailId: held(emailField),
  fatherEmailId: held(emailField),
  presentAddress: held(freeText),
  permanentAddress: held(freeText),
  otherIfAny: held(freeText),
});

export type SecondFormValues = v.InferInput<typeof SecondAdmissionFormSchema>;
export type SecondFormOutput = v.InferOutput<typeof SecondAdmissionFormSchema>;

const SECOND_FORM_FIELDS = Object.keys(SecondAdmissionFormSchema.entries) as (keyof SecondFormValues)[];

export const EMPTY_SECOND_FORM = Object.fromEntries(SECOND_FORM_FIELDS.map((k) => [k, ''])) as Required<{
  [K in keyof SecondFormValues]: string;
}>;

/** §5 second form: the submit checks in the order of their alerts. */
const SUBMIT_ORDER: readonly (keyof SecondFormValues)[] = [
  'dateOfAdmission',
  'name',
  'admissionType',
  'courseAppliedFor',
  'branch',
  'batch',
  'gender',
  'aadharNo',
];

/**
 * The one alert a submit shows (§5: one at a time, the first failing in order), or null when the form may be
 * saved. Other field rules (e-mail, marks…) come after the eight §5 checks, in page order.
 */
export function secondFormSubmitAlert(values: Partial<SecondFormValues>): string | null {
  const result = v.safeParse(SecondAdmissionFormSchema, values);
  if (result.success) return null;
  const byField = new Map<string, string>();
  for (const issue of result.issues) {
    const key = v.getDotPath(issue);
    if (key && !byField.has(key)) byField.set(key, issue.message);
  }
  const first = [...SUBMIT_ORDER, ...SECOND_FORM_FIELDS].find((name) => byField.has(name));
  return first ? byField.get(first)! : result.issues[0].message;
}

/**
 * §5: on blur the Aadhaar number must have exactly 12 digits (and, as on save, its Verhoeff check digit right),
 * else 'Invalid Aadhaar Number' and the field is cleared.
 */
export function aadhaarBlurCheck(value: string): { message: string; clear: true } | null {
  const digits = groupedDigits(value);
  return value === '' || (AADHAAR.test(digits) && verhoeffValid(digits))
    ? null
    : { message: S.invalidAadhaar, clear: true };
}

/** §5: on blur a father, mother or student mobile must be 10 digits starting 6 to 9 (+91 or 0 in front is read), else a message and cleared. */
export function mobileBlurCheck(value: string): { message: string; clear: true } | null {
  return value === '' || SECOND_FORM_MOBILE.test(mobileText(value)) ? null : { message: S.invalidMobile, clear: true };
}

/** Mobile inputs: as the first form's (a pasted +91 or 0 in front is read, nothing is cut). */
export const secondFormMobileInput = normaliseMobileInput;
/** Aadhaar input keeps digits only, at most 12. */
export const secondFormAadhaarInput = (input: string) => input.replace(/\D/g, '').slice(0, 12);

/** §9: the second form's photo must be a .jpg file. */
export function isSecondFormPhoto(fileName: string): boolean {
  return /\.jpg$/i.test(fileName.trim());
}

/** The second form's values as the §3 save payload (applicationFormData), so it saves through the same call. */
export function secondFormToSavePayload(f: SecondFormOutput): ApplicationFormDataInput {
  return {
    ...f,
    // A new admission gets its number from the server; a number typed here modifies that admission.
    adminNo: f.adminNo,
    seatType: f.admissionType,
    lateral: f.lateralEntry,
    // Not asked on this form.
    isHostler: '',
    scholarShip: '',
    certificateSubmission: '',
  };
}

/** The body of POST getStudentadmissiondata: the saved admission, named by its number and Aadhaar. */
export const StudentAdmissionDataRequestSchema = v.object({
  adminNo: v.pipe(looseText, v.nonEmpty(S.pdfNeedsAdmission), v.regex(/^[A-Za-z0-9-]{1,20}$/, S.pdfNeedsAdmission)),
  aadharNo: v.pipe(
    looseText,
    v.transform((s) => s.replace(/\D/g, '')),
    v.regex(AADHAAR, S.aadhaarLength),
  ),
});
export type StudentAdmissionDataRequest = v.InferOutput<typeof StudentAdmissionDataRequestSchema>;
