import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, serial, smallint, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { academicYears, leaveTypes } from './schema-calendar';
import { createdAt } from './schema-columns';
import { users } from './schema-users';

/**
 * A member of staff's leave application: its type, dates and halves ('second': from midday of the first day;
 * 'first': until midday of the last), the half days it counts (Sundays and holidays left out), where it is decided
 * (`route`: the department's HoD, the principal or an administrator; `department` as it was when applied) and
 * what became of it. The attachment is a stored file (owner type leave).
 */
export const leaveApplications = pgTable(
  'leave_applications',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    leaveTypeId: integer('leave_type_id')
      .notNull()
      .references(() => leaveTypes.id),
    academicYearId: integer('academic_year_id')
      .notNull()
      .references(() => academicYears.id),
    staffCategory: varchar('staff_category', { length: 16 }).notNull(),
    fromDate: date('from_date', { mode: 'string' }).notNull(),
    toDate: date('to_date', { mode: 'string' }).notNull(),
    fromHalf: varchar('from_half', { length: 6 }).notNull().default('full'),
    toHalf: varchar('to_half', { length: 6 }).notNull().default('full'),
    halfDays: smallint('half_days').notNull(),
    reason: text('reason').notNull(),
    attachmentFileId: integer('attachment_file_id'),
    route: varchar('route', { length: 10 }).notNull(),
    department: text('department'),
    status: varchar('status', { length: 10 }).notNull().default('pending'),
    decidedBy: integer('decided_by').references(() => users.id),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    remark: text('remark').notNull().default(''),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('leave_applications_user').on(t.userId, t.fromDate),
    index('leave_applications_pending').on(t.status, t.route),
    check('leave_applications_dates', sql`${t.toDate} >= ${t.fromDate}`),
    check('leave_applications_half_days', sql`${t.halfDays} > 0`),
  ],
);

/** A member of staff a HoD names to decide their department's leave for the dates of the HoD's absence. */
export const leaveBackupApprovers = pgTable(
  'leave_backup_approvers',
  {
    id: serial('id').primaryKey(),
    hodUserId: integer('hod_user_id')
      .notNull()
      .references(() => users.id),
    department: text('department').notNull(),
    backupUserId: integer('backup_user_id')
      .notNull()
      .references(() => users.id),
    fromDate: date('from_date', { mode: 'string' }).notNull(),
    toDate: date('to_date', { mode: 'string' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('leave_backup_approvers_backup').on(t.backupUserId, t.fromDate),
    check('leave_backup_approvers_dates', sql`${t.toDate} >= ${t.fromDate}`),
  ],
);
