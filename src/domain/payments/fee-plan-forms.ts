import * as v from 'valibot';
import { wholeNumberText } from '../forms/whole-number-text';
import type { FeePlanAnswer } from './fee-plan-answers';
import { FeePlanHeadSchema, FeePlanSchema } from './fee-plans';

/**
 * The fee structure screen's forms as they hold text: the structure's own fields, and one form per head with up to
 * three fine slabs and four instalments as plain fields. Each converts its text and is then checked by the very
 * schema the server uses (FeePlanSchema, FeePlanHeadSchema), so both answer with the same words.
 */

const plan = FeePlanSchema.entries;

export const FeePlanFormSchema = v.object({
  name: plan.name,
  degreeId: wholeNumberText(plan.degreeId),
  batchId: wholeNumberText(plan.batchId),
  branchId: v.pipe(
    v.string(),
    v.transform((s) => (s === '' ? null : /^\d+$/.test(s) ? Number(s) : Number.NaN)),
    plan.branchId,
  ),
  quota: plan.quota,
  category: plan.category,
  semester: wholeNumberText(plan.semester),
});

export const EMPTY_PLAN_FORM = {
  name: '',
  degreeId: '',
  batchId: '',
  branchId: '',
  quota: '',
  category: '',
  semester: '',
};

export const SLAB_FIELDS = [1, 2, 3] as const;
export const INSTALMENT_FIELDS = [1, 2, 3, 4] as const;

const text = v.string();
const headFields = {
  feeType: text,
  item: text,
  amount: text,
  dueDate: text,
  fineKind: text,
  finePerDay: text,
  fineCap: text,
  ...Object.fromEntries(
    SLAB_FIELDS.flatMap((n) => [
      [`slab${n}Days`, text],
      [`slab${n}Amount`, text],
    ]),
  ),
  ...Object.fromEntries(
    INSTALMENT_FIELDS.flatMap((n) => [
      [`inst${n}Date`, text],
      [`inst${n}Amount`, text],
    ]),
  ),
} as Record<string, v.StringSchema<undefined>>;
export type HeadFormValues = Record<string, string>;

/** The flat fields as the head's request: slabs and instalments whose fields are both empty are left out. */
function headInput(values: HeadFormValues) {
  const slabs = SLAB_FIELDS.filter((n) => values[`slab${n}Days`]?.trim() || values[`slab${n}Amount`]?.trim()).map(
    (n) => ({
      afterDays: /^\d+$/.test(values[`slab${n}Days`]?.trim() ?? '') ? Number(values[`slab${n}Days`]) : Number.NaN,
      amount: values[`slab${n}Amount`] ?? '',
    }),
  );
  const instalments = INSTALMENT_FIELDS.filter(
    (n) => values[`inst${n}Date`]?.trim() || values[`inst${n}Amount`]?.trim(),
  ).map((n) => ({ dueDate: values[`inst${n}Date`] ?? '', amount: values[`inst${n}Amount`] ?? '' }));
  return {
    feeType: values.feeType ?? '',
    item: values.item ?? '',
    amount: values.amount ?? '',
    dueDate: values.dueDate ?? '',
    fineKind: values.fineKind ?? 'NONE',
    finePerDay: values.finePerDay ?? '',
    fineSlabs: values.fineKind === 'SLAB' ? slabs : [],
    fineCap: values.fineCap ?? '',
    instalments,
  };
}

/** One head of the structure, as its form holds it. */
export const FeePlanHeadFormSchema = v.pipe(v.object(headFields), v.transform(headInput), FeePlanHeadSchema);

export const EMPTY_HEAD_FORM: HeadFormValues = Object.fromEntries(
  Object.keys(headFields).map((k) => [k, k === 'fineKind' ? 'NONE' : '']),
);

/** A saved structure's values for its forms (the answer holds rupees as text already). */
export function planFormsOf(answer: FeePlanAnswer) {
  const p = answer.plan;
  return {
    plan: {
      name: p.name,
      degreeId: String(p.degreeId),
      batchId: String(p.batchId),
      branchId: p.branchId === null ? '' : String(p.branchId),
      quota: p.quota,
      category: p.category,
      semester: String(p.semester),
    },
    heads: p.heads.map((h): HeadFormValues => {
      const values: HeadFormValues = {
        ...EMPTY_HEAD_FORM,
        feeType: h.feeType,
        item: h.item,
        amount: h.amount,
        dueDate: h.dueDate,
        fineKind: h.fineKind,
        finePerDay: h.finePerDay,
        fineCap: h.fineCap,
      };
      h.fineSlabs.slice(0, 3).forEach((s, i) => {
        values[`slab${i + 1}Days`] = String(s.afterDays);
        values[`slab${i + 1}Amount`] = s.amount;
      });
      h.instalments.slice(0, 4).forEach((s, i) => {
        values[`inst${i + 1}Date`] = s.dueDate;
        values[`inst${i + 1}Amount`] = s.amount;
      });
      return values;
    }),
  };
}

/** The request the server reads: the structure's fields and each head as typed (the server converts rupees). */
export const planRequest = (planOutput: v.InferOutput<typeof FeePlanFormSchema>, heads: readonly HeadFormValues[]) => ({
  ...planOutput,
  heads: heads.map(headInput),
});
