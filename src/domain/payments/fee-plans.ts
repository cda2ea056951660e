import * as v from 'valibot';
import { plainText } from '../forms/plain-text';
import { isCalendarDate } from '../calendar/calendar-date';
import { rupeesAmountSchema } from '../money/rupees-schema';
import { FEE_PLAN_MESSAGES as M } from './fee-plan-messages';

/**
 * Fee structures: who a structure is for, its heads (fee type, amount, due date, late fine, instalments), and the
 * late fine a due has gathered by a day. Amounts are paise; rupees only as typed.
 */

export const FINE_KINDS = ['NONE', 'PER_DAY', 'SLAB'] as const;
export type FineKind = (typeof FINE_KINDS)[number];

/** A slab of a late fine: from `afterDays` days late on, the fine is `amountPaise` (the highest slab reached counts). */
export interface FineSlab {
  afterDays: number;
  amountPaise: number;
}

/** One instalment of a head: its due date and amount. A head's instalments add up to its amount. */
export interface Instalment {
  dueDate: string;
  amountPaise: number;
}

export interface FineRule {
  fineKind: FineKind;
  finePerDayPaise: number;
  fineSlabs: readonly FineSlab[];
  /** The most the fine grows to; 0 is no cap. */
  fineCapPaise: number;
}

/** The fee type late fines are due under (made on the first fine): paid at the desk with the due it is on. */
export const LATE_FEE_TYPE = 'Late Fee';

/** The item of a due's late fine line: the due's fee type and item (its semester is the line's own). */
export const fineItemOf = (line: { feeType: string; item: string }) =>
  (line.item ? `${line.feeType} - ${line.item}` : line.feeType).slice(0, 64);

const DAY_MS = 86_400_000;
const daysBetween = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / DAY_MS);

/**
 * The late fine of a due on `today` (YYYY-MM-DD, the college's day): nothing on or before its due date; per day, the
 * days late times the daily fine; by slabs, the amount of the highest slab reached; never above the cap when one is set.
 */
export function fineToDate(rule: FineRule, dueDate: string, today: string): number {
  const late = daysBetween(dueDate, today);
  if (late <= 0 || rule.fineKind === 'NONE') return 0;
  const fine =
    rule.fineKind === 'PER_DAY'
      ? late * rule.finePerDayPaise
      : Math.max(0, ...rule.fineSlabs.filter((s) => late >= s.afterDays).map((s) => s.amountPaise));
  return rule.fineCapPaise > 0 ? Math.min(fine, rule.fineCapPaise) : fine;
}

/** The item a head's instalment is due under: 'Instalment 1 of 2', after the head's own item when it has one. */
export const instalmentItem = (item: string, index: number, count: number) =>
  `${item ? `${item} ` : ''}Instalment ${index + 1} of ${count}`.trim();

const dayField = (message: string) => v.pipe(v.string(message), v.trim(), v.check(isCalendarDate, message));
const money = (required: string) =>
  v.pipe(rupeesAmountSchema(required, M.amountInvalid), v.minValue(100, M.amountPositive));
const optionalMoney = v.pipe(
  v.string(M.amountInvalid),
  v.trim(),
  v.transform((s) => (s === '' ? '0' : s)),
  rupeesAmountSchema(M.amountInvalid, M.amountInvalid),
);

/** A head as the structure's form and its Excel template hold it (rupees as typed, days as YYYY-MM-DD). */
export const FeePlanHeadSchema = v.pipe(
  v.object({
    feeType: v.pipe(v.string(M.feeTypeRequired), v.trim(), v.nonEmpty(M.feeTypeRequired), v.maxLength(64)),
    item: plainText(48, M.itemInvalid),
    amount: money(M.amountRequired),
    dueDate: dayField(M.dueDateInvalid),
    fineKind: v.picklist(FINE_KINDS, M.fineKindInvalid),
    finePerDay: optionalMoney,
    fineSlabs: v.pipe(
      v.array(
        v.object({
          afterDays: v.pipe(v.number(M.slabInvalid), v.integer(M.slabInvalid), v.minValue(1, M.slabInvalid)),
          amount: money(M.slabInvalid),
        }),
        M.slabInvalid,
      ),
      v.maxLength(10, M.slabInvalid),
    ),
    fineCap: optionalMoney,
    instalments: v.pipe(
      v.array(v.object({ dueDate: dayField(M.dueDateInvalid), amount: money(M.amountRequired) }), M.instalmentsInvalid),
      v.maxLength(12, M.instalmentsInvalid),
    ),
  }),
  v.check((h) => h.fineKind !== 'PER_DAY' || h.finePerDay > 0, M.perDayNeeded),
  v.check((h) => h.fineKind !== 'SLAB' || h.fineSlabs.length > 0, M.slabsNeeded),
  v.check(
    (h) => h.instalments.length === 0 || h.instalments.reduce((sum, i) => sum + i.amount, 0) === h.amount,
    M.instalmentsDontAddUp,
  ),
);
export type FeePlanHead = v.InferOutput<typeof FeePlanHeadSchema>;

/** POST/PUT a fee structure: its name, who it is for, the semester and its heads (each fee type and item once). */
export const FeePlanSchema = v.object({
  name: v.pipe(plainText(100, M.nameInvalid), v.nonEmpty(M.nameRequired)),
  degreeId: v.pipe(v.number(M.courseRequired), v.integer(M.courseRequired), v.minValue(1, M.courseRequired)),
  batchId: v.pipe(v.number(M.batchRequired), v.integer(M.batchRequired), v.minValue(1, M.batchRequired)),
  branchId: v.nullable(v.pipe(v.number(M.branchInvalid), v.integer(M.branchInvalid), v.minValue(1, M.branchInvalid))),
  quota: plainText(64, M.quotaInvalid),
  category: plainText(16, M.categoryInvalid),
  semester: v.pipe(
    v.number(M.semesterInvalid),
    v.integer(M.semesterInvalid),
    v.minValue(1, M.semesterInvalid),
    v.maxValue(16, M.semesterInvalid),
  ),
  heads: v.pipe(
    v.array(FeePlanHeadSchema, M.headsRequired),
    v.minLength(1, M.headsRequired),
    v.maxLength(40, M.headsRequired),
    v.check((heads) => new Set(heads.map((h) => `${h.feeType}|${h.item}`)).size === heads.length, M.headTwice),
  ),
});
export type FeePlanInput = v.InferOutput<typeof FeePlanSchema>;
