import { collegeDay } from '../../../domain/calendar/college-time';
import { mayDecide } from '../../../domain/leave/access';
import type { FileOwnerRegistry } from '../../files/owners';
import type { Clock } from '../../http/attempt-store';
import type { LeaveStore } from './leave-store';

/**
 * Who opens a leave's attachment: found through the leave that points at the file (the owner id, the applicant's
 * user id, is not enough: a medical certificate is for those who act on that one leave). The applicant, and whoever
 * decides that leave today (`mayDecide`): the HoD of its department, the backup approver they named while named,
 * the principal for a HoD's leave, the administrator for the principal's. Any other HoD, principal or
 * administrator is refused, and a file no leave points at is opened by nobody (fail closed).
 */
export function leaveFileOwners(store: LeaveStore, clock: Clock): FileOwnerRegistry {
  return {
    leave: async (user, _ownerId, file) => {
      const leave = await store.withAttachment(file.id);
      if (!leave) return false;
      if (leave.userId === user.id) return true;
      const today = collegeDay(clock());
      return mayDecide(user, leave, await store.backupsActive(today), today);
    },
  };
}
