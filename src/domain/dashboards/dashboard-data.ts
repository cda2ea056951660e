import * as v from 'valibot';
import { LOGIN_ROLES } from '../auth/roles';
import { COUNTER_KEYS } from './counter-keys';

/** The signed-in person's own record on their dashboard (§2 Faculty dashboard: name, e-mail, department). */
export const DashboardCardSchema = v.variant('kind', [
  v.object({
    kind: v.literal('faculty'),
    name: v.string(),
    email: v.string(),
    department: v.string(),
    designation: v.string(),
    code: v.string(),
  }),
  v.object({
    kind: v.literal('student'),
    name: v.string(),
    rollNo: v.string(),
    branch: v.string(),
    batch: v.string(),
    regulation: v.string(),
  }),
]);
export type DashboardCard = v.InferOutput<typeof DashboardCardSchema>;

/** GET /api/app/getDashboard */
export const DashboardDataSchema = v.object({
  role: v.nullable(v.picklist(LOGIN_ROLES)),
  title: v.string(),
  module: v.string(),
  counters: v.array(v.object({ key: v.picklist(COUNTER_KEYS), label: v.string(), value: v.number() })),
  card: v.nullable(DashboardCardSchema),
  /** Counts shown as badges on the menu links the caller can open. */
  badges: v.record(v.picklist(COUNTER_KEYS), v.number()),
  generatedAt: v.string(),
});
export type DashboardData = v.InferOutput<typeof DashboardDataSchema>;

/** GET /api/app/getNotifications: one entry of the header's notification menu. */
export const NotificationItemSchema = v.object({
  id: v.string(),
  kind: v.picklist(['results', 'logins', 'security', 'leave', 'library', 'hostel']),
  title: v.string(),
  detail: v.string(),
  /** When it happened (UTC ISO), when that is meaningful. */
  at: v.nullable(v.string()),
  to: v.nullable(v.string()),
  /** The detail as a marked message with its values, for the page's language (`detail` is its English). */
  detailMessage: v.optional(v.object({ id: v.string(), values: v.record(v.string(), v.string()) })),
});
export type NotificationItem = v.InferOutput<typeof NotificationItemSchema>;

/** GET /api/app/getNotifications: the header's notification menu. */
export const NotificationsSchema = v.object({ items: v.array(NotificationItemSchema) });
