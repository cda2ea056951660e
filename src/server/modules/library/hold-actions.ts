import { collegeDay } from '../../../domain/calendar/college-time';
import { CIRCULATION_MESSAGES as M } from '../../../domain/library/circulation-messages';
import { PATRON_CATEGORY_LABELS, ruleFor } from '../../../domain/library/circulation-rules';
import { holdRefusal } from '../../../domain/library/holds';
import { addDays } from '../../../domain/library/loan-days';
import { filled, LIBRARY_MESSAGES } from '../../../domain/library/messages';
import { OVERDUE_MESSAGES } from '../../../domain/library/overdue';
import type { DeskStores } from './desk-stores';
import { passCopyOn } from './hold-passing';
import type { HoldStore } from './hold-store';
import { LibraryRefused } from './library-refused';
import type { Patron } from './patron-store';

/** The library's closed days for the next weeks: a pickup day is never one of them. */
async function closedSoon(s: DeskStores, at: Date) {
  const today = collegeDay(at);
  const settings = await s.rules.settings();
  return s.rules.closedDays(today, addDays(today, 60), settings.closedWeekdays);
}

/** Lets a ready hold's copy go (cancelled or lapsed) to the next in line or its shelf; the hold readied, if any. */
async function letGo(s: DeskStores, holds: HoldStore, copyId: number, at: Date): Promise<number | null> {
  const copy = await holds.freedCopy(copyId);
  if (!copy) return null;
  const place = await passCopyOn(s, copy, at, await closedSoon(s, at));
  return place.holdId;
}

/** A hold for the patron on a title none of whose copies is on the shelf, when the rules take one. */
export async function placeHold(s: DeskStores, holds: HoldStore, patron: Patron, titleId: number, at: Date) {
  const title = await holds.title(titleId);
  if (!title) throw new LibraryRefused(LIBRARY_MESSAGES.unknownTitle, 404);
  const [rules, alreadyHeld, onLoan] = await Promise.all([
    s.rules.rules(),
    holds.hasOpenHold(titleId, patron),
    holds.hasOnLoan(titleId, patron),
  ]);
  const refusal = holdRefusal({
    active: patron.active,
    rule: ruleFor(rules, patron.category, title.itemType),
    onShelf: title.onShelf,
    alreadyHeld,
    onLoan,
  });
  if (refusal === 'patronEnded') throw new LibraryRefused(filled(M.patronEnded, { name: patron.name }), 409);
  if (refusal === 'holdNotAllowed')
    throw new LibraryRefused(filled(M.holdNotAllowed, { category: PATRON_CATEGORY_LABELS[patron.category] }), 422);
  if (refusal) throw new LibraryRefused(M[refusal], 409);
  const id = await holds.place(titleId, patron, at);
  const hold = (await holds.mine(patron)).find((h) => h.holdId === id)!;
  return { message: filled(M.holdPlaced, { place: String(hold.place) }), hold };
}

/** Cancels the patron's own open hold; a ready one's copy goes to the next in line. The hold readied, if any. */
export async function cancelHold(s: DeskStores, holds: HoldStore, patron: Patron, holdId: number, at: Date) {
  const hold = await holds.openOf(holdId, patron);
  if (!hold) throw new LibraryRefused(M.holdUnknown, 404);
  await holds.close(hold.id, 'CANCELLED', at);
  return hold.status === 'READY' && hold.copyId !== null ? letGo(s, holds, hold.copyId, at) : null;
}

/** The staff cancel any open hold with a reason; a ready one's copy goes to the next in line. */
export async function cancelHoldByStaff(
  s: DeskStores,
  holds: HoldStore,
  holdId: number,
  act: { reason: string; userId: number; at: Date },
) {
  const hold = await holds.openById(holdId);
  if (!hold) throw new LibraryRefused(OVERDUE_MESSAGES.holdNotOpen, 404);
  await holds.cancelByStaff(hold.id, act.reason, act.userId, act.at);
  const readied = hold.status === 'READY' && hold.copyId !== null ? await letGo(s, holds, hold.copyId, act.at) : null;
  return { readied, message: filled(OVERDUE_MESSAGES.holdCancelledByStaff, { name: hold.name, title: hold.title }) };
}

/**
 * Ready holds not collected by their pickup day (a college day) lapse: each copy goes to the next in line or back
 * to its shelf. Run where holds are read or acted on rather than on a timer. The holds readied in turn.
 */
export async function lapseHolds(s: DeskStores, holds: HoldStore, at: Date): Promise<number[]> {
  const readied: number[] = [];
  for (const hold of await holds.lapsed(collegeDay(at))) {
    await holds.close(hold.id, 'EXPIRED', at);
    const next = hold.copyId === null ? null : await letGo(s, holds, hold.copyId, at);
    if (next !== null) readied.push(next);
  }
  return readied;
}
