import * as v from 'valibot';
import { FINE_KINDS } from './fee-plans';

/** The fee structure screens' answers, as the app parses them. */

/** GET fee-structures: each structure in a line. */
export const FeePlanSummarySchema = v.object({
  id: v.number(),
  name: v.string(),
  course: v.string(),
  batch: v.string(),
  branch: v.string(),
  quota: v.string(),
  category: v.string(),
  semester: v.number(),
  appliedAt: v.nullable(v.string()),
  heads: v.number(),
  total: v.number(),
});
export type FeePlanSummary = v.InferOutput<typeof FeePlanSummarySchema>;
export const FeePlanListSchema = v.array(FeePlanSummarySchema);

/** A structure as its form holds it (amounts in rupees as text), the form's initial values. */
export const FeePlanFormValuesSchema = v.object({
  name: v.string(),
  degreeId: v.number(),
  batchId: v.number(),
  branchId: v.nullable(v.number()),
  quota: v.string(),
  category: v.string(),
  semester: v.number(),
  heads: v.array(
    v.object({
      feeType: v.string(),
      item: v.string(),
      amount: v.string(),
      dueDate: v.string(),
      fineKind: v.picklist(FINE_KINDS),
      finePerDay: v.string(),
      fineSlabs: v.array(v.object({ afterDays: v.number(), amount: v.string() })),
      fineCap: v.string(),
      instalments: v.array(v.object({ dueDate: v.string(), amount: v.string() })),
    }),
  ),
});

/** GET fee-structures/{id}: the structure, when it was last applied, and what was done to it. */
export const FeePlanAnswerSchema = v.object({
  id: v.number(),
  plan: FeePlanFormValuesSchema,
  appliedAt: v.nullable(v.string()),
  changes: v.array(
    v.object({
      what: v.string(),
      created: v.number(),
      changed: v.number(),
      kept: v.number(),
      by: v.string(),
      at: v.string(),
    }),
  ),
});
export type FeePlanAnswer = v.InferOutput<typeof FeePlanAnswerSchema>;

/** GET fee-structures/options: what the form chooses from. */
export const FeePlanOptionsSchema = v.object({
  courses: v.array(v.object({ id: v.number(), name: v.string() })),
  batches: v.array(v.object({ id: v.number(), name: v.string(), degreeId: v.number() })),
  branches: v.array(v.object({ id: v.number(), name: v.string(), degreeId: v.number() })),
  feeTypes: v.array(v.string()),
  quotas: v.array(v.string()),
  categories: v.array(v.string()),
});
export type FeePlanOptions = v.InferOutput<typeof FeePlanOptionsSchema>;

/** POST/PUT a structure: its id and the words. POST apply: what applying did. */
export const FeePlanSavedSchema = v.object({ id: v.number(), message: v.string() });
export const FeePlanAppliedSchema = v.object({
  message: v.string(),
  created: v.number(),
  changed: v.number(),
  kept: v.number(),
});

/** POST fee-structures/heads-from-sheet: the template's rows as the editor's head forms, and each row's problem. */
export const FeePlanSheetHeadsSchema = v.object({
  heads: v.array(v.record(v.string(), v.string())),
  problems: v.array(v.object({ row: v.number(), message: v.string() })),
});
