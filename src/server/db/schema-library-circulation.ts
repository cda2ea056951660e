import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './schema-columns';
import { faculty } from './schema-faculty';
import { libraryCopies, libraryTitles } from './schema-library';
import { degrees } from './schema-masters';
import { students } from './schema-students';
import { users } from './schema-users';

/** A patron is a student or a member of staff: exactly one of the two columns is set. */
const patronColumns = () => ({
  studentId: integer('student_id').references(() => students.id),
  facultyId: integer('faculty_id').references(() => faculty.id),
});
const onePatron = (name: string, t: { studentId: unknown; facultyId: unknown }) =>
  check(name, sql`num_nonnulls(${t.studentId}, ${t.facultyId}) = 1`);

/**
 * The circulation rules, a matrix of patron category × item type: the loan period in days (0: not lent, read in the
 * library), how many at once, renewals, the fine per open day late and its ceiling, whether holds are taken. The
 * item type '*' is the category's row for every type without its own, and its `max_loans` bounds all the
 * category's loans together.
 */
export const libraryRules = pgTable(
  'library_rules',
  {
    id: serial('id').primaryKey(),
    patronCategory: varchar('patron_category', { length: 12 }).notNull(),
    itemType: varchar('item_type', { length: 16 }).notNull(),
    loanDays: smallint('loan_days').notNull(),
    maxLoans: smallint('max_loans').notNull(),
    renewals: smallint('renewals').notNull(),
    finePerDayPaise: integer('fine_per_day_paise').notNull(),
    maxFinePaise: integer('max_fine_paise').notNull(),
    holdsAllowed: boolean('holds_allowed').notNull(),
    updatedBy: integer('updated_by').references(() => users.id),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('library_rules_cell').on(t.patronCategory, t.itemType),
    check(
      'library_rules_numbers',
      sql`${t.loanDays} between 0 and 366 and ${t.maxLoans} between 0 and 50 and ${t.renewals} between 0 and 20
        and ${t.finePerDayPaise} >= 0 and ${t.maxFinePaise} >= 0`,
    ),
  ],
);

/**
 * A material allowance: the book bank lends its copies to a category of students (a degree, a semester) for a whole
 * semester, up to `max_copies` each, all due back on `due_on`, outside the ordinary limits.
 */
export const libraryAllowances = pgTable(
  'library_allowances',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 80 }).notNull(),
    degreeId: integer('degree_id').references(() => degrees.id),
    semester: smallint('semester'),
    maxCopies: smallint('max_copies').notNull(),
    dueOn: date('due_on', { mode: 'string' }).notNull(),
    active: boolean('active').notNull().default(true),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [check('library_allowances_max', sql`${t.maxCopies} between 1 and 30`)],
);

/**
 * The library's own settings, one row: fines above which nothing more is issued, the days a held copy waits for
 * its patron, the weekdays the library is closed (0 = Sunday; with the calendar's holidays, not counted in a fine
 * and never a due date), and whether the catalogue is open to the public without signing in.
 */
export const librarySettings = pgTable(
  'library_settings',
  {
    id: smallint('id').primaryKey().default(1),
    fineBlockPaise: integer('fine_block_paise').notNull().default(10000),
    pickupDays: smallint('pickup_days').notNull().default(3),
    closedWeekdays: smallint('closed_weekdays')
      .array()
      .notNull()
      .default(sql`'{0}'::smallint[]`),
    publicCatalogue: boolean('public_catalogue').notNull().default(false),
    updatedBy: integer('updated_by').references(() => users.id),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('library_settings_one', sql`${t.id} = 1`),
    check('library_settings_numbers', sql`${t.fineBlockPaise} >= 0 and ${t.pickupDays} between 1 and 14`),
  ],
);

/**
 * A loan of a copy to a patron: when it was issued (the desk's time, also when the desk was offline), when due (a
 * college day), its renewals and its return. One open loan per copy, so two desks issuing the last copy at once
 * make one loan. `allowance_id` marks a book bank loan under a material allowance.
 */
