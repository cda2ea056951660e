import { eq } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import { withBatchAndBranch } from '../../db/section-joins';
import { courses, faculty, facultyAllotments, sections, timetableSlots, timetables } from '../../db/schema';

/**
 * Joins the `timetable_slots` of a query to the class each one holds: its timetable, the allotment with its teacher
 * and subject, and the timetable's section with its batch and branch (what `sectionLabel` reads).
 */
export const withSlotClass = <T extends PgSelect>(query: T) =>
  withBatchAndBranch(
    query
      .innerJoin(timetables, eq(timetables.id, timetableSlots.timetableId))
      .innerJoin(facultyAllotments, eq(facultyAllotments.id, timetableSlots.allotmentId))
      .innerJoin(faculty, eq(faculty.id, facultyAllotments.facultyId))
      .innerJoin(courses, eq(courses.id, facultyAllotments.subjectId))
      .innerJoin(sections, eq(sections.id, timetables.sectionId)),
  );
