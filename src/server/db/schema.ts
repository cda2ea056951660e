import { sql } from 'drizzle-orm';
import {
  bigserial, boolean, check, index, integer, jsonb, pgTable, serial, smallint, text, timestamp, uniqueIndex, varchar,
} from 'drizzle-orm/pg-core';

/** Timestamps are `timestamptz` and written in UTC. */
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const colleges = pgTable('colleges', {
  id: serial('id').primaryKey(),
  code: varchar('code', { length: 12 }).notNull().unique(),
  name: text('name').notNull(),
  logoSvg: text('logo_svg').notNull(),
  createdAt: createdAt(),
});

/** §3 Contact info; the app reads the last entry (§7 getContactData). */
export const contactData = pgTable('contact_data', {
  id: serial('id').primaryKey(),
  collegeId: integer('college_id').notNull().references(() => colleges.id),
  officialCommunication: text('official_communication').notNull(),
  campus: text('campus').notNull(),
  phoneNumbers: jsonb('phone_numbers').$type<{ number: string }[]>().notNull(),
  faxNumber: text('fax_number').notNull(),
  candidateDetails: jsonb('candidate_details').$type<{ designation: string; name: string; mailId: string }[]>().notNull(),
  aboutUs: text('about_us').notNull(),
  createdAt: createdAt(),
});

export const departments = pgTable('departments', {
  id: serial('id').primaryKey(),
  code: varchar('code', { length: 16 }).notNull().unique(),
  name: text('name').notNull(),
});

export const degrees = pgTable('degrees', {
  id: serial('id').primaryKey(),
  name: varchar('name', { length: 32 }).notNull().unique(),
  level: varchar('level', { length: 8 }).notNull(),
  years: smallint('years').notNull(),
});

export const regulations = pgTable('regulations', {
  id: serial('id').primaryKey(),
  code: varchar('code', { length: 16 }).notNull().unique(),
  fromYear: smallint('from_year').notNull(),
});

export const batches = pgTable('batches', {
  id: serial('id').primaryKey(),
  degreeId: integer('degree_id').notNull().references(() => degrees.id),
  name: varchar('name', { length: 16 }).notNull(),
  startYear: smallint('start_year').notNull(),
}, (t) => [uniqueIndex('batches_degree_name').on(t.degreeId, t.name)]);

export const branches = pgTable('branches', {
  id: serial('id').primaryKey(),
  degreeId: integer('degree_id').notNull().references(() => degrees.id),
  departmentId: integer('department_id').notNull().references(() => departments.id),
  code: varchar('code', { length: 4 }).notNull(),
  shortName: varchar('short_name', { length: 16 }).notNull(),
  name: text('name').notNull(),
}, (t) => [uniqueIndex('branches_degree_code').on(t.degreeId, t.code)]);

export const semesters = pgTable('semesters', {
  id: serial('id').primaryKey(),
  degreeId: integer('degree_id').notNull().references(() => degrees.id),
  number: smallint('number').notNull(),
  name: text('name').notNull(),
}, (t) => [uniqueIndex('semesters_degree_number').on(t.degreeId, t.number)]);

export const students = pgTable('students', {
  id: serial('id').primaryKey(),
  rollNo: varchar('roll_no', { length: 20 }).notNull().unique(),
  fullName: text('full_name').notNull(),
  gender: varchar('gender', { length: 8 }).notNull(),
  batchId: integer('batch_id').notNull().references(() => batches.id),
  branchId: integer('branch_id').notNull().references(() => branches.id),
  regulationId: integer('regulation_id').notNull().references(() => regulations.id),
  email: text('email'),
  mobile: varchar('mobile', { length: 10 }),
  createdAt: createdAt(),
});

export const faculty = pgTable('faculty', {
  id: serial('id').primaryKey(),
  empCode: varchar('emp_code', { length: 16 }).notNull().unique(),
  fullName: text('full_name').notNull(),
  email: text('email').notNull(),
  designation: text('designation').notNull(),
  departmentId: integer('department_id').notNull().references(() => departments.id),
});

export const courses = pgTable('courses', {
  id: serial('id').primaryKey(),
  code: varchar('code', { length: 16 }).notNull().unique(),
  name: text('name').notNull(),
  credits: smallint('credits').notNull(),
  branchId: integer('branch_id').notNull().references(() => branches.id),
  semesterId: integer('semester_id').notNull().references(() => semesters.id),
  regulationId: integer('regulation_id').notNull().references(() => regulations.id),
}, (t) => [check('courses_credits_positive', sql`${t.credits} > 0`)]);

export const examTitles = pgTable('exam_titles', {
  id: serial('id').primaryKey(),
  title: text('title').notNull().unique(),
  semesterId: integer('semester_id').notNull().references(() => semesters.id),
  batchId: integer('batch_id').notNull().references(() => batches.id),
  publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
});

/** One row per student, exam and course; grade points and SGPA are derived from the grade (§9). */
export const examResults = pgTable('exam_results', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  examTitleId: integer('exam_title_id').notNull().references(() => examTitles.id),
  studentId: integer('student_id').notNull().references(() => students.id),
  courseId: integer('course_id').notNull().references(() => courses.id),
  /** Percentage of marks; null when absent. */
  marksPercent: smallint('marks_percent'),
  grade: varchar('grade', { length: 2 }).notNull(),
}, (t) => [
  uniqueIndex('exam_results_student_exam_course').on(t.studentId, t.examTitleId, t.courseId),
  index('exam_results_exam').on(t.examTitleId),
  check('exam_results_grade', sql`${t.grade} in ('S','A','B','C','D','F','AB')`),
  check('exam_results_marks', sql`${t.marksPercent} is null or ${t.marksPercent} between 0 and 100`),
]);

