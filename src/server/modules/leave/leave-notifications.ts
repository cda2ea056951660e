import type { NotificationItem } from '../../../domain/dashboards/dashboard-data';
import { LEAVE_STAFF_ROLES } from '../../../domain/leave/access';
import { NOTIFICATION_TEXTS, notificationDetail } from '../../../domain/menus/notification-texts';
import { APP_PATHS } from '../../../domain/routes/known-paths';
import type { SessionUser } from '../../auth/session-user';
import type { LeaveStore } from './leave-store';

/** The header's leave notification: how many applications wait for this user's decision today. */
export async function leaveNotifications(
  store: LeaveStore,
  user: SessionUser,
  today: string,
): Promise<NotificationItem[]> {
  if (!user.roles.some((r) => LEAVE_STAFF_ROLES.includes(r as never))) return [];
  const pending = await store.pendingFor(user, today);
  if (!pending.length) return [];
  return [
    {
      id: `leave:${pending.map((l) => l.id).join(',')}`,
      kind: 'leave',
      title: NOTIFICATION_TEXTS.leaveWaiting,
      ...notificationDetail(pending.length === 1 ? NOTIFICATION_TEXTS.oneLeaveWaits : NOTIFICATION_TEXTS.leavesWait, {
        count: String(pending.length),
      }),
      at: pending.at(-1)!.createdAt,
      to: APP_PATHS.leaveApprovals,
    },
  ];
}
