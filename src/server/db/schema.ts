import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';

import { regulationRules, subjectMarks } from './schema-academic-columns';

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
  collegeId: integer('college_id')
    .notNull()
    .references(() => colleges.id),
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

/** Programme levels (UG, PG); degrees.level holds the code. */
export const levels = pgTable('levels', {
  id: serial('id').primaryKey(),
  code: varchar('code', { length: 8 }).notNull().unique(),
  name: text('name').notNull(),
  sortOrder: smallint('sort_order').notNull(),
});

/** Degrees, called courses on the admission forms (§3 course, courseAppliedFor). */
export const degrees = pgTable('degrees', {
  id: serial('id').primaryKey(),
  name: varchar('name', { length: 32 }).notNull().unique(),
  level: varchar('level', { length: 8 }).notNull(),
  years: smallint('years').notNull(),
  fullName: text('full_name').notNull().default(''),
});

export const regulations = pgTable('regulations', {
  id: serial('id').primaryKey(),
  code: varchar('code', { length: 16 }).notNull().unique(),
  fromYear: smallint('from_year').notNull(),
  ...regulationRules(),
});

export const batches = pgTable(
  'batches',
  {
    id: serial('id').primaryKey(),
    degreeId: integer('degree_id')
      .notNull()
      .references(() => degrees.id),
    name: varchar('name', { length: 16 }).notNull(),
    startYear: smallint('start_year').notNull(),
    /** The regulation (syllabus) a batch studies under; it follows the year of admission. */
    regulationId: integer('regulation_id').references(() => regulations.id),
  },
  (t) => [uniqueIndex('batches_degree_name').on(t.degreeId, t.name)],
);

export const branches = pgTable(
  'branches',
  {
    id: serial('id').primaryKey(),
    degreeId: integer('degree_id')
      .notNull()
      .references(() => degrees.id),
    departmentId: integer('department_id')
      .notNull()
      .references(() => departments.id),
    code: varchar('code', { length: 4 }).notNull(),
    shortName: varchar('short_name', { length: 16 }).notNull(),
    name: text('name').notNull(),
    /** The first batch (start year) admitted to the branch; null when it has always been offered. */
    introducedIn: smallint('introduced_in'),
    intake: smallint('intake').notNull().default(60),
  },
  (t) => [uniqueIndex('branches_degree_code').on(t.degreeId, t.code)],
);

export const semesters = pgTable(
  'semesters',
  {
    id: serial('id').primaryKey(),
    degreeId: integer('degree_id')
      .notNull()
      .references(() => degrees.id),
    number: smallint('number').notNull(),
    name: text('name').notNull(),
  },
  (t) => [uniqueIndex('semesters_degree_number').on(t.degreeId, t.number)],
);

export const students = pgTable('students', {
  id: serial('id').primaryKey(),
  rollNo: varchar('roll_no', { length: 20 }).notNull().unique(),
  fullName: text('full_name').notNull(),
  gender: varchar('gender', { length: 8 }).notNull(),
  batchId: integer('batch_id')
    .notNull()
    .references(() => batches.id),
  branchId: integer('branch_id')
    .notNull()
    .references(() => branches.id),
  regulationId: integer('regulation_id')
    .notNull()
    .references(() => regulations.id),
  email: text('email'),
  mobile: varchar('mobile', { length: 10 }),
  /** §3 dateofBirth (YYYY-MM-DD); a parent links to the student with it and the roll number. */
  dateOfBirth: date('date_of_birth', { mode: 'string' }),
  createdAt: createdAt(),
});

export const faculty = pgTable('faculty', {
  id: serial('id').primaryKey(),
  empCode: varchar('emp_code', { length: 16 }).notNull().unique(),
  fullName: text('full_name').notNull(),
  email: text('email').notNull(),
  designation: text('designation').notNull(),
  departmentId: integer('department_id')
    .notNull()
    .references(() => departments.id),
});

export const courses = pgTable(
  'courses',
  {
    id: serial('id').primaryKey(),
    code: varchar('code', { length: 16 }).notNull().unique(),
    name: text('name').notNull(),
    credits: smallint('credits').notNull(),
    branchId: integer('branch_id')
      .notNull()
      .references(() => branches.id),
    semesterId: integer('semester_id')
      .notNull()
      .references(() => semesters.id),
    regulationId: integer('regulation_id')
      .notNull()
      .references(() => regulations.id),
    ...subjectMarks(),
  },
  (t) => [check('courses_credits_positive', sql`${t.credits} > 0`)],
);

export const examTitles = pgTable('exam_titles', {
  id: serial('id').primaryKey(),
  title: text('title').notNull().unique(),
  semesterId: integer('semester_id')
    .notNull()
    .references(() => semesters.id),
  batchId: integer('batch_id')
    .notNull()
    .references(() => batches.id),
  publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
});

