import type { Access } from '../auth/access';
import { APP_PATHS } from '../routes/app-paths';
import { LIST_AUDIT_READERS, LIST_CHECKERS, LIST_READERS } from './access';

/** Who may open each of the academic module's screens, by address (a line each of screen-access.ts). */
export const ACADEMIC_SCREENS: Readonly<Record<string, Access>> = {
  [APP_PATHS.academicLists]: LIST_READERS,
  [APP_PATHS.academicListChanges]: LIST_AUDIT_READERS,
  [APP_PATHS.changesToAuthorize]: LIST_CHECKERS,
};
