import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
  date,
} from 'drizzle-orm/pg-core';
import type { AdmissionDetails } from '../../domain/admissions/admission-record';
import { storedFiles } from './schema-files';
import { batches, branches, degrees, regulations } from './schema-masters';
import { students } from './schema-students';
import { users } from './schema-users';

/**
 * The admission number counter, one row per academic year (§9 helper). A save allocates its numbers with
 * one `insert … on conflict do update … returning` inside its transaction: the row lock makes concurrent
 * saves take distinct numbers, and a rolled-back save gives its number back.
 */
export const admissionCounters = pgTable('admission_counters', {
  academicYear: varchar('academic_year', { length: 9 }).primaryKey(),
  lastNumber: integer('last_number').notNull(),
});

/**
 * One admission (§3 student admission record and save payload). It is a student: `student_id` is the
 * students row results, logins, fees and dashboards read. The columns are what the register filters,
 * sorts and counts; `details` holds every other field of the forms. The Aadhaar number is never stored
 * in clear: AES-256-GCM ciphertext, a keyed HMAC hash (unique: one admission per Aadhaar) and its last
 * four digits for the masked display.
 */
export const admissions = pgTable(
  'admissions',
  {
    id: serial('id').primaryKey(),
    adminNo: varchar('admin_no', { length: 20 }).notNull().unique(),
    studentId: integer('student_id')
      .notNull()
      .unique()
      .references(() => students.id),
    academicYear: varchar('academic_year', { length: 9 }).notNull(),
    fullName: text('full_name').notNull(),
    gender: varchar('gender', { length: 8 }).notNull(),
    degreeId: integer('degree_id')
      .notNull()
      .references(() => degrees.id),
    batchId: integer('batch_id')
      .notNull()
      .references(() => batches.id),
    branchId: integer('branch_id')
      .notNull()
      .references(() => branches.id),
    regulationId: integer('regulation_id').references(() => regulations.id),
    dateOfAdmission: date('date_of_admission', { mode: 'string' }).notNull(),
    admissionType: varchar('admission_type', { length: 64 }).notNull().default(''),
    seatType: varchar('seat_type', { length: 64 }).notNull().default(''),
    category: varchar('category', { length: 16 }).notNull().default(''),
    agent: varchar('agent', { length: 100 }).notNull().default(''),
    certificateSubmission: varchar('certificate_submission', { length: 3 }).notNull().default(''),
    /** Money in paise (integer minor units). */
    feeCommitmentPaise: integer('fee_commitment_paise').notNull().default(0),
    studentPaidPaise: integer('student_paid_paise').notNull().default(0),
    agentAmountPaise: integer('agent_amount_paise').notNull().default(0),
    aadhaarCipher: text('aadhaar_cipher').notNull(),
    aadhaarHash: varchar('aadhaar_hash', { length: 64 }).notNull(),
    aadhaarLast4: varchar('aadhaar_last4', { length: 4 }).notNull(),
    details: jsonb('details').$type<AdmissionDetails>().notNull(),
    photoFileId: integer('photo_file_id').references(() => storedFiles.id),
    createdBy: integer('created_by').references(() => users.id),
    updatedBy: integer('updated_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('admissions_aadhaar_hash').on(t.aadhaarHash),
    index('admissions_year_branch').on(t.academicYear, t.branchId),
    index('admissions_batch').on(t.batchId),
    index('admissions_date').on(t.dateOfAdmission),
    index('admissions_name').on(sql`lower(${t.fullName})`),
    check(
      'admissions_money_not_negative',
      sql`${t.feeCommitmentPaise} >= 0 and ${t.studentPaidPaise} >= 0 and ${t.agentAmountPaise} >= 0`,
    ),
  ],
);
