import * as v from 'valibot';
import { MONEY_MESSAGES } from '../money/messages';
import { parseRupees } from '../money/money';
import { ADMISSION_MESSAGES as M, REQUIRED_FIELD_MESSAGES as R } from './messages';
import { verhoeffValid } from './verhoeff';

/**
 * §5 first admission form field patterns; an empty value passes (required is a separate rule on save). "Letters"
 * are letters of any script with their combining marks (\p{M}: the vowel signs of Telugu and Devanagari) and the
 * zero-width joiners that shape Indic conjuncts, so 'రవి కుమార్' and 'रवि कुमार' are text as much as 'Ravi Kumar'.
 */
const LETTERS_AND_SPACES = /^[\p{L}\p{M}\u200c\u200d\s]*$/u;
/** People's names also take the dots, apostrophes and hyphens of initials and surnames (K. D'Souza, Naidu-Rao). */
const PERSON_NAME = /^[\p{L}\p{M}\u200c\u200d\s.'-]*$/u;
const POSITIVE_NUMBER = /^[1-9]\d*$/;
const MOBILE_NUMBER = /^[1-9]\d{0,9}$/;
export const AADHAAR = /^\d{12}$/;
const LOOSE_EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const DOOR_NUMBER = /^[0-9\-/]+$/;
const PINCODE = /^\d{1,6}$/;
const LANDLINE = /^[0-9-]+$/;
/** Rupees with at most two decimals (fee commitment, paid amount, agent amount); stored in paise. */
const RUPEES = /^(0|[1-9]\d*)(\.\d{1,2})?$/;

/** Room in the Aadhaar input for a number pasted in groups ('4998 - 7654 - 3211'), so the browser cuts no digit. */
export const AADHAAR_INPUT_MAX = 18;
/**
 * §5: the Aadhaar input drops the spaces and hyphens of a number typed in groups and stops at 12 digits. Anything
 * else (a letter) stays as typed, so the field can say what is wrong instead of emptying itself.
 */
export function normaliseAadhaarInput(input: string): string {
  return /^[\d\s-]*$/.test(input) ? input.replace(/\D/g, '').slice(0, 12) : input.slice(0, AADHAAR_INPUT_MAX);
}

/** Aadhaar as people write it ('1234 5678 9012', a number cell): the digits, without capping. */
export function aadhaarDigits(input: string | number): string {
  return String(input).replace(/\D/g, '');
}

/** Digits with the spaces and hyphens people put between groups ('4998 7654 3211', '4998-7654-3211') → the digits. */
export function groupedDigits(input: string): string {
  const text = input.trim();
  return /^\d[\d\s\u00a0-]*$/.test(text) ? text.replace(/[\s\u00a0-]/g, '') : text;
}

/**
 * A mobile number as people paste it → its 10 digits: '+91 98765 43210', '0091 98765 43210', '91 9876543210'
 * and '098765 43210' are the mobile 9876543210. Anything else is given back as typed, separators aside, for the
 * field's rule to refuse: a number is never cut or changed into another one.
 */
export function mobileText(input: string): string {
  const compact = input.trim().replace(/[\s\u00a0\-().]/g, '');
  const prefixed = /^(?:\+91|0091|91|0)([6-9]\d{9})$/.exec(compact);
  if (prefixed) return prefixed[1]!;
  return /^\d+$/.test(compact) ? compact : input.trim();
}

/**
 * The mobile inputs: a whole number pasted in any of the notations mobileText reads becomes its 10 digits;
 * anything else keeps its digits, a leading + and separators (letters go), so nothing typed silently turns into
 * another number: a number that is not a mobile is refused by the field's rule with its message.
 */
export function normaliseMobileInput(input: string): string {
  const kept = input.replace(/[^\d+\s-]/g, '');
  const pasted = mobileText(kept);
  return /^\d{10}$/.test(pasted) ? pasted : kept.slice(0, MOBILE_INPUT_MAX);
}
/** Room in a mobile input for '+91 98765 43210' and '0091-98765-43210' as pasted. */
export const MOBILE_INPUT_MAX = 16;

const optionalMatching = (pattern: RegExp, message: string) =>
  v.check<string, string>((s) => s === '' || pattern.test(s), message);

/** Strings, numbers (a spreadsheet cell) and null/undefined all become a trimmed string. */
export const looseText = v.pipe(
  v.nullish(v.union([v.string(), v.number()]), ''),
  v.transform((s) => String(s).trim()),
);

export const textField = v.pipe(looseText, optionalMatching(LETTERS_AND_SPACES, M.text));
export const freeText = v.pipe(looseText, v.maxLength(500, M.text));
export const positiveNumberField = v.pipe(looseText, optionalMatching(POSITIVE_NUMBER, M.number));
/** Mobile as people paste it (mobileText), then §5's rule. */
export const mobileField = v.pipe(looseText, v.transform(mobileText), optionalMatching(MOBILE_NUMBER, M.mobile));
export const emailField = v.pipe(looseText, optionalMatching(LOOSE_EMAIL, M.email));
export const doorNumberField = v.pipe(looseText, optionalMatching(DOOR_NUMBER, M.doorNumber));
export const pincodeField = v.pipe(looseText, optionalMatching(PINCODE, M.pincode));
export const landlineField = v.pipe(looseText, optionalMatching(LANDLINE, M.landline));
export const rupeesField = v.pipe(
  looseText,
  optionalMatching(RUPEES, M.number),
  v.check((s) => s === '' || !RUPEES.test(s) || parseRupees(s).ok, MONEY_MESSAGES.tooLarge),
);
/**
 * Aadhaar on save, the one rule of both forms, the server and the import: required, 12 digits once the spaces
 * and hyphens between groups are removed (§9), and the Verhoeff check digit right ('Invalid Aadhaar Number').
 * A number (a spreadsheet's number cell) is refused: Excel keeps 15 significant digits and shows a long number
 * as 1.23457E+11, so a number cell may already have lost digits; the clerk is asked to type it as text.
 */
export const aadhaarRule = (messages: { required: string; length: string }) =>
  v.pipe(
    v.nullish(v.union([v.string(), v.number()]), ''),
    v.check((s) => typeof s !== 'number', M.aadhaarAsText),
    v.transform((s) => groupedDigits(String(s))),
    v.nonEmpty(messages.required),
    v.regex(AADHAAR, messages.length),
    v.check(verhoeffValid, M.invalidAadhaar),
  );
export const aadhaarRequired = aadhaarRule({ required: R.aadhaar, length: M.aadhaar });
/** A required field, saying at the field which one was left empty (REQUIRED_FIELD_MESSAGES). */
export const requiredText = (message: string) => v.pipe(looseText, v.nonEmpty(message));
/** People's names (student, father, mother, guardian): PERSON_NAME, at most 100 characters. */
export const NAME_MAX = 100;
export const nameField = v.pipe(looseText, optionalMatching(PERSON_NAME, M.text), v.maxLength(NAME_MAX, M.nameTooLong));
export const requiredName = v.pipe(
  looseText,
  v.nonEmpty(R.name),
  v.regex(PERSON_NAME, M.text),
  v.maxLength(NAME_MAX, M.nameTooLong),
);
/** A percentage such as 87.5 (up to 100, two decimals). */
const PERCENTAGE = /^(100(\.0{1,2})?|\d{1,2}(\.\d{1,2})?)$/;
export const percentageField = v.pipe(looseText, optionalMatching(PERCENTAGE, M.number));
