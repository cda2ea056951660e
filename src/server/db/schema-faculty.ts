import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './schema-columns';
import { departments } from './schema-masters';

/**
 * Faculty records, kept by administrators on the faculty list: who teaches, in which department, since when, and
 * whether they still work here (a relieved member keeps their record, publications and login history).
 */
export const faculty = pgTable(
  'faculty',
  {
    id: serial('id').primaryKey(),
    empCode: varchar('emp_code', { length: 16 }).notNull().unique(),
    fullName: text('full_name').notNull(),
    email: text('email').notNull(),
    designation: text('designation').notNull(),
    departmentId: integer('department_id')
      .notNull()
      .references(() => departments.id),
    qualification: text('qualification').notNull().default(''),
    joinedOn: date('joined_on', { mode: 'string' }),
    mobile: varchar('mobile', { length: 10 }),
    // The stored file (owner type faculty) holding the photo. No foreign key: stored_files names its uploader in
    // users, and users name their faculty record, so the schema files would import each other in a cycle.
    photoFileId: integer('photo_file_id'),
    status: varchar('status', { length: 16 }).notNull().default('Active'),
  },
  (t) => [
    index('faculty_department').on(t.departmentId),
    index('faculty_full_name').on(t.fullName),
    check('faculty_status', sql`${t.status} in ('Active', 'Relieved')`),
  ],
);

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
  (t) => [
    index('mous_faculty').on(t.facultyId),
    check('mous_valid_after_signed', sql`${t.validUntil} is null or ${t.validUntil} >= ${t.signedOn}`),
  ],
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
