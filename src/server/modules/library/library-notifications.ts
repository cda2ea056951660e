import { and, eq, gte } from 'drizzle-orm';
import type { NotificationItem } from '../../../domain/dashboards/dashboard-data';
import { LIBRARY_PATRON_ROLES } from '../../../domain/library/access';
import { LIBRARY_PATHS } from '../../../domain/library/paths';
import { NOTIFICATION_TEXTS, notificationDetail } from '../../../domain/menus/notification-texts';
import type { SessionUser } from '../../auth/session-user';
import type { Database } from '../../db/client';
import { libraryHolds, libraryTitles } from '../../db/schema';
import { patronStore } from './patron-store';
import { dateText } from '../../../domain/calendar/date-text';

/** The header's library notifications: each copy kept at the desk for the signed-in patron until its pickup day. */
export async function libraryNotifications(
  db: Database,
  user: SessionUser,
  today: string,
): Promise<NotificationItem[]> {
  if (!user.roles.some((r) => LIBRARY_PATRON_ROLES.includes(r as never))) return [];
  const patron = await patronStore(db).ofUser(user.id);
  if (!patron) return [];
  const rows = await db
    .select({
      id: libraryHolds.id,
      title: libraryTitles.title,
      pickupBy: libraryHolds.pickupBy,
      at: libraryHolds.readyAt,
    })
    .from(libraryHolds)
    .innerJoin(libraryTitles, eq(libraryTitles.id, libraryHolds.titleId))
    .where(
      and(
        eq(libraryHolds.status, 'READY'),
        gte(libraryHolds.pickupBy, today),
        patron.kind === 'STUDENT' ? eq(libraryHolds.studentId, patron.id) : eq(libraryHolds.facultyId, patron.id),
      ),
    )
    .orderBy(libraryHolds.pickupBy);
  return rows.map((r) => ({
    id: `library:hold:${String(r.id)}`,
    kind: 'library' as const,
    title: NOTIFICATION_TEXTS.libraryHoldReady,
    ...notificationDetail(NOTIFICATION_TEXTS.libraryHoldReadyDetail, {
      title: r.title,
      date: r.pickupBy ? dateText(r.pickupBy) : '',
    }),
    at: r.at ? r.at.toISOString() : null,
    to: LIBRARY_PATHS.libraryMyLoans,
  }));
}
