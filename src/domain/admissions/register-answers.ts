import * as v from 'valibot';
import { AddressSchema, ApplicationFormDataSchema, EMPTY_ADDRESS, type Address } from './application-form';
import { BLOOD_GROUPS, GENDERS, KNOWING_ABOUT_INSTITUTE, YES_NO, choiceField } from './choices';
import { looseText } from './field-rules';

// The answers of the admissions register (searchAdmissions) and of modify mode (getAdmissionForEdit). A stored
// form is read as it was saved: forms saved before a field existed, or under older rules, must still open, so the
// record is read tolerantly (a missing or odd value becomes empty) and never checked against today's save rules.

/** A stored text: a string or number as it is, anything else (missing, null, an object) ''. */
const storedText = v.fallback(looseText, '');

/** A stored value of a fixed list (any case); '' when empty or not on the list, for the clerk to choose again. */
const storedChoice = <T extends string>(options: readonly T[]) => v.fallback(choiceField(options), '' as const);

/** A stored address: an object (each part as stored) or one line of text (older forms); empty when neither. */
const storedAddress = v.fallback(
  v.pipe(
    v.nullish(
      v.union([
        v.object(
          Object.fromEntries(Object.keys(AddressSchema.entries).map((k) => [k, storedText])) as {
            [K in keyof Address]: typeof storedText;
          },
        ),
        v.string(),
      ]),
      '',
    ),
    v.transform((a): Address => (typeof a === 'string' ? { ...EMPTY_ADDRESS, street: a.trim() } : a)),
  ),
  EMPTY_ADDRESS,
);

/** Every field of the save payload as stored text, then the fields that are a choice or an address. */
const storedFields = Object.fromEntries(Object.keys(ApplicationFormDataSchema.entries).map((k) => [k, storedText])) as {
  [K in keyof typeof ApplicationFormDataSchema.entries]: typeof storedText;
};

/** `applicationFormExcelM`: an admission's form as stored, with its Aadhaar number masked or revealed. */
export const StoredApplicationFormSchema = v.object({
  ...storedFields,
  gender: storedChoice(GENDERS),
  bloodGroup: storedChoice(BLOOD_GROUPS),
  physicallyChallanged: storedChoice(YES_NO),
  belongsToSportsNcc: storedChoice(YES_NO),
  knowingAboutInstitute: storedChoice(KNOWING_ABOUT_INSTITUTE),
  lateral: storedChoice(YES_NO),
  lateralEntry: storedChoice(YES_NO),
  isHostler: storedChoice(YES_NO),
  scholarShip: storedChoice(YES_NO),
  certificateSubmission: storedChoice(YES_NO),
  presentAddress: storedAddress,
  permanentAddress: storedAddress,
});

/**
 * One admission as the register and getApplicationFormData answer it (§3 existing admissions): the summary the
 * list shows, and the record under `applicationFormExcelM` with its Aadhaar number masked ('XXXX XXXX 1234')
 * unless the answer is for the clerk editing that record.
 */
export const AdmissionEntrySchema = v.object({
  adminNo: v.string(),
  // Read as stored, like the form: a column a join leaves empty (no roll number before roll numbers are given, a
  // course or branch not found) comes as null, shown as nothing.
  rollNumber: storedText,
  name: storedText,
  gender: storedText,
  courseAppliedFor: storedText,
  batch: storedText,
  branch: storedText,
  admissionType: storedText,
  seatType: storedText,
  category: storedText,
  agent: storedText,
  academicYear: storedText,
  dateOfAdmission: storedText,
  certificateSubmission: storedText,
  hasPhoto: v.boolean(),
  createdAt: v.string(),
  applicationFormExcelM: StoredApplicationFormSchema,
});

/** POST searchAdmissions: a page of the register and how many admissions match in all. */
export const AdmissionSearchAnswerSchema = v.object({ total: v.number(), entries: v.array(AdmissionEntrySchema) });

/** POST getAdmissionForEdit: the record with its real Aadhaar number, and its photo's public file id or null. */
export const EditableAdmissionSchema = v.object({
  ...AdmissionEntrySchema.entries,
  photoFileId: v.nullable(v.string()),
});
export type EditableAdmission = v.InferOutput<typeof EditableAdmissionSchema>;

/** GET getApplicationFormData: every admission of the register, newest first, Aadhaar masked. */
export const AdmissionEntriesSchema = v.array(AdmissionEntrySchema);
