import * as v from 'valibot';
import { plainText } from '../forms/plain-text';
import { rupeesAmountSchema } from '../money/rupees-schema';
import { CONCESSION_MESSAGES as M } from './concession-messages';

/**
 * Concessions and scholarships: a part of a fee head (an amount, or a percentage of each due) that a student, or every
 * student of a category (in one batch or all), does not pay. An accountant proposes one; another person, an accounts
 * officer, approves it (maker-checker); only approved ones lower dues. Amounts are paise, percentages basis points.
 */

export const CONCESSION_KINDS = ['AMOUNT', 'PERCENT'] as const;
export type ConcessionKind = (typeof CONCESSION_KINDS)[number];
export const CONCESSION_STATUSES = ['PROPOSED', 'APPROVED', 'REJECTED'] as const;
export type ConcessionStatus = (typeof CONCESSION_STATUSES)[number];

/** Basis points in a whole (100%). */
export const WHOLE_BP = 10_000;

export interface ConcessionRule {
  kind: ConcessionKind;
  /** Paise for AMOUNT, basis points (1% = 100) for PERCENT. */
  value: number;
}

/** What one concession takes off a due of `amount` paise: the amount (at most the due), or the percentage rounded down. */
export function concessionOn(amount: number, rule: ConcessionRule): number {
  const off = rule.kind === 'AMOUNT' ? rule.value : Math.floor((amount * rule.value) / WHOLE_BP);
  return Math.min(amount, Math.max(0, off));
}

/**
 * What a due of `amount` still asks after its reliefs (concessions, fine waivers, what the state is to pay) and what
 * was paid on it: never below 0. The reliefs together never take off more than the due (`relief`).
 */
export function owedAfterReliefs(amount: number, reliefs: readonly number[], paid: number) {
  const relief = Math.min(
    amount,
    reliefs.reduce((sum, r) => sum + r, 0),
  );
  return { relief, due: Math.max(0, amount - relief - paid) };
}

/** '12.5' → 1250 basis points; null unless more than 0, at most 100, with at most two decimals. */
export function percentToBasisPoints(typed: string): number | null {
  const t = typed.trim();
  if (!/^\d{1,3}(\.\d{1,2})?$/.test(t)) return null;
  const [whole, fraction = ''] = t.split('.');
  const bp = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return bp > 0 && bp <= WHOLE_BP ? bp : null;
}

/** 1250 → '12.5' (for the screens). */
export const basisPointsText = (bp: number) => String(bp / 100);

export const reasonField = v.pipe(plainText(300, M.reasonInvalid), v.minLength(5, M.reasonRequired));

/**
 * POST concessions: for the student with `rollNo`, or for every student of `category` (in `batchId`, or every batch);
 * on one fee head, in one semester or (null) every semester; `value` as typed, rupees or a percentage.
 */
export const ConcessionSchema = v.pipe(
  v.object({
    name: v.pipe(plainText(80, M.nameInvalid), v.nonEmpty(M.nameRequired)),
    kind: v.picklist(CONCESSION_KINDS, M.kindInvalid),
    value: v.pipe(v.string(M.amountRequired), v.trim(), v.nonEmpty(M.amountRequired)),
    feeType: v.pipe(v.string(M.feeTypeRequired), v.trim(), v.nonEmpty(M.feeTypeRequired), v.maxLength(64)),
    semester: v.nullable(
      v.pipe(
        v.number(M.semesterInvalid),
        v.integer(M.semesterInvalid),
        v.minValue(1, M.semesterInvalid),
        v.maxValue(16, M.semesterInvalid),
      ),
    ),
    rollNo: v.pipe(plainText(20, M.rollNoInvalid), v.toUpperCase()),
    category: plainText(16, M.categoryInvalid),
    batchId: v.nullable(v.pipe(v.number(M.batchInvalid), v.integer(M.batchInvalid), v.minValue(1, M.batchInvalid))),
    reason: reasonField,
  }),
  v.check((c) => (c.rollNo === '') !== (c.category === ''), M.whoRequired),
  v.check((c) => c.kind !== 'PERCENT' || percentToBasisPoints(c.value) !== null, M.percentInvalid),
  v.check(
    (c) => c.kind !== 'AMOUNT' || v.safeParse(rupeesAmountSchema(M.amountRequired, M.amountInvalid), c.value).success,
    M.amountInvalid,
  ),
  v.transform((c) => ({
    ...c,
    valueNumber:
      c.kind === 'PERCENT'
        ? percentToBasisPoints(c.value)!
        : (v.parse(rupeesAmountSchema(M.amountRequired, M.amountInvalid), c.value) as number),
  })),
  v.check((c) => c.valueNumber > 0, M.amountInvalid),
);
export type ConcessionInput = v.InferOutput<typeof ConcessionSchema>;

/** POST concessions/{id}/decision: the accounts officer's approval or rejection, with a note. */
export const ConcessionDecisionSchema = v.object({
  decision: v.picklist(['APPROVE', 'REJECT'] as const, M.decisionInvalid),
  note: plainText(300, M.reasonInvalid),
});

export const ConcessionListQuerySchema = v.object({
  status: v.optional(v.picklist(CONCESSION_STATUSES), 'PROPOSED'),
});
