import * as v from 'valibot';
import { wholeNumberText } from '../forms/whole-number-text';
import { ConcessionSchema, reasonField } from './concessions';
import { ReimbursementClaimSchema, ReimbursementReceiptSchema } from './reimbursements';

/**
 * The scholarship and waiver screen's forms as they hold text. Each turns its text into the request and is then
 * checked by the very schema the server uses, so both answer with the same words.
 */

/** '' → null (every semester, every batch), digits → the number, anything else NaN (the schema's own words). */
const optionalWhole = v.pipe(
  v.string(),
  v.trim(),
  v.transform((s) => (s === '' ? null : /^\d+$/.test(s) ? Number(s) : Number.NaN)),
);

export const ConcessionFormSchema = v.pipe(
  v.object({
    name: v.string(),
    kind: v.string(),
    value: v.string(),
    feeType: v.string(),
    semester: optionalWhole,
    who: v.string(),
    rollNo: v.string(),
    category: v.string(),
    batchId: optionalWhole,
    reason: v.string(),
  }),
  v.transform(({ who, ...c }) => ({
    ...c,
    rollNo: who === 'student' ? c.rollNo : '',
    category: who === 'category' ? c.category : '',
    batchId: who === 'category' ? c.batchId : null,
  })),
  ConcessionSchema,
);

export const EMPTY_CONCESSION_FORM = {
  name: '',
  kind: 'PERCENT',
  value: '',
  feeType: '',
  semester: '',
  who: 'student',
  rollNo: '',
  category: '',
  batchId: '',
  reason: '',
};

const claim = ReimbursementClaimSchema.entries;
export const ClaimFormSchema = v.object({
  ...claim,
  yearOfStudy: wholeNumberText(claim.yearOfStudy),
});

export const EMPTY_CLAIM_FORM = {
  rollNo: '',
  academicYear: '',
  yearOfStudy: '',
  feeType: '',
  scheme: '',
  expected: '',
};

export const ClaimReceiptFormSchema = ReimbursementReceiptSchema;
export const EMPTY_CLAIM_RECEIPT_FORM = { amount: '', receivedOn: '', reference: '' };

/** The waiver form: the amount in rupees and the reason (the student and the due come from the screen). */
export const WaiverFormSchema = v.object({
  amount: ReimbursementReceiptSchema.entries.amount,
  reason: reasonField,
});
export const EMPTY_WAIVER_FORM = { amount: '', reason: '' };
