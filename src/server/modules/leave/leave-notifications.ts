import type { NotificationItem } from '../../../domain/dashboards/dashboard-data';
import { LEAVE_STAFF_ROLES } from '../../../domain/leave/access';
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
      title: 'Leave waiting for you',
      detail: `${pending.length} leave ${pending.length === 1 ? 'application waits' : 'applications wait'} for your decision`,
      at: pending.at(-1)!.createdAt,
      to: APP_PATHS.leaveApprovals,
    },
  ];
}
