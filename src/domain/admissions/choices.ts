import * as v from 'valibot';
import { ADMISSION_MESSAGES as M } from './messages';
import { looseText } from './field-rules';

/** §3 and §9 fixed lists of the admission forms. */
export const GENDERS = ['MALE', 'FEMALE'] as const;
export const YES_NO = [/*i18n*/ 'Yes', /*i18n*/ 'No'] as const;
export const BLOOD_GROUPS = ['A+', 'A-', 'B+', 'B-', 'AB+', 'AB-', 'O+', 'O-'] as const;
/** §9 admission types when the college has no seat types. */
export const PLAIN_ADMISSION_TYPES = ['Direct', 'Lateral', 'Transfer'] as const;
/** §4 colleges whose admission types come from getSeatTypesAsDrop. */
const SEAT_TYPE_COLLEGES = ['KNRR', 'BRILL', 'BRIG'] as const;
/** §9 'How do you know about the college'. */
export const KNOWING_ABOUT_INSTITUTE = ['oldStudent', 'news', 'media', 'familyRelation', 'website', 'others'] as const;
/**
 * What the forms and the PDF show for each stored code (the code itself is what the seed's clients send); a form shows
 * them in the page's language.
 */
export const KNOWING_LABELS: Readonly<Record<(typeof KNOWING_ABOUT_INSTITUTE)[number], string>> = {
  oldStudent: /*i18n*/ 'Old student',
  news: /*i18n*/ 'News',
  media: /*i18n*/ 'Media',
  familyRelation: /*i18n*/ 'Family relation',
  website: /*i18n*/ 'Website',
  others: /*i18n*/ 'Others',
};
export const GENDER_LABELS: Readonly<Record<(typeof GENDERS)[number], string>> = {
  MALE: /*i18n*/ 'Male',
  FEMALE: /*i18n*/ 'Female',
};

/** The label of a stored code of one of these lists; an unknown or empty value is shown as it is. */
export function choiceLabel(labels: Readonly<Record<string, string>>, code: string | null | undefined): string {
  const value = code ?? '';
  return Object.hasOwn(labels, value) ? labels[value]! : value;
}

export const usesSeatTypes = (collegeCode: string) =>
  (SEAT_TYPE_COLLEGES as readonly string[]).includes(collegeCode.trim().toUpperCase());

/**
 * The admission types a college offers (§4): its seat types for KNRR, BRILL and BRIG, else Direct, Lateral,
 * Transfer. The form, the register's filter, the server's save and the Excel upload all use this one rule,
 * so nothing is saved under a type no filter offers.
 */
export function admissionTypesFor(collegeCode: string, seatTypeNames: readonly string[]): readonly string[] {
  return usesSeatTypes(collegeCode) ? seatTypeNames : PLAIN_ADMISSION_TYPES;
}

/** A value of a fixed list, matched whatever its case ('male', 'yes'); '' when empty. */
/** `required`: the message when left empty (the field is optional without it). */
export function choiceField<T extends string>(options: readonly T[], required?: string) {
  return v.pipe(
    looseText,
    v.transform((s) => (s === '' ? '' : (options.find((o) => o.toLowerCase() === s.toLowerCase()) ?? s))),
    v.check(
      (s) => (s === '' ? !required : (options as readonly string[]).includes(s)),
      (issue) => (issue.input === '' ? (required ?? M.required) : M.invalidChoice),
    ),
  ) as v.GenericSchema<unknown, T | ''>;
}
