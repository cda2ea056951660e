import * as v from 'valibot';
import { calendarDate } from '../calendar/calendar-date';
import { wholeNumberText } from '../forms/whole-number-text';
import { MAX_PAISE, rupeesText } from '../money/money';
import { typedRupees } from '../money/typed-rupees';
import { CIRCULATION_MESSAGES as M } from './circulation-messages';
import {
  LoanRuleSchema,
  LoanRulesSchema,
  type LoanRule,
  type PatronCategory,
  type RuleItemType,
} from './circulation-rules';

/**
 * The incharge's requests (Circulation Rules): the whole matrix at once, the library's settings and a material
 * allowance, money in paise; and the forms that hold them as typed (rupees and whole numbers as text), each field
 * converted and then checked by the request's own rule, so the form and the server answer in the same words.
 */

const whole = (min: number, max: number, message: string) =>
  v.pipe(v.number(message), v.integer(message), v.minValue(min, message), v.maxValue(max, message));

/** PUT /api/app/library/rules: every cell of the matrix; the rows not sent are removed. */
export const RulesSaveSchema = v.object({ rules: LoanRulesSchema });
export type RulesSave = v.InferOutput<typeof RulesSaveSchema>;

/** The weekdays, 0 = Sunday, as the settings keep them. */
export const WEEKDAYS = [0, 1, 2, 3, 4, 5, 6] as const;
export const WEEKDAY_LABELS: readonly string[] = [
  /*i18n*/ 'Sunday',
  /*i18n*/ 'Monday',
  /*i18n*/ 'Tuesday',
  /*i18n*/ 'Wednesday',
  /*i18n*/ 'Thursday',
  /*i18n*/ 'Friday',
  /*i18n*/ 'Saturday',
];

/** PUT /api/app/library/settings. A library closed on every weekday would never have a due day: at most six. */
export const LibrarySettingsSchema = v.object({
  fineBlockPaise: whole(0, MAX_PAISE, M.fineBlockInvalid),
  pickupDays: whole(1, 14, M.pickupDaysInvalid),
  closedWeekdays: v.pipe(
    v.array(whole(0, 6, M.closedWeekdaysInvalid), M.closedWeekdaysInvalid),
    v.maxLength(6, M.closedWeekdaysInvalid),
    v.check((days) => new Set(days).size === days.length, M.closedWeekdaysInvalid),
  ),
  publicCatalogue: v.boolean(M.settingsInvalid),
});
export type LibrarySettingsInput = v.InferOutput<typeof LibrarySettingsSchema>;

/** POST /api/app/library/allowances and PUT …/:id: a degree and a semester, or null for every one. */
export const AllowanceSchema = v.object({
  name: v.pipe(
    v.string(M.allowanceNameRequired),
    v.trim(),
    v.minLength(1, M.allowanceNameRequired),
    v.maxLength(80, M.allowanceNameRequired),
  ),
  degreeId: v.nullable(whole(1, 2_147_483_647, M.allowanceDegreeInvalid), null),
  semester: v.nullable(whole(1, 12, M.allowanceSemesterInvalid), null),
  maxCopies: whole(1, 30, M.allowanceMaxInvalid),
  dueOn: v.pipe(v.string(M.allowanceDueInvalid), v.trim(), calendarDate(M.allowanceDueInvalid)),
  active: v.boolean(M.allowanceDueInvalid),
});
export type AllowanceInput = v.InferOutput<typeof AllowanceSchema>;

/** A text that is '' for "every one" (null), else a whole number checked by the request's rule. */
const everyOrWhole = <S extends v.GenericSchema<number, number>>(schema: S) =>
  v.pipe(
    v.string(),
    v.trim(),
    v.transform((s) => (s === '' ? null : /^\d+$/.test(s) ? Number(s) : Number.NaN)),
    v.nullable(schema),
  );

const rule = LoanRuleSchema.entries;

