import * as v from 'valibot';
import { CIRCULATION_MESSAGES as M } from './circulation-messages';
import type { LoanRule } from './circulation-rules';

/** POST /api/app/library/holds: the title a patron waits for. */
export const PlaceHoldSchema = v.object({
  titleId: v.pipe(v.number(M.holdTitleInvalid), v.integer(M.holdTitleInvalid), v.minValue(1, M.holdTitleInvalid)),
});
export type PlaceHold = v.InferOutput<typeof PlaceHoldSchema>;

/** What stands between a patron and a hold on a title, as the server finds it. */
export interface HoldStanding {
  active: boolean;
  /** The rule for the patron's category and the title's item type (null: none saved). */
  rule: LoanRule | null;
  onShelf: number;
  alreadyHeld: boolean;
  onLoan: boolean;
}

export type HoldRefusal = 'patronEnded' | 'holdNotAllowed' | 'holdOnShelf' | 'holdTwice' | 'holdOnLoan';

/** Why a hold is refused, or null: a hold waits for a copy, so a copy on the shelf is taken instead. */
export function holdRefusal(s: HoldStanding): HoldRefusal | null {
  if (!s.active) return 'patronEnded';
  if (!s.rule || !s.rule.holdsAllowed || s.rule.loanDays === 0 || s.rule.maxLoans === 0) return 'holdNotAllowed';
  if (s.alreadyHeld) return 'holdTwice';
  if (s.onLoan) return 'holdOnLoan';
  if (s.onShelf > 0) return 'holdOnShelf';
  return null;
}

/** A patron's open hold: waiting (their place in the queue) or ready (the copy kept until a day). */
export const MyHoldSchema = v.object({
  holdId: v.number(),
  titleId: v.number(),
  title: v.string(),
  status: v.picklist(['WAITING', 'READY']),
  /** 1 for the first in line; 0 when ready. */
  place: v.number(),
  barcode: v.nullable(v.string()),
  pickupBy: v.nullable(v.string()),
  placedAt: v.string(),
});
export type MyHold = v.InferOutput<typeof MyHoldSchema>;

/** POST /api/app/library/holds and DELETE /api/app/library/holds/:id. */
export const HoldPlacedSchema = v.object({ message: v.string(), hold: MyHoldSchema });
export const HoldCancelledSchema = v.object({ id: v.number(), message: v.string() });

const QueuedPatronSchema = v.object({ holdId: v.number(), name: v.string(), code: v.string(), placedAt: v.string() });

/** GET /api/app/library/holds: copies to keep at the desk, and who waits for which title. */
export const HoldListSchema = v.object({
  ready: v.array(
    v.object({
      holdId: v.number(),
      title: v.string(),
      barcode: v.string(),
      name: v.string(),
      code: v.string(),
      pickupBy: v.string(),
    }),
  ),
  waiting: v.array(v.object({ titleId: v.number(), title: v.string(), patrons: v.array(QueuedPatronSchema) })),
});
export type HoldList = v.InferOutput<typeof HoldListSchema>;
