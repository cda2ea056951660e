import * as v from 'valibot';
import type { CellValue } from '../admissions/bulk-cells';
import { looseKey } from '../admissions/bulk-cells';
import { MARKS_MESSAGES as M } from './messages';
import { english, type Translate } from '../i18n/translate';
import type { MarksProgress } from './marks-answers';

export type { MarksProgress } from './marks-answers';

export { INTERNAL_MARKS_PATH, INTERNAL_MARKS_WRITERS } from './access';

/** The upload's fileType (masterDataExcelsUploads?fileType=examMarks&examId=…). */
export const EXAM_MARKS_FILE_TYPE = 'examMarks';

const studentId = v.pipe(v.number(M.invalid), v.integer(M.invalid), v.minValue(1, M.invalid));
/** Each student once in a grid: two marks for one student could not both be kept. */
const eachStudentOnce = <T extends { studentId: number }>(rows: T[]) =>
  new Set(rows.map((r) => r.studentId)).size === rows.length;

const marks = v.pipe(
  v.number(M.notAWholeNumber),
  v.integer(M.notAWholeNumber),
  v.minValue(0, M.notAWholeNumber),
  v.maxValue(999, M.notAWholeNumber),
);

/** A grid of internal marks: null takes a mark back to "not entered". At most a large class at once. */
export const InternalMarksSchema = v.object({
  marks: v.pipe(
    v.array(v.object({ studentId, internal: v.nullable(marks) }), M.invalid),
    v.minLength(1, M.invalid),
    v.maxLength(2000, M.invalid),
    v.check(eachStudentOnce, M.sameStudentTwice),
  ),
});
export type InternalMarksInput = v.InferOutput<typeof InternalMarksSchema>;

/** External marks on the screen: a number, AB (`absent`), or null (not entered); never both. */
export const ExternalMarksSchema = v.object({
  marks: v.pipe(
    v.array(
      v.pipe(
        v.object({ studentId, external: v.nullable(marks), absent: v.boolean(M.invalid) }),
        v.check((m) => !(m.absent && m.external !== null), M.notAWholeNumber),
      ),
      M.invalid,
    ),
    v.minLength(1, M.invalid),
    v.maxLength(2000, M.invalid),
    v.check(eachStudentOnce, M.sameStudentTwice),
  ),
});
export type ExternalMarksInput = v.InferOutput<typeof ExternalMarksSchema>;

/** The reason marks are refused against a subject's maximum, or null when they are within it. */
export function aboveMaxReason(
  what: 'Internal' | 'External',
  value: number | null,
  max: number,
  translate: Translate = english,
): string | null {
  return value !== null && value > max ? M.aboveMax(what, value, max, translate) : null;
}

/**
 * How many of a student's marks in a subject are above the subject's maxima (0, 1 or 2): marks stored before a
 * maximum was lowered, which processing refuses to grade until they are corrected.
 */
export const marksAboveMaxima = (
  marks: { internal: number | null; external: number | null },
  max: { internalMax: number; externalMax: number },
): number =>
  Number(marks.internal !== null && marks.internal > max.internalMax) +
  Number(marks.external !== null && marks.external > max.externalMax);

/** What a marks cell of an uploaded sheet holds. */
export type MarksCell = { ok: true; external: number | null; absent: boolean } | { ok: false; reason: string };

/**
 * An external marks cell as a valuer types it: a whole number from 0 to the subject's maximum ('45', 45, '45.0'),
 * or AB (any case) for an absentee. Blank, decimals, negatives and words are refused with the reason, in the words
 * of `translate` (the screen's language; English for an upload's report).
 */
export function parseMarksCell(value: CellValue, max: number, translate: Translate = english): MarksCell {
  const text =
    value === null || value === undefined
      ? ''
      : typeof value === 'number'
        ? String(value)
        : String(value)
            .replace(/[\s\u00a0]+/g, '')
            .trim();
  if (text === '') return { ok: false, reason: translate(M.blank) };
  if (/^ab$/i.test(text)) return { ok: true, external: null, absent: true };
  if (!/^\d{1,3}(\.0*)?$/.test(text)) return { ok: false, reason: translate(M.notAWholeNumber) };
  const n = Number.parseInt(text, 10);
  const over = aboveMaxReason('External', n, max, translate);
  return over ? { ok: false, reason: over } : { ok: true, external: n, absent: false };
}

/** The columns of the marks template: by roll number, or (a coded subject) by coded number only. */
export const MARKS_COLUMNS = {
  subject: 'Subject Code',
  rollNo: 'Roll Number',
  name: 'Name',
  code: 'Coded Number',
  external: 'External Marks',
} as const;

export interface MarksLayout {
  subject: number;
  rollNo: number | null;
  code: number | null;
  external: number;
}

/** Finds the template's columns in a header row (any order, case and spacing aside); what is missing otherwise. */
export function marksLayout(cells: readonly CellValue[]): { layout: MarksLayout } | { missing: string[] } {
  const at = (header: string) => {
    const i = cells.findIndex((c) => typeof c === 'string' && looseKey(c) === looseKey(header));
    return i < 0 ? null : i;
  };
  const subject = at(MARKS_COLUMNS.subject);
  const external = at(MARKS_COLUMNS.external);
  const rollNo = at(MARKS_COLUMNS.rollNo);
  const code = at(MARKS_COLUMNS.code);
  const missing = [
    ...(subject === null ? [MARKS_COLUMNS.subject] : []),
    ...(rollNo === null && code === null ? [`${MARKS_COLUMNS.rollNo} or ${MARKS_COLUMNS.code}`] : []),
    ...(external === null ? [MARKS_COLUMNS.external] : []),
  ];
  if (subject === null || external === null || missing.length) return { missing };
  return { layout: { subject, rollNo, code, external } };
}

/** A key cell (roll number, coded number, subject code) as text: numbers as their digits, spaces gone, upper case. */
export function keyCell(value: CellValue | undefined): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isInteger(value) ? value.toFixed(0) : String(value);
  return String(value)
    .replace(/[\s\u00a0]+/g, '')
    .toUpperCase();
}

/** A subject's marks are complete when every registered student has internal and external (or AB) marks. */
export const marksMissing = (p: MarksProgress) => ({
  internal: p.registered - p.internalEntered,
  external: p.registered - p.externalEntered,
});
