import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  integer,
  numeric,
  pgTable,
  serial,
  smallint,
  text,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { percentageConversion, regulationRules, subjectMarks } from './schema-academic-columns';

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
  ...percentageConversion(),
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

export const courses = pgTable(
  'courses',
  {
    id: serial('id').primaryKey(),
    code: varchar('code', { length: 16 }).notNull().unique(),
    name: text('name').notNull(),
    /** In halves (a 1.5-credit lab), exact in SQL and in JavaScript; 0 only for a mandatory course. */
    credits: numeric('credits', { precision: 4, scale: 1, mode: 'number' }).notNull(),
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
  (t) => [check('courses_credits_halves', sql`${t.credits} >= 0 and ${t.credits} * 2 = trunc(${t.credits} * 2)`)],
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
