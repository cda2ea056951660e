import type { Access } from '../auth/access';
import { APP_PATHS } from '../routes/app-paths';
import { STUDENT_READERS, STUDENT_WRITERS } from './access';

/** Who may open each of the students module's screens, by address (a line each of screen-access.ts). */
export const STUDENTS_SCREENS: Readonly<Record<string, Access>> = {
  [APP_PATHS.studentDirectory]: STUDENT_READERS,
  [APP_PATHS.studentProfile]: STUDENT_READERS,
  [APP_PATHS.studentRollNumbers]: STUDENT_WRITERS,
};
