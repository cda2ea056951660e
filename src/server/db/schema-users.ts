import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, serial, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { LOCALES, type Locale } from '../../domain/i18n/locales';
import { createdAt } from './schema-columns';
import { faculty } from './schema-faculty';
import { colleges } from './schema-home';
import { students } from './schema-students';

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
    /** The interface language the user chose (LOCALES); null until they choose, which reads as English. */
    language: varchar('language', { length: 2 }).$type<Locale>(),
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
    // Null (never chosen) passes: a check refuses only what is false.
    check('users_language', sql`${t.language} in (${sql.raw(LOCALES.map((locale) => `'${locale}'`).join(', '))})`),
  ],
);
