import { collegeDay } from '../../../domain/calendar/college-time';
import { rupeesText } from '../../../domain/money/money';
import type { Issued } from '../../../domain/library/circulation-answers';
import { CIRCULATION_MESSAGES as M } from '../../../domain/library/circulation-messages';
import {
  PATRON_CATEGORY_LABELS,
  ruleFor,
  ruleRefusal,
  type OpenLoans,
} from '../../../domain/library/circulation-rules';
import { COPY_STATUS_LABELS } from '../../../domain/library/catalogue';
import type { IssueInput } from '../../../domain/library/desk';
import { dueDay } from '../../../domain/library/loan-days';
import { filled } from '../../../domain/library/messages';
import { LibraryRefused } from './library-refused';
import { lineContext, loanLine, type LineContext } from './loan-lines';
import type { DeskCopy, LoanRow } from './loan-store';
import { patronKey, type Patron } from './patron-store';
import type { DeskStores } from './desk-stores';
import type { Allowance } from './rules-store';
import { dateText } from '../../../domain/calendar/date-text';

/** Who is at the desk and when. */
export interface DeskAct {
  userId: number;
  at: Date;
}

const ref = (p: Patron) => ({ name: p.name, code: p.code });

/** Whether a loan or hold row is the patron's. */
export function samePatron(row: { studentId: number | null; facultyId: number | null }, p: Patron): boolean {
  const key = patronKey(p);
  return row.studentId === key.studentId && row.facultyId === key.facultyId;
}

/** The patron's ordinary loans counted by item type (book bank loans under an allowance are apart). */
function counted(loans: readonly LoanRow[]): OpenLoans {
  const byType: OpenLoans['byType'] = {};
  let total = 0;
  for (const l of loans) {
    if (l.allowanceId !== null) continue;
    total += 1;
    byType[l.itemType] = (byType[l.itemType] ?? 0) + 1;
  }
  return { total, byType };
}

/**
 * Why the rules refuse this issue, or null; and, for a book bank copy, the allowance it is lent under. Checked in
 * the order a librarian would explain it: the patron, what they owe, the copy, then the limits.
 */
async function refusal(
  s: DeskStores,
  copy: DeskCopy,
  patron: Patron,
  ctx: LineContext,
  held: { studentId: number | null; facultyId: number | null } | null,
): Promise<{ reason: string | null; allowance: Allowance | null }> {
  const no = (reason: string) => ({ reason, allowance: null });
  if (!patron.active) return no(filled(M.patronEnded, { name: patron.name }));
  // One after the other: these run on the transaction's one connection.
  const owed = await s.fines.owed(patron);
  const loans = await s.loans.openLoans(patron);
  const { settings, rules } = ctx;
  if (owed > settings.fineBlockPaise)
    return no(
      filled(M.finesOverLimit, {
        name: patron.name,
        owed: rupeesText(owed),
        limit: rupeesText(settings.fineBlockPaise),
      }),
    );
  if (held && !samePatron(held, patron)) {
    const holder = await s.patrons.byKey(held);
    return no(filled(M.copyHeld, { name: holder?.name ?? '' }));
  }
  if (copy.status !== 'AVAILABLE' && copy.status !== 'ON_HOLD')
    return no(filled(M.copyNotLendable, { status: COPY_STATUS_LABELS[copy.status].toLowerCase() }));
  const category = PATRON_CATEGORY_LABELS[patron.category];
  if (copy.source === 'BOOK_BANK') {
    const allowance =
      patron.degreeId !== null && patron.semester !== null
        ? await s.rules.allowanceFor(patron.degreeId, patron.semester, ctx.today)
        : null;
    if (!allowance) return no(filled(M.bookBankNoAllowance, { name: patron.name }));
    const used = loans.filter((l) => l.allowanceId === allowance.id).length;
    if (used >= allowance.maxCopies)
      return no(filled(M.allowanceUsed, { name: patron.name, max: allowance.maxCopies }));
    return { reason: null, allowance };
  }
  const ruled = ruleRefusal(rules, patron.category, copy.itemType, counted(loans));
  if (ruled?.kind === 'noRule') return no(filled(M.noRule, { category }));
  if (ruled?.kind === 'referenceOnly') return no(filled(M.referenceOnly, { category }));
  if (ruled?.kind === 'limitReached') return no(filled(M.limitReached, { name: patron.name, max: ruled.max }));
  return { reason: null, allowance: null };
}

