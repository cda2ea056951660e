import { collegeDay } from '../../../domain/calendar/college-time';
import { CIRCULATION_MESSAGES as M } from '../../../domain/library/circulation-messages';
import { addDays, openDayFrom } from '../../../domain/library/loan-days';
import { filled } from '../../../domain/library/messages';
import type { DeskStores } from './desk-stores';
import type { DeskCopy } from './loan-store';
import { dateText } from '../../../domain/calendar/date-text';

/** The copy a desk action frees: where it sits and which title it is of. */
export type FreedCopy = Pick<DeskCopy, 'id' | 'titleId' | 'location' | 'accessionNo'>;

/**
 * Where a freed copy goes (returned, or let go by a cancelled or lapsed hold): kept at the desk for the first patron
 * waiting for its title (the hold is ready, to be collected within the library's pickup days), else back to its
 * shelf.
 */
export async function passCopyOn(s: DeskStores, copy: FreedCopy, at: Date, closed: (d: string) => boolean) {
  const hold = await s.holds.firstWaiting(copy.titleId);
  const holder = hold ? await s.patrons.byKey(hold) : null;
  if (hold && holder) {
    const settings = await s.rules.settings();
    const pickupBy = openDayFrom(addDays(collegeDay(at), settings.pickupDays), closed);
    await s.holds.makeReady(hold.id, copy.id, at, pickupBy);
    await s.loans.setCopyStatus(copy.id, 'ON_HOLD', at);
    return {
      next: { kind: 'hold' as const, name: holder.name, code: holder.code, pickupBy },
      message: filled(M.toHold, { name: holder.name, date: dateText(pickupBy) }),
      holdId: hold.id,
    };
  }
  await s.loans.setCopyStatus(copy.id, 'AVAILABLE', at);
  return {
    next: { kind: 'shelf' as const, location: copy.location },
    message: filled(M.toShelf, { location: copy.location || copy.accessionNo }),
    holdId: null,
  };
}
