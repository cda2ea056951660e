import type { LoanLine } from '../../../domain/library/circulation-answers';
import { ruleFor, type LoanRule } from '../../../domain/library/circulation-rules';
import { lateDays, lateFine, type ClosedDay } from '../../../domain/library/loan-days';
import { collegeDay } from '../../../domain/calendar/college-time';
import type { LoanRow } from './loan-store';
import type { LibrarySettings, RulesStore } from './rules-store';
import { addDays } from '../../../domain/library/loan-days';

/** What a loan line is worked out with: the rules, the library's settings and closed days, and the day counted to. */
export interface LineContext {
  rules: readonly LoanRule[];
  settings: LibrarySettings;
  closed: ClosedDay;
  today: string;
}

/** The rules, the settings and the closed days from a year before `today` to two years after: every loan's span fits. */
export async function lineContext(rules: RulesStore, today: string): Promise<LineContext> {
  const read = await rules.circulation(addDays(today, -400), addDays(today, 800));
  return { ...read, today };
}

/** A loan as the desk shows it: the fine it has run up (open) or came to (returned), and the renewals it may have. */
export function loanLine(row: LoanRow, ctx: LineContext): LoanLine {
  const rule = ruleFor(ctx.rules, row.patronCategory, row.itemType);
  const until = row.returnedAt ? collegeDay(row.returnedAt) : ctx.today;
  const days = lateDays(row.dueOn, until, ctx.closed);
  return {
    id: row.id,
    copyId: row.copyId,
    titleId: row.titleId,
    barcode: row.barcode,
    accessionNo: row.accessionNo,
    title: row.title,
    itemType: row.itemType,
    issuedAt: row.issuedAt.toISOString(),
    dueOn: row.dueOn,
    returnedAt: row.returnedAt?.toISOString() ?? null,
    renewals: row.renewals,
    renewalsAllowed: row.allowanceId !== null ? 0 : (rule?.renewals ?? 0),
    lateDays: days,
    finePaise: rule ? lateFine(days, rule) : 0,
    allowance: row.allowance,
  };
}
