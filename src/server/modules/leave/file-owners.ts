import { hasAnyRole } from '../../../domain/auth/access';
import { collegeDay } from '../../../domain/calendar/college-time';
import { LEAVE_ATTACHMENT_READERS, leaveRouteFor, mayDecide } from '../../../domain/leave/access';
import type { FileOwnerRegistry } from '../../files/owners';
import type { Clock } from '../../http/attempt-store';
import type { LeaveStore } from './leave-store';

/**
 * Who opens a leave's attachment (owner id: the applicant's user id): the applicant; whoever decides leave by role
 * (HoD, principal, administrator); and a backup approver while named for the applicant's department, since they
 * decide that applicant's leave today (`mayDecide`) and a medical certificate is what they decide on.
 */
export function leaveFileOwners(store: LeaveStore, clock: Clock): FileOwnerRegistry {
  return {
    leave: async (user, ownerId) => {
      if (String(user.id) === ownerId || hasAnyRole(user.roles, LEAVE_ATTACHMENT_READERS)) return true;
      if (!/^\d{1,9}$/.test(ownerId)) return false;
      const applicant = await store.applicant(Number(ownerId));
      if (!applicant) return false;
      const today = collegeDay(clock());
      const leave = {
        userId: applicant.id,
        route: leaveRouteFor(applicant.roles, applicant.department),
        department: applicant.department,
      };
      return mayDecide(user, leave, await store.backupsActive(today), today);
    },
  };
}
