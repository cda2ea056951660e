import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import type { AllotmentRules } from '../../domain/hostel/allotment';
import { createdAt, updatedAt } from './schema-columns';
import { feeStructures } from './schema-payments';
import { hostelBeds, hostelRoomTypes } from './schema-hostel';
import { students } from './schema-students';
import { users } from './schema-users';

/** What a room type's bed costs for an academic year ('2026-2027'), in paise: raised as the allotted student's dues. */
export const hostelRoomFees = pgTable(
  'hostel_room_fees',
  {
    roomTypeId: integer('room_type_id')
      .notNull()
      .references(() => hostelRoomTypes.id),
    academicYear: varchar('academic_year', { length: 9 }).notNull(),
    feePaise: integer('fee_paise').notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.roomTypeId, t.academicYear] }),
    check('hostel_room_fees_paise', sql`${t.feePaise} >= 0`),
  ],
);

/** The allotment rules the college set for an academic year (allotment.ts); the usual rules while none is saved. */
export const hostelAllotmentRules = pgTable('hostel_allotment_rules', {
  academicYear: varchar('academic_year', { length: 9 }).primaryKey(),
  rules: jsonb('rules').$type<AllotmentRules>().notNull(),
  updatedBy: integer('updated_by').references(() => users.id),
  updatedAt: updatedAt(),
});

/**
 * A student's application for a hostel bed in an academic year: room types in order of preference (ids), whether any
 * will do, the reason and the distance from home the student stated (the incharge may correct it). At most one is
 * open (applied, waitlisted or allotted) per student and year.
 */
export const hostelApplications = pgTable(
  'hostel_applications',
  {
    id: serial('id').primaryKey(),
    studentId: integer('student_id')
      .notNull()
      .references(() => students.id),
    academicYear: varchar('academic_year', { length: 9 }).notNull(),
    status: varchar('status', { length: 10 }).notNull().default('APPLIED'),
    preferences: jsonb('preferences').$type<number[]>().notNull(),
    anyRoomType: boolean('any_room_type').notNull(),
    reason: varchar('reason', { length: 500 }).notNull(),
    distanceKm: integer('distance_km').notNull(),
    waitReason: varchar('wait_reason', { length: 32 }),
    rejectReason: varchar('reject_reason', { length: 500 }),
    appliedBy: integer('applied_by').references(() => users.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('hostel_applications_open')
      .on(t.studentId, t.academicYear)
      .where(sql`${t.status} in ('APPLIED', 'WAITLISTED', 'ALLOTTED')`),
    index('hostel_applications_year').on(t.academicYear, t.status),
    check(
      'hostel_applications_status',
      sql`${t.status} in ('APPLIED', 'ALLOTTED', 'WAITLISTED', 'WITHDRAWN', 'REJECTED')`,
    ),
    check('hostel_applications_distance', sql`${t.distanceKm} between 0 and 5000`),
  ],
);

/**
 * A bed given to a student: from the day allotted until the day they leave (null while they stay), at the room type's
 * fee for the year and the fee line raised for it. A bed holds one student staying, and a student one bed: the two
 * partial unique indexes refuse a second, even when two allotments are made at the same moment.
 */
export const hostelAllotments = pgTable(
  'hostel_allotments',
  {
    id: serial('id').primaryKey(),
    applicationId: integer('application_id')
      .notNull()
      .unique()
      .references(() => hostelApplications.id),
    studentId: integer('student_id')
      .notNull()
      .references(() => students.id),
    bedId: integer('bed_id')
      .notNull()
      .references(() => hostelBeds.id),
    fromDate: date('from_date', { mode: 'string' }).notNull(),
    toDate: date('to_date', { mode: 'string' }),
    feePaise: integer('fee_paise').notNull(),
    feeStructureId: integer('fee_structure_id').references(() => feeStructures.id),
    allottedBy: integer('allotted_by').references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('hostel_allotments_bed_staying')
      .on(t.bedId)
      .where(sql`${t.toDate} is null`),
    uniqueIndex('hostel_allotments_student_staying')
      .on(t.studentId)
      .where(sql`${t.toDate} is null`),
    check('hostel_allotments_fee', sql`${t.feePaise} >= 0`),
  ],
);
