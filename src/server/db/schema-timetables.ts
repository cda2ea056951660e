import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  uniqueIndex,
  varchar,
  text,
} from 'drizzle-orm/pg-core';
import { sections } from './schema-academic';
import { createdAt } from './schema-columns';
import { faculty } from './schema-faculty';
import { facultyAllotments } from './schema-faculty-allotments';

/** The college's bell schedule: each period and break of a teaching day, in order, with its times ('09:00'). */
export const bellPeriods = pgTable(
  'bell_periods',
  {
    id: serial('id').primaryKey(),
    position: smallint('position').notNull().unique(),
    name: text('name').notNull(),
    startTime: varchar('start_time', { length: 5 }).notNull(),
    endTime: varchar('end_time', { length: 5 }).notNull(),
    kind: varchar('kind', { length: 8 }).notNull(),
  },
  (t) => [check('bell_periods_end_after_start', sql`${t.endTime} > ${t.startTime}`)],
);

/** A section's timetable for one semester ('odd', 'even') of an academic year ('2026-2027'). */
export const timetables = pgTable(
  'timetables',
  {
    id: serial('id').primaryKey(),
    academicYear: varchar('academic_year', { length: 9 }).notNull(),
    term: varchar('term', { length: 4 }).notNull(),
    sectionId: integer('section_id')
      .notNull()
      .references(() => sections.id),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('timetables_section_term').on(t.academicYear, t.term, t.sectionId)],
);

/**
 * One class of a timetable: a day (1 Monday … 6 Saturday), its first period and how many in a row (a lab), the
 * subject allotment (teacher, subject, section) and a room. Deleting the timetable or the allotment removes it.
 */
export const timetableSlots = pgTable(
  'timetable_slots',
  {
    id: serial('id').primaryKey(),
    timetableId: integer('timetable_id')
      .notNull()
      .references(() => timetables.id, { onDelete: 'cascade' }),
    day: smallint('day').notNull(),
    periodId: integer('period_id')
      .notNull()
      .references(() => bellPeriods.id),
    span: smallint('span').notNull().default(1),
    allotmentId: integer('allotment_id')
      .notNull()
      .references(() => facultyAllotments.id, { onDelete: 'cascade' }),
    room: varchar('room', { length: 20 }).notNull().default(''),
  },
  (t) => [
    index('timetable_slots_timetable').on(t.timetableId),
    index('timetable_slots_allotment').on(t.allotmentId),
    check('timetable_slots_day', sql`${t.day} between 1 and 6`),
    check('timetable_slots_span', sql`${t.span} between 1 and 4`),
  ],
);

/** A substitute teacher for one slot on one date: a one-off adjustment that leaves the timetable as it is. */
export const timetableSubstitutions = pgTable(
  'timetable_substitutions',
  {
    id: serial('id').primaryKey(),
    slotId: integer('slot_id')
      .notNull()
      .references(() => timetableSlots.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    facultyId: integer('faculty_id')
      .notNull()
      .references(() => faculty.id),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('timetable_substitutions_slot_date').on(t.slotId, t.date),
    index('timetable_substitutions_faculty_date').on(t.facultyId, t.date),
  ],
);
