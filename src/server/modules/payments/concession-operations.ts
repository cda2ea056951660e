import {
  ClaimListSchema,
  ConcessionListSchema,
  ConcessionSavedSchema,
  WaiverListSchema,
} from '../../../domain/payments/concession-answers';
import { FeePlanSheetHeadsSchema } from '../../../domain/payments/fee-plan-answers';
import type { Operation, PermissionLine } from '../server-module';

/** The fee structure template's and the scholarship and waiver calls as /api/docs describes them. */
export const concessionOperations = {
  'GET /api/app/fee-structures/template': {
    summary:
      "The fee structure's Excel template: one row per head (fee type, amount, due date, late fine, instalments)",
    produces: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  },
  'POST /api/app/fee-structures/heads-from-sheet': {
    summary:
      "A filled template (part 'sheet') read back as heads for the editor, each row's problem named; saves nothing",
    answer: FeePlanSheetHeadsSchema,
  },
  'GET /api/app/concessions': {
    summary: 'Concessions and scholarships of a status (PROPOSED by default): who, fee head, amount or %, approval',
    answer: ConcessionListSchema,
  },
  'POST /api/app/concessions': {
    summary: 'Propose a concession for a student (rollNo) or a category (and batch): it applies once approved',
    answer: ConcessionSavedSchema,
    status: 201,
  },
  'POST /api/app/concessions/:id/decision': {
    summary: "An accounts officer approves or rejects a proposed concession (never one's own)",
    answer: ConcessionSavedSchema,
  },
  'GET /api/app/reimbursements': {
    summary: "The state's fee reimbursement claims of an academic year: expected, received, balances, student's due",
    answer: ClaimListSchema,
  },
  'POST /api/app/reimbursements': {
    summary: "A student's claim on the state for a fee head and year of study (at most what the dues still ask)",
    answer: ConcessionSavedSchema,
    status: 201,
  },
  'POST /api/app/reimbursements/:id/receipts': {
    summary: 'Money the state paid on an open claim; the claim closes once all it expected has come',
    answer: ConcessionSavedSchema,
    status: 201,
  },
  'POST /api/app/reimbursements/:id/close': {
    summary: "Close a claim: its dues keep only what the state paid, the rest is the student's to pay",
    answer: ConcessionSavedSchema,
  },
  'GET /api/app/fee-waivers': {
    summary: "Late fine waivers: one student's (studentId) or the latest 200",
    answer: WaiverListSchema,
  },
  'POST /api/app/fee-waivers': {
    summary: "An accounts officer lowers a due's late fine to date, with a reason",
    answer: ConcessionSavedSchema,
    status: 201,
  },
} satisfies Readonly<Record<PermissionLine, Operation>>;
