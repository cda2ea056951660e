import * as v from 'valibot';
import { calendarDate } from '../calendar/calendar-date';
import { LIST_MESSAGES as M } from './messages';

/** Nothing given answers the fill-all words; something of the wrong type the invalid-data words (§8). */
const missingOrInvalid = (issue: { input: unknown }) =>
  issue.input === undefined || issue.input === null || issue.input === '' ? M.fillAll : M.invalid;

/**
 * The field schemas every list's row is built from. A missing or blank value answers the fill-all words, anything
 * else malformed (a number as text, markup, SQL, a year out of range) the invalid-data words (§8).
 */

/**
 * Names and descriptions: letters of any script with their vowel signs and joiners, digits, spaces and
 * . , & ( ) / ' + - only, so markup and SQL never get in.
 */
export const PLAIN_TEXT = /^[\p{L}\p{M}\u200c\u200d\p{N} .,&()/'+-]+$/u;

export const textField = (max: number) =>
  v.pipe(
    v.string(missingOrInvalid),
    v.trim(),
    v.nonEmpty(M.fillAll),
    v.maxLength(max, M.invalid),
    v.regex(PLAIN_TEXT, M.invalid),
  );

/** An optional text: blank is stored as ''. */
export const optionalTextField = (max: number) =>
  v.pipe(
    v.optional(v.string(M.invalid), ''),
    v.trim(),
    v.maxLength(max, M.invalid),
    v.check((s) => s === '' || PLAIN_TEXT.test(s), M.invalid),
  );

/** Codes as they appear in roll numbers and drop-downs: letters, digits, '.', '-', '&'. */
export const codeField = (max: number, pattern = /^[A-Za-z0-9.&-]+$/) =>
  v.pipe(
    v.string(missingOrInvalid),
    v.trim(),
    v.nonEmpty(M.fillAll),
    v.maxLength(max, M.invalid),
    v.regex(pattern, M.invalid),
  );

export const integerField = (min: number, max: number) =>
  v.pipe(v.number(missingOrInvalid), v.integer(M.invalid), v.minValue(min, M.invalid), v.maxValue(max, M.invalid));

/** A number with at most two decimals (a CGPA offset, a factor), within min–max. */
export const decimalField = (min: number, max: number) =>
  v.pipe(
    v.number(missingOrInvalid),
    v.minValue(min, M.invalid),
    v.maxValue(max, M.invalid),
    v.check((n) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6, M.invalid),
  );

export const optionalIntegerField = (min: number, max: number) => v.nullable(integerField(min, max), null);

/** A reference to another list's row, by its id. */
export const referenceField = () => integerField(1, 2_147_483_647);

export const optionalReferenceField = () => v.nullable(referenceField(), null);

export const choiceField = <T extends readonly [string, ...string[]]>(options: T) =>
  v.picklist(options, missingOrInvalid);

export const yearField = () => integerField(1950, 2100);

/** A calendar day as YYYY-MM-DD, checked by the one calendar-date rule (30 February is not a day). */
export const dateField = () =>
  v.pipe(v.string(missingOrInvalid), v.trim(), v.nonEmpty(M.fillAll), calendarDate(M.invalid));

/** Yes or no: true or false, nothing else (the text 'yes' is not a yes/no). */
export const yesNoField = () => v.boolean(missingOrInvalid);

/**
 * The §8 words for a row's first issue: the field's own words, or (a key the row does not have at all, where the
 * object schema speaks) the fill-all words.
 */
export function rowIssueMessage(issue: v.BaseIssue<unknown> | undefined): string {
  if (!issue) return M.invalid;
  if ((Object.values(M) as string[]).includes(issue.message)) return issue.message;
  return issue.input === undefined ? M.fillAll : M.invalid;
}
