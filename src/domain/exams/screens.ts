import type { Access } from '../auth/access';
import { APP_PATHS } from '../routes/app-paths';
import { EXAM_READERS, INTERNAL_MARKS_WRITERS } from './access';

/** Who may open each of the exams module's screens, by address (a line each of screen-access.ts). */
export const EXAMS_SCREENS: Readonly<Record<string, Access>> = {
  [APP_PATHS.examCell]: EXAM_READERS,
  [APP_PATHS.internalMarks]: INTERNAL_MARKS_WRITERS,
};
