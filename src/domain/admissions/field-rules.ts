import * as v from 'valibot';
import { ADMISSION_MESSAGES as M, validFieldMessage } from './messages';

/** §5 first admission form field patterns; an empty value passes (required is a separate rule on save). */
export const LETTERS_AND_SPACES = /^[A-Za-z\s]*$/;
export const POSITIVE_NUMBER = /^[1-9]\d*$/;
export const MOBILE_NUMBER = /^[1-9]\d{0,9}$/;
export const AADHAAR_TYPING = /^\d{0,12}$/;
export const AADHAAR = /^\d{12}$/;
export const LOOSE_EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const DOOR_NUMBER = /^[0-9\-/]+$/;
export const PINCODE = /^\d{1,6}$/;
export const LANDLINE = /^[0-9-]+$/;
/** Rupees with at most two decimals (fee commitment, paid amount, agent amount); stored in paise. */
export const RUPEES = /^(0|[1-9]\d*)(\.\d{1,2})?$/;

/** §5: the Aadhaar input keeps digits only and stops at 12. */
export function normaliseAadhaarInput(input: string): string {
  return input.replace(/\D/g, '').slice(0, 12);
}

/** Aadhaar as people write it ('1234 5678 9012', a number cell): the digits, without capping. */
export function aadhaarDigits(input: string | number): string {
  return String(input).replace(/\D/g, '');
}

/** Mobile input keeps digits only and stops at 10. */
export function normaliseMobileInput(input: string): string {
  return input.replace(/\D/g, '').slice(0, 10);
}

const optionalMatching = (pattern: RegExp, message: string) => v.check<string, string>((s) => s === '' || pattern.test(s), message);

/** Strings, numbers (a spreadsheet cell) and null/undefined all become a trimmed string. */
export const looseText = v.pipe(
  v.nullish(v.union([v.string(), v.number()]), ''),
  v.transform((s) => String(s).trim()),
);

export const textField = v.pipe(looseText, optionalMatching(LETTERS_AND_SPACES, M.text));
export const freeText = v.pipe(looseText, v.maxLength(500, M.text));
export const positiveNumberField = v.pipe(looseText, optionalMatching(POSITIVE_NUMBER, M.number));
export const mobileField = v.pipe(looseText, optionalMatching(MOBILE_NUMBER, M.mobile));
export const emailField = v.pipe(looseText, optionalMatching(LOOSE_EMAIL, M.email));
export const doorNumberField = v.pipe(looseText, optionalMatching(DOOR_NUMBER, validFieldMessage('door number')));
export const pincodeField = v.pipe(looseText, optionalMatching(PINCODE, validFieldMessage('pincode')));
export const landlineField = v.pipe(looseText, optionalMatching(LANDLINE, validFieldMessage('landline number')));
export const rupeesField = v.pipe(looseText, optionalMatching(RUPEES, M.number));
/** While typing: digits, at most 12 ('12-digit  for Adhar number'). */
export const aadhaarTypingField = v.pipe(looseText, optionalMatching(AADHAAR_TYPING, M.aadhaar));
/** On save: required, exactly 12 digits once spaces are removed (§9). */
export const aadhaarRequired = v.pipe(
  v.nullish(v.union([v.string(), v.number()]), ''),
  v.transform((s) => aadhaarDigits(s)),
  v.nonEmpty(M.required),
  v.regex(AADHAAR, M.aadhaar),
);
export const requiredText = v.pipe(looseText, v.nonEmpty(M.required));
export const requiredLetters = v.pipe(looseText, v.nonEmpty(M.required), v.regex(LETTERS_AND_SPACES, M.text));
/** People's names (student, father, mother): letters and spaces, at most 100 characters. */
export const NAME_MAX = 100;
export const nameField = v.pipe(textField, v.maxLength(NAME_MAX, M.nameTooLong));
export const requiredName = v.pipe(requiredLetters, v.maxLength(NAME_MAX, M.nameTooLong));
/** A percentage such as 87.5 (up to 100, two decimals). */
export const PERCENTAGE = /^(100(\.0{1,2})?|\d{1,2}(\.\d{1,2})?)$/;
export const percentageField = v.pipe(looseText, optionalMatching(PERCENTAGE, M.number));
