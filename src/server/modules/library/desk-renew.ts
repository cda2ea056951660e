import { collegeDay } from '../../../domain/calendar/college-time';
import type { Renewed } from '../../../domain/library/circulation-answers';
import { CIRCULATION_MESSAGES as M } from '../../../domain/library/circulation-messages';
import { ruleFor } from '../../../domain/library/circulation-rules';
import type { RenewInput } from '../../../domain/library/desk';
import { dueDay } from '../../../domain/library/loan-days';
import { filled } from '../../../domain/library/messages';
import { samePatron, type DeskAct } from './desk-issue';
import type { DeskStores } from './desk-stores';
import { LibraryRefused } from './library-refused';
import { lineContext, loanLine } from './loan-lines';
import type { Patron } from './patron-store';
import { dateText } from '../../../domain/calendar/date-text';

/**
 * Renews a loan, at the desk or by its own patron (`own`), when the rules allow: not a book bank loan, renewals
 * left, not overdue (a late book comes back to the desk and its fine is paid) and nobody waiting for the title. The
 * new due day counts the loan period from today.
 */
export async function renewLoan(s: DeskStores, input: RenewInput, act: DeskAct, own?: Patron): Promise<Renewed> {
  const copy = await s.loans.copy(input.barcode, true);
  if (!copy) throw new LibraryRefused(filled(M.copyUnknown, { barcode: input.barcode }), 404);
  const open = await s.loans.openLoanOf(copy.id);
  if (!open) throw new LibraryRefused(M.notOnLoan, 409);
  if (own && !samePatron(open, own)) throw new LibraryRefused(M.notYourLoan, 404);
  const today = collegeDay(act.at);
  const ctx = await lineContext(s.rules, today);
  const rule = ruleFor(ctx.rules, open.patronCategory, open.itemType);
  if (open.allowanceId !== null) throw new LibraryRefused(M.renewAllowance, 422);
  if (!rule || open.renewals >= rule.renewals)
    throw new LibraryRefused(filled(M.renewalsUsed, { count: open.renewals }), 422);
  if (open.dueOn < today) throw new LibraryRefused(M.renewOverdue, 422);
  if ((await s.holds.waitingOn(copy.titleId)) > 0) throw new LibraryRefused(M.renewHeld, 422);
  const next = dueDay(today, Math.max(rule.loanDays, 1), ctx.closed);
  const dueOn = next > open.dueOn ? next : open.dueOn;
  await s.loans.renew(open.id, dueOn);
  const loan = await s.loans.byId(open.id);
  return { message: filled(M.renewed, { due: dateText(dueOn) }), loan: loanLine(loan!, ctx) };
}
