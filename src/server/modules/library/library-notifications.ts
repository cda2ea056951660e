import { and, desc, eq, gte, isNull, lt, sql } from 'drizzle-orm';
import type { NotificationItem } from '../../../domain/dashboards/dashboard-data';
import { LIBRARY_PATRON_ROLES } from '../../../domain/library/access';
import { LIBRARY_PATHS } from '../../../domain/library/paths';
import { NOTIFICATION_TEXTS, notificationDetail } from '../../../domain/menus/notification-texts';
import type { SessionUser } from '../../auth/session-user';
import type { Database } from '../../db/client';
import { libraryHolds, libraryLoans, libraryReminders, libraryTitles } from '../../db/schema';
import { patronStore, type Patron } from './patron-store';
import { dateText } from '../../../domain/calendar/date-text';

/**
 * The patron's overdue loans once the library has mailed them a reminder (Overdue, Send reminders): the header says
 * so until the books are back.
 */
async function overdueNotice(db: Database, patron: Patron, today: string): Promise<NotificationItem[]> {
  const mine = (t: typeof libraryLoans | typeof libraryReminders) =>
    patron.kind === 'STUDENT' ? eq(t.studentId, patron.id) : eq(t.facultyId, patron.id);
  const [reminded] = await db
    .select({ on: libraryReminders.remindedOn, at: libraryReminders.createdAt })
    .from(libraryReminders)
    .where(mine(libraryReminders))
    .orderBy(desc(libraryReminders.remindedOn))
    .limit(1);
  if (!reminded) return [];
  const [late] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(libraryLoans)
    .where(and(mine(libraryLoans), isNull(libraryLoans.returnedAt), lt(libraryLoans.dueOn, today)));
  if (!late?.n) return [];
  return [
    {
      id: `library:overdue:${reminded.on}`,
      kind: 'library' as const,
      title: NOTIFICATION_TEXTS.libraryOverdue,
      ...notificationDetail(NOTIFICATION_TEXTS.libraryOverdueDetail, { count: String(late.n) }),
      at: reminded.at.toISOString(),
      to: LIBRARY_PATHS.libraryMyLoans,
    },
  ];
}

/**
 * The header's library notifications: each copy kept at the desk for the signed-in patron until its pickup day, and
 * their overdue books once they were reminded.
 */
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
  const ready = rows.map((r) => ({
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
  return [...ready, ...(await overdueNotice(db, patron, today))];
}
