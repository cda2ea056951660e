import * as v from 'valibot';
import { RESULT_MESSAGES } from './messages';

/** §5: the roll input uses only the part before the first space. */
export function rollNumberFromInput(input: string): string {
  return input.trimStart().split(' ')[0] ?? '';
}

/** Roll numbers are letters and digits (22B81A0501); anything else cannot match a student. */
export const RollNumberSchema = v.pipe(
  v.optional(v.string(RESULT_MESSAGES.rollRequired), ''),
  v.transform(rollNumberFromInput),
  v.nonEmpty(RESULT_MESSAGES.rollRequired),
  v.maxLength(20, /*i18n*/ 'A roll number has at most 20 characters'),
  v.regex(/^[A-Za-z0-9]+$/, /*i18n*/ 'A roll number has only letters and digits'),
  v.toUpperCase(),
);

const ExamTitleSchema = v.pipe(
  v.optional(v.string('Please choose an exam title'), ''),
  v.trim(),
  v.nonEmpty('Please choose an exam title'),
  v.maxLength(200, 'An exam title has at most 200 characters'),
);

/** Query of getExamResultByRollNoView and getExamResultByRollNoReport (§7). */
export const ResultLookupQuerySchema = v.object({
  rollNo: RollNumberSchema,
  examTitle: ExamTitleSchema,
});
export type ResultLookupQuery = v.InferOutput<typeof ResultLookupQuerySchema>;

/**
 * Search of /results/{title}: `?rollNo=` upper-cased like the input (22b81a0501 and 22B81A0501 are one cache
 * entry and one device copy); a value that cannot be a roll number is dropped. The router parses search values
 * as JSON, so an all-digit roll number arrives as a number.
 */
export const ResultSearchSchema = v.object({
  rollNo: v.fallback(
    v.optional(
      v.pipe(
        v.union([v.string(), v.number()]),
        v.transform(String),
        v.check((input) => v.is(RollNumberSchema, input)),
        v.transform((input) => v.parse(RollNumberSchema, input)),
      ),
    ),
    undefined,
  ),
});
export type ResultSearch = v.InferOutput<typeof ResultSearchSchema>;
