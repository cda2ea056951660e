import { and, eq } from 'drizzle-orm';
import type { Term } from '../../../domain/timetable/timetable';
import { timetables } from '../../db/schema';

/** The timetables of an academic year and semester, as a where clause. */
export const inYear = (year: string, term: Term) => and(eq(timetables.academicYear, year), eq(timetables.term, term));
