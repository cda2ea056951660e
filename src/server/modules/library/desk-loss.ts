import { collegeDay } from '../../../domain/calendar/college-time';
import { CIRCULATION_MESSAGES as M } from '../../../domain/library/circulation-messages';
import { LOSS_MESSAGES as L, type LossAnswer, type LossInput } from '../../../domain/library/losses';
import { filled } from '../../../domain/library/messages';
import { formatRupees, paiseFromRupees } from '../../../domain/money/money';
import type { DeskAct } from './desk-issue';
import type { DeskStores } from './desk-stores';
import { LibraryRefused } from './library-refused';
import { lineContext, loanLine } from './loan-lines';

/** What the patron is charged: the amount typed, or a lost copy's price; a damaged copy's charge is at most its price. */
function chargeOf(input: LossInput, pricePaise: number | null): number {
  const typed = input.amount === '' ? null : paiseFromRupees(input.amount);
  if (input.kind === 'LOST') {
    const charge = typed ?? pricePaise;
    if (charge === null) throw new LibraryRefused(L.noPrice, 400);
    return charge;
  }
  if (typed === null) throw new LibraryRefused(L.damagedAmount, 400);
  if (pricePaise !== null && typed > pricePaise)
    throw new LibraryRefused(filled(L.overPrice, { price: formatRupees(pricePaise) }), 400);
  return typed;
}

/**
 * A copy on loan reported lost or given back damaged, in the caller's transaction: the loan ends at the desk's
 * moment with its late fine (as any return), the copy is written off in its history, and the patron who had it is
 * charged (a student's charge is a fee line of their dues, as every library fine). The copy goes to no hold: those
 * waiting for the title wait for another copy. Reported twice, the second finds no loan and changes nothing.
 */
export async function chargeLoss(s: DeskStores, input: LossInput, act: DeskAct): Promise<LossAnswer> {
  const copy = await s.loans.copy(input.barcode, true);
  if (!copy) throw new LibraryRefused(filled(M.copyUnknown, { barcode: input.barcode }), 404);
  const open = await s.loans.openLoanOf(copy.id);
  if (!open || open.issuedAt > act.at) throw new LibraryRefused(M.notOnLoan, 409);
  const charge = chargeOf(input, copy.pricePaise);
  const patron = await s.patrons.byKey(open);
  if (!patron) throw new LibraryRefused(M.notOnLoan, 409);
  await s.loans.close(open.id, act.at, act.userId);
  const day = collegeDay(act.at);
  const line = loanLine((await s.loans.byId(open.id))!, await lineContext(s.rules, day));
  const fine = { loanId: open.id, copyId: copy.id, day };
  await s.fines.add(
    { ...fine, kind: 'OVERDUE', amountPaise: line.finePaise, item: `LIBRARY FINE ${copy.accessionNo}` },
    patron,
  );
  await s.fines.add(
    { ...fine, kind: input.kind, amountPaise: charge, item: `LIBRARY ${input.kind} ${copy.accessionNo}` },
    patron,
  );
  await s.loans.writeOff(copy.id, input.kind, input.reason, act);
  const message = filled(input.kind === 'LOST' ? L.lost : L.damaged, {
    name: patron.name,
    amount: formatRupees(charge),
    accession: copy.accessionNo,
  });
  return { message, patron: { name: patron.name, code: patron.code }, chargePaise: charge, finePaise: line.finePaise };
}
