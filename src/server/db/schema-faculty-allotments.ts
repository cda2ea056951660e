import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, serial, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { sections } from './schema-academic';
import { createdAt, updatedAt } from './schema-columns';
import { faculty } from './schema-faculty';
import { courses } from './schema-masters';

/**
 * Who teaches which subject to which section in an academic year ('2026-2027'). The year is text so it can later
 * reference the academic-years list by name. One teacher per (year, subject, section); others on the same class
 * are marked shared (lab co-teachers), and nobody is allotted the same class twice.
 */
export const facultyAllotments = pgTable(
  'faculty_allotments',
  {
    id: serial('id').primaryKey(),
    academicYear: varchar('academic_year', { length: 9 }).notNull(),
    facultyId: integer('faculty_id')
      .notNull()
      .references(() => faculty.id),
    subjectId: integer('subject_id')
      .notNull()
      .references(() => courses.id),
    sectionId: integer('section_id')
      .notNull()
      .references(() => sections.id),
    shared: boolean('shared').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('faculty_allotments_one_teacher')
      .on(t.academicYear, t.subjectId, t.sectionId)
      .where(sql`not ${t.shared}`),
    uniqueIndex('faculty_allotments_once').on(t.academicYear, t.subjectId, t.sectionId, t.facultyId),
    index('faculty_allotments_faculty').on(t.facultyId, t.academicYear),
    index('faculty_allotments_section').on(t.sectionId),
    check('faculty_allotments_year', sql`${t.academicYear} ~ '^[0-9]{4}-[0-9]{4}$'`),
  ],
);
