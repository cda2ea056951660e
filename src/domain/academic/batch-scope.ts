import * as v from 'valibot';
import { LIST_MESSAGES as M } from './messages';

/**
 * Which batches a list shows: those on roll now ('current': not yet passed out, `calendar/batch-stage.ts`), or every
 * batch the college ever had ('all', `?batches=all`, "Show all batches"). Lists and the student directory open on
 * the current ones; a drop-down that picks a row for a form offers all.
 */
export const BATCH_SCOPES = ['current', 'all'] as const;
export type BatchScope = (typeof BATCH_SCOPES)[number];

export const batchScope = (fallback: BatchScope) => v.optional(v.picklist(BATCH_SCOPES, M.invalid), fallback);

/** GET …/lists/{kind}/options?value=&batches=: a reference's drop-down (every batch unless asked for the current). */
export const ListOptionsQuerySchema = v.object({
  value: v.optional(v.pipe(v.string(), v.maxLength(40, M.invalid))),
  batches: batchScope('all'),
});

/** The lists whose rows belong to a batch, and so open on the batches on roll. */
export const LISTS_BY_BATCH: readonly string[] = ['batches', 'sections'];
