import { ACADEMIC_FUNCTIONS } from '../academic/functions';
import { ACCREDITATION_FUNCTIONS } from '../accreditation/functions';
import { ALUMNI_FUNCTIONS } from '../alumni/functions';
import { ATTENDANCE_FUNCTIONS } from '../attendance/functions';
import { EXAMS_FUNCTIONS } from '../exams/functions';
import { FACULTY_FUNCTIONS } from '../faculty/functions';
import { LEAVE_FUNCTIONS } from '../leave/functions';
import { LIBRARY_FUNCTIONS } from '../library/functions';
import { HOSTEL_FUNCTIONS } from '../hostel/functions';
import { TRANSPORT_FUNCTIONS } from '../transport/functions';
import { PARENTS_FUNCTIONS } from '../parents/functions';
import { PAYMENTS_FUNCTIONS } from '../payments/functions';
import { REPORTS_FUNCTIONS } from '../reports/functions';
import { RESULTS_FUNCTIONS } from '../results/functions';
import { STUDENTS_FUNCTIONS } from '../students/functions';
import { TIMETABLE_FUNCTIONS } from '../timetable/functions';
import { VENDORS_FUNCTIONS } from '../vendors/functions';

/**
 * Functions of the §2 tile lists that already have a screen, and where it is: each module's (its `functions.ts`: tile
 * name → address), one argument per module (in the order of the §2 tiles that name them). The addresses are literals, not the modules' `paths.ts`: reading
 * `paths.ts` here would split those files into chunks of their own. tests/domain/function-screens.test.ts checks each
 * address is one the app knows, and that every module's file is merged here with no name in two of them.
 */
export const FUNCTION_SCREENS: Readonly<Record<string, string>> = Object.assign(
  {},
  REPORTS_FUNCTIONS,
  ACCREDITATION_FUNCTIONS,
  RESULTS_FUNCTIONS,
  PARENTS_FUNCTIONS,
  PAYMENTS_FUNCTIONS,
  VENDORS_FUNCTIONS,
  LIBRARY_FUNCTIONS,
  HOSTEL_FUNCTIONS,
  TRANSPORT_FUNCTIONS,
  ALUMNI_FUNCTIONS,
  ACADEMIC_FUNCTIONS,
  FACULTY_FUNCTIONS,
  ATTENDANCE_FUNCTIONS,
  TIMETABLE_FUNCTIONS,
  STUDENTS_FUNCTIONS,
  LEAVE_FUNCTIONS,
  EXAMS_FUNCTIONS,
);