/** One cell of the matrix as its row of the form holds it. */
export const LoanRuleFormSchema = v.object({
  loanDays: wholeNumberText(rule.loanDays),
  maxLoans: wholeNumberText(rule.maxLoans),
  renewals: wholeNumberText(rule.renewals),
  finePerDay: typedRupees(rule.finePerDayPaise, M.fineInvalid),
  maxFine: typedRupees(rule.maxFinePaise, M.fineInvalid),
  holdsAllowed: v.boolean(M.ruleInvalid),
});
export type LoanRuleFormValues = v.InferInput<typeof LoanRuleFormSchema>;
export type LoanRuleFormOutput = v.InferOutput<typeof LoanRuleFormSchema>;

/** Paise as a form shows them in rupees ("100", "2.50"). */
const rupeesField = (paise: number) => rupeesText(paise).replace(/\.00$/, '');

export const ruleFormValues = (r: LoanRule): LoanRuleFormValues => ({
  loanDays: String(r.loanDays),
  maxLoans: String(r.maxLoans),
  renewals: String(r.renewals),
  finePerDay: rupeesField(r.finePerDayPaise),
  maxFine: rupeesField(r.maxFinePaise),
  holdsAllowed: r.holdsAllowed,
});

/** The cell a row of the form describes. */
export const ruleFromForm = (
  patronCategory: PatronCategory,
  itemType: RuleItemType,
  f: LoanRuleFormOutput,
): LoanRule => ({
  patronCategory,
  itemType,
  loanDays: f.loanDays,
  maxLoans: f.maxLoans,
  renewals: f.renewals,
  finePerDayPaise: f.finePerDay,
  maxFinePaise: f.maxFine,
  holdsAllowed: f.holdsAllowed,
});

const settings = LibrarySettingsSchema.entries;

/** The settings as their form holds them: the fine limit in rupees, the weekdays ticked as text. */
export const LibrarySettingsFormSchema = v.object({
  fineBlock: typedRupees(settings.fineBlockPaise, M.fineBlockInvalid),
  pickupDays: wholeNumberText(settings.pickupDays),
  closedWeekdays: v.pipe(
    v.array(v.string()),
    v.transform((days) => days.map(Number)),
    settings.closedWeekdays,
  ),
  publicCatalogue: settings.publicCatalogue,
});
export type LibrarySettingsFormValues = v.InferInput<typeof LibrarySettingsFormSchema>;

export const settingsFormValues = (s: LibrarySettingsInput): LibrarySettingsFormValues => ({
  fineBlock: rupeesField(s.fineBlockPaise),
  pickupDays: String(s.pickupDays),
  closedWeekdays: s.closedWeekdays.map(String),
  publicCatalogue: s.publicCatalogue,
});

export const settingsFromForm = (f: v.InferOutput<typeof LibrarySettingsFormSchema>): LibrarySettingsInput => ({
  fineBlockPaise: f.fineBlock,
  pickupDays: f.pickupDays,
  closedWeekdays: f.closedWeekdays,
  publicCatalogue: f.publicCatalogue,
});

const allowance = AllowanceSchema.entries;

/** An allowance as its form holds it: the degree and semester chosen ('' for every one), the copies typed. */
export const AllowanceFormSchema = v.object({
  name: allowance.name,
  degreeId: everyOrWhole(whole(1, 2_147_483_647, M.allowanceDegreeInvalid)),
  semester: everyOrWhole(whole(1, 12, M.allowanceSemesterInvalid)),
  maxCopies: wholeNumberText(allowance.maxCopies),
  dueOn: allowance.dueOn,
  active: allowance.active,
});
export type AllowanceFormValues = v.InferInput<typeof AllowanceFormSchema>;

export const allowanceFormValues = (a: AllowanceInput | null): AllowanceFormValues => ({
  name: a?.name ?? '',
  degreeId: a?.degreeId == null ? '' : String(a.degreeId),
  semester: a?.semester == null ? '' : String(a.semester),
  maxCopies: a ? String(a.maxCopies) : '',
  dueOn: a?.dueOn ?? '',
  active: a?.active ?? true,
});