export const libraryLoans = pgTable(
  'library_loans',
  {
    id: serial('id').primaryKey(),
    copyId: integer('copy_id')
      .notNull()
      .references(() => libraryCopies.id),
    ...patronColumns(),
    patronCategory: varchar('patron_category', { length: 12 }).notNull(),
    allowanceId: integer('allowance_id').references(() => libraryAllowances.id),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
    dueOn: date('due_on', { mode: 'string' }).notNull(),
    renewals: smallint('renewals').notNull().default(0),
    returnedAt: timestamp('returned_at', { withTimezone: true }),
    issuedBy: integer('issued_by').references(() => users.id),
    returnedBy: integer('returned_by').references(() => users.id),
    remindedOn: date('reminded_on', { mode: 'string' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('library_loans_open_copy')
      .on(t.copyId)
      .where(sql`${t.returnedAt} is null`),
    index('library_loans_student')
      .on(t.studentId)
      .where(sql`${t.studentId} is not null`),
    index('library_loans_faculty')
      .on(t.facultyId)
      .where(sql`${t.facultyId} is not null`),
    index('library_loans_due')
      .on(t.dueOn)
      .where(sql`${t.returnedAt} is null`),
    index('library_loans_copy').on(t.copyId, t.issuedAt),
    index('library_loans_issued').on(t.issuedAt),
    onePatron('library_loans_patron', t),
  ],
);

/**
 * A hold on a title: patrons wait in the order they placed them; a returned copy is held for the first (READY,
 * with the day it must be collected by), and goes to the next when that day passes.
 */
export const libraryHolds = pgTable(
  'library_holds',
  {
    id: serial('id').primaryKey(),
    titleId: integer('title_id')
      .notNull()
      .references(() => libraryTitles.id),
    ...patronColumns(),
    status: varchar('status', { length: 10 }).notNull().default('WAITING'),
    copyId: integer('copy_id').references(() => libraryCopies.id),
    placedAt: createdAt(),
    readyAt: timestamp('ready_at', { withTimezone: true }),
    pickupBy: date('pickup_by', { mode: 'string' }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    /** Why the staff cancelled the hold (empty when the patron did, or it was collected or lapsed). */
    cancelReason: text('cancel_reason').notNull().default(''),
    cancelledBy: integer('cancelled_by').references(() => users.id),
  },
  (t) => [
    uniqueIndex('library_holds_open_student')
      .on(t.titleId, t.studentId)
      .where(sql`${t.status} in ('WAITING', 'READY') and ${t.studentId} is not null`),
    uniqueIndex('library_holds_open_faculty')
      .on(t.titleId, t.facultyId)
      .where(sql`${t.status} in ('WAITING', 'READY') and ${t.facultyId} is not null`),
    uniqueIndex('library_holds_ready_copy')
      .on(t.copyId)
      .where(sql`${t.status} = 'READY'`),
    index('library_holds_title_queue').on(t.titleId, t.status, t.placedAt),
    onePatron('library_holds_patron', t),
    check('library_holds_status', sql`${t.status} in ('WAITING', 'READY', 'COLLECTED', 'EXPIRED', 'CANCELLED')`),
  ],
);

/**
 * What a patron owes the library: a late return's fine (one per loan, raised while the loan stays late), a lost or
 * damaged copy's price. Paid at the desk or online (through a fee line, `fee_structure_id`), or waived with a reason.
 */
export const libraryFines = pgTable(
  'library_fines',
  {
    id: serial('id').primaryKey(),
    loanId: integer('loan_id').references(() => libraryLoans.id),
    copyId: integer('copy_id')
      .notNull()
      .references(() => libraryCopies.id),
    ...patronColumns(),
    kind: varchar('kind', { length: 8 }).notNull(),
    amountPaise: integer('amount_paise').notNull(),
    status: varchar('status', { length: 8 }).notNull().default('OPEN'),
    reason: text('reason').notNull().default(''),
    feeStructureId: integer('fee_structure_id'),
    settledBy: integer('settled_by').references(() => users.id),
    settledAt: timestamp('settled_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('library_fines_loan_kind').on(t.loanId, t.kind),
    index('library_fines_student')
      .on(t.studentId)
      .where(sql`${t.studentId} is not null`),
    index('library_fines_faculty')
      .on(t.facultyId)
      .where(sql`${t.facultyId} is not null`),
    onePatron('library_fines_patron', t),
    check('library_fines_amount', sql`${t.amountPaise} > 0`),
    check('library_fines_kind', sql`${t.kind} in ('OVERDUE', 'LOST', 'DAMAGED')`),
    check('library_fines_status', sql`${t.status} in ('OPEN', 'PAID', 'WAIVED')`),
  ],
);

/**
 * What the desk did offline and could not be applied as it was when it reached the server (the copy was issued to
 * someone else online meanwhile, or the issue broke a rule the desk could not check): kept for the librarian to
 * resolve, never dropped.
 */
export const libraryConflicts = pgTable(
  'library_conflicts',
  {
    id: serial('id').primaryKey(),
    kind: varchar('kind', { length: 20 }).notNull(),
    action: varchar('action', { length: 8 }).notNull(),
    copyId: integer('copy_id')
      .notNull()
      .references(() => libraryCopies.id),
    ...patronColumns(),
    loanId: integer('loan_id').references(() => libraryLoans.id),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    detail: jsonb('detail').$type<Record<string, string>>().notNull().default({}),
    recordedBy: integer('recorded_by').references(() => users.id),
    recordedAt: createdAt(),
    resolvedBy: integer('resolved_by').references(() => users.id),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    note: text('note').notNull().default(''),
  },
  (t) => [
    index('library_conflicts_open')
      .on(t.recordedAt)
      .where(sql`${t.resolvedAt} is null`),
    check('library_conflicts_action', sql`${t.action} in ('ISSUE', 'RETURN', 'RENEW')`),
  ],
);

/**
 * The overdue reminders mailed: one row per patron per college day, so pressing "Send reminders" twice a day mails
 * nobody twice (the unique indexes decide, also for two staff pressing it at once).
 */
export const libraryReminders = pgTable(
  'library_reminders',
  {
    id: serial('id').primaryKey(),
    ...patronColumns(),
    remindedOn: date('reminded_on', { mode: 'string' }).notNull(),
    loans: smallint('loans').notNull(),
    sentBy: integer('sent_by').references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('library_reminders_student_day')
      .on(t.studentId, t.remindedOn)
      .where(sql`${t.studentId} is not null`),
    uniqueIndex('library_reminders_faculty_day')
      .on(t.facultyId, t.remindedOn)
      .where(sql`${t.facultyId} is not null`),
    onePatron('library_reminders_patron', t),
  ],
);
