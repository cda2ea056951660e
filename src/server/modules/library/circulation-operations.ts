import * as v from 'valibot';
import {
  ConflictListSchema,
  IssuedSchema,
  PatronCardSchema,
  RenewedSchema,
  ReturnedSchema,
} from '../../../domain/library/circulation-answers';
import { CirculationSummarySchema } from '../../../domain/library/circulation-summary';
import { FineSettledSchema } from '../../../domain/library/fine-answers';
import { LossAnswerSchema } from '../../../domain/library/losses';
import type { Operation, PermissionLine } from '../server-module';

const ConflictResolvedSchema = v.object({ id: v.number(), message: v.string() });

/** The circulation desk's calls and a patron's own, as GET /api/docs describes them. */
export const circulationOperations = {
  'GET /api/app/library/patrons/:code': {
    summary:
      'A patron by roll number or employee code: loans with their fines so far, fines owed, copies kept for them',
    answer: PatronCardSchema,
  },
  'POST /api/app/library/issues': {
    summary:
      'Issue a copy to a patron by the rules (refusals say why); offline: kept and listed as a conflict where the rules would refuse',
    answer: IssuedSchema,
    status: 201,
  },
  'POST /api/app/library/returns': {
    summary:
      'Return a copy at the desk’s moment: the late fine (open days only) and where it goes next (shelf or hold)',
    answer: ReturnedSchema,
  },
  'POST /api/app/library/losses': {
    summary:
      'A copy on loan lost or given back damaged: the loan ends with its late fine, the patron is charged (a lost copy’s price unless typed) and the copy written off',
    answer: LossAnswerSchema,
  },
  'GET /api/app/library/circulation-summary': {
    summary:
      'The incharge’s circulation figures: today’s issues and returns, out and overdue, holds, fines; a fortnight by day; the most borrowed titles',
    answer: CirculationSummarySchema,
  },
  'POST /api/app/library/renewals': {
    summary: 'Renew a loan at the desk when the rules allow (renewals left, not overdue, nobody waiting)',
    answer: RenewedSchema,
  },
  'GET /api/app/library/conflicts': {
    summary: 'Offline desk actions the server could not apply as recorded, open ones first (?resolved=1: the resolved)',
    answer: ConflictListSchema,
  },
  'PUT /api/app/library/conflicts/:id': {
    summary: 'Mark an offline conflict resolved with the librarian’s note',
    answer: ConflictResolvedSchema,
  },
  'GET /api/app/library/my-loans': {
    summary: 'The signed-in student’s or teacher’s own loans, fines and copies kept for them',
    answer: PatronCardSchema,
  },
  'POST /api/app/library/my-loans/:id/renew': {
    summary: 'Renew one of one’s own loans when the rules allow',
    answer: RenewedSchema,
  },
  'PUT /api/app/library/fines/:id': {
    summary:
      'Settle a fine: waived with a reason (the incharge), or a staff member’s fine paid at the desk; a student’s is paid through the fees',
    answer: FineSettledSchema,
  },
} satisfies Readonly<Record<PermissionLine, Operation>>;