/** One row per student, exam and course; grade points and SGPA are derived from the grade (§9). */
export const examResults = pgTable(
  'exam_results',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    examTitleId: integer('exam_title_id')
      .notNull()
      .references(() => examTitles.id),
    studentId: integer('student_id')
      .notNull()
      .references(() => students.id),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id),
    /** Percentage of marks; null when absent. */
    marksPercent: smallint('marks_percent'),
    grade: varchar('grade', { length: 2 }).notNull(),
  },
  (t) => [
    uniqueIndex('exam_results_student_exam_course').on(t.studentId, t.examTitleId, t.courseId),
    index('exam_results_exam').on(t.examTitleId),
    check('exam_results_grade', sql`${t.grade} in ('S','A','B','C','D','F','AB')`),
    check('exam_results_marks', sql`${t.marksPercent} is null or ${t.marksPercent} between 0 and 100`),
  ],
);

/** Accounts (§3 current user, sign-up payload); user names are unique whatever their case. */
export const users = pgTable(
  'users',
  {
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
    modules: text('modules')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    promotions: boolean('promotions').notNull().default(false),
    studentId: integer('student_id').references(() => students.id),
    facultyId: integer('faculty_id').references(() => faculty.id),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('users_username_lower').on(sql`lower(${t.username})`),
    // One address, one account; accounts without an address (logins made for students who have none) hold ''.
    uniqueIndex('users_email_lower')
      .on(sql`lower(${t.email})`)
      .where(sql`${t.email} <> ''`),
    uniqueIndex('users_student').on(t.studentId),
    uniqueIndex('users_faculty').on(t.facultyId),
  ],
);

