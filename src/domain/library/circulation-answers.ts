import * as v from 'valibot';
import { ITEM_TYPES } from './catalogue';
import { PATRON_CATEGORIES } from './circulation-rules';
import { MyHoldSchema } from './holds';
import { FineLineSchema } from './fine-answers';

/** A loan as the desk and the patron see it: the copy, when it is due, and the fine it has run up so far. */
export const LoanLineSchema = v.object({
  id: v.number(),
  copyId: v.number(),
  titleId: v.number(),
  barcode: v.string(),
  accessionNo: v.string(),
  title: v.string(),
  itemType: v.picklist(ITEM_TYPES),
  issuedAt: v.string(),
  dueOn: v.string(),
  returnedAt: v.nullable(v.string()),
  renewals: v.number(),
  /** Renewals the rules allow this loan in all (0 for a book bank loan). */
  renewalsAllowed: v.number(),
  /** Open days late so far (at return: in all), and the fine they come to. */
  lateDays: v.number(),
  finePaise: v.number(),
  /** The material allowance a book bank loan is under, else null. */
  allowance: v.nullable(v.string()),
});
export type LoanLine = v.InferOutput<typeof LoanLineSchema>;

/** A copy kept at the desk for its patron (a hold ready to collect). */
export const ReadyHoldSchema = v.object({
  holdId: v.number(),
  titleId: v.number(),
  title: v.string(),
  barcode: v.string(),
  pickupBy: v.string(),
});

/** GET /api/app/library/patrons/:code: who is at the desk, what they hold and owe, and what waits for them. */
export const PatronCardSchema = v.object({
  kind: v.picklist(['STUDENT', 'FACULTY']),
  id: v.number(),
  code: v.string(),
  name: v.string(),
  category: v.picklist(PATRON_CATEGORIES),
  /** The student's degree, branch and semester, or the staff member's designation and department. */
  detail: v.string(),
  active: v.boolean(),
  loans: v.array(LoanLineSchema),
  finesOwedPaise: v.number(),
  fineBlockPaise: v.number(),
  holdsReady: v.array(ReadyHoldSchema),
  /** The patron's open holds: waiting (with their place in the queue) and ready (with the day to collect by). */
  holds: v.optional(v.array(MyHoldSchema)),
  /** The patron's latest fines, open, paid and waived. */
  fines: v.array(FineLineSchema),
});
export type PatronCard = v.InferOutput<typeof PatronCardSchema>;

const PatronRefSchema = v.object({ name: v.string(), code: v.string() });

/** POST /api/app/library/issues: the loan made (`conflict` when an offline issue was kept for review). */
export const IssuedSchema = v.object({
  message: v.string(),
  loan: LoanLineSchema,
  patron: PatronRefSchema,
  conflict: v.nullable(v.string()),
});
export type Issued = v.InferOutput<typeof IssuedSchema>;

/** Where a returned copy goes: back to its shelf, or kept at the desk for the first in the waiting list. */
export const NextPlaceSchema = v.variant('kind', [
  v.object({ kind: v.literal('shelf'), location: v.string() }),
  v.object({ kind: v.literal('hold'), name: v.string(), code: v.string(), pickupBy: v.string() }),
]);

/** POST /api/app/library/returns: the loan closed, the fine it made and where the copy goes next. */
export const ReturnedSchema = v.object({
  message: v.string(),
  loan: LoanLineSchema,
  patron: PatronRefSchema,
  finePaise: v.number(),
  next: NextPlaceSchema,
  conflict: v.nullable(v.string()),
});
export type Returned = v.InferOutput<typeof ReturnedSchema>;

/** POST /api/app/library/renewals and a patron's own renewal: the loan with its new due day. */
export const RenewedSchema = v.object({ message: v.string(), loan: LoanLineSchema });
export type Renewed = v.InferOutput<typeof RenewedSchema>;

/** An offline desk action that could not be applied as recorded, for the librarian. */
export const ConflictSchema = v.object({
  id: v.number(),
  kind: v.string(),
  action: v.picklist(['ISSUE', 'RETURN', 'RENEW']),
  message: v.string(),
  barcode: v.string(),
  title: v.string(),
  patron: v.nullable(PatronRefSchema),
  occurredAt: v.string(),
  recordedAt: v.string(),
  recordedBy: v.string(),
  resolvedAt: v.nullable(v.string()),
  note: v.string(),
});
export type Conflict = v.InferOutput<typeof ConflictSchema>;

export const ConflictListSchema = v.object({ conflicts: v.array(ConflictSchema) });
