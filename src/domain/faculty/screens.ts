import type { Access } from '../auth/access';
import { ALLOTMENT_WRITERS } from './allotment-access';
import { APP_PATHS } from '../routes/app-paths';
import { FACULTY_RECORD_READERS } from './access';
import { LIST_READERS } from '../academic/access';

/** Who may open each of the faculty module's screens, by address (a line each of screen-access.ts). */
export const FACULTY_SCREENS: Readonly<Record<string, Access>> = {
  [APP_PATHS.subjectAllotments]: ALLOTMENT_WRITERS,
  [APP_PATHS.facultyPublications]: FACULTY_RECORD_READERS,
  [APP_PATHS.facultyMous]: FACULTY_RECORD_READERS,
  [APP_PATHS.facultyAwards]: FACULTY_RECORD_READERS,
  [APP_PATHS.facultyRecord]: LIST_READERS,
};
