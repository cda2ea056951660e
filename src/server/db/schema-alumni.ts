import { index, integer, pgTable, serial, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { storedFiles } from './schema-files';
import { users } from './schema-users';

const at = (name: string) => timestamp(name, { withTimezone: true }).notNull().defaultNow();

/** §3 alumniStudentRegistration: one per roll number; the attachment is a stored file (owner 'alumni-registration'). */
export const alumniRegistrations = pgTable(
  'alumni_registrations',
  {
    id: serial('id').primaryKey(),
    rollNumber: varchar('roll_number', { length: 20 }).notNull().unique(),
    name: text('name').notNull(),
    course: varchar('course', { length: 32 }).notNull(),
    degree: varchar('degree', { length: 32 }).notNull(),
    batch: varchar('batch', { length: 16 }).notNull(),
    branch: varchar('branch', { length: 16 }).notNull(),
    mobileNumber: varchar('mobile_number', { length: 10 }).notNull(),
    email: text('email').notNull(),
    working: varchar('working', { length: 4 }).notNull(),
    company: text('company').notNull(),
    instituteName: text('institute_name').notNull(),
    companyName: text('company_name').notNull(),
    jobTitle: text('job_title').notNull(),
    courseName: text('course_name').notNull(),
    workAddress: text('work_address').notNull(),
    eduAddress: text('edu_address').notNull(),
    attachmentFileId: integer('attachment_file_id').references(() => storedFiles.id),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: at('created_at'),
    updatedAt: at('updated_at'),
  },
  (t) => [index('alumni_registrations_batch').on(t.batch)],
);

/** §3 alumniData: one record per roll number (§5 duplicate check); photo and certificate are stored files. */
export const alumniHistory = pgTable(
  'alumni_history',
  {
    id: serial('id').primaryKey(),
    rollNumber: varchar('roll_number', { length: 20 }).notNull().unique(),
    status: varchar('status', { length: 16 }).notNull(),
    name: text('name').notNull(),
    branch: varchar('branch', { length: 16 }).notNull(),
    batch: varchar('batch', { length: 16 }).notNull(),
    studentMobile: varchar('student_mobile', { length: 10 }).notNull(),
    studentEmail: text('student_email').notNull(),
    course: varchar('course', { length: 32 }).notNull(),
    fatherName: text('father_name').notNull(),
    section: varchar('section', { length: 8 }).notNull(),
    company: text('company').notNull(),
    packages: varchar('packages', { length: 32 }).notNull(),
    designation: text('designation').notNull(),
    experience: varchar('experience', { length: 32 }).notNull(),
    location: text('location').notNull(),
    instituteName: text('institute_name').notNull(),
    passportPhotoFileId: integer('passport_photo_file_id').references(() => storedFiles.id),
    certificateFileId: integer('certificate_file_id').references(() => storedFiles.id),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: at('created_at'),
  },
  (t) => [index('alumni_history_batch').on(t.batch)],
);

/** The alumnus behind a ROLE_ALUMNI account: the roll number they proved with their date of birth. */
export const alumniAccounts = pgTable(
  'alumni_accounts',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    rollNumber: varchar('roll_number', { length: 20 }).notNull(),
    createdAt: at('created_at'),
  },
  (t) => [uniqueIndex('alumni_accounts_roll').on(t.rollNumber)],
);
