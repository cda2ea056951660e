import * as v from 'valibot';
import { CLAIM_STATUSES } from './reimbursements';
import { CONCESSION_KINDS, CONCESSION_STATUSES } from './concessions';

/** The answers of the scholarship and waiver screens, as the app parses them (the handlers are typed to these). */

const paise = v.pipe(v.number(), v.integer());

/** A concession as the list shows it: who it is for, on what, how much, and where its approval stands. */
export const ConcessionRowSchema = v.object({
  id: v.number(),
  name: v.string(),
  kind: v.picklist(CONCESSION_KINDS),
  /** Paise, or basis points of a percentage. */
  value: paise,
  feeType: v.string(),
  semester: v.nullable(v.number()),
  rollNo: v.nullable(v.string()),
  studentName: v.nullable(v.string()),
  category: v.nullable(v.string()),
  batch: v.nullable(v.string()),
  /** Students on roll it covers now. */
  students: v.number(),
  reason: v.string(),
  status: v.picklist(CONCESSION_STATUSES),
  proposedBy: v.string(),
  proposedAt: v.string(),
  decidedBy: v.nullable(v.string()),
  decidedAt: v.nullable(v.string()),
  decisionNote: v.string(),
  /** Whether the signed-in user may decide it (an accounts officer who did not propose it). */
  canDecide: v.boolean(),
});
export type ConcessionRow = v.InferOutput<typeof ConcessionRowSchema>;
export const ConcessionListSchema = v.array(ConcessionRowSchema);

/** A reimbursement claim: expected from the state, received, what the state still owes or went back to the student. */
export const ClaimRowSchema = v.object({
  id: v.number(),
  rollNo: v.string(),
  studentName: v.string(),
  branch: v.string(),
  academicYear: v.string(),
  yearOfStudy: v.number(),
  feeType: v.string(),
  scheme: v.string(),
  expected: paise,
  received: paise,
  fromState: paise,
  backToStudent: paise,
  /** What the student still owes on the claim's dues once its reliefs and payments are counted. */
  studentDue: paise,
  status: v.picklist(CLAIM_STATUSES),
});
export type ClaimRow = v.InferOutput<typeof ClaimRowSchema>;

/** GET reimbursements: the claims of a year (or every year) and their totals. */
export const ClaimListSchema = v.object({
  claims: v.array(ClaimRowSchema),
  totals: v.object({ expected: paise, received: paise, fromState: paise, backToStudent: paise, studentDue: paise }),
});
export type ClaimList = v.InferOutput<typeof ClaimListSchema>;

/** A fine waiver as the student's list shows it. */
export const WaiverRowSchema = v.object({
  id: v.number(),
  rollNo: v.string(),
  studentName: v.string(),
  fineOn: v.string(),
  semester: v.number(),
  amount: paise,
  reason: v.string(),
  waivedBy: v.string(),
  waivedAt: v.string(),
});
export const WaiverListSchema = v.array(WaiverRowSchema);

/** A save's answer: its id and the message to show. */
export const ConcessionSavedSchema = v.object({ id: v.number(), message: v.string() });
