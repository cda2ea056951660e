import { sql } from 'drizzle-orm';
import type { Term } from '../../../domain/timetable/timetable';
import type { Database } from '../../db/client';
import { courses, departments, faculty, facultyAllotments, timetableSlots, timetables } from '../../db/schema';
import { sectionLabel, withDepartment } from '../../db/section-joins';
import { withSlotClass } from '../timetable/service';

/** A class of a timetable with what attendance needs: its section, subject, teacher, period and department. */
export interface ClassSlot {
  slotId: number;
  academicYear: string;
  term: Term;
  day: number;
  periodId: number;
  span: number;
  facultyId: number;
  facultyName: string;
  sectionId: number;
  sectionLabel: string;
  subjectId: number;
  subjectCode: string;
  subjectName: string;
  room: string;
  department: string;
}

/** Timetable slots as `ClassSlot`s, for the stores to narrow with their own `where`. */
export const slotSelect = (db: Database) =>
  withDepartment(
    withSlotClass(
      db
        .select({
          slotId: timetableSlots.id,
          academicYear: timetables.academicYear,
          term: sql<Term>`${timetables.term}`,
          day: timetableSlots.day,
          periodId: timetableSlots.periodId,
          span: timetableSlots.span,
          facultyId: facultyAllotments.facultyId,
          facultyName: faculty.fullName,
          sectionId: timetables.sectionId,
          sectionLabel,
          subjectId: facultyAllotments.subjectId,
          subjectCode: courses.code,
          subjectName: courses.name,
          room: timetableSlots.room,
          department: departments.name,
        })
        .from(timetableSlots)
        .$dynamic(),
    ),
  );