/** Accounts (§3 current user, sign-up payload); user names are unique whatever their case. */
export const users = pgTable('users', {
  id: serial('id').primaryKey(),
  username: varchar('username', { length: 64 }).notNull(),
  email: text('email').notNull(),
  fullName: text('full_name').notNull(),
  passwordHash: text('password_hash').notNull(),
  roles: text('roles').array().notNull(),
  /** The department (program) of a Faculty or HoD user; HoDs see only their own (§6). */
  program: text('program'),
  collegeId: integer('college_id').references(() => colleges.id),
  collegeName: text('college_name'),
  instituteType: varchar('institute_type', { length: 16 }),
  eamcetCode: varchar('eamcet_code', { length: 20 }),
  affiliatedTo: text('affiliated_to'),
  modules: text('modules').array().notNull().default(sql`'{}'::text[]`),
  promotions: boolean('promotions').notNull().default(false),
  studentId: integer('student_id').references(() => students.id),
  facultyId: integer('faculty_id').references(() => faculty.id),
  createdAt: createdAt(),
}, (t) => [
  uniqueIndex('users_username_lower').on(sql`lower(${t.username})`),
  index('users_email_lower').on(sql`lower(${t.email})`),
  uniqueIndex('users_student').on(t.studentId),
  uniqueIndex('users_faculty').on(t.facultyId),
]);

/** Server-side sessions; the cookie holds a random token, the table only its SHA-256. */
export const sessions = pgTable('sessions', {
  id: varchar('id', { length: 64 }).primaryKey(),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  createdAt: createdAt(),
}, (t) => [index('sessions_user').on(t.userId)]);

/** Single-use password reset links, valid 30 minutes; stored as the SHA-256 of the token. */
export const passwordResets = pgTable('password_resets', {
  id: varchar('id', { length: 64 }).primaryKey(),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: createdAt(),
}, (t) => [index('password_resets_user').on(t.userId)]);

/** System-wide settings, one row per key (maintenance mode); every server process reads the same rows. */
export const appSettings = pgTable('app_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  /** The user name of who changed it last, or what did (MAINTENANCE_MODE at start). */
  updatedBy: text('updated_by'),
});

/**
 * Counters of failed attempts that every API replica shares: failed sign-ins per user name and per
 * address, results lookups of unknown roll numbers per address. The key is the SHA-256 of
 * '<kind>:<value>', so no user name (which may be a mistyped password) or address is stored as typed.
 */
export const attemptCounters = pgTable('attempt_counters', {
  key: varchar('key', { length: 64 }).primaryKey(),
  count: integer('count').notNull(),
  /** When the current window (per-address limits) or run of failures (per user name) began. */
  windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
  lastAt: timestamp('last_at', { withTimezone: true }).notNull(),
  /** SHA-256 of the mailed single-use unlock token of a locked user name, and when it stops working. */
  unlockTokenId: varchar('unlock_token_id', { length: 64 }),
  unlockExpiresAt: timestamp('unlock_expires_at', { withTimezone: true }),
}, (t) => [index('attempt_counters_last_at').on(t.lastAt), uniqueIndex('attempt_counters_unlock_token').on(t.unlockTokenId)]);

/**
 * §3 Payment gateway key row: the shop id and key of the payment gateway, one row per fee type. The key
 * (paymentGatewayPassword) is stored only encrypted (AES-256-GCM, GATEWAY_KEYS_SECRET); uniquekey is the
 * row's public id once saved.
 */
export const paymentGatewayKeys = pgTable('payment_gateway_keys', {
  id: serial('id').primaryKey(),
  uniquekey: varchar('uniquekey', { length: 36 }).notNull(),
  feeType: text('fee_type').notNull(),
  paymentGatewayUserName: text('payment_gateway_user_name').notNull(),
  /** 'v1:<iv>:<tag>:<ciphertext>' in base64url; never the key as typed. */
  paymentGatewayPasswordEncrypted: text('payment_gateway_password_encrypted').notNull(),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [uniqueIndex('payment_gateway_keys_uniquekey').on(t.uniquekey), uniqueIndex('payment_gateway_keys_fee_type').on(t.feeType), index('payment_gateway_keys_user_name').on(t.paymentGatewayUserName)]);

/**
 * Charges of the sandbox gateway (development, demo, tests): in the database so they survive restarts and
 * every replica agrees. One charge per shop and orderId, so a create retried after a network error returns
 * the charge already made. Card numbers and CVVs are never stored: a transaction keeps only the last 4 digits.
 */
export const sandboxCharges = pgTable('sandbox_charges', {
  uuid: varchar('uuid', { length: 32 }).primaryKey(),
  shopId: text('shop_id').notNull(),
  orderId: text('order_id').notNull(),
  /** PAID, DUE or DROPPED. */
  status: varchar('status', { length: 8 }).notNull(),
  amount: integer('amount').notNull(),
  currency: varchar('currency', { length: 3 }).notNull(),
  orderInfo: text('order_info').notNull(),
  udf: jsonb('udf').notNull(),
  customer: jsonb('customer').notNull(),
  webhookUrl: text('webhook_url'),
  returnMethod: varchar('return_method', { length: 4 }).notNull(),
  returnUrl: text('return_url'),
  returnTimeout: integer('return_timeout').notNull(),
  attempts: integer('attempts').notNull().default(0),
  maxAttempts: integer('max_attempts').notNull(),
  transactions: jsonb('transactions').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  paidAt: timestamp('paid_at', { withTimezone: true }),
}, (t) => [uniqueIndex('sandbox_charges_shop_order').on(t.shopId, t.orderId)]);
