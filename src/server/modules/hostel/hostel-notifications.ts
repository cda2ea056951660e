import { and, desc, eq } from 'drizzle-orm';
import { academicYear } from '../../../domain/calendar/academic-year';
import type { NotificationItem } from '../../../domain/dashboards/dashboard-data';
import { HOSTEL_APPLICANT_ROLES } from '../../../domain/hostel/access';
import { HOSTEL_PATHS } from '../../../domain/hostel/paths';
import { NOTIFICATION_TEXTS as T, notificationDetail } from '../../../domain/menus/notification-texts';
import type { SessionUser } from '../../auth/session-user';
import type { Database } from '../../db/client';
import { hostelApplications, users } from '../../db/schema';
import { applicationDecisions } from './applicant-notices';

/**
 * The header's hostel notification for a student: their application of this academic year once the incharge decided
 * it — the bed given (while they stay in it), the waiting list, or the refusal. Its id changes with the decision, so a
 * new decision shows as unread.
 */
export async function hostelNotifications(db: Database, user: SessionUser, now: Date): Promise<NotificationItem[]> {
  if (!user.roles.some((r) => HOSTEL_APPLICANT_ROLES.includes(r as never))) return [];
  const [latest] = await db
    .select({ id: hostelApplications.id, at: hostelApplications.updatedAt })
    .from(hostelApplications)
    .innerJoin(users, eq(users.studentId, hostelApplications.studentId))
    .where(and(eq(users.id, user.id), eq(hostelApplications.academicYear, academicYear(now))))
    .orderBy(desc(hostelApplications.id))
    .limit(1);
  if (!latest) return [];
  const [found] = await applicationDecisions(db, [latest.id]);
  if (!found) return [];
  const { decision } = found;
  const base = {
    id: `hostel:${String(latest.id)}:${decision.status}`,
    kind: 'hostel' as const,
    at: latest.at.toISOString(),
    to: HOSTEL_PATHS.hostelMine,
  };
  if (decision.status === 'ALLOTTED')
    return [
      {
        ...base,
        title: T.hostelAllotted,
        ...notificationDetail(T.hostelAllottedDetail, {
          block: decision.place.block,
          room: decision.place.room,
          bed: decision.place.bed,
        }),
      },
    ];
  if (decision.status === 'WAITLISTED')
    return [
      {
        ...base,
        title: T.hostelWaitlisted,
        ...notificationDetail(T.hostelWaitlistedDetail, { year: found.academicYear }),
      },
    ];
  return [
    {
      ...base,
      title: T.hostelRejected,
      ...notificationDetail(T.hostelRejectedDetail, { year: found.academicYear }),
    },
  ];
}