/** Server-side sessions; the cookie holds a random token, the table only its SHA-256. */
export const sessions = pgTable(
  'sessions',
  {
    id: varchar('id', { length: 64 }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('sessions_user').on(t.userId)],
);

/** Single-use password reset links, valid 30 minutes; stored as the SHA-256 of the token. */
export const passwordResets = pgTable(
  'password_resets',
  {
    id: varchar('id', { length: 64 }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('password_resets_user').on(t.userId)],
);

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
export const attemptCounters = pgTable(
  'attempt_counters',
  {
    key: varchar('key', { length: 64 }).primaryKey(),
    count: integer('count').notNull(),
    /** When the current window (per-address limits) or run of failures (per user name) began. */
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    lastAt: timestamp('last_at', { withTimezone: true }).notNull(),
    /** SHA-256 of the mailed single-use unlock token of a locked user name, and when it stops working. */
    unlockTokenId: varchar('unlock_token_id', { length: 64 }),
    unlockExpiresAt: timestamp('unlock_expires_at', { withTimezone: true }),
  },
  (t) => [index('attempt_counters_last_at').on(t.lastAt), uniqueIndex('attempt_counters_unlock_token').on(t.unlockTokenId)],
);

/** Reservation categories (OC, BC-A…BC-E, SC, ST, EWS); the admission record's casteCategory / category. */
export const casteCategories = pgTable('caste_categories', {
  id: serial('id').primaryKey(),
  code: varchar('code', { length: 8 }).notNull().unique(),
  description: text('description').notNull(),
  sortOrder: smallint('sort_order').notNull(),
});

export const subCastes = pgTable(
  'sub_castes',
  {
    id: serial('id').primaryKey(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => casteCategories.id),
    name: text('name').notNull(),
    sortOrder: smallint('sort_order').notNull(),
  },
  (t) => [uniqueIndex('sub_castes_category_name').on(t.categoryId, t.name)],
);

/** Seat types (convener, management, NRI, spot…); the drop-down text is '{name},{description}' (§4). */
export const seatTypes = pgTable('seat_types', {
  id: serial('id').primaryKey(),
  name: varchar('name', { length: 32 }).notNull().unique(),
  description: text('description').notNull(),
  sortOrder: smallint('sort_order').notNull(),
});

/** §9 admission types without seat types: Direct, Lateral, Transfer. */
export const admissionTypes = pgTable('admission_types', {
  id: serial('id').primaryKey(),
  name: varchar('name', { length: 32 }).notNull().unique(),
  description: text('description').notNull(),
  sortOrder: smallint('sort_order').notNull(),
});

/** Admission agents (consultancies) a student may come through (§3 agent, agentAmount). */
export const agents = pgTable('agents', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  place: text('place').notNull(),
  active: boolean('active').notNull().default(true),
});

/** Key-value lists of §7 getKeyValuePair (entrancetype, Nationality, Religion): key stored, value shown. */
export const keyValuePairs = pgTable(
  'key_value_pairs',
  {
    id: serial('id').primaryKey(),
    listKey: varchar('list_key', { length: 32 }).notNull(),
    itemKey: varchar('item_key', { length: 64 }).notNull(),
    itemValue: text('item_value').notNull(),
    sortOrder: smallint('sort_order').notNull(),
  },
  (t) => [uniqueIndex('key_value_pairs_list_item').on(t.listKey, t.itemKey)],
);
/** Students a parent account follows; a parent links one by giving its roll number and date of birth. */
export const parentStudents = pgTable(
  'parent_students',
  {
    parentUserId: integer('parent_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    studentId: integer('student_id')
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    linkedAt: timestamp('linked_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.parentUserId, t.studentId] }), index('parent_students_student').on(t.studentId)],
);

/** Link attempts that matched no student, per parent: guessing dates of birth is limited per account. */
export const parentLinkFailures = pgTable(
  'parent_link_failures',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    parentUserId: integer('parent_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('parent_link_failures_parent_at').on(t.parentUserId, t.at)],
);
/** Row times of the faculty database: when a record was added and last changed (UTC). */
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/** Faculty database (/api/fdb): a faculty member's publications; a DOI is recorded once per faculty member. */
export const publications = pgTable(
  'publications',
  {
    id: serial('id').primaryKey(),
    facultyId: integer('faculty_id')
      .notNull()
      .references(() => faculty.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    venue: text('venue').notNull(),
    year: smallint('year').notNull(),
    doi: text('doi'),
    scopus: boolean('scopus').notNull().default(false),
    webOfScience: boolean('web_of_science').notNull().default(false),
    citations: integer('citations').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('publications_faculty').on(t.facultyId),
    uniqueIndex('publications_faculty_doi')
      .on(t.facultyId, sql`lower(${t.doi})`)
      .where(sql`${t.doi} is not null`),
    check('publications_citations', sql`${t.citations} >= 0`),
  ],
);

/** Faculty database: memoranda of understanding a faculty member brought about. */
export const mous = pgTable(
  'mous',
  {
    id: serial('id').primaryKey(),
    facultyId: integer('faculty_id')
      .notNull()
      .references(() => faculty.id, { onDelete: 'cascade' }),
    partner: text('partner').notNull(),
    purpose: text('purpose').notNull(),
    signedOn: date('signed_on', { mode: 'string' }).notNull(),
    validUntil: date('valid_until', { mode: 'string' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('mous_faculty').on(t.facultyId), check('mous_valid_after_signed', sql`${t.validUntil} is null or ${t.validUntil} >= ${t.signedOn}`)],
);

/** Faculty database: awards and honours of a faculty member. */
export const awards = pgTable(
  'awards',
  {
    id: serial('id').primaryKey(),
    facultyId: integer('faculty_id')
      .notNull()
      .references(() => faculty.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    awardedBy: text('awarded_by').notNull(),
    year: smallint('year').notNull(),
    description: text('description').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('awards_faculty').on(t.facultyId)],
);

/**
 * Idempotent writes: a POST/PUT/PATCH/DELETE with an Idempotency-Key header is stored here, in the same
 * transaction as its write, with the answer it got; a replay gets that answer. user_id 0 is anonymous.
 * Keys expire after IDEMPOTENCY_KEY_TTL_DAYS and are purged.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
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
  },
  (t) => [uniqueIndex('idempotency_keys_user_key').on(t.userId, t.key), index('idempotency_keys_created').on(t.createdAt)],
);

/**
 * Uploaded files: the bytes live in the file store (DATA_DIR/files by SHA-256), this row says whose they
 * are. One row per use; rows may share a hash (the bytes are kept once).
 */
export const storedFiles = pgTable(
  'stored_files',
  {
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
  },
  (t) => [
    index('stored_files_owner').on(t.ownerType, t.ownerId),
    index('stored_files_sha256').on(t.sha256),
    check('stored_files_size_positive', sql`${t.size} > 0`),
  ],
);
/**
 * §3 Payment gateway key row: the shop id and key of the payment gateway, one row per fee type. The key
 * (paymentGatewayPassword) is stored only encrypted (AES-256-GCM, GATEWAY_KEYS_SECRET); uniquekey is the
 * row's public id once saved.
 */
export const paymentGatewayKeys = pgTable(
  'payment_gateway_keys',
  {
    id: serial('id').primaryKey(),
    uniquekey: varchar('uniquekey', { length: 36 }).notNull(),
    feeType: text('fee_type').notNull(),
    paymentGatewayUserName: text('payment_gateway_user_name').notNull(),
    /** 'v1:<iv>:<tag>:<ciphertext>' in base64url; never the key as typed. */
    paymentGatewayPasswordEncrypted: text('payment_gateway_password_encrypted').notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('payment_gateway_keys_uniquekey').on(t.uniquekey),
    uniqueIndex('payment_gateway_keys_fee_type').on(t.feeType),
    index('payment_gateway_keys_user_name').on(t.paymentGatewayUserName),
  ],
);

/**
 * Charges of the sandbox gateway (development, demo, tests): in the database so they survive restarts and
 * every replica agrees. One charge per shop and orderId, so a create retried after a network error returns
 * the charge already made. Card numbers and CVVs are never stored: a transaction keeps only the last 4 digits.
 */
export const sandboxCharges = pgTable(
  'sandbox_charges',
  {
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
  },
  (t) => [uniqueIndex('sandbox_charges_shop_order').on(t.shopId, t.orderId)],
);
export * from './schema-fees';
export * from './schema-admissions';
export * from './schema-admission-imports';
export * from './schema-fee-accounts';
export * from './schema-achievements';
export * from './schema-alumni';
export * from './schema-student-claims';
export * from './schema-academic';
