import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { degrees, departments, semesters } from './schema-masters';

/** Academic years ('2026-2027'); at most one is the current one (the partial unique index holds it). */
export const academicYears = pgTable(
  'academic_years',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 9 }).notNull().unique(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    isCurrent: boolean('is_current').notNull().default(false),
  },
  (t) => [
    uniqueIndex('academic_years_one_current')
      .on(t.isCurrent)
      .where(sql`${t.isCurrent}`),
    check('academic_years_end_after_start', sql`${t.endDate} >= ${t.startDate}`),
  ],
);

/** A degree's semester in an academic year: its first and last teaching day, within the year. */
export const semesterDates = pgTable(
  'semester_dates',
  {
    id: serial('id').primaryKey(),
    academicYearId: integer('academic_year_id')
      .notNull()
      .references(() => academicYears.id),
    degreeId: integer('degree_id')
      .notNull()
      .references(() => degrees.id),
    semesterId: integer('semester_id')
      .notNull()
      .references(() => semesters.id),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
  },
  (t) => [
    uniqueIndex('semester_dates_year_semester').on(t.academicYearId, t.degreeId, t.semesterId),
    check('semester_dates_end_after_start', sql`${t.endDate} >= ${t.startDate}`),
  ],
);

export const holidays = pgTable(
  'holidays',
  {
    id: serial('id').primaryKey(),
    date: date('date', { mode: 'string' }).notNull(),
    name: text('name').notNull(),
    academicYearId: integer('academic_year_id')
      .notNull()
      .references(() => academicYears.id),
  },
  (t) => [uniqueIndex('holidays_date_name').on(t.date, t.name)],
);

/** The college's events calendar: what, when, where, and who organises it. */
export const activities = pgTable(
  'activities',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    venue: text('venue').notNull(),
    organiser: text('organiser').notNull(),
    departmentId: integer('department_id').references(() => departments.id),
    description: text('description').notNull().default(''),
  },
  (t) => [check('activities_end_after_start', sql`${t.endDate} >= ${t.startDate}`)],
);

/** Kinds of leave (CL, EL, OD, ML) and how they are taken. */
export const leaveTypes = pgTable('leave_types', {
  id: serial('id').primaryKey(),
  code: varchar('code', { length: 8 }).notNull().unique(),
  name: text('name').notNull(),
  halfDaysAllowed: boolean('half_days_allowed').notNull().default(false),
  needsAttachment: boolean('needs_attachment').notNull().default(false),
});

/** The days of a leave type each staff category (teaching, non-teaching) has in an academic year. */
export const leaveAllotments = pgTable(
  'leave_allotments',
  {
    id: serial('id').primaryKey(),
    academicYearId: integer('academic_year_id')
      .notNull()
      .references(() => academicYears.id),
    staffCategory: varchar('staff_category', { length: 16 }).notNull(),
    leaveTypeId: integer('leave_type_id')
      .notNull()
      .references(() => leaveTypes.id),
    days: smallint('days').notNull(),
  },
  (t) => [
    uniqueIndex('leave_allotments_year_staff_type').on(t.academicYearId, t.staffCategory, t.leaveTypeId),
    check('leave_allotments_days', sql`${t.days} >= 0`),
  ],
);
