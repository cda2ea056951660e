import * as v from 'valibot';
import { LoanRuleSchema } from './circulation-rules';

/** The library's settings as the incharge sees and saves them (money in paise). */
export const LibrarySettingsAnswerSchema = v.object({
  fineBlockPaise: v.number(),
  pickupDays: v.number(),
  closedWeekdays: v.array(v.number()),
  publicCatalogue: v.boolean(),
});

/** GET /api/app/library/rules (and the answer to saving them): the matrix and the settings. */
export const RulesAnswerSchema = v.object({
  rules: v.array(LoanRuleSchema),
  settings: LibrarySettingsAnswerSchema,
});
export type RulesAnswer = v.InferOutput<typeof RulesAnswerSchema>;

/** PUT /api/app/library/rules: what was saved. */
export const RulesSavedSchema = v.object({
  message: v.string(),
  rules: v.array(LoanRuleSchema),
});

/** PUT /api/app/library/settings: what was saved. */
export const SettingsSavedSchema = v.object({
  message: v.string(),
  settings: LibrarySettingsAnswerSchema,
});

/** One material allowance, with the book bank loans still open under it. */
export const AllowanceLineSchema = v.object({
  id: v.number(),
  name: v.string(),
  degreeId: v.nullable(v.number()),
  /** The degree's name, null for every degree. */
  degree: v.nullable(v.string()),
  semester: v.nullable(v.number()),
  maxCopies: v.number(),
  dueOn: v.string(),
  active: v.boolean(),
  openLoans: v.number(),
});
export type AllowanceLine = v.InferOutput<typeof AllowanceLineSchema>;

/** GET /api/app/library/allowances: every allowance, the latest due first, and the degrees one may be given for. */
export const AllowanceListSchema = v.object({
  allowances: v.array(AllowanceLineSchema),
  degrees: v.array(v.object({ id: v.number(), name: v.string() })),
});
export type AllowanceList = v.InferOutput<typeof AllowanceListSchema>;

/** POST and PUT /api/app/library/allowances: the allowance saved. */
export const AllowanceSavedSchema = v.object({ message: v.string(), allowance: AllowanceLineSchema });
