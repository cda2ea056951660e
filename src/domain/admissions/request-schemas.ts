import * as v from 'valibot';
import { ApplicationFormDataSchema } from './application-form';
import { aadhaarDigits, AADHAAR, looseText } from './field-rules';
import { ADMISSION_MESSAGES as M } from './messages';

/** An Aadhaar number in a request body other than the record itself (editedAadharNumber): '' or 12 digits. */
const optionalAadhaar = v.pipe(
  v.nullish(v.union([v.string(), v.number()]), ''),
  v.transform((s) => aadhaarDigits(s)),
  v.check((s) => s === '' || AADHAAR.test(s), M.aadhaar),
);

/**
 * The JSON part of saveApplicationFormData: the §3 payload, and (preferred to the seed's query parameter,
 * so the number never is in a URL) `editedAadharNumber`, the record's Aadhaar number before this edit.
 */
export const SaveApplicationFormSchema = v.object({
  ...ApplicationFormDataSchema.entries,
  editedAadharNumber: optionalAadhaar,
});

/** The seed's optional query parameter, still accepted from existing clients (see notes/adm-core.md). */
export const SaveQuerySchema = v.object({ editedAadharNumber: v.optional(optionalAadhaar, '') });

const filter = v.optional(v.pipe(looseText, v.maxLength(64)), '');

/** POST searchAdmissions (and exportAdmissions): the register's search term and filters, in the body. */
export const AdmissionSearchSchema = v.object({
  query: v.optional(v.pipe(looseText, v.maxLength(100)), ''),
  course: filter,
  batch: filter,
  branch: filter,
  admissionType: filter,
  academicYear: v.optional(
    v.pipe(
      looseText,
      v.check((s) => s === '' || /^\d{4}-\d{4}$/.test(s), M.invalidChoice),
    ),
    '',
  ),
  limit: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(500)), 50),
  offset: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0)), 0),
});
export type AdmissionSearch = v.InferOutput<typeof AdmissionSearchSchema>;

/** POST getAdmissionForEdit: a roll number, an admission number or an Aadhaar number (modify mode, §4). */
export const AdmissionLookupSchema = v.object({
  term: v.pipe(looseText, v.nonEmpty(M.searchTermRequired), v.maxLength(40, M.searchTermRequired)),
});

/** GET getAdmissionPdf/:adminNo. */
export const AdminNoParamSchema = v.object({
  adminNo: v.pipe(v.string(), v.regex(/^[A-Za-z0-9-]{1,20}$/, M.admissionNotFound)),
});
