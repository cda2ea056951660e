import * as v from 'valibot';
import { plainText } from '../forms/plain-text';
import { isCalendarDate } from '../calendar/calendar-date';
import { rupeesAmountSchema } from '../money/rupees-schema';
import { CONCESSION_MESSAGES as M } from './concession-messages';
import { reasonField } from './concessions';

/**
 * The state's fee reimbursement: for an eligible student the state pays (part of) a fee head for a year of study
 * straight to the college. A claim records what the state is expected to pay; while it is open the student is not
 * asked for that part; money the state pays is recorded against it; once closed, what the state did not pay is the
 * student's to pay again. Fine waivers: an accounts officer lowers a due's late fine, with a reason.
 */

export const CLAIM_STATUSES = ['OPEN', 'CLOSED'] as const;
export type ClaimStatus = (typeof CLAIM_STATUSES)[number];

/** The academic year a day (YYYY-MM-DD) falls in, as colleges write it: June onwards starts the next ('2026-27'). */
export const academicYearOf = (day: string) => {
  const year = Number(day.slice(0, 4));
  return academicYearStarting(Number(day.slice(5, 7)) >= 6 ? year : year - 1);
};

/** The academic year that starts in `start`: 2026 → '2026-27'. */
export const academicYearStarting = (start: number) => `${String(start)}-${String((start + 1) % 100).padStart(2, '0')}`;

/** The semesters of a year of study: year 2 → semesters 3 and 4. */
export const semestersOfYear = (yearOfStudy: number) => [yearOfStudy * 2 - 1, yearOfStudy * 2];

/**
 * A claim's balance: what the state still owes (while open), and what went back to the student (once closed). What
 * the claim takes off the student's dues is `credited`: all that is expected while open, what was received once closed.
 */
export function claimBalance(claim: { expected: number; received: number; status: ClaimStatus }) {
  const open = claim.status === 'OPEN';
  const short = Math.max(0, claim.expected - claim.received);
  return {
    credited: open ? claim.expected : Math.min(claim.received, claim.expected),
    fromState: open ? short : 0,
    backToStudent: open ? 0 : short,
  };
}

/**
 * Spreads `amount` over the dues in order (first semester first), each taking at most what it asks: the part of a
 * claim each due is relieved of. What does not fit is left over (the caller refuses a claim larger than its dues).
 */
export function spreadOver(amount: number, dues: readonly { id: number; amount: number }[]) {
  let left = amount;
  const parts = dues.map((d) => {
    const part = Math.min(left, d.amount);
    left -= part;
    return { id: d.id, part };
  });
  return { parts, left };
}

const rupees = v.pipe(rupeesAmountSchema(M.amountRequired, M.amountInvalid), v.minValue(100, M.amountInvalid));

/** An academic year as colleges write it: '2025-26', the second part the year after the first. */
export const academicYearField = v.pipe(
  v.string(M.yearInvalid),
  v.trim(),
  v.regex(/^\d{4}-\d{2}$/, M.yearInvalid),
  v.check((y) => (Number(y.slice(0, 4)) + 1) % 100 === Number(y.slice(5)), M.yearInvalid),
);

/** POST reimbursements: a student's claim on the state for a fee head and a year of study. */
export const ReimbursementClaimSchema = v.object({
  rollNo: v.pipe(plainText(20, M.rollNoInvalid), v.nonEmpty(M.rollNoInvalid), v.toUpperCase()),
  academicYear: academicYearField,
  yearOfStudy: v.pipe(
    v.number(M.yearOfStudyInvalid),
    v.integer(M.yearOfStudyInvalid),
    v.minValue(1, M.yearOfStudyInvalid),
    v.maxValue(8, M.yearOfStudyInvalid),
  ),
  feeType: v.pipe(v.string(M.feeTypeRequired), v.trim(), v.nonEmpty(M.feeTypeRequired), v.maxLength(64)),
  scheme: v.pipe(plainText(80, M.nameInvalid), v.nonEmpty(M.schemeRequired)),
  expected: rupees,
});
export type ReimbursementClaimInput = v.InferOutput<typeof ReimbursementClaimSchema>;

/** POST reimbursements/{id}/receipts: money the state paid on the claim, the day it came and the bank reference. */
export const ReimbursementReceiptSchema = v.object({
  amount: rupees,
  receivedOn: v.pipe(v.string(M.receivedOnInvalid), v.trim(), v.check(isCalendarDate, M.receivedOnInvalid)),
  reference: plainText(60, M.referenceInvalid),
});

export const ReimbursementListQuerySchema = v.object({
  academicYear: v.optional(v.union([v.literal(''), academicYearField]), ''),
});

/** POST fee-waivers: lower the late fine of one of the student's dues (`structureId`) by `amount`, with a reason. */
export const FeeWaiverSchema = v.object({
  studentId: v.pipe(v.number(M.unknownStudent), v.integer(M.unknownStudent), v.minValue(1, M.unknownStudent)),
  structureId: v.pipe(v.number(M.dueNotFound), v.integer(M.dueNotFound), v.minValue(1, M.dueNotFound)),
  amount: rupees,
  reason: reasonField,
});
export type FeeWaiverInput = v.InferOutput<typeof FeeWaiverSchema>;
