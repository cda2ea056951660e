import * as v from 'valibot';
import { ALUMNI_MESSAGES as M, HISTORY_STATUSES } from './messages';
import type { ChosenFile } from './registration-schema';

const text = (max = 200) => v.pipe(v.optional(v.string(), ''), v.trim(), v.maxLength(max, M.tooLong));

/** §3 alumniData, every value trimmed (§5). Which fields a status needs is checked in the seed's order below. */
const HistoryFieldsSchema = v.object({
  status: text(16),
  rollNumber: v.pipe(text(20), v.toUpperCase()),
  name: text(120),
  branch: v.pipe(text(16), v.toUpperCase()),
  batch: text(16),
  studentMobile: text(10),
  studentEmail: text(254),
  course: text(32),
  fatherName: text(120),
  section: text(8),
  company: text(),
  packages: text(32),
  designation: text(120),
  experience: text(32),
  location: text(120),
  instituteName: text(),
});
export type AlumniHistoryFields = v.InferOutput<typeof HistoryFieldsSchema>;

export interface HistoryCheckContext {
  /** Roll numbers already recorded (getAlumniData), upper case; the duplicate check is skipped when absent. */
  existingRollNumbers?: ReadonlySet<string>;
  /** Whether the certificate (offer letter or admit card) is attached; skipped when absent (server: checked with the files). */
  hasCertificate?: boolean;
  /** The lookups' choices; 'Please select Course, Batch, and Branch before saving.' when a value is not one of them. */
  choices?: { courses: readonly string[]; batches: readonly string[]; branches: readonly string[] };
}

/** §5 Alumni history: the first problem in the seed's order (one toast at a time), or null. */
export function firstHistoryProblem(f: AlumniHistoryFields, ctx: HistoryCheckContext = {}): string | null {
  if (!(HISTORY_STATUSES as readonly string[]).includes(f.status)) return M.selectStatus;
  if (f.studentMobile !== '' && !/^\d{10}$/.test(f.studentMobile)) return M.phoneTenDigits;
  if (ctx.existingRollNumbers?.has(f.rollNumber)) return M.duplicateRoll;
  const required: Array<[string, string]> = [
    [f.rollNumber, M.rollRequired],
    [f.name, M.nameRequired],
    [f.fatherName, M.fatherRequired],
    [f.course, M.courseRequired],
    [f.batch, M.batchRequired],
    [f.branch, M.branchRequired],
    [f.studentEmail, M.emailRequired],
    [f.studentMobile, M.phoneRequired],
  ];
  if (f.status === 'working') {
    required.push(
      [f.company, M.companyRequired],
      [f.designation, M.designationRequired],
      [f.experience, M.experienceRequired],
      [f.location, M.workLocationRequired],
    );
    if (ctx.hasCertificate === false) required.push(['', M.offerLetterRequired]);
  } else {
    required.push([f.instituteName, M.instituteRequired], [f.location, M.studyLocationRequired]);
    if (ctx.hasCertificate === false) required.push(['', M.admitCardRequired]);
  }
  const missing = required.find(([value]) => value === '');
  if (missing) return missing[1];
  const { choices } = ctx;
  if (
    choices &&
    !(choices.courses.includes(f.course) && choices.batches.includes(f.batch) && choices.branches.includes(f.branch))
  )
    return M.selectCourseBatchBranch;
  return null;
}

/** The fields a status does not use are sent empty, so a record never mixes a company and an institute. */
function keepStatusFields(f: AlumniHistoryFields): AlumniHistoryFields {
  return f.status === 'working'
    ? { ...f, instituteName: '' }
    : { ...f, company: '', packages: '', designation: '', experience: '' };
}

/** The JSON part of POST saveAluminiHistoryByUrl: trimmed, checked in the seed's order (the files are checked with them). */
export const AlumniHistorySchema = v.pipe(
  HistoryFieldsSchema,
  v.rawCheck(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    const problem = firstHistoryProblem(dataset.value);
    if (problem) addIssue({ message: problem });
  }),
  v.transform(keepStatusFields),
);
export type AlumniHistory = v.InferOutput<typeof AlumniHistorySchema>;

/** Trims the form's values as the JSON part will (the app checks them before sending); a too-long value is its message. */
export function trimmedHistory(values: Record<keyof AlumniHistoryFields, string>): AlumniHistoryFields | string {
  const result = v.safeParse(HistoryFieldsSchema, values);
  return result.success ? result.output : (result.issues[0]?.message ?? M.tooLong);
}

const chosenFile = v.optional(
  v.nullable(v.custom<ChosenFile>((value) => typeof value === 'object' && value !== null)),
  null,
);

/**
 * What the history form holds: the fields (trimmed, lengths checked live) and the two files. The §5 rules
 * run on save, one toast at a time in the seed's order (firstHistoryProblem).
 */
export const AlumniHistoryFormSchema = v.object({
  ...HistoryFieldsSchema.entries,
  passportPhoto: chosenFile,
  certificate: chosenFile,
});
