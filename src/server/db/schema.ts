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
 * Idempotent writes: a POST/PUT/PATCH/DELETE with an Idempotency-Key header is stored here, in the same
 * transaction as its write, with the answer it got; a replay gets that answer. user_id 0 is anonymous.
 * Keys expire after IDEMPOTENCY_KEY_TTL_DAYS and are purged.
 */
export const idempotencyKeys = pgTable('idempotency_keys', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  userId: integer('user_id').notNull(),
  key: varchar('key', { length: 255 }).notNull(),
  /** Method and path, e.g. 'POST /api/auth/signup'. */
  call: text('call').notNull(),
  /** SHA-256 (hex) of the call, the query string and the body bytes. */
  requestHash: varchar('request_hash', { length: 64 }).notNull(),
  status: smallint('status'),
  contentType: text('content_type'),
  response: text('response'),
  createdAt: createdAt(),
}, (t) => [
  uniqueIndex('idempotency_keys_user_key').on(t.userId, t.key),
  index('idempotency_keys_created').on(t.createdAt),
]);

/**
 * Uploaded files: the bytes live in the file store (DATA_DIR/files by SHA-256), this row says whose they
 * are. One row per use; rows may share a hash (the bytes are kept once).
 */
export const storedFiles = pgTable('stored_files', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  /** The owning record's type (a key of the server's file-owner registry) and id. */
  ownerType: varchar('owner_type', { length: 40 }).notNull(),
  ownerId: text('owner_id').notNull(),
  /** What the file is for that record: 'photo', 'certificate', 'offer-letter'… */
  purpose: varchar('purpose', { length: 40 }).notNull(),
  /** The media type found in the bytes (never the client's claim). */
  mediaType: varchar('media_type', { length: 120 }).notNull(),
  size: integer('size').notNull(),
  sha256: varchar('sha256', { length: 64 }).notNull(),
  originalName: text('original_name').notNull(),
  uploadedBy: integer('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
}, (t) => [
  index('stored_files_owner').on(t.ownerType, t.ownerId),
  index('stored_files_sha256').on(t.sha256),
  check('stored_files_size_positive', sql`${t.size} > 0`),
]);
