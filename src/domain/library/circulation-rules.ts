import * as v from 'valibot';
import { ITEM_TYPES, type ItemType } from './catalogue';
import { CIRCULATION_MESSAGES as M } from './circulation-messages';

/**
 * The circulation rules: a matrix of patron category × item type, as Koha keeps them. A category's row '*' covers
 * every item type without its own row, and its "how many at once" bounds all the category's loans together, so a
 * student may hold 3 books in all of which 1 journal issue.
 */

/** Who borrows: students by their degree's level, and the teaching staff. */
export const PATRON_CATEGORIES = ['UG_STUDENT', 'PG_STUDENT', 'FACULTY'] as const;
export type PatronCategory = (typeof PATRON_CATEGORIES)[number];

export const PATRON_CATEGORY_LABELS: Readonly<Record<PatronCategory, string>> = {
  UG_STUDENT: /*i18n*/ 'UG student',
  PG_STUDENT: /*i18n*/ 'PG student',
  FACULTY: /*i18n*/ 'Faculty',
};

/** A category's row for every item type without its own. */
export const ANY_ITEM_TYPE = '*';
export const RULE_ITEM_TYPES = [ANY_ITEM_TYPE, ...ITEM_TYPES] as const;
export type RuleItemType = (typeof RULE_ITEM_TYPES)[number];

const count = (max: number, message: string) =>
  v.pipe(v.number(message), v.integer(message), v.minValue(0, message), v.maxValue(max, message));

/** One cell of the matrix, as the incharge saves it (money in paise). */
export const LoanRuleSchema = v.object({
  patronCategory: v.picklist(PATRON_CATEGORIES, M.ruleInvalid),
  itemType: v.picklist(RULE_ITEM_TYPES, M.ruleInvalid),
  loanDays: count(366, M.loanDaysInvalid),
  maxLoans: count(50, M.maxLoansInvalid),
  renewals: count(20, M.renewalsInvalid),
  finePerDayPaise: count(100_000, M.fineInvalid),
  maxFinePaise: count(10_000_000, M.fineInvalid),
  holdsAllowed: v.boolean(M.ruleInvalid),
});
export type LoanRule = v.InferOutput<typeof LoanRuleSchema>;

/** The whole matrix saved at once: every category needs its '*' row, and no cell twice. */
export const LoanRulesSchema = v.pipe(
  v.array(LoanRuleSchema, M.ruleInvalid),
  v.maxLength(PATRON_CATEGORIES.length * RULE_ITEM_TYPES.length, M.ruleInvalid),
  v.check(
    (rows) => PATRON_CATEGORIES.every((c) => rows.some((r) => r.patronCategory === c && r.itemType === ANY_ITEM_TYPE)),
    M.ruleDefaultMissing,
  ),
  v.check((rows) => new Set(rows.map((r) => `${r.patronCategory}/${r.itemType}`)).size === rows.length, M.ruleTwice),
);

/** The rule that governs a loan: the cell of the item type, else the category's '*' row (null: none saved). */
export function ruleFor(rules: readonly LoanRule[], category: PatronCategory, itemType: ItemType): LoanRule | null {
  return (
    rules.find((r) => r.patronCategory === category && r.itemType === itemType) ??
    rules.find((r) => r.patronCategory === category && r.itemType === ANY_ITEM_TYPE) ??
    null
  );
}

/** The category's '*' row, whose "how many at once" bounds all its ordinary loans together. */
export const categoryRule = (rules: readonly LoanRule[], category: PatronCategory): LoanRule | null =>
  rules.find((r) => r.patronCategory === category && r.itemType === ANY_ITEM_TYPE) ?? null;

/** A patron's ordinary loans now (book bank loans under an allowance are outside these counts). */
export interface OpenLoans {
  total: number;
  byType: Partial<Record<ItemType, number>>;
}

/**
 * Whether the rules lend this item type to this category now, given the loans the patron holds: null, or the rule's
 * refusal. The item's own row bounds loans of its type; the '*' row bounds them all.
 */
export function ruleRefusal(
  rules: readonly LoanRule[],
  category: PatronCategory,
  itemType: ItemType,
  loans: OpenLoans,
): { kind: 'noRule' } | { kind: 'referenceOnly' } | { kind: 'limitReached'; max: number } | null {
  const rule = ruleFor(rules, category, itemType);
  if (!rule) return { kind: 'noRule' };
  if (rule.loanDays === 0 || rule.maxLoans === 0) return { kind: 'referenceOnly' };
  const ofType = loans.byType[itemType] ?? 0;
  if (rule.itemType !== ANY_ITEM_TYPE && ofType >= rule.maxLoans) return { kind: 'limitReached', max: rule.maxLoans };
  const all = categoryRule(rules, category);
  const max = all?.maxLoans ?? rule.maxLoans;
  if (loans.total >= max) return { kind: 'limitReached', max };
  return null;
}