/**
 * Issues a copy to a patron, in the caller's transaction: the copy, then the patron, are locked, so two desks issuing
 * the last copy make one loan and two desks serving one patron count their loans one after the other. Online, what
 * the rules refuse is refused; offline (the book already went out) it is issued and listed as a conflict. A refusal
 * that records a conflict is returned, not thrown, so the transaction keeps the conflict.
 */
export async function issueCopy(s: DeskStores, input: IssueInput, act: DeskAct): Promise<Issued | LibraryRefused> {
  const copy = await s.loans.copy(input.barcode, true);
  if (!copy) throw new LibraryRefused(filled(M.copyUnknown, { barcode: input.barcode }), 404);
  const patron = await s.patrons.byCode(input.patron, true);
  const open = await s.loans.openLoanOf(copy.id);
  const today = collegeDay(act.at);
  const ctx = await lineContext(s.rules, today);
  if (!patron) {
    if (!input.offline) throw new LibraryRefused(filled(M.patronUnknown, { code: input.patron }), 404);
    const message = await s.conflicts.record({
      kind: 'UNKNOWN_PATRON',
      action: 'ISSUE',
      copyId: copy.id,
      patron: null,
      loanId: open?.id ?? null,
      occurredAt: act.at,
      detail: { code: input.patron },
      userId: act.userId,
    });
    return new LibraryRefused(message, 409);
  }
  if (open) {
    // The same issue sent again (its answer was lost on the way): the loan it made.
    if (samePatron(open, patron))
      return {
        message: filled(M.issued, { name: patron.name, due: dateText(open.dueOn) }),
        loan: loanLine(open, ctx),
        patron: ref(patron),
        conflict: null,
      };
    if (!input.offline) throw new LibraryRefused(filled(M.copyIssued, { due: dateText(open.dueOn) }), 409);
    const other = await s.patrons.byKey(open);
    const message = await s.conflicts.record({
      kind: 'COPY_ON_LOAN',
      action: 'ISSUE',
      copyId: copy.id,
      patron,
      loanId: open.id,
      occurredAt: act.at,
      detail: { name: patron.name, other: other ? `${other.name} (${other.code})` : '' },
      userId: act.userId,
    });
    return new LibraryRefused(message, 409);
  }
  const held = await s.holds.readyOnCopy(copy.id);
  const { reason, allowance } = await refusal(s, copy, patron, ctx, held);
  if (reason && !input.offline) throw new LibraryRefused(reason, 422);
  const rule = ruleFor(ctx.rules, patron.category, copy.itemType);
  const dueOn = allowance?.dueOn ?? dueDay(today, Math.max(rule?.loanDays ?? 14, 1), ctx.closed);
  const loanId = await s.loans.issue(copy, patron, {
    issuedAt: act.at,
    dueOn,
    allowanceId: allowance?.id ?? null,
    userId: act.userId,
  });
  if (held) await s.holds.collect(held.id, act.at);
  const conflict = reason
    ? await s.conflicts.record({
        kind: 'RULE_BROKEN',
        action: 'ISSUE',
        copyId: copy.id,
        patron,
        loanId,
        occurredAt: act.at,
        detail: { reason },
        userId: act.userId,
      })
    : null;
  // The loan as just written: reading it back would be one more round trip for the desk to wait on.
  const loan: LoanRow = {
    id: loanId,
    copyId: copy.id,
    titleId: copy.titleId,
    barcode: copy.barcode,
    accessionNo: copy.accessionNo,
    title: copy.title,
    itemType: copy.itemType,
    ...patronKey(patron),
    patronCategory: patron.category,
    issuedAt: act.at,
    dueOn,
    returnedAt: null,
    renewals: 0,
    allowanceId: allowance?.id ?? null,
    allowance: allowance?.name ?? null,
  };
  return {
    message: filled(M.issued, { name: patron.name, due: dateText(dueOn) }),
    loan: loanLine(loan, ctx),
    patron: ref(patron),
    conflict,
  };
}
