import { collegeDay, collegeDateTime } from '../../../domain/calendar/college-time';
import type { Returned } from '../../../domain/library/circulation-answers';
import { CIRCULATION_MESSAGES as M } from '../../../domain/library/circulation-messages';
import type { ReturnInput } from '../../../domain/library/desk';
import { filled } from '../../../domain/library/messages';
import type { DeskAct } from './desk-issue';
import type { DeskStores } from './desk-stores';
import { passCopyOn } from './hold-passing';
import { LibraryRefused } from './library-refused';
import { lineContext, loanLine } from './loan-lines';

/**
 * Takes a copy back, in the caller's transaction: closes its loan at the desk's moment, fines the open days it was
 * late (once: the fine is one per loan), and sends the copy to the next hold or its shelf. An offline return that
 * reaches the server after the copy went out again is not applied but listed for the librarian.
 */
export async function returnCopy(
  s: DeskStores,
  input: ReturnInput,
  act: DeskAct,
): Promise<(Returned & { holdId: number | null }) | LibraryRefused> {
  const copy = await s.loans.copy(input.barcode, true);
  if (!copy) throw new LibraryRefused(filled(M.copyUnknown, { barcode: input.barcode }), 404);
  const open = await s.loans.openLoanOf(copy.id);
  const time = collegeDateTime(act.at);
  if (!open || open.issuedAt > act.at) {
    const last = await s.loans.lastReturned(copy.id, act.at);
    if (!input.offline || !last) throw new LibraryRefused(M.notOnLoan, 409);
    const other = open ? await s.patrons.byKey(open) : null;
    const message = await s.conflicts.record({
      kind: open ? 'REISSUED' : 'RETURNED_LATER',
      action: 'RETURN',
      copyId: copy.id,
      patron: await s.patrons.byKey(last),
      loanId: last.id,
      occurredAt: act.at,
      detail: {
        time,
        recorded: last.returnedAt ? collegeDateTime(last.returnedAt) : '',
        other: other ? `${other.name} (${other.code})` : '',
      },
      userId: act.userId,
    });
    return new LibraryRefused(message, 409);
  }
  const patron = await s.patrons.byKey(open);
  await s.loans.close(open.id, act.at, act.userId);
  const ctx = await lineContext(s.rules, collegeDay(act.at));
  const closed = await s.loans.byId(open.id);
  const line = loanLine(closed!, ctx);
  if (patron && line.finePaise > 0)
    await s.fines.add(
      {
        loanId: open.id,
        copyId: copy.id,
        kind: 'OVERDUE',
        amountPaise: line.finePaise,
        item: `LIBRARY FINE ${copy.accessionNo}`,
        day: collegeDay(act.at),
      },
      patron,
    );
  const place = await passCopyOn(s, copy, act.at, ctx.closed);
  return {
    message: place.message,
    loan: line,
    patron: { name: patron?.name ?? '', code: patron?.code ?? '' },
    finePaise: line.finePaise,
    next: place.next,
    conflict: null,
    holdId: place.holdId,
  };
}
